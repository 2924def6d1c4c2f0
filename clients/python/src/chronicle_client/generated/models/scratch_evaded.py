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

from ..models.scratch_evaded_ability import ScratchEvadedAbility

T = TypeVar("T", bound="ScratchEvaded")


@_attrs_define
class ScratchEvaded:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        ability (None | ScratchEvadedAbility):
        bonus (int):
        type_ (Literal['scratch.evaded']):  Default: 'scratch.evaded'.
    """

    conflict_id: str
    character_id: str
    ability: None | ScratchEvadedAbility
    bonus: int
    type_: Literal["scratch.evaded"] = "scratch.evaded"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        ability: None | str
        if isinstance(self.ability, ScratchEvadedAbility):
            ability = self.ability.value
        else:
            ability = self.ability

        bonus = self.bonus

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "ability": ability,
                "bonus": bonus,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        def _parse_ability(data: object) -> None | ScratchEvadedAbility:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ability_ability = ScratchEvadedAbility(data)

                return ability_ability
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScratchEvadedAbility, data)

        ability = _parse_ability(d.pop("ability"))

        bonus = d.pop("bonus")

        type_ = cast(Literal["scratch.evaded"], d.pop("type"))
        if type_ != "scratch.evaded":
            raise ValueError(f"type must match const 'scratch.evaded', got '{type_}'")

        scratch_evaded = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            ability=ability,
            bonus=bonus,
            type_=type_,
        )

        scratch_evaded.additional_properties = d
        return scratch_evaded

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
