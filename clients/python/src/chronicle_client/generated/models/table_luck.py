from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.table_luck_status import TableLuckStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="TableLuck")


@_attrs_define
class TableLuck:
    """
    Attributes:
        table_id (str):
        status (TableLuckStatus):
        note (str):
        name (None | str | Unset):
        dice_mode (None | str | Unset):
        rolls_proven (int | Unset):  Default: 0.
        rolls_physical (int | Unset):  Default: 0.
        rolls_awaiting_reveal (int | Unset):  Default: 0.
        rolls_failing (int | Unset):  Default: 0.
        rolls_unproven (int | Unset):  Default: 0.
        rolls_hidden (int | Unset):  Default: 0.
    """

    table_id: str
    status: TableLuckStatus
    note: str
    name: None | str | Unset = UNSET
    dice_mode: None | str | Unset = UNSET
    rolls_proven: int | Unset = 0
    rolls_physical: int | Unset = 0
    rolls_awaiting_reveal: int | Unset = 0
    rolls_failing: int | Unset = 0
    rolls_unproven: int | Unset = 0
    rolls_hidden: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        status = self.status.value

        note = self.note

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        dice_mode: None | str | Unset
        if isinstance(self.dice_mode, Unset):
            dice_mode = UNSET
        else:
            dice_mode = self.dice_mode

        rolls_proven = self.rolls_proven

        rolls_physical = self.rolls_physical

        rolls_awaiting_reveal = self.rolls_awaiting_reveal

        rolls_failing = self.rolls_failing

        rolls_unproven = self.rolls_unproven

        rolls_hidden = self.rolls_hidden

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "status": status,
                "note": note,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if dice_mode is not UNSET:
            field_dict["dice_mode"] = dice_mode
        if rolls_proven is not UNSET:
            field_dict["rolls_proven"] = rolls_proven
        if rolls_physical is not UNSET:
            field_dict["rolls_physical"] = rolls_physical
        if rolls_awaiting_reveal is not UNSET:
            field_dict["rolls_awaiting_reveal"] = rolls_awaiting_reveal
        if rolls_failing is not UNSET:
            field_dict["rolls_failing"] = rolls_failing
        if rolls_unproven is not UNSET:
            field_dict["rolls_unproven"] = rolls_unproven
        if rolls_hidden is not UNSET:
            field_dict["rolls_hidden"] = rolls_hidden

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        status = TableLuckStatus(d.pop("status"))

        note = d.pop("note")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_dice_mode(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        dice_mode = _parse_dice_mode(d.pop("dice_mode", UNSET))

        rolls_proven = d.pop("rolls_proven", UNSET)

        rolls_physical = d.pop("rolls_physical", UNSET)

        rolls_awaiting_reveal = d.pop("rolls_awaiting_reveal", UNSET)

        rolls_failing = d.pop("rolls_failing", UNSET)

        rolls_unproven = d.pop("rolls_unproven", UNSET)

        rolls_hidden = d.pop("rolls_hidden", UNSET)

        table_luck = cls(
            table_id=table_id,
            status=status,
            note=note,
            name=name,
            dice_mode=dice_mode,
            rolls_proven=rolls_proven,
            rolls_physical=rolls_physical,
            rolls_awaiting_reveal=rolls_awaiting_reveal,
            rolls_failing=rolls_failing,
            rolls_unproven=rolls_unproven,
            rolls_hidden=rolls_hidden,
        )

        table_luck.additional_properties = d
        return table_luck

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
