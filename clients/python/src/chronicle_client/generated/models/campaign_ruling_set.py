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

T = TypeVar("T", bound="CampaignRulingSet")


@_attrs_define
class CampaignRulingSet:
    """
    Attributes:
        ruling (str):
        reading (str):
        type_ (Literal['campaign.ruling_set']):  Default: 'campaign.ruling_set'.
    """

    ruling: str
    reading: str
    type_: Literal["campaign.ruling_set"] = "campaign.ruling_set"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruling = self.ruling

        reading = self.reading

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruling": ruling,
                "reading": reading,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ruling = d.pop("ruling")

        reading = d.pop("reading")

        type_ = cast(Literal["campaign.ruling_set"], d.pop("type"))
        if type_ != "campaign.ruling_set":
            raise ValueError(
                f"type must match const 'campaign.ruling_set', got '{type_}'"
            )

        campaign_ruling_set = cls(
            ruling=ruling,
            reading=reading,
            type_=type_,
        )

        campaign_ruling_set.additional_properties = d
        return campaign_ruling_set

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
