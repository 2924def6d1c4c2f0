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

from ..models.sb_action_taken_action import SbActionTakenAction
from ..models.sb_action_taken_source import SbActionTakenSource
from ..types import UNSET, Unset

T = TypeVar("T", bound="SbActionTaken")


@_attrs_define
class SbActionTaken:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        round_ (int):
        action (SbActionTakenAction):
        source (SbActionTakenSource):
        actions_left (int):
        borrowed (int):
        type_ (Literal['sb.action_taken']):  Default: 'sb.action_taken'.
        weapon (None | str | Unset):
        note (str | Unset):  Default: ''.
    """

    conflict_id: str
    character_id: str
    round_: int
    action: SbActionTakenAction
    source: SbActionTakenSource
    actions_left: int
    borrowed: int
    type_: Literal["sb.action_taken"] = "sb.action_taken"
    weapon: None | str | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        round_ = self.round_

        action = self.action.value

        source = self.source.value

        actions_left = self.actions_left

        borrowed = self.borrowed

        type_ = self.type_

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
                "character_id": character_id,
                "round": round_,
                "action": action,
                "source": source,
                "actions_left": actions_left,
                "borrowed": borrowed,
                "type": type_,
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

        character_id = d.pop("character_id")

        round_ = d.pop("round")

        action = SbActionTakenAction(d.pop("action"))

        source = SbActionTakenSource(d.pop("source"))

        actions_left = d.pop("actions_left")

        borrowed = d.pop("borrowed")

        type_ = cast(Literal["sb.action_taken"], d.pop("type"))
        if type_ != "sb.action_taken":
            raise ValueError(f"type must match const 'sb.action_taken', got '{type_}'")

        def _parse_weapon(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))

        note = d.pop("note", UNSET)

        sb_action_taken = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            round_=round_,
            action=action,
            source=source,
            actions_left=actions_left,
            borrowed=borrowed,
            type_=type_,
            weapon=weapon,
            note=note,
        )

        sb_action_taken.additional_properties = d
        return sb_action_taken

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
