from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CampaignForgetMemberRequest")


@_attrs_define
class CampaignForgetMemberRequest:
    """Forget a member for good: erase their name and everything they wrote.

    Their name, their characters' names and every free text they wrote read "forgotten" from now on, while
    the events, the dice and the hash chain stay verifiable. A player may forget only themself; a GM anyone.
    It cannot be undone (docs/privacy.md).

    Attributes:
        member_id (str):
    """

    member_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        member_id = self.member_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "member_id": member_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        member_id = d.pop("member_id")

        campaign_forget_member_request = cls(
            member_id=member_id,
        )

        campaign_forget_member_request.additional_properties = d
        return campaign_forget_member_request

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
