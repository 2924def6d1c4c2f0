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

from ..models.d100_task_rolled_visibility import D100TaskRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.parts_part import PartsPart


T = TypeVar("T", bound="D100TaskRolled")


@_attrs_define
class D100TaskRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        attribute (str):
        aptitude (None | str):
        target_parts (list[PartsPart]):
        target_number (int):
        roll (int):
        points (int):
        success (bool):
        reason (str):
        type_ (Literal['d100.task_rolled']):  Default: 'd100.task_rolled'.
        visibility (D100TaskRolledVisibility | Unset):  Default: D100TaskRolledVisibility.PUBLIC.
        conflict_id (None | str | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    attribute: str
    aptitude: None | str
    target_parts: list[PartsPart]
    target_number: int
    roll: int
    points: int
    success: bool
    reason: str
    type_: Literal["d100.task_rolled"] = "d100.task_rolled"
    visibility: D100TaskRolledVisibility | Unset = D100TaskRolledVisibility.PUBLIC
    conflict_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        character_id = self.character_id

        attribute = self.attribute

        aptitude: None | str
        aptitude = self.aptitude

        target_parts = []
        for target_parts_item_data in self.target_parts:
            target_parts_item = target_parts_item_data.to_dict()
            target_parts.append(target_parts_item)

        target_number = self.target_number

        roll = self.roll

        points = self.points

        success = self.success

        reason = self.reason

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        conflict_id: None | str | Unset
        if isinstance(self.conflict_id, Unset):
            conflict_id = UNSET
        else:
            conflict_id = self.conflict_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "character_id": character_id,
                "attribute": attribute,
                "aptitude": aptitude,
                "target_parts": target_parts,
                "target_number": target_number,
                "roll": roll,
                "points": points,
                "success": success,
                "reason": reason,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if conflict_id is not UNSET:
            field_dict["conflict_id"] = conflict_id

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

        character_id = d.pop("character_id")

        attribute = d.pop("attribute")

        def _parse_aptitude(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        aptitude = _parse_aptitude(d.pop("aptitude"))

        target_parts = []
        _target_parts = d.pop("target_parts")
        for target_parts_item_data in _target_parts:
            target_parts_item = PartsPart.from_dict(target_parts_item_data)

            target_parts.append(target_parts_item)

        target_number = d.pop("target_number")

        roll = d.pop("roll")

        points = d.pop("points")

        success = d.pop("success")

        reason = d.pop("reason")

        type_ = cast(Literal["d100.task_rolled"], d.pop("type"))
        if type_ != "d100.task_rolled":
            raise ValueError(f"type must match const 'd100.task_rolled', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: D100TaskRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = D100TaskRolledVisibility(_visibility)

        def _parse_conflict_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id", UNSET))

        d100_task_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            attribute=attribute,
            aptitude=aptitude,
            target_parts=target_parts,
            target_number=target_number,
            roll=roll,
            points=points,
            success=success,
            reason=reason,
            type_=type_,
            visibility=visibility,
            conflict_id=conflict_id,
        )

        d100_task_rolled.additional_properties = d
        return d100_task_rolled

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
