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

from ..models.scratch_attack_rolled_ability import ScratchAttackRolledAbility
from ..models.scratch_attack_rolled_action import ScratchAttackRolledAction
from ..models.scratch_attack_rolled_range import ScratchAttackRolledRange
from ..models.scratch_attack_rolled_visibility import ScratchAttackRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.parts_part import PartsPart


T = TypeVar("T", bound="ScratchAttackRolled")


@_attrs_define
class ScratchAttackRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        character_id (str):
        target_id (str):
        action (ScratchAttackRolledAction):
        range_ (ScratchAttackRolledRange):
        ability (None | ScratchAttackRolledAbility):
        roll_parts (list[PartsPart]):
        total (int):
        natural_20 (bool):
        difficulty (int):
        difficulty_parts (list[PartsPart]):
        success (bool):
        type_ (Literal['scratch.attack_rolled']):  Default: 'scratch.attack_rolled'.
        visibility (ScratchAttackRolledVisibility | Unset):  Default: ScratchAttackRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    character_id: str
    target_id: str
    action: ScratchAttackRolledAction
    range_: ScratchAttackRolledRange
    ability: None | ScratchAttackRolledAbility
    roll_parts: list[PartsPart]
    total: int
    natural_20: bool
    difficulty: int
    difficulty_parts: list[PartsPart]
    success: bool
    type_: Literal["scratch.attack_rolled"] = "scratch.attack_rolled"
    visibility: ScratchAttackRolledVisibility | Unset = (
        ScratchAttackRolledVisibility.PUBLIC
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

        target_id = self.target_id

        action = self.action.value

        range_ = self.range_.value

        ability: None | str
        if isinstance(self.ability, ScratchAttackRolledAbility):
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

        difficulty_parts = []
        for difficulty_parts_item_data in self.difficulty_parts:
            difficulty_parts_item = difficulty_parts_item_data.to_dict()
            difficulty_parts.append(difficulty_parts_item)

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
                "conflict_id": conflict_id,
                "character_id": character_id,
                "target_id": target_id,
                "action": action,
                "range": range_,
                "ability": ability,
                "roll_parts": roll_parts,
                "total": total,
                "natural_20": natural_20,
                "difficulty": difficulty,
                "difficulty_parts": difficulty_parts,
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

        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        action = ScratchAttackRolledAction(d.pop("action"))

        range_ = ScratchAttackRolledRange(d.pop("range"))

        def _parse_ability(data: object) -> None | ScratchAttackRolledAbility:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ability_ability = ScratchAttackRolledAbility(data)

                return ability_ability
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScratchAttackRolledAbility, data)

        ability = _parse_ability(d.pop("ability"))

        roll_parts = []
        _roll_parts = d.pop("roll_parts")
        for roll_parts_item_data in _roll_parts:
            roll_parts_item = PartsPart.from_dict(roll_parts_item_data)

            roll_parts.append(roll_parts_item)

        total = d.pop("total")

        natural_20 = d.pop("natural_20")

        difficulty = d.pop("difficulty")

        difficulty_parts = []
        _difficulty_parts = d.pop("difficulty_parts")
        for difficulty_parts_item_data in _difficulty_parts:
            difficulty_parts_item = PartsPart.from_dict(difficulty_parts_item_data)

            difficulty_parts.append(difficulty_parts_item)

        success = d.pop("success")

        type_ = cast(Literal["scratch.attack_rolled"], d.pop("type"))
        if type_ != "scratch.attack_rolled":
            raise ValueError(
                f"type must match const 'scratch.attack_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: ScratchAttackRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = ScratchAttackRolledVisibility(_visibility)

        scratch_attack_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            character_id=character_id,
            target_id=target_id,
            action=action,
            range_=range_,
            ability=ability,
            roll_parts=roll_parts,
            total=total,
            natural_20=natural_20,
            difficulty=difficulty,
            difficulty_parts=difficulty_parts,
            success=success,
            type_=type_,
            visibility=visibility,
        )

        scratch_attack_rolled.additional_properties = d
        return scratch_attack_rolled

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
