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

T = TypeVar("T", bound="SbHealthRestored")


@_attrs_define
class SbHealthRestored:
    """
    Attributes:
        character_id (str):
        hp_before (int):
        hp_after (int):
        type_ (Literal['sb.health_restored']):  Default: 'sb.health_restored'.
    """

    character_id: str
    hp_before: int
    hp_after: int
    type_: Literal["sb.health_restored"] = "sb.health_restored"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        hp_before = self.hp_before

        hp_after = self.hp_after

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "hp_before": hp_before,
                "hp_after": hp_after,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        hp_before = d.pop("hp_before")

        hp_after = d.pop("hp_after")

        type_ = cast(Literal["sb.health_restored"], d.pop("type"))
        if type_ != "sb.health_restored":
            raise ValueError(
                f"type must match const 'sb.health_restored', got '{type_}'"
            )

        sb_health_restored = cls(
            character_id=character_id,
            hp_before=hp_before,
            hp_after=hp_after,
            type_=type_,
        )

        sb_health_restored.additional_properties = d
        return sb_health_restored

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
