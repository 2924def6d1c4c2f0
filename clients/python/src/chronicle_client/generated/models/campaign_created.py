from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.campaign_created_settings import CampaignCreatedSettings


T = TypeVar("T", bound="CampaignCreated")


@_attrs_define
class CampaignCreated:
    """
    Attributes:
        campaign_id (str):
        name (str):
        ruleset (str):
        gm_id (str):
        gm_name (str):
        type_ (Literal['campaign.created']):  Default: 'campaign.created'.
        settings (CampaignCreatedSettings | Unset):
    """

    campaign_id: str
    name: str
    ruleset: str
    gm_id: str
    gm_name: str
    type_: Literal["campaign.created"] = "campaign.created"
    settings: CampaignCreatedSettings | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        name = self.name

        ruleset = self.ruleset

        gm_id = self.gm_id

        gm_name = self.gm_name

        type_ = self.type_

        settings: dict[str, Any] | Unset = UNSET
        if not isinstance(self.settings, Unset):
            settings = self.settings.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "name": name,
                "ruleset": ruleset,
                "gm_id": gm_id,
                "gm_name": gm_name,
                "type": type_,
            }
        )
        if settings is not UNSET:
            field_dict["settings"] = settings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.campaign_created_settings import CampaignCreatedSettings

        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        name = d.pop("name")

        ruleset = d.pop("ruleset")

        gm_id = d.pop("gm_id")

        gm_name = d.pop("gm_name")

        type_ = cast(Literal["campaign.created"], d.pop("type"))
        if type_ != "campaign.created":
            raise ValueError(f"type must match const 'campaign.created', got '{type_}'")

        _settings = d.pop("settings", UNSET)
        settings: CampaignCreatedSettings | Unset
        if isinstance(_settings, Unset):
            settings = UNSET
        else:
            settings = CampaignCreatedSettings.from_dict(_settings)

        campaign_created = cls(
            campaign_id=campaign_id,
            name=name,
            ruleset=ruleset,
            gm_id=gm_id,
            gm_name=gm_name,
            type_=type_,
            settings=settings,
        )

        campaign_created.additional_properties = d
        return campaign_created

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
