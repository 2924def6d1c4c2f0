from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.past_state_state import PastStateState


T = TypeVar("T", bound="PastState")


@_attrs_define
class PastState:
    """
    Attributes:
        campaign_id (str):
        entity (str):
        version (int):
        recorded_at (datetime.datetime | None):
        at_time (datetime.datetime | None):
        current_version (int):
        state (PastStateState):
    """

    campaign_id: str
    entity: str
    version: int
    recorded_at: datetime.datetime | None
    at_time: datetime.datetime | None
    current_version: int
    state: PastStateState
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        entity = self.entity

        version = self.version

        recorded_at: None | str
        if isinstance(self.recorded_at, datetime.datetime):
            recorded_at = self.recorded_at.isoformat()
        else:
            recorded_at = self.recorded_at

        at_time: None | str
        if isinstance(self.at_time, datetime.datetime):
            at_time = self.at_time.isoformat()
        else:
            at_time = self.at_time

        current_version = self.current_version

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "entity": entity,
                "version": version,
                "recorded_at": recorded_at,
                "at_time": at_time,
                "current_version": current_version,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.past_state_state import PastStateState

        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        entity = d.pop("entity")

        version = d.pop("version")

        def _parse_recorded_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                recorded_at_type_0 = datetime.datetime.fromisoformat(data)

                return recorded_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        recorded_at = _parse_recorded_at(d.pop("recorded_at"))

        def _parse_at_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                at_time_type_0 = datetime.datetime.fromisoformat(data)

                return at_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        at_time = _parse_at_time(d.pop("at_time"))

        current_version = d.pop("current_version")

        state = PastStateState.from_dict(d.pop("state"))

        past_state = cls(
            campaign_id=campaign_id,
            entity=entity,
            version=version,
            recorded_at=recorded_at,
            at_time=at_time,
            current_version=current_version,
            state=state,
        )

        past_state.additional_properties = d
        return past_state

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
