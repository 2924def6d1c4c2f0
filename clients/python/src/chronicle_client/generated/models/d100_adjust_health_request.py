from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.d100_adjust_health_request_realm import D100AdjustHealthRequestRealm
from ..types import UNSET, Unset

T = TypeVar("T", bound="D100AdjustHealthRequest")


@_attrs_define
class D100AdjustHealthRequest:
    """The GM changes a character's Health outside the combat chapter's rules (healing, rest, hazards).

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            change (int):
            reason (str):
            realm (D100AdjustHealthRequestRealm | Unset):  Default: D100AdjustHealthRequestRealm.PHYSICAL.
    """

    character_id: str
    change: int
    reason: str
    realm: D100AdjustHealthRequestRealm | Unset = D100AdjustHealthRequestRealm.PHYSICAL
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        change = self.change

        reason = self.reason

        realm: str | Unset = UNSET
        if not isinstance(self.realm, Unset):
            realm = self.realm.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "change": change,
                "reason": reason,
            }
        )
        if realm is not UNSET:
            field_dict["realm"] = realm

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        change = d.pop("change")

        reason = d.pop("reason")

        _realm = d.pop("realm", UNSET)
        realm: D100AdjustHealthRequestRealm | Unset
        if isinstance(_realm, Unset):
            realm = UNSET
        else:
            realm = D100AdjustHealthRequestRealm(_realm)

        d100_adjust_health_request = cls(
            character_id=character_id,
            change=change,
            reason=reason,
            realm=realm,
        )

        d100_adjust_health_request.additional_properties = d
        return d100_adjust_health_request

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
