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

from ..models.sb_wake_rolled_visibility import SbWakeRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.check import Check
    from ..models.dice_roll import DiceRoll


T = TypeVar("T", bound="SbWakeRolled")


@_attrs_define
class SbWakeRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        conflict_id (None | str):
        next_wake_round (int | None):
        check (Check):
        type_ (Literal['sb.wake_rolled']):  Default: 'sb.wake_rolled'.
        visibility (SbWakeRolledVisibility | Unset):  Default: SbWakeRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    conflict_id: None | str
    next_wake_round: int | None
    check: Check
    type_: Literal["sb.wake_rolled"] = "sb.wake_rolled"
    visibility: SbWakeRolledVisibility | Unset = SbWakeRolledVisibility.PUBLIC
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

        next_wake_round: int | None
        next_wake_round = self.next_wake_round

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
                "character_id": character_id,
                "conflict_id": conflict_id,
                "next_wake_round": next_wake_round,
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

        character_id = d.pop("character_id")

        def _parse_conflict_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id"))

        def _parse_next_wake_round(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_wake_round = _parse_next_wake_round(d.pop("next_wake_round"))

        check = Check.from_dict(d.pop("check"))

        type_ = cast(Literal["sb.wake_rolled"], d.pop("type"))
        if type_ != "sb.wake_rolled":
            raise ValueError(f"type must match const 'sb.wake_rolled', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: SbWakeRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = SbWakeRolledVisibility(_visibility)

        sb_wake_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            conflict_id=conflict_id,
            next_wake_round=next_wake_round,
            check=check,
            type_=type_,
            visibility=visibility,
        )

        sb_wake_rolled.additional_properties = d
        return sb_wake_rolled

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
