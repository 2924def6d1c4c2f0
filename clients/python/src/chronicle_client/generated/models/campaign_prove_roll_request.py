from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CampaignProveRollRequest")


@_attrs_define
class CampaignProveRollRequest:
    """Prove one roll of a verifiable table (named by its stream version) without revealing the table's seed:
        publishes the roll's own secret and its path to the commitment made when the seed was committed. A
        hidden roll is proven by revealing it (`campaign.reveal_roll`).

    Only the GM may issue this command.

        Attributes:
            version (int):
    """

    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        version = d.pop("version")

        campaign_prove_roll_request = cls(
            version=version,
        )

        campaign_prove_roll_request.additional_properties = d
        return campaign_prove_roll_request

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
