from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.scratch_remove_bonus_request_ability import (
    ScratchRemoveBonusRequestAbility,
)
from ..models.scratch_remove_bonus_request_reason import ScratchRemoveBonusRequestReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScratchRemoveBonusRequest")


@_attrs_define
class ScratchRemoveBonusRequest:
    """Take back a craftsmanship bonus (never in combat): removed by the crafter, or the two parted ways.

    Attributes:
        character_id (str):
        target_id (str):
        ability (ScratchRemoveBonusRequestAbility):
        reason (ScratchRemoveBonusRequestReason | Unset):  Default: ScratchRemoveBonusRequestReason.REMOVED.
    """

    character_id: str
    target_id: str
    ability: ScratchRemoveBonusRequestAbility
    reason: ScratchRemoveBonusRequestReason | Unset = (
        ScratchRemoveBonusRequestReason.REMOVED
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        target_id = self.target_id

        ability = self.ability.value

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "target_id": target_id,
                "ability": ability,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        ability = ScratchRemoveBonusRequestAbility(d.pop("ability"))

        _reason = d.pop("reason", UNSET)
        reason: ScratchRemoveBonusRequestReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = ScratchRemoveBonusRequestReason(_reason)

        scratch_remove_bonus_request = cls(
            character_id=character_id,
            target_id=target_id,
            ability=ability,
            reason=reason,
        )

        scratch_remove_bonus_request.additional_properties = d
        return scratch_remove_bonus_request

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
