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

from ..models.sb_killed_reason import SbKilledReason

T = TypeVar("T", bound="SbKilled")


@_attrs_define
class SbKilled:
    """
    Attributes:
        character_id (str):
        reason (SbKilledReason):
        hp (int):
        margin (int):
        type_ (Literal['sb.killed']):  Default: 'sb.killed'.
    """

    character_id: str
    reason: SbKilledReason
    hp: int
    margin: int
    type_: Literal["sb.killed"] = "sb.killed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        reason = self.reason.value

        hp = self.hp

        margin = self.margin

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "reason": reason,
                "hp": hp,
                "margin": margin,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        reason = SbKilledReason(d.pop("reason"))

        hp = d.pop("hp")

        margin = d.pop("margin")

        type_ = cast(Literal["sb.killed"], d.pop("type"))
        if type_ != "sb.killed":
            raise ValueError(f"type must match const 'sb.killed', got '{type_}'")

        sb_killed = cls(
            character_id=character_id,
            reason=reason,
            hp=hp,
            margin=margin,
            type_=type_,
        )

        sb_killed.additional_properties = d
        return sb_killed

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
