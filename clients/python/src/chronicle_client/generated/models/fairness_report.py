from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.roll_check import RollCheck


T = TypeVar("T", bound="FairnessReport")


@_attrs_define
class FairnessReport:
    """
    Attributes:
        table_id (str):
        verifiable (bool):
        rolls_checked (int | Unset):  Default: 0.
        rolls_pending (int | Unset):  Default: 0.
        rolls_proven (int | Unset):  Default: 0.
        per_roll (bool | Unset):  Default: False.
        ok (bool | Unset):  Default: True.
        commitments (list[str] | Unset):
        revealed_seeds (list[str] | Unset):
        problems (list[str] | Unset):
        rolls (list[RollCheck] | Unset):
    """

    table_id: str
    verifiable: bool
    rolls_checked: int | Unset = 0
    rolls_pending: int | Unset = 0
    rolls_proven: int | Unset = 0
    per_roll: bool | Unset = False
    ok: bool | Unset = True
    commitments: list[str] | Unset = UNSET
    revealed_seeds: list[str] | Unset = UNSET
    problems: list[str] | Unset = UNSET
    rolls: list[RollCheck] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        verifiable = self.verifiable

        rolls_checked = self.rolls_checked

        rolls_pending = self.rolls_pending

        rolls_proven = self.rolls_proven

        per_roll = self.per_roll

        ok = self.ok

        commitments: list[str] | Unset = UNSET
        if not isinstance(self.commitments, Unset):
            commitments = self.commitments

        revealed_seeds: list[str] | Unset = UNSET
        if not isinstance(self.revealed_seeds, Unset):
            revealed_seeds = self.revealed_seeds

        problems: list[str] | Unset = UNSET
        if not isinstance(self.problems, Unset):
            problems = self.problems

        rolls: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rolls, Unset):
            rolls = []
            for rolls_item_data in self.rolls:
                rolls_item = rolls_item_data.to_dict()
                rolls.append(rolls_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "verifiable": verifiable,
            }
        )
        if rolls_checked is not UNSET:
            field_dict["rolls_checked"] = rolls_checked
        if rolls_pending is not UNSET:
            field_dict["rolls_pending"] = rolls_pending
        if rolls_proven is not UNSET:
            field_dict["rolls_proven"] = rolls_proven
        if per_roll is not UNSET:
            field_dict["per_roll"] = per_roll
        if ok is not UNSET:
            field_dict["ok"] = ok
        if commitments is not UNSET:
            field_dict["commitments"] = commitments
        if revealed_seeds is not UNSET:
            field_dict["revealed_seeds"] = revealed_seeds
        if problems is not UNSET:
            field_dict["problems"] = problems
        if rolls is not UNSET:
            field_dict["rolls"] = rolls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.roll_check import RollCheck

        d = dict(src_dict)
        table_id = d.pop("table_id")

        verifiable = d.pop("verifiable")

        rolls_checked = d.pop("rolls_checked", UNSET)

        rolls_pending = d.pop("rolls_pending", UNSET)

        rolls_proven = d.pop("rolls_proven", UNSET)

        per_roll = d.pop("per_roll", UNSET)

        ok = d.pop("ok", UNSET)

        commitments = cast(list[str], d.pop("commitments", UNSET))

        revealed_seeds = cast(list[str], d.pop("revealed_seeds", UNSET))

        problems = cast(list[str], d.pop("problems", UNSET))

        _rolls = d.pop("rolls", UNSET)
        rolls: list[RollCheck] | Unset = UNSET
        if _rolls is not UNSET:
            rolls = []
            for rolls_item_data in _rolls:
                rolls_item = RollCheck.from_dict(rolls_item_data)

                rolls.append(rolls_item)

        fairness_report = cls(
            table_id=table_id,
            verifiable=verifiable,
            rolls_checked=rolls_checked,
            rolls_pending=rolls_pending,
            rolls_proven=rolls_proven,
            per_roll=per_roll,
            ok=ok,
            commitments=commitments,
            revealed_seeds=revealed_seeds,
            problems=problems,
            rolls=rolls,
        )

        fairness_report.additional_properties = d
        return fairness_report

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
