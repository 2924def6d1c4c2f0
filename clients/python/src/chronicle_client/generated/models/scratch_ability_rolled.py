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

from ..models.scratch_ability_rolled_ability import ScratchAbilityRolledAbility
from ..models.scratch_ability_rolled_visibility import ScratchAbilityRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.parts_part import PartsPart


T = TypeVar("T", bound="ScratchAbilityRolled")


@_attrs_define
class ScratchAbilityRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        ability (None | ScratchAbilityRolledAbility):
        roll_parts (list[PartsPart]):
        total (int):
        natural_20 (bool):
        difficulty (int):
        success (bool):
        reason (str):
        type_ (Literal['scratch.ability_rolled']):  Default: 'scratch.ability_rolled'.
        visibility (ScratchAbilityRolledVisibility | Unset):  Default: ScratchAbilityRolledVisibility.PUBLIC.
        conflict_id (None | str | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    ability: None | ScratchAbilityRolledAbility
    roll_parts: list[PartsPart]
    total: int
    natural_20: bool
    difficulty: int
    success: bool
    reason: str
    type_: Literal["scratch.ability_rolled"] = "scratch.ability_rolled"
    visibility: ScratchAbilityRolledVisibility | Unset = (
        ScratchAbilityRolledVisibility.PUBLIC
    )
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

        ability: None | str
        if isinstance(self.ability, ScratchAbilityRolledAbility):
            ability = self.ability.value
        else:
            ability = self.ability

        roll_parts = []
        for roll_parts_item_data in self.roll_parts:
            roll_parts_item = roll_parts_item_data.to_dict()
            roll_parts.append(roll_parts_item)

        total = self.total

        natural_20 = self.natural_20

        difficulty = self.difficulty

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
                "ability": ability,
                "roll_parts": roll_parts,
                "total": total,
                "natural_20": natural_20,
                "difficulty": difficulty,
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

        def _parse_ability(data: object) -> None | ScratchAbilityRolledAbility:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ability_ability = ScratchAbilityRolledAbility(data)

                return ability_ability
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScratchAbilityRolledAbility, data)

        ability = _parse_ability(d.pop("ability"))

        roll_parts = []
        _roll_parts = d.pop("roll_parts")
        for roll_parts_item_data in _roll_parts:
            roll_parts_item = PartsPart.from_dict(roll_parts_item_data)

            roll_parts.append(roll_parts_item)

        total = d.pop("total")

        natural_20 = d.pop("natural_20")

        difficulty = d.pop("difficulty")

        success = d.pop("success")

        reason = d.pop("reason")

        type_ = cast(Literal["scratch.ability_rolled"], d.pop("type"))
        if type_ != "scratch.ability_rolled":
            raise ValueError(
                f"type must match const 'scratch.ability_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: ScratchAbilityRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = ScratchAbilityRolledVisibility(_visibility)

        def _parse_conflict_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id", UNSET))

        scratch_ability_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            ability=ability,
            roll_parts=roll_parts,
            total=total,
            natural_20=natural_20,
            difficulty=difficulty,
            success=success,
            reason=reason,
            type_=type_,
            visibility=visibility,
            conflict_id=conflict_id,
        )

        scratch_ability_rolled.additional_properties = d
        return scratch_ability_rolled

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
