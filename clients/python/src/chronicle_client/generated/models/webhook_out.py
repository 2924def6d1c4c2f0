from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_out_format import WebhookOutFormat
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookOut")


@_attrs_define
class WebhookOut:
    """
    Attributes:
        id (UUID):
        campaign_id (UUID):
        url (str):
        table_id (None | str):
        event_types (list[str] | None):
        viewer (str): `observer`, `gm`, or the member id of a member of the campaign (sees what that member sees).
        format_ (WebhookOutFormat):
        enabled (bool):
        disabled_reason (None | str):
        delivered_version (int):
        failed_attempts (int):
        failing_since (datetime.datetime | None):
        last_error (None | str):
        next_attempt_at (datetime.datetime | None):
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
        rate_limited (int | Unset):  Default: 0.
        secret (None | str | Unset):
    """

    id: UUID
    campaign_id: UUID
    url: str
    table_id: None | str
    event_types: list[str] | None
    viewer: str
    format_: WebhookOutFormat
    enabled: bool
    disabled_reason: None | str
    delivered_version: int
    failed_attempts: int
    failing_since: datetime.datetime | None
    last_error: None | str
    next_attempt_at: datetime.datetime | None
    created_at: datetime.datetime
    updated_at: datetime.datetime
    rate_limited: int | Unset = 0
    secret: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = str(self.id)

        campaign_id = str(self.campaign_id)

        url = self.url

        table_id: None | str
        table_id = self.table_id

        event_types: list[str] | None
        if isinstance(self.event_types, list):
            event_types = self.event_types

        else:
            event_types = self.event_types

        viewer = self.viewer

        format_ = self.format_.value

        enabled = self.enabled

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        delivered_version = self.delivered_version

        failed_attempts = self.failed_attempts

        failing_since: None | str
        if isinstance(self.failing_since, datetime.datetime):
            failing_since = self.failing_since.isoformat()
        else:
            failing_since = self.failing_since

        last_error: None | str
        last_error = self.last_error

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        rate_limited = self.rate_limited

        secret: None | str | Unset
        if isinstance(self.secret, Unset):
            secret = UNSET
        else:
            secret = self.secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "campaign_id": campaign_id,
                "url": url,
                "table_id": table_id,
                "event_types": event_types,
                "viewer": viewer,
                "format": format_,
                "enabled": enabled,
                "disabled_reason": disabled_reason,
                "delivered_version": delivered_version,
                "failed_attempts": failed_attempts,
                "failing_since": failing_since,
                "last_error": last_error,
                "next_attempt_at": next_attempt_at,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if rate_limited is not UNSET:
            field_dict["rate_limited"] = rate_limited
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = UUID(d.pop("id"))

        campaign_id = UUID(d.pop("campaign_id"))

        url = d.pop("url")

        def _parse_table_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        table_id = _parse_table_id(d.pop("table_id"))

        def _parse_event_types(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                event_types_type_0 = cast(list[str], data)

                return event_types_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        event_types = _parse_event_types(d.pop("event_types"))

        viewer = d.pop("viewer")

        format_ = WebhookOutFormat(d.pop("format"))

        enabled = d.pop("enabled")

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))

        delivered_version = d.pop("delivered_version")

        failed_attempts = d.pop("failed_attempts")

        def _parse_failing_since(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                failing_since_type_0 = datetime.datetime.fromisoformat(data)

                return failing_since_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        failing_since = _parse_failing_since(d.pop("failing_since"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        rate_limited = d.pop("rate_limited", UNSET)

        def _parse_secret(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        secret = _parse_secret(d.pop("secret", UNSET))

        webhook_out = cls(
            id=id,
            campaign_id=campaign_id,
            url=url,
            table_id=table_id,
            event_types=event_types,
            viewer=viewer,
            format_=format_,
            enabled=enabled,
            disabled_reason=disabled_reason,
            delivered_version=delivered_version,
            failed_attempts=failed_attempts,
            failing_since=failing_since,
            last_error=last_error,
            next_attempt_at=next_attempt_at,
            created_at=created_at,
            updated_at=updated_at,
            rate_limited=rate_limited,
            secret=secret,
        )

        webhook_out.additional_properties = d
        return webhook_out

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
