from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event_out import EventOut
    from ..models.issued_token import IssuedToken


T = TypeVar("T", bound="CommandResult")


@_attrs_define
class CommandResult:
    """
    Attributes:
        campaign_id (str):
        version (int):
        events (list[EventOut]):
        issued (IssuedToken | None | Unset):
    """

    campaign_id: str
    version: int
    events: list[EventOut]
    issued: IssuedToken | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.issued_token import IssuedToken

        campaign_id = self.campaign_id

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        issued: dict[str, Any] | None | Unset
        if isinstance(self.issued, Unset):
            issued = UNSET
        elif isinstance(self.issued, IssuedToken):
            issued = self.issued.to_dict()
        else:
            issued = self.issued

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "version": version,
                "events": events,
            }
        )
        if issued is not UNSET:
            field_dict["issued"] = issued

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event_out import EventOut
        from ..models.issued_token import IssuedToken

        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = EventOut.from_dict(events_item_data)

            events.append(events_item)

        def _parse_issued(data: object) -> IssuedToken | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                issued_type_0 = IssuedToken.from_dict(data)

                return issued_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IssuedToken | None | Unset, data)

        issued = _parse_issued(d.pop("issued", UNSET))

        command_result = cls(
            campaign_id=campaign_id,
            version=version,
            events=events,
            issued=issued,
        )

        command_result.additional_properties = d
        return command_result

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
