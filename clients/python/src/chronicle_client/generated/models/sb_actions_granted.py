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

T = TypeVar("T", bound="SbActionsGranted")


@_attrs_define
class SbActionsGranted:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        round_ (int):
        count (int):
        type_ (Literal['sb.actions_granted']):  Default: 'sb.actions_granted'.
        reason (str | Unset):  Default: ''.
    """

    conflict_id: str
    character_id: str
    round_: int
    count: int
    type_: Literal["sb.actions_granted"] = "sb.actions_granted"
    reason: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        round_ = self.round_

        count = self.count

        type_ = self.type_

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "round": round_,
                "count": count,
                "type": type_,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        round_ = d.pop("round")

        count = d.pop("count")

        type_ = cast(Literal["sb.actions_granted"], d.pop("type"))
        if type_ != "sb.actions_granted":
            raise ValueError(
                f"type must match const 'sb.actions_granted', got '{type_}'"
            )

        reason = d.pop("reason", UNSET)

        sb_actions_granted = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            round_=round_,
            count=count,
            type_=type_,
            reason=reason,
        )

        sb_actions_granted.additional_properties = d
        return sb_actions_granted

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
