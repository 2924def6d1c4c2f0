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

from ..models.sb_skill_raised_reason import SbSkillRaisedReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="SbSkillRaised")


@_attrs_define
class SbSkillRaised:
    """
    Attributes:
        character_id (str):
        skill (str):
        before (int | None):
        after (int):
        reason (SbSkillRaisedReason):
        type_ (Literal['sb.skill_raised']):  Default: 'sb.skill_raised'.
        note (str | Unset):  Default: ''.
    """

    character_id: str
    skill: str
    before: int | None
    after: int
    reason: SbSkillRaisedReason
    type_: Literal["sb.skill_raised"] = "sb.skill_raised"
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        skill = self.skill

        before: int | None
        before = self.before

        after = self.after

        reason = self.reason.value

        type_ = self.type_

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "skill": skill,
                "before": before,
                "after": after,
                "reason": reason,
                "type": type_,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        skill = d.pop("skill")

        def _parse_before(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        before = _parse_before(d.pop("before"))

        after = d.pop("after")

        reason = SbSkillRaisedReason(d.pop("reason"))

        type_ = cast(Literal["sb.skill_raised"], d.pop("type"))
        if type_ != "sb.skill_raised":
            raise ValueError(f"type must match const 'sb.skill_raised', got '{type_}'")

        note = d.pop("note", UNSET)

        sb_skill_raised = cls(
            character_id=character_id,
            skill=skill,
            before=before,
            after=after,
            reason=reason,
            type_=type_,
            note=note,
        )

        sb_skill_raised.additional_properties = d
        return sb_skill_raised

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
