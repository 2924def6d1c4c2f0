from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RbDefineFalloutTableRequest")


@_attrs_define
class RbDefineFalloutTableRequest:
    """Prepare a d6 fallout table whose symbols are the hazards of the current scenario.

    Only the GM may issue this command.

        Attributes:
            name (str):
            symbols (list[str]):
    """

    name: str
    symbols: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        symbols = self.symbols

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "symbols": symbols,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        symbols = cast(list[str], d.pop("symbols"))

        rb_define_fallout_table_request = cls(
            name=name,
            symbols=symbols,
        )

        rb_define_fallout_table_request.additional_properties = d
        return rb_define_fallout_table_request

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
