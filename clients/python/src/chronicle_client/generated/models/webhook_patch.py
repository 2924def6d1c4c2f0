from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_patch_format import WebhookPatchFormat
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookPatch")


@_attrs_define
class WebhookPatch:
    """
    Attributes:
        url (str | Unset): An absolute http(s) URL.
        table_id (None | str | Unset):
        event_types (list[str] | None | Unset):
        viewer (str | Unset): `observer`, `gm`, or the member id of a member of the campaign (sees what that member
            sees).
        format_ (WebhookPatchFormat | Unset):
        enabled (bool | Unset):
        rotate_secret (bool | Unset):  Default: False.
    """

    url: str | Unset = UNSET
    table_id: None | str | Unset = UNSET
    event_types: list[str] | None | Unset = UNSET
    viewer: str | Unset = UNSET
    format_: WebhookPatchFormat | Unset = UNSET
    enabled: bool | Unset = UNSET
    rotate_secret: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        url: str | Unset
        if isinstance(self.url, Unset):
            url = UNSET
        else:
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

        viewer: str | Unset
        if isinstance(self.viewer, Unset):
            viewer = UNSET
        else:
            viewer = self.viewer

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value

        enabled: bool | Unset
        if isinstance(self.enabled, Unset):
            enabled = UNSET
        else:
            enabled = self.enabled

        rotate_secret = self.rotate_secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if url is not UNSET:
            field_dict["url"] = url
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
        if rotate_secret is not UNSET:
            field_dict["rotate_secret"] = rotate_secret

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_url(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        url = _parse_url(d.pop("url", UNSET))

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

        def _parse_viewer(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        viewer = _parse_viewer(d.pop("viewer", UNSET))

        _format_ = d.pop("format", UNSET)
        format_: WebhookPatchFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = WebhookPatchFormat(_format_)

        def _parse_enabled(data: object) -> bool | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | Unset, data)

        enabled = _parse_enabled(d.pop("enabled", UNSET))

        rotate_secret = d.pop("rotate_secret", UNSET)

        webhook_patch = cls(
            url=url,
            table_id=table_id,
            event_types=event_types,
            viewer=viewer,
            format_=format_,
            enabled=enabled,
            rotate_secret=rotate_secret,
        )

        webhook_patch.additional_properties = d
        return webhook_patch

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
