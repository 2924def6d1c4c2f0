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

T = TypeVar("T", bound="CampaignRollRevealed")


@_attrs_define
class CampaignRollRevealed:
    """
    Attributes:
        version (int):
        type_ (Literal['campaign.roll_revealed']):  Default: 'campaign.roll_revealed'.
    """

    version: int
    type_: Literal["campaign.roll_revealed"] = "campaign.roll_revealed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        version = d.pop("version")

        type_ = cast(Literal["campaign.roll_revealed"], d.pop("type"))
        if type_ != "campaign.roll_revealed":
            raise ValueError(
                f"type must match const 'campaign.roll_revealed', got '{type_}'"
            )

        campaign_roll_revealed = cls(
            version=version,
            type_=type_,
        )

        campaign_roll_revealed.additional_properties = d
        return campaign_roll_revealed

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
