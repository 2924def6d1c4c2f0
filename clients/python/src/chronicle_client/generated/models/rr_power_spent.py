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

from ..models.rr_power_spent_reason import RrPowerSpentReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrPowerSpent")


@_attrs_define
class RrPowerSpent:
    """
    Attributes:
        character_id (str):
        amount (int):
        reason (RrPowerSpentReason):
        before (int):
        after (int):
        type_ (Literal['rr.power_spent']):  Default: 'rr.power_spent'.
        ref (None | str | Unset):
        table_id (None | str | Unset):
    """

    character_id: str
    amount: int
    reason: RrPowerSpentReason
    before: int
    after: int
    type_: Literal["rr.power_spent"] = "rr.power_spent"
    ref: None | str | Unset = UNSET
    table_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        amount = self.amount

        reason = self.reason.value

        before = self.before

        after = self.after

        type_ = self.type_

        ref: None | str | Unset
        if isinstance(self.ref, Unset):
            ref = UNSET
        else:
            ref = self.ref

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "amount": amount,
                "reason": reason,
                "before": before,
                "after": after,
                "type": type_,
            }
        )
        if ref is not UNSET:
            field_dict["ref"] = ref
        if table_id is not UNSET:
            field_dict["table_id"] = table_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        amount = d.pop("amount")

        reason = RrPowerSpentReason(d.pop("reason"))

        before = d.pop("before")

        after = d.pop("after")

        type_ = cast(Literal["rr.power_spent"], d.pop("type"))
        if type_ != "rr.power_spent":
            raise ValueError(f"type must match const 'rr.power_spent', got '{type_}'")

        def _parse_ref(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ref = _parse_ref(d.pop("ref", UNSET))

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        rr_power_spent = cls(
            character_id=character_id,
            amount=amount,
            reason=reason,
            before=before,
            after=after,
            type_=type_,
            ref=ref,
            table_id=table_id,
        )

        rr_power_spent.additional_properties = d
        return rr_power_spent

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
