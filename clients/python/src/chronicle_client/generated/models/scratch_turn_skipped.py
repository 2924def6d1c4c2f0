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

from ..models.scratch_turn_skipped_reason import ScratchTurnSkippedReason

T = TypeVar("T", bound="ScratchTurnSkipped")


@_attrs_define
class ScratchTurnSkipped:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        round_ (int):
        reason (ScratchTurnSkippedReason):
        type_ (Literal['scratch.turn_skipped']):  Default: 'scratch.turn_skipped'.
    """

    conflict_id: str
    character_id: str
    round_: int
    reason: ScratchTurnSkippedReason
    type_: Literal["scratch.turn_skipped"] = "scratch.turn_skipped"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        round_ = self.round_

        reason = self.reason.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "round": round_,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        round_ = d.pop("round")

        reason = ScratchTurnSkippedReason(d.pop("reason"))

        type_ = cast(Literal["scratch.turn_skipped"], d.pop("type"))
        if type_ != "scratch.turn_skipped":
            raise ValueError(
                f"type must match const 'scratch.turn_skipped', got '{type_}'"
            )

        scratch_turn_skipped = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            round_=round_,
            reason=reason,
            type_=type_,
        )

        scratch_turn_skipped.additional_properties = d
        return scratch_turn_skipped

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
