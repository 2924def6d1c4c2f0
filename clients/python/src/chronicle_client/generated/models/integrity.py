from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Integrity")


@_attrs_define
class Integrity:
    """
    Attributes:
        ok (bool):
        checked (int):
        head_version (int | None):
        head_hash (None | str):
        first_bad_version (int | None | Unset):
        reason (None | str | Unset):
        checked_from (int | None | Unset):
        checked_to (int | None | Unset):
    """

    ok: bool
    checked: int
    head_version: int | None
    head_hash: None | str
    first_bad_version: int | None | Unset = UNSET
    reason: None | str | Unset = UNSET
    checked_from: int | None | Unset = UNSET
    checked_to: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        checked = self.checked

        head_version: int | None
        head_version = self.head_version

        head_hash: None | str
        head_hash = self.head_hash

        first_bad_version: int | None | Unset
        if isinstance(self.first_bad_version, Unset):
            first_bad_version = UNSET
        else:
            first_bad_version = self.first_bad_version

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        checked_from: int | None | Unset
        if isinstance(self.checked_from, Unset):
            checked_from = UNSET
        else:
            checked_from = self.checked_from

        checked_to: int | None | Unset
        if isinstance(self.checked_to, Unset):
            checked_to = UNSET
        else:
            checked_to = self.checked_to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ok": ok,
                "checked": checked,
                "head_version": head_version,
                "head_hash": head_hash,
            }
        )
        if first_bad_version is not UNSET:
            field_dict["first_bad_version"] = first_bad_version
        if reason is not UNSET:
            field_dict["reason"] = reason
        if checked_from is not UNSET:
            field_dict["checked_from"] = checked_from
        if checked_to is not UNSET:
            field_dict["checked_to"] = checked_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ok = d.pop("ok")

        checked = d.pop("checked")

        def _parse_head_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        head_version = _parse_head_version(d.pop("head_version"))

        def _parse_head_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        head_hash = _parse_head_hash(d.pop("head_hash"))

        def _parse_first_bad_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_bad_version = _parse_first_bad_version(d.pop("first_bad_version", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_checked_from(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        checked_from = _parse_checked_from(d.pop("checked_from", UNSET))

        def _parse_checked_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        checked_to = _parse_checked_to(d.pop("checked_to", UNSET))

        integrity = cls(
            ok=ok,
            checked=checked,
            head_version=head_version,
            head_hash=head_hash,
            first_bad_version=first_bad_version,
            reason=reason,
            checked_from=checked_from,
            checked_to=checked_to,
        )

        integrity.additional_properties = d
        return integrity

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
