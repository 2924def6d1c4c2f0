from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.table_dice_mode import TableDiceMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="Table")


@_attrs_define
class Table:
    """
    Attributes:
        table_id (str):
        name (str):
        dice_mode (TableDiceMode):
        open_ (bool | Unset):  Default: True.
        seed_commitment (None | str | Unset):
        revealed_seeds (list[str] | Unset):
        next_nonce (int | Unset):  Default: 0.
        roll_root (None | str | Unset):
        first_nonce (int | Unset):  Default: 0.
        proven (list[int] | Unset):
        opened_at (datetime.datetime | None | Unset):
        closed_at (datetime.datetime | None | Unset):
    """

    table_id: str
    name: str
    dice_mode: TableDiceMode
    open_: bool | Unset = True
    seed_commitment: None | str | Unset = UNSET
    revealed_seeds: list[str] | Unset = UNSET
    next_nonce: int | Unset = 0
    roll_root: None | str | Unset = UNSET
    first_nonce: int | Unset = 0
    proven: list[int] | Unset = UNSET
    opened_at: datetime.datetime | None | Unset = UNSET
    closed_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        name = self.name

        dice_mode = self.dice_mode.value

        open_ = self.open_

        seed_commitment: None | str | Unset
        if isinstance(self.seed_commitment, Unset):
            seed_commitment = UNSET
        else:
            seed_commitment = self.seed_commitment

        revealed_seeds: list[str] | Unset = UNSET
        if not isinstance(self.revealed_seeds, Unset):
            revealed_seeds = self.revealed_seeds

        next_nonce = self.next_nonce

        roll_root: None | str | Unset
        if isinstance(self.roll_root, Unset):
            roll_root = UNSET
        else:
            roll_root = self.roll_root

        first_nonce = self.first_nonce

        proven: list[int] | Unset = UNSET
        if not isinstance(self.proven, Unset):
            proven = self.proven

        opened_at: None | str | Unset
        if isinstance(self.opened_at, Unset):
            opened_at = UNSET
        elif isinstance(self.opened_at, datetime.datetime):
            opened_at = self.opened_at.isoformat()
        else:
            opened_at = self.opened_at

        closed_at: None | str | Unset
        if isinstance(self.closed_at, Unset):
            closed_at = UNSET
        elif isinstance(self.closed_at, datetime.datetime):
            closed_at = self.closed_at.isoformat()
        else:
            closed_at = self.closed_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "name": name,
                "dice_mode": dice_mode,
            }
        )
        if open_ is not UNSET:
            field_dict["open"] = open_
        if seed_commitment is not UNSET:
            field_dict["seed_commitment"] = seed_commitment
        if revealed_seeds is not UNSET:
            field_dict["revealed_seeds"] = revealed_seeds
        if next_nonce is not UNSET:
            field_dict["next_nonce"] = next_nonce
        if roll_root is not UNSET:
            field_dict["roll_root"] = roll_root
        if first_nonce is not UNSET:
            field_dict["first_nonce"] = first_nonce
        if proven is not UNSET:
            field_dict["proven"] = proven
        if opened_at is not UNSET:
            field_dict["opened_at"] = opened_at
        if closed_at is not UNSET:
            field_dict["closed_at"] = closed_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        name = d.pop("name")

        dice_mode = TableDiceMode(d.pop("dice_mode"))

        open_ = d.pop("open", UNSET)

        def _parse_seed_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment", UNSET))

        revealed_seeds = cast(list[str], d.pop("revealed_seeds", UNSET))

        next_nonce = d.pop("next_nonce", UNSET)

        def _parse_roll_root(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        roll_root = _parse_roll_root(d.pop("roll_root", UNSET))

        first_nonce = d.pop("first_nonce", UNSET)

        proven = cast(list[int], d.pop("proven", UNSET))

        def _parse_opened_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                opened_at_type_0 = datetime.datetime.fromisoformat(data)

                return opened_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        opened_at = _parse_opened_at(d.pop("opened_at", UNSET))

        def _parse_closed_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_at_type_0 = datetime.datetime.fromisoformat(data)

                return closed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        closed_at = _parse_closed_at(d.pop("closed_at", UNSET))

        table = cls(
            table_id=table_id,
            name=name,
            dice_mode=dice_mode,
            open_=open_,
            seed_commitment=seed_commitment,
            revealed_seeds=revealed_seeds,
            next_nonce=next_nonce,
            roll_root=roll_root,
            first_nonce=first_nonce,
            proven=proven,
            opened_at=opened_at,
            closed_at=closed_at,
        )

        table.additional_properties = d
        return table

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
