from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.campaign_add_member_request_role import CampaignAddMemberRequestRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="CampaignAddMemberRequest")


@_attrs_define
class CampaignAddMemberRequest:
    """Invite someone to the campaign as a player, an observer or a co-GM.

    Only the GM may issue this command.

        Attributes:
            name (str):
            role (CampaignAddMemberRequestRole | Unset):  Default: CampaignAddMemberRequestRole.PLAYER.
    """

    name: str
    role: CampaignAddMemberRequestRole | Unset = CampaignAddMemberRequestRole.PLAYER
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if role is not UNSET:
            field_dict["role"] = role

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        _role = d.pop("role", UNSET)
        role: CampaignAddMemberRequestRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = CampaignAddMemberRequestRole(_role)

        campaign_add_member_request = cls(
            name=name,
            role=role,
        )

        campaign_add_member_request.additional_properties = d
        return campaign_add_member_request

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
