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

from ..models.sb_order_contest_rolled_visibility import SbOrderContestRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.order_roll import OrderRoll


T = TypeVar("T", bound="SbOrderContestRolled")


@_attrs_define
class SbOrderContestRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        fitness (int):
        attempt (int):
        entries (list[OrderRoll]):
        type_ (Literal['sb.order_contest_rolled']):  Default: 'sb.order_contest_rolled'.
        visibility (SbOrderContestRolledVisibility | Unset):  Default: SbOrderContestRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    fitness: int
    attempt: int
    entries: list[OrderRoll]
    type_: Literal["sb.order_contest_rolled"] = "sb.order_contest_rolled"
    visibility: SbOrderContestRolledVisibility | Unset = (
        SbOrderContestRolledVisibility.PUBLIC
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

        fitness = self.fitness

        attempt = self.attempt

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

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
                "fitness": fitness,
                "attempt": attempt,
                "entries": entries,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
        from ..models.order_roll import OrderRoll

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        conflict_id = d.pop("conflict_id")

        fitness = d.pop("fitness")

        attempt = d.pop("attempt")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = OrderRoll.from_dict(entries_item_data)

            entries.append(entries_item)

        type_ = cast(Literal["sb.order_contest_rolled"], d.pop("type"))
        if type_ != "sb.order_contest_rolled":
            raise ValueError(
                f"type must match const 'sb.order_contest_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: SbOrderContestRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = SbOrderContestRolledVisibility(_visibility)

        sb_order_contest_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            fitness=fitness,
            attempt=attempt,
            entries=entries,
            type_=type_,
            visibility=visibility,
        )

        sb_order_contest_rolled.additional_properties = d
        return sb_order_contest_rolled

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
