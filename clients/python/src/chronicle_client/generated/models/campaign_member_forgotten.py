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

T = TypeVar("T", bound="CampaignMemberForgotten")


@_attrs_define
class CampaignMemberForgotten:
    """
    Attributes:
        member_id (str):
        type_ (Literal['campaign.member_forgotten']):  Default: 'campaign.member_forgotten'.
    """

    member_id: str
    type_: Literal["campaign.member_forgotten"] = "campaign.member_forgotten"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        member_id = self.member_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "member_id": member_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        member_id = d.pop("member_id")

        type_ = cast(Literal["campaign.member_forgotten"], d.pop("type"))
        if type_ != "campaign.member_forgotten":
            raise ValueError(
                f"type must match const 'campaign.member_forgotten', got '{type_}'"
            )

        campaign_member_forgotten = cls(
            member_id=member_id,
            type_=type_,
        )

        campaign_member_forgotten.additional_properties = d
        return campaign_member_forgotten

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
