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

from ..models.scratch_bonus_blocked_ability import ScratchBonusBlockedAbility

T = TypeVar("T", bound="ScratchBonusBlocked")


@_attrs_define
class ScratchBonusBlocked:
    """
    Attributes:
        crafter_id (str):
        character_id (str):
        ability (ScratchBonusBlockedAbility):
        type_ (Literal['scratch.bonus_blocked']):  Default: 'scratch.bonus_blocked'.
    """

    crafter_id: str
    character_id: str
    ability: ScratchBonusBlockedAbility
    type_: Literal["scratch.bonus_blocked"] = "scratch.bonus_blocked"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        crafter_id = self.crafter_id

        character_id = self.character_id

        ability = self.ability.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "crafter_id": crafter_id,
                "character_id": character_id,
                "ability": ability,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        crafter_id = d.pop("crafter_id")

        character_id = d.pop("character_id")

        ability = ScratchBonusBlockedAbility(d.pop("ability"))

        type_ = cast(Literal["scratch.bonus_blocked"], d.pop("type"))
        if type_ != "scratch.bonus_blocked":
            raise ValueError(
                f"type must match const 'scratch.bonus_blocked', got '{type_}'"
            )

        scratch_bonus_blocked = cls(
            crafter_id=crafter_id,
            character_id=character_id,
            ability=ability,
            type_=type_,
        )

        scratch_bonus_blocked.additional_properties = d
        return scratch_bonus_blocked

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
