from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SymbolRoll")


@_attrs_define
class SymbolRoll:
    """
    Attributes:
        table (str):
        value (int):
        result (str):
        discarded (bool | Unset):  Default: False.
    """

    table: str
    value: int
    result: str
    discarded: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        value = self.value

        result = self.result

        discarded = self.discarded

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "value": value,
                "result": result,
            }
        )
        if discarded is not UNSET:
            field_dict["discarded"] = discarded

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table = d.pop("table")

        value = d.pop("value")

        result = d.pop("result")

        discarded = d.pop("discarded", UNSET)

        symbol_roll = cls(
            table=table,
            value=value,
            result=result,
            discarded=discarded,
        )

        symbol_roll.additional_properties = d
        return symbol_roll

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
