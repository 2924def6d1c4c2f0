from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CampaignSetRulingRequest")


@_attrs_define
class CampaignSetRulingRequest:
    """Decide how the table reads a contradiction of its rulebook: one of the ruleset's rulings (the campaign
        read, `GET /campaigns/{id}`, lists them with the book's words for each reading; so does docs/rulesets.md)
        set to one of its readings, from the next command on. Replays and recaps apply the ruling in force at each
        version.

    Only the GM may issue this command.

        Attributes:
            ruling (str):
            reading (str):
    """

    ruling: str
    reading: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruling = self.ruling

        reading = self.reading

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruling": ruling,
                "reading": reading,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ruling = d.pop("ruling")

        reading = d.pop("reading")

        campaign_set_ruling_request = cls(
            ruling=ruling,
            reading=reading,
        )

        campaign_set_ruling_request.additional_properties = d
        return campaign_set_ruling_request

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
