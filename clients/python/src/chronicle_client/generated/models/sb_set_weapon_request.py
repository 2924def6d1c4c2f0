from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sb_set_weapon_request_weapon_class import SbSetWeaponRequestWeaponClass
from ..types import UNSET, Unset

T = TypeVar("T", bound="SbSetWeaponRequest")


@_attrs_define
class SbSetWeaponRequest:
    """Give a character a weapon, classed by the GM (punch/small/medium/large), with the skill it uses
        and how many actions reloading it takes (a bow 1, a crossbow several, 0 for none).

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            name (str):
            weapon_class (SbSetWeaponRequestWeaponClass):
            skill (str):
            reload_actions (int | Unset):  Default: 0.
    """

    character_id: str
    name: str
    weapon_class: SbSetWeaponRequestWeaponClass
    skill: str
    reload_actions: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        name = self.name

        weapon_class = self.weapon_class.value

        skill = self.skill

        reload_actions = self.reload_actions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "name": name,
                "weapon_class": weapon_class,
                "skill": skill,
            }
        )
        if reload_actions is not UNSET:
            field_dict["reload_actions"] = reload_actions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        name = d.pop("name")

        weapon_class = SbSetWeaponRequestWeaponClass(d.pop("weapon_class"))

        skill = d.pop("skill")

        reload_actions = d.pop("reload_actions", UNSET)

        sb_set_weapon_request = cls(
            character_id=character_id,
            name=name,
            weapon_class=weapon_class,
            skill=skill,
            reload_actions=reload_actions,
        )

        sb_set_weapon_request.additional_properties = d
        return sb_set_weapon_request

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
