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

from ..models.d100_hit_location_rolled_location import D100HitLocationRolledLocation
from ..models.d100_hit_location_rolled_visibility import D100HitLocationRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll


T = TypeVar("T", bound="D100HitLocationRolled")


@_attrs_define
class D100HitLocationRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        character_id (str):
        roll (int):
        location (D100HitLocationRolledLocation):
        type_ (Literal['d100.hit_location_rolled']):  Default: 'd100.hit_location_rolled'.
        visibility (D100HitLocationRolledVisibility | Unset):  Default: D100HitLocationRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    character_id: str
    roll: int
    location: D100HitLocationRolledLocation
    type_: Literal["d100.hit_location_rolled"] = "d100.hit_location_rolled"
    visibility: D100HitLocationRolledVisibility | Unset = (
        D100HitLocationRolledVisibility.PUBLIC
    )
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

        roll = self.roll

        location = self.location.value

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
                "roll": roll,
                "location": location,
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

        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        roll = d.pop("roll")

        location = D100HitLocationRolledLocation(d.pop("location"))

        type_ = cast(Literal["d100.hit_location_rolled"], d.pop("type"))
        if type_ != "d100.hit_location_rolled":
            raise ValueError(
                f"type must match const 'd100.hit_location_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: D100HitLocationRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = D100HitLocationRolledVisibility(_visibility)

        d100_hit_location_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            character_id=character_id,
            roll=roll,
            location=location,
            type_=type_,
            visibility=visibility,
        )

        d100_hit_location_rolled.additional_properties = d
        return d100_hit_location_rolled

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
