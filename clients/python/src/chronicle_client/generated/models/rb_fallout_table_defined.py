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

T = TypeVar("T", bound="RbFalloutTableDefined")


@_attrs_define
class RbFalloutTableDefined:
    """
    Attributes:
        name (str):
        symbols (list[str]):
        type_ (Literal['rb.fallout_table_defined']):  Default: 'rb.fallout_table_defined'.
    """

    name: str
    symbols: list[str]
    type_: Literal["rb.fallout_table_defined"] = "rb.fallout_table_defined"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        symbols = self.symbols

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "symbols": symbols,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        symbols = cast(list[str], d.pop("symbols"))

        type_ = cast(Literal["rb.fallout_table_defined"], d.pop("type"))
        if type_ != "rb.fallout_table_defined":
            raise ValueError(
                f"type must match const 'rb.fallout_table_defined', got '{type_}'"
            )

        rb_fallout_table_defined = cls(
            name=name,
            symbols=symbols,
            type_=type_,
        )

        rb_fallout_table_defined.additional_properties = d
        return rb_fallout_table_defined

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
