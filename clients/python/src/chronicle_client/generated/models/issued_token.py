from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.issued_token_scope import IssuedTokenScope
from ..types import UNSET, Unset

T = TypeVar("T", bound="IssuedToken")


@_attrs_define
class IssuedToken:
    """
    Attributes:
        token_id (str):
        member_id (str):
        token (str):
        label (str):
        created_at (datetime.datetime):
        scope (IssuedTokenScope | Unset):  Default: IssuedTokenScope.MEMBER.
        table_id (None | str | Unset):
        expires_at (datetime.datetime | None | Unset):
    """

    token_id: str
    member_id: str
    token: str
    label: str
    created_at: datetime.datetime
    scope: IssuedTokenScope | Unset = IssuedTokenScope.MEMBER
    table_id: None | str | Unset = UNSET
    expires_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token_id = self.token_id

        member_id = self.member_id

        token = self.token

        label = self.label

        created_at = self.created_at.isoformat()

        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope.value

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        elif isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "token_id": token_id,
                "member_id": member_id,
                "token": token,
                "label": label,
                "created_at": created_at,
            }
        )
        if scope is not UNSET:
            field_dict["scope"] = scope
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        token_id = d.pop("token_id")

        member_id = d.pop("member_id")

        token = d.pop("token")

        label = d.pop("label")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        _scope = d.pop("scope", UNSET)
        scope: IssuedTokenScope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = IssuedTokenScope(_scope)

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        def _parse_expires_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)

                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))

        issued_token = cls(
            token_id=token_id,
            member_id=member_id,
            token=token,
            label=label,
            created_at=created_at,
            scope=scope,
            table_id=table_id,
            expires_at=expires_at,
        )

        issued_token.additional_properties = d
        return issued_token

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
