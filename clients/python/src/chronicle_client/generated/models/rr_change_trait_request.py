from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_change_trait_request_change import RrChangeTraitRequestChange

T = TypeVar("T", bound="RrChangeTraitRequest")


@_attrs_define
class RrChangeTraitRequest:
    """Buy a new self-awareness trait or raise one (1 Inspiration per existing trait), or lower one
        (3 per current rating). The GM records it after judging the in-game justification.

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            trait (str):
            change (RrChangeTraitRequestChange):
    """

    character_id: str
    trait: str
    change: RrChangeTraitRequestChange
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        trait = self.trait

        change = self.change.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "trait": trait,
                "change": change,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        trait = d.pop("trait")

        change = RrChangeTraitRequestChange(d.pop("change"))

        rr_change_trait_request = cls(
            character_id=character_id,
            trait=trait,
            change=change,
        )

        rr_change_trait_request.additional_properties = d
        return rr_change_trait_request

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
