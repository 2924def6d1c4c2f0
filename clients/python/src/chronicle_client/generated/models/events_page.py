from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event_out import EventOut


T = TypeVar("T", bound="EventsPage")


@_attrs_define
class EventsPage:
    """
    Attributes:
        campaign_id (str):
        events (list[EventOut]):
        next_cursor (str):
        version (int):
        more (bool):
        next_after (int | Unset): Deprecated since 2026-11-25 (use `next_cursor`); removed no sooner than 2027-03-01.
    """

    campaign_id: str
    events: list[EventOut]
    next_cursor: str
    version: int
    more: bool
    next_after: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        next_cursor = self.next_cursor

        version = self.version

        more = self.more

        next_after = self.next_after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "events": events,
                "next_cursor": next_cursor,
                "version": version,
                "more": more,
            }
        )
        if next_after is not UNSET:
            field_dict["next_after"] = next_after

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event_out import EventOut

        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = EventOut.from_dict(events_item_data)

            events.append(events_item)

        next_cursor = d.pop("next_cursor")

        version = d.pop("version")

        more = d.pop("more")

        next_after = d.pop("next_after", UNSET)

        events_page = cls(
            campaign_id=campaign_id,
            events=events,
            next_cursor=next_cursor,
            version=version,
            more=more,
            next_after=next_after,
        )

        events_page.additional_properties = d
        return events_page

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
