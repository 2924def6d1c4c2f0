from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_in_format import WebhookInFormat
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookIn")


@_attrs_define
class WebhookIn:
    """
    Attributes:
        url (str): An absolute http(s) URL.
        table_id (None | str | Unset):
        event_types (list[str] | None | Unset):
        viewer (str | Unset): `observer`, `gm`, or the member id of a member of the campaign (sees what that member
            sees). Default: 'observer'.
        format_ (WebhookInFormat | Unset):  Default: WebhookInFormat.CHRONICLE.
        enabled (bool | Unset):  Default: True.
        from_version (int | None | Unset):
    """

    url: str
    table_id: None | str | Unset = UNSET
    event_types: list[str] | None | Unset = UNSET
    viewer: str | Unset = "observer"
    format_: WebhookInFormat | Unset = WebhookInFormat.CHRONICLE
    enabled: bool | Unset = True
    from_version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        event_types: list[str] | None | Unset
        if isinstance(self.event_types, Unset):
            event_types = UNSET
        elif isinstance(self.event_types, list):
            event_types = self.event_types

        else:
            event_types = self.event_types

        viewer = self.viewer

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value

        enabled = self.enabled

        from_version: int | None | Unset
        if isinstance(self.from_version, Unset):
            from_version = UNSET
        else:
            from_version = self.from_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "url": url,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if event_types is not UNSET:
            field_dict["event_types"] = event_types
        if viewer is not UNSET:
            field_dict["viewer"] = viewer
        if format_ is not UNSET:
            field_dict["format"] = format_
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if from_version is not UNSET:
            field_dict["from_version"] = from_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        def _parse_event_types(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                event_types_type_0 = cast(list[str], data)

                return event_types_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        event_types = _parse_event_types(d.pop("event_types", UNSET))

        viewer = d.pop("viewer", UNSET)

        _format_ = d.pop("format", UNSET)
        format_: WebhookInFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = WebhookInFormat(_format_)

        enabled = d.pop("enabled", UNSET)

        def _parse_from_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        from_version = _parse_from_version(d.pop("from_version", UNSET))

        webhook_in = cls(
            url=url,
            table_id=table_id,
            event_types=event_types,
            viewer=viewer,
            format_=format_,
            enabled=enabled,
            from_version=from_version,
        )

        webhook_in.additional_properties = d
        return webhook_in

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
