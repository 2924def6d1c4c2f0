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

from ..models.sb_damage_rolled_visibility import SbDamageRolledVisibility
from ..models.sb_damage_rolled_weapon_class import SbDamageRolledWeaponClass
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll


T = TypeVar("T", bound="SbDamageRolled")


@_attrs_define
class SbDamageRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        attacker_id (None | str):
        weapon_class (SbDamageRolledWeaponClass):
        armored (bool):
        beat (int):
        dice_total (int):
        damage (int):
        type_ (Literal['sb.damage_rolled']):  Default: 'sb.damage_rolled'.
        visibility (SbDamageRolledVisibility | Unset):  Default: SbDamageRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    attacker_id: None | str
    weapon_class: SbDamageRolledWeaponClass
    armored: bool
    beat: int
    dice_total: int
    damage: int
    type_: Literal["sb.damage_rolled"] = "sb.damage_rolled"
    visibility: SbDamageRolledVisibility | Unset = SbDamageRolledVisibility.PUBLIC
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        character_id = self.character_id

        attacker_id: None | str
        attacker_id = self.attacker_id

        weapon_class = self.weapon_class.value

        armored = self.armored

        beat = self.beat

        dice_total = self.dice_total

        damage = self.damage

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "character_id": character_id,
                "attacker_id": attacker_id,
                "weapon_class": weapon_class,
                "armored": armored,
                "beat": beat,
                "dice_total": dice_total,
                "damage": damage,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        character_id = d.pop("character_id")

        def _parse_attacker_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        attacker_id = _parse_attacker_id(d.pop("attacker_id"))

        weapon_class = SbDamageRolledWeaponClass(d.pop("weapon_class"))

        armored = d.pop("armored")

        beat = d.pop("beat")

        dice_total = d.pop("dice_total")

        damage = d.pop("damage")

        type_ = cast(Literal["sb.damage_rolled"], d.pop("type"))
        if type_ != "sb.damage_rolled":
            raise ValueError(f"type must match const 'sb.damage_rolled', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: SbDamageRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = SbDamageRolledVisibility(_visibility)

        sb_damage_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            attacker_id=attacker_id,
            weapon_class=weapon_class,
            armored=armored,
            beat=beat,
            dice_total=dice_total,
            damage=damage,
            type_=type_,
            visibility=visibility,
        )

        sb_damage_rolled.additional_properties = d
        return sb_damage_rolled

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
