from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.sym import Sym


T = TypeVar("T", bound="DoingSpec")


@_attrs_define
class DoingSpec:
    """
    Attributes:
        trait_id (str):
        name (str):
        symbols (list[Sym]):
    """

    trait_id: str
    name: str
    symbols: list[Sym]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        trait_id = self.trait_id

        name = self.name

        symbols = []
        for symbols_item_data in self.symbols:
            symbols_item = symbols_item_data.to_dict()
            symbols.append(symbols_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "trait_id": trait_id,
                "name": name,
                "symbols": symbols,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sym import Sym

        d = dict(src_dict)
        trait_id = d.pop("trait_id")

        name = d.pop("name")

        symbols = []
        _symbols = d.pop("symbols")
        for symbols_item_data in _symbols:
            symbols_item = Sym.from_dict(symbols_item_data)

            symbols.append(symbols_item)

        doing_spec = cls(
            trait_id=trait_id,
            name=name,
            symbols=symbols,
        )

        doing_spec.additional_properties = d
        return doing_spec

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
