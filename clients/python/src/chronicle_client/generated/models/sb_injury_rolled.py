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

from ..models.sb_injury_rolled_visibility import SbInjuryRolledVisibility
from ..models.sb_injury_rolled_weapon_class import SbInjuryRolledWeaponClass
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.check import Check
    from ..models.dice_roll import DiceRoll


T = TypeVar("T", bound="SbInjuryRolled")


@_attrs_define
class SbInjuryRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        conflict_id (None | str):
        attacker_id (None | str):
        weapon_class (None | SbInjuryRolledWeaponClass):
        armored (bool):
        damage (int):
        hp_before (int):
        check (Check):
        type_ (Literal['sb.injury_rolled']):  Default: 'sb.injury_rolled'.
        visibility (SbInjuryRolledVisibility | Unset):  Default: SbInjuryRolledVisibility.PUBLIC.
        note (str | Unset):  Default: ''.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    conflict_id: None | str
    attacker_id: None | str
    weapon_class: None | SbInjuryRolledWeaponClass
    armored: bool
    damage: int
    hp_before: int
    check: Check
    type_: Literal["sb.injury_rolled"] = "sb.injury_rolled"
    visibility: SbInjuryRolledVisibility | Unset = SbInjuryRolledVisibility.PUBLIC
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        character_id = self.character_id

        conflict_id: None | str
        conflict_id = self.conflict_id

        attacker_id: None | str
        attacker_id = self.attacker_id

        weapon_class: None | str
        if isinstance(self.weapon_class, SbInjuryRolledWeaponClass):
            weapon_class = self.weapon_class.value
        else:
            weapon_class = self.weapon_class

        armored = self.armored

        damage = self.damage

        hp_before = self.hp_before

        check = self.check.to_dict()

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "character_id": character_id,
                "conflict_id": conflict_id,
                "attacker_id": attacker_id,
                "weapon_class": weapon_class,
                "armored": armored,
                "damage": damage,
                "hp_before": hp_before,
                "check": check,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.check import Check
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

        def _parse_conflict_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id"))

        def _parse_attacker_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        attacker_id = _parse_attacker_id(d.pop("attacker_id"))

        def _parse_weapon_class(data: object) -> None | SbInjuryRolledWeaponClass:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                weapon_class_weapon_class = SbInjuryRolledWeaponClass(data)

                return weapon_class_weapon_class
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SbInjuryRolledWeaponClass, data)

        weapon_class = _parse_weapon_class(d.pop("weapon_class"))

        armored = d.pop("armored")

        damage = d.pop("damage")

        hp_before = d.pop("hp_before")

        check = Check.from_dict(d.pop("check"))

        type_ = cast(Literal["sb.injury_rolled"], d.pop("type"))
        if type_ != "sb.injury_rolled":
            raise ValueError(f"type must match const 'sb.injury_rolled', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: SbInjuryRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = SbInjuryRolledVisibility(_visibility)

        note = d.pop("note", UNSET)

        sb_injury_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            conflict_id=conflict_id,
            attacker_id=attacker_id,
            weapon_class=weapon_class,
            armored=armored,
            damage=damage,
            hp_before=hp_before,
            check=check,
            type_=type_,
            visibility=visibility,
            note=note,
        )

        sb_injury_rolled.additional_properties = d
        return sb_injury_rolled

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
