from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_campaign_request_ruleset import CreateCampaignRequestRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_campaign_request_settings import CreateCampaignRequestSettings


T = TypeVar("T", bound="CreateCampaignRequest")


@_attrs_define
class CreateCampaignRequest:
    """Start a campaign; the creator becomes its GM.

    Attributes:
        name (str):
        ruleset (CreateCampaignRequestRuleset):
        gm_name (str | Unset):  Default: 'GM'.
        settings (CreateCampaignRequestSettings | Unset):
    """

    name: str
    ruleset: CreateCampaignRequestRuleset
    gm_name: str | Unset = "GM"
    settings: CreateCampaignRequestSettings | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        ruleset = self.ruleset.value

        gm_name = self.gm_name

        settings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.settings, Unset):
            settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "ruleset": ruleset,
            }
        )
        if gm_name is not UNSET:
            field_dict["gm_name"] = gm_name
        if settings is not UNSET:
            field_dict["settings"] = settings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_campaign_request_settings import (
            CreateCampaignRequestSettings,
        )

        d = dict(src_dict)
        name = d.pop("name")

        ruleset = CreateCampaignRequestRuleset(d.pop("ruleset"))

        gm_name = d.pop("gm_name", UNSET)

        _settings = d.pop("settings", UNSET)
        settings: CreateCampaignRequestSettings | Unset
        if isinstance(_settings, Unset):
            settings = UNSET
        else:
            settings = CreateCampaignRequestSettings.from_dict(_settings)

        create_campaign_request = cls(
            name=name,
            ruleset=ruleset,
            gm_name=gm_name,
            settings=settings,
        )

        create_campaign_request.additional_properties = d
        return create_campaign_request

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
