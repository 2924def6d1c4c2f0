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

T = TypeVar("T", bound="SbHealed")


@_attrs_define
class SbHealed:
    """
    Attributes:
        character_id (str):
        amount (int):
        hp_before (int):
        hp_after (int):
        type_ (Literal['sb.healed']):  Default: 'sb.healed'.
        note (str | Unset):  Default: ''.
    """

    character_id: str
    amount: int
    hp_before: int
    hp_after: int
    type_: Literal["sb.healed"] = "sb.healed"
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        amount = self.amount

        hp_before = self.hp_before

        hp_after = self.hp_after

        type_ = self.type_

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "amount": amount,
                "hp_before": hp_before,
                "hp_after": hp_after,
                "type": type_,
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

        hp_before = d.pop("hp_before")

        hp_after = d.pop("hp_after")

        type_ = cast(Literal["sb.healed"], d.pop("type"))
        if type_ != "sb.healed":
            raise ValueError(f"type must match const 'sb.healed', got '{type_}'")

        note = d.pop("note", UNSET)

        sb_healed = cls(
            character_id=character_id,
            amount=amount,
            hp_before=hp_before,
            hp_after=hp_after,
            type_=type_,
            note=note,
        )

        sb_healed.additional_properties = d
        return sb_healed

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
