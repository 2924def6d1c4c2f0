from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.scratch_evade_request_ability import ScratchEvadeRequestAbility
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScratchEvadeRequest")


@_attrs_define
class ScratchEvadeRequest:
    """Regular action: add one movement ability's level to defense until your next turn (without one, defense
    does not change). Evading on your last turn, uncaught and unhit, lets you escape.

    Attributes:
        conflict_id (str):
        character_id (str):
        ability (None | ScratchEvadeRequestAbility | Unset):
    """

    conflict_id: str
    character_id: str
    ability: None | ScratchEvadeRequestAbility | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        ability: None | str | Unset
        if isinstance(self.ability, Unset):
            ability = UNSET
        elif isinstance(self.ability, ScratchEvadeRequestAbility):
            ability = self.ability.value
        else:
            ability = self.ability

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
            }
        )
        if ability is not UNSET:
            field_dict["ability"] = ability

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        def _parse_ability(data: object) -> None | ScratchEvadeRequestAbility | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ability_ability = ScratchEvadeRequestAbility(data)

                return ability_ability
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScratchEvadeRequestAbility | Unset, data)

        ability = _parse_ability(d.pop("ability", UNSET))

        scratch_evade_request = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            ability=ability,
        )

        scratch_evade_request.additional_properties = d
        return scratch_evade_request

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
