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

from ..models.sb_challenge_rolled_visibility import SbChallengeRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.check import Check
    from ..models.dice_roll import DiceRoll


T = TypeVar("T", bound="SbChallengeRolled")


@_attrs_define
class SbChallengeRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        character_id (str):
        difficulty (int):
        check (Check):
        type_ (Literal['sb.challenge_rolled']):  Default: 'sb.challenge_rolled'.
        visibility (SbChallengeRolledVisibility | Unset):  Default: SbChallengeRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    character_id: str
    difficulty: int
    check: Check
    type_: Literal["sb.challenge_rolled"] = "sb.challenge_rolled"
    visibility: SbChallengeRolledVisibility | Unset = SbChallengeRolledVisibility.PUBLIC
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

        difficulty = self.difficulty

        check = self.check.to_dict()

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
                "difficulty": difficulty,
                "check": check,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

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

        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        difficulty = d.pop("difficulty")

        check = Check.from_dict(d.pop("check"))

        type_ = cast(Literal["sb.challenge_rolled"], d.pop("type"))
        if type_ != "sb.challenge_rolled":
            raise ValueError(
                f"type must match const 'sb.challenge_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: SbChallengeRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = SbChallengeRolledVisibility(_visibility)

        sb_challenge_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            character_id=character_id,
            difficulty=difficulty,
            check=check,
            type_=type_,
            visibility=visibility,
        )

        sb_challenge_rolled.additional_properties = d
        return sb_challenge_rolled

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
