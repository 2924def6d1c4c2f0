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

T = TypeVar("T", bound="ScratchTurnStarted")


@_attrs_define
class ScratchTurnStarted:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        round_ (int):
        type_ (Literal['scratch.turn_started']):  Default: 'scratch.turn_started'.
        may_escape (bool | Unset):  Default: False.
    """

    conflict_id: str
    character_id: str
    round_: int
    type_: Literal["scratch.turn_started"] = "scratch.turn_started"
    may_escape: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        round_ = self.round_

        type_ = self.type_

        may_escape = self.may_escape

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "round": round_,
                "type": type_,
            }
        )
        if may_escape is not UNSET:
            field_dict["may_escape"] = may_escape

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        round_ = d.pop("round")

        type_ = cast(Literal["scratch.turn_started"], d.pop("type"))
        if type_ != "scratch.turn_started":
            raise ValueError(
                f"type must match const 'scratch.turn_started', got '{type_}'"
            )

        may_escape = d.pop("may_escape", UNSET)

        scratch_turn_started = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            round_=round_,
            type_=type_,
            may_escape=may_escape,
        )

        scratch_turn_started.additional_properties = d
        return scratch_turn_started

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
