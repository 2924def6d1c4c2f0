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

from ..models.campaign_member_role_changed_role import CampaignMemberRoleChangedRole

T = TypeVar("T", bound="CampaignMemberRoleChanged")


@_attrs_define
class CampaignMemberRoleChanged:
    """
    Attributes:
        member_id (str):
        role (CampaignMemberRoleChangedRole):
        type_ (Literal['campaign.member_role_changed']):  Default: 'campaign.member_role_changed'.
    """

    member_id: str
    role: CampaignMemberRoleChangedRole
    type_: Literal["campaign.member_role_changed"] = "campaign.member_role_changed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        member_id = self.member_id

        role = self.role.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "member_id": member_id,
                "role": role,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        member_id = d.pop("member_id")

        role = CampaignMemberRoleChangedRole(d.pop("role"))

        type_ = cast(Literal["campaign.member_role_changed"], d.pop("type"))
        if type_ != "campaign.member_role_changed":
            raise ValueError(
                f"type must match const 'campaign.member_role_changed', got '{type_}'"
            )

        campaign_member_role_changed = cls(
            member_id=member_id,
            role=role,
            type_=type_,
        )

        campaign_member_role_changed.additional_properties = d
        return campaign_member_role_changed

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
