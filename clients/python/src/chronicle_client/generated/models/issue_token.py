from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.issue_token_scope import IssueTokenScope
from ..types import UNSET, Unset

T = TypeVar("T", bound="IssueToken")


@_attrs_define
class IssueToken:
    """
    Attributes:
        member_id (None | str | Unset):
        label (str | Unset):  Default: ''.
        scope (IssueTokenScope | Unset):  Default: IssueTokenScope.MEMBER.
        table_id (None | str | Unset):
        expires_in (int | None | Unset):
    """

    member_id: None | str | Unset = UNSET
    label: str | Unset = ""
    scope: IssueTokenScope | Unset = IssueTokenScope.MEMBER
    table_id: None | str | Unset = UNSET
    expires_in: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        member_id: None | str | Unset
        if isinstance(self.member_id, Unset):
            member_id = UNSET
        else:
            member_id = self.member_id

        label = self.label

        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope.value

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        expires_in: int | None | Unset
        if isinstance(self.expires_in, Unset):
            expires_in = UNSET
        else:
            expires_in = self.expires_in

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if member_id is not UNSET:
            field_dict["member_id"] = member_id
        if label is not UNSET:
            field_dict["label"] = label
        if scope is not UNSET:
            field_dict["scope"] = scope
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if expires_in is not UNSET:
            field_dict["expires_in"] = expires_in

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_member_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        member_id = _parse_member_id(d.pop("member_id", UNSET))

        label = d.pop("label", UNSET)

        _scope = d.pop("scope", UNSET)
        scope: IssueTokenScope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = IssueTokenScope(_scope)

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        def _parse_expires_in(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expires_in = _parse_expires_in(d.pop("expires_in", UNSET))

        issue_token = cls(
            member_id=member_id,
            label=label,
            scope=scope,
            table_id=table_id,
            expires_in=expires_in,
        )

        issue_token.additional_properties = d
        return issue_token

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
