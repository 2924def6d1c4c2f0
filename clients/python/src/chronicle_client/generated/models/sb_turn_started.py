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

T = TypeVar("T", bound="SbTurnStarted")


@_attrs_define
class SbTurnStarted:
    """
    Attributes:
        conflict_id (str):
        round_ (int):
        character_id (str):
        type_ (Literal['sb.turn_started']):  Default: 'sb.turn_started'.
    """

    conflict_id: str
    round_: int
    character_id: str
    type_: Literal["sb.turn_started"] = "sb.turn_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        round_ = self.round_

        character_id = self.character_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "round": round_,
                "character_id": character_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        round_ = d.pop("round")

        character_id = d.pop("character_id")

        type_ = cast(Literal["sb.turn_started"], d.pop("type"))
        if type_ != "sb.turn_started":
            raise ValueError(f"type must match const 'sb.turn_started', got '{type_}'")

        sb_turn_started = cls(
            conflict_id=conflict_id,
            round_=round_,
            character_id=character_id,
            type_=type_,
        )

        sb_turn_started.additional_properties = d
        return sb_turn_started

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
