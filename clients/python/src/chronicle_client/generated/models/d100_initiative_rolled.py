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

from ..models.d100_initiative_rolled_visibility import D100InitiativeRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.initiative_entry import InitiativeEntry
    from ..models.tie_break import TieBreak


T = TypeVar("T", bound="D100InitiativeRolled")


@_attrs_define
class D100InitiativeRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        entries (list[InitiativeEntry]):
        order (list[str]):
        type_ (Literal['d100.initiative_rolled']):  Default: 'd100.initiative_rolled'.
        visibility (D100InitiativeRolledVisibility | Unset):  Default: D100InitiativeRolledVisibility.PUBLIC.
        tie_breaks (list[TieBreak] | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    entries: list[InitiativeEntry]
    order: list[str]
    type_: Literal["d100.initiative_rolled"] = "d100.initiative_rolled"
    visibility: D100InitiativeRolledVisibility | Unset = (
        D100InitiativeRolledVisibility.PUBLIC
    )
    tie_breaks: list[TieBreak] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        conflict_id = self.conflict_id

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        order = self.order

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        tie_breaks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tie_breaks, Unset):
            tie_breaks = []
            for tie_breaks_item_data in self.tie_breaks:
                tie_breaks_item = tie_breaks_item_data.to_dict()
                tie_breaks.append(tie_breaks_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "conflict_id": conflict_id,
                "entries": entries,
                "order": order,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if tie_breaks is not UNSET:
            field_dict["tie_breaks"] = tie_breaks

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
        from ..models.initiative_entry import InitiativeEntry
        from ..models.tie_break import TieBreak

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        conflict_id = d.pop("conflict_id")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = InitiativeEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        order = cast(list[str], d.pop("order"))

        type_ = cast(Literal["d100.initiative_rolled"], d.pop("type"))
        if type_ != "d100.initiative_rolled":
            raise ValueError(
                f"type must match const 'd100.initiative_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: D100InitiativeRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = D100InitiativeRolledVisibility(_visibility)

        _tie_breaks = d.pop("tie_breaks", UNSET)
        tie_breaks: list[TieBreak] | Unset = UNSET
        if _tie_breaks is not UNSET:
            tie_breaks = []
            for tie_breaks_item_data in _tie_breaks:
                tie_breaks_item = TieBreak.from_dict(tie_breaks_item_data)

                tie_breaks.append(tie_breaks_item)

        d100_initiative_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            entries=entries,
            order=order,
            type_=type_,
            visibility=visibility,
            tie_breaks=tie_breaks,
        )

        d100_initiative_rolled.additional_properties = d
        return d100_initiative_rolled

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
