from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MemberForgottenByAdmin")


@_attrs_define
class MemberForgottenByAdmin:
    """
    Attributes:
        campaign_id (str):
        member_id (str):
        version (int):
        events_erased (int):
    """

    campaign_id: str
    member_id: str
    version: int
    events_erased: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        member_id = self.member_id

        version = self.version

        events_erased = self.events_erased

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "member_id": member_id,
                "version": version,
                "events_erased": events_erased,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        member_id = d.pop("member_id")

        version = d.pop("version")

        events_erased = d.pop("events_erased")

        member_forgotten_by_admin = cls(
            campaign_id=campaign_id,
            member_id=member_id,
            version=version,
            events_erased=events_erased,
        )

        member_forgotten_by_admin.additional_properties = d
        return member_forgotten_by_admin

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
