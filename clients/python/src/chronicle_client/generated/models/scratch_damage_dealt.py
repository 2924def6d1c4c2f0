from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.parts_part import PartsPart


T = TypeVar("T", bound="ScratchDamageDealt")


@_attrs_define
class ScratchDamageDealt:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        target_id (str):
        action (str):
        parts (list[PartsPart]):
        damage (int):
        type_ (Literal['scratch.damage_dealt']):  Default: 'scratch.damage_dealt'.
    """

    conflict_id: str
    character_id: str
    target_id: str
    action: str
    parts: list[PartsPart]
    damage: int
    type_: Literal["scratch.damage_dealt"] = "scratch.damage_dealt"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        target_id = self.target_id

        action = self.action

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data.to_dict()
            parts.append(parts_item)

        damage = self.damage

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "target_id": target_id,
                "action": action,
                "parts": parts,
                "damage": damage,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.parts_part import PartsPart

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        action = d.pop("action")

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = PartsPart.from_dict(parts_item_data)

            parts.append(parts_item)

        damage = d.pop("damage")

        type_ = cast(Literal["scratch.damage_dealt"], d.pop("type"))
        if type_ != "scratch.damage_dealt":
            raise ValueError(
                f"type must match const 'scratch.damage_dealt', got '{type_}'"
            )

        scratch_damage_dealt = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            target_id=target_id,
            action=action,
            parts=parts,
            damage=damage,
            type_=type_,
        )

        scratch_damage_dealt.additional_properties = d
        return scratch_damage_dealt

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
