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

T = TypeVar("T", bound="CampaignCharacterTransferred")


@_attrs_define
class CampaignCharacterTransferred:
    """
    Attributes:
        character_id (str):
        owner_id (str):
        type_ (Literal['campaign.character_transferred']):  Default: 'campaign.character_transferred'.
    """

    character_id: str
    owner_id: str
    type_: Literal["campaign.character_transferred"] = "campaign.character_transferred"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        owner_id = self.owner_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "owner_id": owner_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        owner_id = d.pop("owner_id")

        type_ = cast(Literal["campaign.character_transferred"], d.pop("type"))
        if type_ != "campaign.character_transferred":
            raise ValueError(
                f"type must match const 'campaign.character_transferred', got '{type_}'"
            )

        campaign_character_transferred = cls(
            character_id=character_id,
            owner_id=owner_id,
            type_=type_,
        )

        campaign_character_transferred.additional_properties = d
        return campaign_character_transferred

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
