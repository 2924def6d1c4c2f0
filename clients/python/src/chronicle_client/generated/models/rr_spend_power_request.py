from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_spend_power_request_reason import RrSpendPowerRequestReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrSpendPowerRequest")


@_attrs_define
class RrSpendPowerRequest:
    """Spend Power on upkeep (1 a day to 1 a week, as the GM sets) or another use.

    Attributes:
        character_id (str):
        amount (int):
        reason (RrSpendPowerRequestReason | Unset):  Default: RrSpendPowerRequestReason.UPKEEP.
    """

    character_id: str
    amount: int
    reason: RrSpendPowerRequestReason | Unset = RrSpendPowerRequestReason.UPKEEP
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        amount = self.amount

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "amount": amount,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        amount = d.pop("amount")

        _reason = d.pop("reason", UNSET)
        reason: RrSpendPowerRequestReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = RrSpendPowerRequestReason(_reason)

        rr_spend_power_request = cls(
            character_id=character_id,
            amount=amount,
            reason=reason,
        )

        rr_spend_power_request.additional_properties = d
        return rr_spend_power_request

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
