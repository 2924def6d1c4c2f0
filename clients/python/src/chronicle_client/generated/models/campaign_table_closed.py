from __future__ import annotations

import datetime
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

T = TypeVar("T", bound="CampaignTableClosed")


@_attrs_define
class CampaignTableClosed:
    """
    Attributes:
        table_id (str):
        closed_at (datetime.datetime):
        type_ (Literal['campaign.table_closed']):  Default: 'campaign.table_closed'.
    """

    table_id: str
    closed_at: datetime.datetime
    type_: Literal["campaign.table_closed"] = "campaign.table_closed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        closed_at = self.closed_at.isoformat()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "closed_at": closed_at,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        closed_at = datetime.datetime.fromisoformat(d.pop("closed_at"))

        type_ = cast(Literal["campaign.table_closed"], d.pop("type"))
        if type_ != "campaign.table_closed":
            raise ValueError(
                f"type must match const 'campaign.table_closed', got '{type_}'"
            )

        campaign_table_closed = cls(
            table_id=table_id,
            closed_at=closed_at,
            type_=type_,
        )

        campaign_table_closed.additional_properties = d
        return campaign_table_closed

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
