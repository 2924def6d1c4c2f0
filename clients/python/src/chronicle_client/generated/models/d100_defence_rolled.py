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

from ..models.d100_defence_rolled_visibility import D100DefenceRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.parts_part import PartsPart


T = TypeVar("T", bound="D100DefenceRolled")


@_attrs_define
class D100DefenceRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        character_id (str):
        target_id (str):
        attribute (str):
        aptitude (str):
        target_parts (list[PartsPart]):
        target_number (int):
        roll (int):
        points (int):
        type_ (Literal['d100.defence_rolled']):  Default: 'd100.defence_rolled'.
        visibility (D100DefenceRolledVisibility | Unset):  Default: D100DefenceRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    character_id: str
    target_id: str
    attribute: str
    aptitude: str
    target_parts: list[PartsPart]
    target_number: int
    roll: int
    points: int
    type_: Literal["d100.defence_rolled"] = "d100.defence_rolled"
    visibility: D100DefenceRolledVisibility | Unset = D100DefenceRolledVisibility.PUBLIC
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

        attribute = self.attribute

        aptitude = self.aptitude

        target_parts = []
        for target_parts_item_data in self.target_parts:
            target_parts_item = target_parts_item_data.to_dict()
            target_parts.append(target_parts_item)

        target_number = self.target_number

        roll = self.roll

        points = self.points

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
                "conflict_id": conflict_id,
                "character_id": character_id,
                "target_id": target_id,
                "attribute": attribute,
                "aptitude": aptitude,
                "target_parts": target_parts,
                "target_number": target_number,
                "roll": roll,
                "points": points,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

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

        attribute = d.pop("attribute")

        aptitude = d.pop("aptitude")

        target_parts = []
        _target_parts = d.pop("target_parts")
        for target_parts_item_data in _target_parts:
            target_parts_item = PartsPart.from_dict(target_parts_item_data)

            target_parts.append(target_parts_item)

        target_number = d.pop("target_number")

        roll = d.pop("roll")

        points = d.pop("points")

        type_ = cast(Literal["d100.defence_rolled"], d.pop("type"))
        if type_ != "d100.defence_rolled":
            raise ValueError(
                f"type must match const 'd100.defence_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: D100DefenceRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = D100DefenceRolledVisibility(_visibility)

        d100_defence_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            character_id=character_id,
            target_id=target_id,
            attribute=attribute,
            aptitude=aptitude,
            target_parts=target_parts,
            target_number=target_number,
            roll=roll,
            points=points,
            type_=type_,
            visibility=visibility,
        )

        d100_defence_rolled.additional_properties = d
        return d100_defence_rolled

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
