from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sb_take_action_request_action import SbTakeActionRequestAction
from ..types import UNSET, Unset

T = TypeVar("T", bound="SbTakeActionRequest")


@_attrs_define
class SbTakeActionRequest:
    """Spend one of this turn's actions on something other than attacking: pick something up, draw a
    weapon, run, or reload (one action per step of the weapon's reload).

    Attributes:
        conflict_id (str):
        action (SbTakeActionRequestAction):
        weapon (None | str | Unset):
        note (str | Unset):  Default: ''.
    """

    conflict_id: str
    action: SbTakeActionRequestAction
    weapon: None | str | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        action = self.action.value

        weapon: None | str | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        else:
            weapon = self.weapon

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "action": action,
            }
        )
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        action = SbTakeActionRequestAction(d.pop("action"))

        def _parse_weapon(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))

        note = d.pop("note", UNSET)

        sb_take_action_request = cls(
            conflict_id=conflict_id,
            action=action,
            weapon=weapon,
            note=note,
        )

        sb_take_action_request.additional_properties = d
        return sb_take_action_request

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
