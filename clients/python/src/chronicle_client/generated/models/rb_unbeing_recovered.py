from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RbUnbeingRecovered")


@_attrs_define
class RbUnbeingRecovered:
    """
    Attributes:
        character_id (str):
        symbols (list[str]):
        type_ (Literal['rb.unbeing_recovered']):  Default: 'rb.unbeing_recovered'.
    """

    character_id: str
    symbols: list[str]
    type_: Literal["rb.unbeing_recovered"] = "rb.unbeing_recovered"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        symbols = self.symbols

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "symbols": symbols,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        symbols = cast(list[str], d.pop("symbols"))

        type_ = cast(Literal["rb.unbeing_recovered"], d.pop("type"))
        if type_ != "rb.unbeing_recovered":
            raise ValueError(
                f"type must match const 'rb.unbeing_recovered', got '{type_}'"
            )

        rb_unbeing_recovered = cls(
            character_id=character_id,
            symbols=symbols,
            type_=type_,
        )

        rb_unbeing_recovered.additional_properties = d
        return rb_unbeing_recovered

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
