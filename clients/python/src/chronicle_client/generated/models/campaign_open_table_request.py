from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.campaign_open_table_request_dice_mode import (
    CampaignOpenTableRequestDiceMode,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CampaignOpenTableRequest")


@_attrs_define
class CampaignOpenTableRequest:
    """Open a play session. In verifiable mode the server draws the seed and passes its commitment.

    Only the GM may issue this command.

        Attributes:
            name (str):
            dice_mode (CampaignOpenTableRequestDiceMode | Unset):  Default: CampaignOpenTableRequestDiceMode.SERVER.
    """

    name: str
    dice_mode: CampaignOpenTableRequestDiceMode | Unset = (
        CampaignOpenTableRequestDiceMode.SERVER
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        dice_mode: str | Unset = UNSET
        if not isinstance(self.dice_mode, Unset):
            dice_mode = self.dice_mode.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if dice_mode is not UNSET:
            field_dict["dice_mode"] = dice_mode

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        _dice_mode = d.pop("dice_mode", UNSET)
        dice_mode: CampaignOpenTableRequestDiceMode | Unset
        if isinstance(_dice_mode, Unset):
            dice_mode = UNSET
        else:
            dice_mode = CampaignOpenTableRequestDiceMode(_dice_mode)

        campaign_open_table_request = cls(
            name=name,
            dice_mode=dice_mode,
        )

        campaign_open_table_request.additional_properties = d
        return campaign_open_table_request

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
