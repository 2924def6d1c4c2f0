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

from ..models.sb_weapon_set_weapon_class import SbWeaponSetWeaponClass

T = TypeVar("T", bound="SbWeaponSet")


@_attrs_define
class SbWeaponSet:
    """
    Attributes:
        character_id (str):
        name (str):
        weapon_class (SbWeaponSetWeaponClass):
        skill (str):
        reload_actions (int):
        type_ (Literal['sb.weapon_set']):  Default: 'sb.weapon_set'.
    """

    character_id: str
    name: str
    weapon_class: SbWeaponSetWeaponClass
    skill: str
    reload_actions: int
    type_: Literal["sb.weapon_set"] = "sb.weapon_set"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        name = self.name

        weapon_class = self.weapon_class.value

        skill = self.skill

        reload_actions = self.reload_actions

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "name": name,
                "weapon_class": weapon_class,
                "skill": skill,
                "reload_actions": reload_actions,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        name = d.pop("name")

        weapon_class = SbWeaponSetWeaponClass(d.pop("weapon_class"))

        skill = d.pop("skill")

        reload_actions = d.pop("reload_actions")

        type_ = cast(Literal["sb.weapon_set"], d.pop("type"))
        if type_ != "sb.weapon_set":
            raise ValueError(f"type must match const 'sb.weapon_set', got '{type_}'")

        sb_weapon_set = cls(
            character_id=character_id,
            name=name,
            weapon_class=weapon_class,
            skill=skill,
            reload_actions=reload_actions,
            type_=type_,
        )

        sb_weapon_set.additional_properties = d
        return sb_weapon_set

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
