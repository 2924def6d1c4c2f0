from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_turn_ended_first_right_reason import RrTurnEndedFirstRightReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrTurnEnded")


@_attrs_define
class RrTurnEnded:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        paid (bool):
        before (list[str]):
        after (list[str]):
        winner (None | str):
        winner_successes (int):
        first_right (None | str):
        first_right_reason (None | RrTurnEndedFirstRightReason):
        type_ (Literal['rr.turn_ended']):  Default: 'rr.turn_ended'.
        table_id (None | str | Unset):
    """

    conflict_id: str
    character_id: str
    paid: bool
    before: list[str]
    after: list[str]
    winner: None | str
    winner_successes: int
    first_right: None | str
    first_right_reason: None | RrTurnEndedFirstRightReason
    type_: Literal["rr.turn_ended"] = "rr.turn_ended"
    table_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        paid = self.paid

        before = self.before

        after = self.after

        winner: None | str
        winner = self.winner

        winner_successes = self.winner_successes

        first_right: None | str
        first_right = self.first_right

        first_right_reason: None | str
        if isinstance(self.first_right_reason, RrTurnEndedFirstRightReason):
            first_right_reason = self.first_right_reason.value
        else:
            first_right_reason = self.first_right_reason

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "paid": paid,
                "before": before,
                "after": after,
                "winner": winner,
                "winner_successes": winner_successes,
                "first_right": first_right,
                "first_right_reason": first_right_reason,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        paid = d.pop("paid")

        before = cast(list[str], d.pop("before"))

        after = cast(list[str], d.pop("after"))

        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))

        winner_successes = d.pop("winner_successes")

        def _parse_first_right(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        first_right = _parse_first_right(d.pop("first_right"))

        def _parse_first_right_reason(
            data: object,
        ) -> None | RrTurnEndedFirstRightReason:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_right_reason_first_right_reason = RrTurnEndedFirstRightReason(
                    data
                )

                return first_right_reason_first_right_reason
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RrTurnEndedFirstRightReason, data)

        first_right_reason = _parse_first_right_reason(d.pop("first_right_reason"))

        type_ = cast(Literal["rr.turn_ended"], d.pop("type"))
        if type_ != "rr.turn_ended":
            raise ValueError(f"type must match const 'rr.turn_ended', got '{type_}'")

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        rr_turn_ended = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            paid=paid,
            before=before,
            after=after,
            winner=winner,
            winner_successes=winner_successes,
            first_right=first_right,
            first_right_reason=first_right_reason,
            type_=type_,
            table_id=table_id,
        )

        rr_turn_ended.additional_properties = d
        return rr_turn_ended

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
