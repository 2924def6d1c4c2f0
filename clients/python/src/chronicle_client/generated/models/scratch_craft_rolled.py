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

from ..models.scratch_craft_rolled_ability import ScratchCraftRolledAbility
from ..models.scratch_craft_rolled_visibility import ScratchCraftRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.parts_part import PartsPart


T = TypeVar("T", bound="ScratchCraftRolled")


@_attrs_define
class ScratchCraftRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        target_id (str):
        ability (ScratchCraftRolledAbility):
        roll_parts (list[PartsPart]):
        total (int):
        natural_20 (bool):
        difficulty (int):
        success (bool):
        type_ (Literal['scratch.craft_rolled']):  Default: 'scratch.craft_rolled'.
        visibility (ScratchCraftRolledVisibility | Unset):  Default: ScratchCraftRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    target_id: str
    ability: ScratchCraftRolledAbility
    roll_parts: list[PartsPart]
    total: int
    natural_20: bool
    difficulty: int
    success: bool
    type_: Literal["scratch.craft_rolled"] = "scratch.craft_rolled"
    visibility: ScratchCraftRolledVisibility | Unset = (
        ScratchCraftRolledVisibility.PUBLIC
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        character_id = self.character_id

        target_id = self.target_id

        ability = self.ability.value

        roll_parts = []
        for roll_parts_item_data in self.roll_parts:
            roll_parts_item = roll_parts_item_data.to_dict()
            roll_parts.append(roll_parts_item)

        total = self.total

        natural_20 = self.natural_20

        difficulty = self.difficulty

        success = self.success

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
                "target_id": target_id,
                "ability": ability,
                "roll_parts": roll_parts,
                "total": total,
                "natural_20": natural_20,
                "difficulty": difficulty,
                "success": success,
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

        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        ability = ScratchCraftRolledAbility(d.pop("ability"))

        roll_parts = []
        _roll_parts = d.pop("roll_parts")
        for roll_parts_item_data in _roll_parts:
            roll_parts_item = PartsPart.from_dict(roll_parts_item_data)

            roll_parts.append(roll_parts_item)

        total = d.pop("total")

        natural_20 = d.pop("natural_20")

        difficulty = d.pop("difficulty")

        success = d.pop("success")

        type_ = cast(Literal["scratch.craft_rolled"], d.pop("type"))
        if type_ != "scratch.craft_rolled":
            raise ValueError(
                f"type must match const 'scratch.craft_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: ScratchCraftRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = ScratchCraftRolledVisibility(_visibility)

        scratch_craft_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            target_id=target_id,
            ability=ability,
            roll_parts=roll_parts,
            total=total,
            natural_20=natural_20,
            difficulty=difficulty,
            success=success,
            type_=type_,
            visibility=visibility,
        )

        scratch_craft_rolled.additional_properties = d
        return scratch_craft_rolled

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
