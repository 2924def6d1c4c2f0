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

T = TypeVar("T", bound="SbWeaponDropped")


@_attrs_define
class SbWeaponDropped:
    """
    Attributes:
        character_id (str):
        weapon (str):
        type_ (Literal['sb.weapon_dropped']):  Default: 'sb.weapon_dropped'.
    """

    character_id: str
    weapon: str
    type_: Literal["sb.weapon_dropped"] = "sb.weapon_dropped"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        weapon = self.weapon

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "weapon": weapon,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        weapon = d.pop("weapon")

        type_ = cast(Literal["sb.weapon_dropped"], d.pop("type"))
        if type_ != "sb.weapon_dropped":
            raise ValueError(
                f"type must match const 'sb.weapon_dropped', got '{type_}'"
            )

        sb_weapon_dropped = cls(
            character_id=character_id,
            weapon=weapon,
            type_=type_,
        )

        sb_weapon_dropped.additional_properties = d
        return sb_weapon_dropped

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
