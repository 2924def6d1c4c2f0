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

from ..models.d100_attack_rolled_called_location import D100AttackRolledCalledLocation
from ..models.d100_attack_rolled_defence import D100AttackRolledDefence
from ..models.d100_attack_rolled_kind import D100AttackRolledKind
from ..models.d100_attack_rolled_visibility import D100AttackRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.parts_part import PartsPart


T = TypeVar("T", bound="D100AttackRolled")


@_attrs_define
class D100AttackRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        character_id (str):
        target_id (str):
        weapon (str):
        kind (D100AttackRolledKind):
        target_parts (list[PartsPart]):
        target_number (int):
        roll (int):
        points (int):
        defence (D100AttackRolledDefence):
        type_ (Literal['d100.attack_rolled']):  Default: 'd100.attack_rolled'.
        visibility (D100AttackRolledVisibility | Unset):  Default: D100AttackRolledVisibility.PUBLIC.
        called_location (D100AttackRolledCalledLocation | None | Unset):
        damage_parts (list[PartsPart] | Unset):
        attack_id (None | str | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    character_id: str
    target_id: str
    weapon: str
    kind: D100AttackRolledKind
    target_parts: list[PartsPart]
    target_number: int
    roll: int
    points: int
    defence: D100AttackRolledDefence
    type_: Literal["d100.attack_rolled"] = "d100.attack_rolled"
    visibility: D100AttackRolledVisibility | Unset = D100AttackRolledVisibility.PUBLIC
    called_location: D100AttackRolledCalledLocation | None | Unset = UNSET
    damage_parts: list[PartsPart] | Unset = UNSET
    attack_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        conflict_id = self.conflict_id

        character_id = self.character_id

        target_id = self.target_id

        weapon = self.weapon

        kind = self.kind.value

        target_parts = []
        for target_parts_item_data in self.target_parts:
            target_parts_item = target_parts_item_data.to_dict()
            target_parts.append(target_parts_item)

        target_number = self.target_number

        roll = self.roll

        points = self.points

        defence = self.defence.value

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        called_location: None | str | Unset
        if isinstance(self.called_location, Unset):
            called_location = UNSET
        elif isinstance(self.called_location, D100AttackRolledCalledLocation):
            called_location = self.called_location.value
        else:
            called_location = self.called_location

        damage_parts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.damage_parts, Unset):
            damage_parts = []
            for damage_parts_item_data in self.damage_parts:
                damage_parts_item = damage_parts_item_data.to_dict()
                damage_parts.append(damage_parts_item)

        attack_id: None | str | Unset
        if isinstance(self.attack_id, Unset):
            attack_id = UNSET
        else:
            attack_id = self.attack_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "conflict_id": conflict_id,
                "character_id": character_id,
                "target_id": target_id,
                "weapon": weapon,
                "kind": kind,
                "target_parts": target_parts,
                "target_number": target_number,
                "roll": roll,
                "points": points,
                "defence": defence,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if called_location is not UNSET:
            field_dict["called_location"] = called_location
        if damage_parts is not UNSET:
            field_dict["damage_parts"] = damage_parts
        if attack_id is not UNSET:
            field_dict["attack_id"] = attack_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
        from ..models.parts_part import PartsPart

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        weapon = d.pop("weapon")

        kind = D100AttackRolledKind(d.pop("kind"))

        target_parts = []
        _target_parts = d.pop("target_parts")
        for target_parts_item_data in _target_parts:
            target_parts_item = PartsPart.from_dict(target_parts_item_data)

            target_parts.append(target_parts_item)

        target_number = d.pop("target_number")

        roll = d.pop("roll")

        points = d.pop("points")

        defence = D100AttackRolledDefence(d.pop("defence"))

        type_ = cast(Literal["d100.attack_rolled"], d.pop("type"))
        if type_ != "d100.attack_rolled":
            raise ValueError(
                f"type must match const 'd100.attack_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: D100AttackRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = D100AttackRolledVisibility(_visibility)

        def _parse_called_location(
            data: object,
        ) -> D100AttackRolledCalledLocation | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                called_location_called_location = D100AttackRolledCalledLocation(data)

                return called_location_called_location
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(D100AttackRolledCalledLocation | None | Unset, data)

        called_location = _parse_called_location(d.pop("called_location", UNSET))

        _damage_parts = d.pop("damage_parts", UNSET)
        damage_parts: list[PartsPart] | Unset = UNSET
        if _damage_parts is not UNSET:
            damage_parts = []
            for damage_parts_item_data in _damage_parts:
                damage_parts_item = PartsPart.from_dict(damage_parts_item_data)

                damage_parts.append(damage_parts_item)

        def _parse_attack_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        attack_id = _parse_attack_id(d.pop("attack_id", UNSET))

        d100_attack_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            character_id=character_id,
            target_id=target_id,
            weapon=weapon,
            kind=kind,
            target_parts=target_parts,
            target_number=target_number,
            roll=roll,
            points=points,
            defence=defence,
            type_=type_,
            visibility=visibility,
            called_location=called_location,
            damage_parts=damage_parts,
            attack_id=attack_id,
        )

        d100_attack_rolled.additional_properties = d
        return d100_attack_rolled

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
