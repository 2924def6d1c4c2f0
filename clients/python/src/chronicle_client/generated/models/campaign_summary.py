from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.campaign_summary_role import CampaignSummaryRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="CampaignSummary")


@_attrs_define
class CampaignSummary:
    """
    Attributes:
        campaign_id (str):
        name (str):
        ruleset (str):
        version (int):
        member_id (None | str | Unset):
        role (CampaignSummaryRole | None | Unset):
    """

    campaign_id: str
    name: str
    ruleset: str
    version: int
    member_id: None | str | Unset = UNSET
    role: CampaignSummaryRole | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        name = self.name

        ruleset = self.ruleset

        version = self.version

        member_id: None | str | Unset
        if isinstance(self.member_id, Unset):
            member_id = UNSET
        else:
            member_id = self.member_id

        role: None | str | Unset
        if isinstance(self.role, Unset):
            role = UNSET
        elif isinstance(self.role, CampaignSummaryRole):
            role = self.role.value
        else:
            role = self.role

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "name": name,
                "ruleset": ruleset,
                "version": version,
            }
        )
        if member_id is not UNSET:
            field_dict["member_id"] = member_id
        if role is not UNSET:
            field_dict["role"] = role

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        name = d.pop("name")

        ruleset = d.pop("ruleset")

        version = d.pop("version")

        def _parse_member_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        member_id = _parse_member_id(d.pop("member_id", UNSET))

        def _parse_role(data: object) -> CampaignSummaryRole | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_role = CampaignSummaryRole(data)

                return role_role
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CampaignSummaryRole | None | Unset, data)

        role = _parse_role(d.pop("role", UNSET))

        campaign_summary = cls(
            campaign_id=campaign_id,
            name=name,
            ruleset=ruleset,
            version=version,
            member_id=member_id,
            role=role,
        )

        campaign_summary.additional_properties = d
        return campaign_summary

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
