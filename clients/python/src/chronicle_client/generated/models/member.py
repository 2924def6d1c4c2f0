from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.member_role import MemberRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="Member")


@_attrs_define
class Member:
    """
    Attributes:
        member_id (str):
        name (str):
        role (MemberRole):
        active (bool | Unset):  Default: True.
        forgotten (bool | Unset):  Default: False.
    """

    member_id: str
    name: str
    role: MemberRole
    active: bool | Unset = True
    forgotten: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        member_id = self.member_id

        name = self.name

        role = self.role.value

        active = self.active

        forgotten = self.forgotten

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "member_id": member_id,
                "name": name,
                "role": role,
            }
        )
        if active is not UNSET:
            field_dict["active"] = active
        if forgotten is not UNSET:
            field_dict["forgotten"] = forgotten

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        member_id = d.pop("member_id")

        name = d.pop("name")

        role = MemberRole(d.pop("role"))

        active = d.pop("active", UNSET)

        forgotten = d.pop("forgotten", UNSET)

        member = cls(
            member_id=member_id,
            name=name,
            role=role,
            active=active,
            forgotten=forgotten,
        )

        member.additional_properties = d
        return member

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
