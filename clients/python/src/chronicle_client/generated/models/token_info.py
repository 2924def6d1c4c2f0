from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.token_info_scope import TokenInfoScope
from ..types import UNSET, Unset

T = TypeVar("T", bound="TokenInfo")


@_attrs_define
class TokenInfo:
    """
    Attributes:
        token_id (str):
        campaign_id (str):
        member_id (str):
        label (str):
        created_at (datetime.datetime):
        revoked_at (datetime.datetime | None | Unset):
        scope (TokenInfoScope | Unset):  Default: TokenInfoScope.MEMBER.
        table_id (None | str | Unset):
        expires_at (datetime.datetime | None | Unset):
    """

    token_id: str
    campaign_id: str
    member_id: str
    label: str
    created_at: datetime.datetime
    revoked_at: datetime.datetime | None | Unset = UNSET
    scope: TokenInfoScope | Unset = TokenInfoScope.MEMBER
    table_id: None | str | Unset = UNSET
    expires_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        token_id = self.token_id

        campaign_id = self.campaign_id

        member_id = self.member_id

        label = self.label

        created_at = self.created_at.isoformat()

        revoked_at: None | str | Unset
        if isinstance(self.revoked_at, Unset):
            revoked_at = UNSET
        elif isinstance(self.revoked_at, datetime.datetime):
            revoked_at = self.revoked_at.isoformat()
        else:
            revoked_at = self.revoked_at

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
                "campaign_id": campaign_id,
                "member_id": member_id,
                "label": label,
                "created_at": created_at,
            }
        )
        if revoked_at is not UNSET:
            field_dict["revoked_at"] = revoked_at
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

        campaign_id = d.pop("campaign_id")

        member_id = d.pop("member_id")

        label = d.pop("label")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_revoked_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revoked_at_type_0 = datetime.datetime.fromisoformat(data)

                return revoked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at", UNSET))

        _scope = d.pop("scope", UNSET)
        scope: TokenInfoScope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = TokenInfoScope(_scope)

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

        token_info = cls(
            token_id=token_id,
            campaign_id=campaign_id,
            member_id=member_id,
            label=label,
            created_at=created_at,
            revoked_at=revoked_at,
            scope=scope,
            table_id=table_id,
            expires_at=expires_at,
        )

        token_info.additional_properties = d
        return token_info

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
