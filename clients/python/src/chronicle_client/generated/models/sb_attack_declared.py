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

from ..models.sb_attack_declared_weapon_class import SbAttackDeclaredWeaponClass

T = TypeVar("T", bound="SbAttackDeclared")


@_attrs_define
class SbAttackDeclared:
    """
    Attributes:
        conflict_id (str):
        round_ (int):
        character_id (str):
        target_id (str):
        weapon (str):
        weapon_class (SbAttackDeclaredWeaponClass):
        skill (str):
        difficulty (int):
        surprise (bool):
        attack_number (int):
        type_ (Literal['sb.attack_declared']):  Default: 'sb.attack_declared'.
    """

    conflict_id: str
    round_: int
    character_id: str
    target_id: str
    weapon: str
    weapon_class: SbAttackDeclaredWeaponClass
    skill: str
    difficulty: int
    surprise: bool
    attack_number: int
    type_: Literal["sb.attack_declared"] = "sb.attack_declared"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        round_ = self.round_

        character_id = self.character_id

        target_id = self.target_id

        weapon = self.weapon

        weapon_class = self.weapon_class.value

        skill = self.skill

        difficulty = self.difficulty

        surprise = self.surprise

        attack_number = self.attack_number

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "round": round_,
                "character_id": character_id,
                "target_id": target_id,
                "weapon": weapon,
                "weapon_class": weapon_class,
                "skill": skill,
                "difficulty": difficulty,
                "surprise": surprise,
                "attack_number": attack_number,
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

        target_id = d.pop("target_id")

        weapon = d.pop("weapon")

        weapon_class = SbAttackDeclaredWeaponClass(d.pop("weapon_class"))

        skill = d.pop("skill")

        difficulty = d.pop("difficulty")

        surprise = d.pop("surprise")

        attack_number = d.pop("attack_number")

        type_ = cast(Literal["sb.attack_declared"], d.pop("type"))
        if type_ != "sb.attack_declared":
            raise ValueError(
                f"type must match const 'sb.attack_declared', got '{type_}'"
            )

        sb_attack_declared = cls(
            conflict_id=conflict_id,
            round_=round_,
            character_id=character_id,
            target_id=target_id,
            weapon=weapon,
            weapon_class=weapon_class,
            skill=skill,
            difficulty=difficulty,
            surprise=surprise,
            attack_number=attack_number,
            type_=type_,
        )

        sb_attack_declared.additional_properties = d
        return sb_attack_declared

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
