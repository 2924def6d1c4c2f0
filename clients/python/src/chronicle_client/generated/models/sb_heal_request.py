from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SbHealRequest")


@_attrs_define
class SbHealRequest:
    """Give back health points (the rulebook leaves healing to the Director), never above the maximum.

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            amount (int):
            note (str | Unset):  Default: ''.
    """

    character_id: str
    amount: int
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        amount = self.amount

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "amount": amount,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        amount = d.pop("amount")

        note = d.pop("note", UNSET)

        sb_heal_request = cls(
            character_id=character_id,
            amount=amount,
            note=note,
        )

        sb_heal_request.additional_properties = d
        return sb_heal_request

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
