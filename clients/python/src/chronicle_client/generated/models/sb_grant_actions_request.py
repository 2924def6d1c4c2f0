from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SbGrantActionsRequest")


@_attrs_define
class SbGrantActionsRequest:
    """Give a combatant extra actions this round (e.g. a successful time shaping).

    Only the GM may issue this command.

        Attributes:
            conflict_id (str):
            character_id (str):
            count (int):
            reason (str | Unset):  Default: ''.
    """

    conflict_id: str
    character_id: str
    count: int
    reason: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        count = self.count

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "count": count,
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

        count = d.pop("count")

        reason = d.pop("reason", UNSET)

        sb_grant_actions_request = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            count=count,
            reason=reason,
        )

        sb_grant_actions_request.additional_properties = d
        return sb_grant_actions_request

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
