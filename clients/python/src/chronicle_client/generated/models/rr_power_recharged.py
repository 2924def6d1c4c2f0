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

from ..types import UNSET, Unset

T = TypeVar("T", bound="RrPowerRecharged")


@_attrs_define
class RrPowerRecharged:
    """
    Attributes:
        character_id (str):
        amount (int):
        before (int):
        after (int):
        type_ (Literal['rr.power_recharged']):  Default: 'rr.power_recharged'.
        source (str | Unset):  Default: 'station'.
    """

    character_id: str
    amount: int
    before: int
    after: int
    type_: Literal["rr.power_recharged"] = "rr.power_recharged"
    source: str | Unset = "station"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        amount = self.amount

        before = self.before

        after = self.after

        type_ = self.type_

        source = self.source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "amount": amount,
                "before": before,
                "after": after,
                "type": type_,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        amount = d.pop("amount")

        before = d.pop("before")

        after = d.pop("after")

        type_ = cast(Literal["rr.power_recharged"], d.pop("type"))
        if type_ != "rr.power_recharged":
            raise ValueError(
                f"type must match const 'rr.power_recharged', got '{type_}'"
            )

        source = d.pop("source", UNSET)

        rr_power_recharged = cls(
            character_id=character_id,
            amount=amount,
            before=before,
            after=after,
            type_=type_,
            source=source,
        )

        rr_power_recharged.additional_properties = d
        return rr_power_recharged

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
