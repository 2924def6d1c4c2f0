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

T = TypeVar("T", bound="SbArmorChanged")


@_attrs_define
class SbArmorChanged:
    """
    Attributes:
        character_id (str):
        worn (bool):
        type_ (Literal['sb.armor_changed']):  Default: 'sb.armor_changed'.
    """

    character_id: str
    worn: bool
    type_: Literal["sb.armor_changed"] = "sb.armor_changed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        worn = self.worn

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "worn": worn,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        worn = d.pop("worn")

        type_ = cast(Literal["sb.armor_changed"], d.pop("type"))
        if type_ != "sb.armor_changed":
            raise ValueError(f"type must match const 'sb.armor_changed', got '{type_}'")

        sb_armor_changed = cls(
            character_id=character_id,
            worn=worn,
            type_=type_,
        )

        sb_armor_changed.additional_properties = d
        return sb_armor_changed

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
