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

if TYPE_CHECKING:
    from ..models.sb_contest_resolved_totals import SbContestResolvedTotals


T = TypeVar("T", bound="SbContestResolved")


@_attrs_define
class SbContestResolved:
    """
    Attributes:
        conflict_id (str):
        round_ (int):
        winner_id (None | str):
        totals (SbContestResolvedTotals):
        type_ (Literal['sb.contest_resolved']):  Default: 'sb.contest_resolved'.
    """

    conflict_id: str
    round_: int
    winner_id: None | str
    totals: SbContestResolvedTotals
    type_: Literal["sb.contest_resolved"] = "sb.contest_resolved"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        round_ = self.round_

        winner_id: None | str
        winner_id = self.winner_id

        totals = self.totals.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "round": round_,
                "winner_id": winner_id,
                "totals": totals,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sb_contest_resolved_totals import SbContestResolvedTotals

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        round_ = d.pop("round")

        def _parse_winner_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner_id = _parse_winner_id(d.pop("winner_id"))

        totals = SbContestResolvedTotals.from_dict(d.pop("totals"))

        type_ = cast(Literal["sb.contest_resolved"], d.pop("type"))
        if type_ != "sb.contest_resolved":
            raise ValueError(
                f"type must match const 'sb.contest_resolved', got '{type_}'"
            )

        sb_contest_resolved = cls(
            conflict_id=conflict_id,
            round_=round_,
            winner_id=winner_id,
            totals=totals,
            type_=type_,
        )

        sb_contest_resolved.additional_properties = d
        return sb_contest_resolved

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
