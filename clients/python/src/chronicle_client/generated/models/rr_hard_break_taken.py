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

from ..types import UNSET, Unset

T = TypeVar("T", bound="RrHardBreakTaken")


@_attrs_define
class RrHardBreakTaken:
    """
    Attributes:
        conflict_id (str):
        engaged (list[str]):
        type_ (Literal['rr.hard_break_taken']):  Default: 'rr.hard_break_taken'.
        table_id (None | str | Unset):
    """

    conflict_id: str
    engaged: list[str]
    type_: Literal["rr.hard_break_taken"] = "rr.hard_break_taken"
    table_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        engaged = self.engaged

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "engaged": engaged,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        engaged = cast(list[str], d.pop("engaged"))

        type_ = cast(Literal["rr.hard_break_taken"], d.pop("type"))
        if type_ != "rr.hard_break_taken":
            raise ValueError(
                f"type must match const 'rr.hard_break_taken', got '{type_}'"
            )

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        rr_hard_break_taken = cls(
            conflict_id=conflict_id,
            engaged=engaged,
            type_=type_,
            table_id=table_id,
        )

        rr_hard_break_taken.additional_properties = d
        return rr_hard_break_taken

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
