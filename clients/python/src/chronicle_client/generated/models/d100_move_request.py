from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.d100_move_request_mode import D100MoveRequestMode

T = TypeVar("T", bound="D100MoveRequest")


@_attrs_define
class D100MoveRequest:
    """Move on your turn: walk (free), jog (ranged attacks −10), run (no other action), charge (run, then
    one melee attack at +10), or sprint (no attack; the GM may call a Physical Agility + Athletics test).

    Attributes:
        conflict_id (str):
        character_id (str):
        mode (D100MoveRequestMode):
    """

    conflict_id: str
    character_id: str
    mode: D100MoveRequestMode
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        mode = self.mode.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "mode": mode,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        mode = D100MoveRequestMode(d.pop("mode"))

        d100_move_request = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            mode=mode,
        )

        d100_move_request.additional_properties = d
        return d100_move_request

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
