from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.d100_health_changed_realm import D100HealthChangedRealm
from ..types import UNSET, Unset

T = TypeVar("T", bound="D100HealthChanged")


@_attrs_define
class D100HealthChanged:
    """
    Attributes:
        character_id (str):
        realm (D100HealthChangedRealm):
        before (int):
        after (int):
        reason (str):
        type_ (Literal['d100.health_changed']):  Default: 'd100.health_changed'.
        conflict_id (None | str | Unset):
    """

    character_id: str
    realm: D100HealthChangedRealm
    before: int
    after: int
    reason: str
    type_: Literal["d100.health_changed"] = "d100.health_changed"
    conflict_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        realm = self.realm.value

        before = self.before

        after = self.after

        reason = self.reason

        type_ = self.type_

        conflict_id: None | str | Unset
        if isinstance(self.conflict_id, Unset):
            conflict_id = UNSET
        else:
            conflict_id = self.conflict_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "realm": realm,
                "before": before,
                "after": after,
                "reason": reason,
                "type": type_,
            }
        )
        if conflict_id is not UNSET:
            field_dict["conflict_id"] = conflict_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        realm = D100HealthChangedRealm(d.pop("realm"))

        before = d.pop("before")

        after = d.pop("after")

        reason = d.pop("reason")

        type_ = cast(Literal["d100.health_changed"], d.pop("type"))
        if type_ != "d100.health_changed":
            raise ValueError(
                f"type must match const 'd100.health_changed', got '{type_}'"
            )

        def _parse_conflict_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id", UNSET))

        d100_health_changed = cls(
            character_id=character_id,
            realm=realm,
            before=before,
            after=after,
            reason=reason,
            type_=type_,
            conflict_id=conflict_id,
        )

        d100_health_changed.additional_properties = d
        return d100_health_changed

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
