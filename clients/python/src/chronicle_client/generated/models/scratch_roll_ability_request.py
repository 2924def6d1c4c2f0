from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.scratch_roll_ability_request_ability import (
    ScratchRollAbilityRequestAbility,
)
from ..models.scratch_roll_ability_request_visibility import (
    ScratchRollAbilityRequestVisibility,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScratchRollAbilityRequest")


@_attrs_define
class ScratchRollAbilityRequest:
    """The GM calls for a roll: "make a command roll (difficulty 25)" (`ability`) or "make a non-ability
        roll of 11" (no `ability`).

    Only the GM may issue this command.

        Attributes:
            table_id (str):
            character_id (str):
            difficulty (int):
            visibility (ScratchRollAbilityRequestVisibility | Unset):  Default: ScratchRollAbilityRequestVisibility.PUBLIC.
            client_seed (None | str | Unset):
            dice (list[list[int]] | None | Unset):
            ability (None | ScratchRollAbilityRequestAbility | Unset):
            reason (str | Unset):  Default: ''.
    """

    table_id: str
    character_id: str
    difficulty: int
    visibility: ScratchRollAbilityRequestVisibility | Unset = (
        ScratchRollAbilityRequestVisibility.PUBLIC
    )
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    ability: None | ScratchRollAbilityRequestAbility | Unset = UNSET
    reason: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        character_id = self.character_id

        difficulty = self.difficulty

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        client_seed: None | str | Unset
        if isinstance(self.client_seed, Unset):
            client_seed = UNSET
        else:
            client_seed = self.client_seed

        dice: list[list[int]] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, list):
            dice = []
            for dice_type_0_item_data in self.dice:
                dice_type_0_item = dice_type_0_item_data

                dice.append(dice_type_0_item)

        else:
            dice = self.dice

        ability: None | str | Unset
        if isinstance(self.ability, Unset):
            ability = UNSET
        elif isinstance(self.ability, ScratchRollAbilityRequestAbility):
            ability = self.ability.value
        else:
            ability = self.ability

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "character_id": character_id,
                "difficulty": difficulty,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if ability is not UNSET:
            field_dict["ability"] = ability
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        character_id = d.pop("character_id")

        difficulty = d.pop("difficulty")

        _visibility = d.pop("visibility", UNSET)
        visibility: ScratchRollAbilityRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = ScratchRollAbilityRequestVisibility(_visibility)

        def _parse_client_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_seed = _parse_client_seed(d.pop("client_seed", UNSET))

        def _parse_dice(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = []
                _dice_type_0 = data
                for dice_type_0_item_data in _dice_type_0:
                    dice_type_0_item = cast(list[int], dice_type_0_item_data)

                    dice_type_0.append(dice_type_0_item)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))

        def _parse_ability(
            data: object,
        ) -> None | ScratchRollAbilityRequestAbility | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ability_ability = ScratchRollAbilityRequestAbility(data)

                return ability_ability
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScratchRollAbilityRequestAbility | Unset, data)

        ability = _parse_ability(d.pop("ability", UNSET))

        reason = d.pop("reason", UNSET)

        scratch_roll_ability_request = cls(
            table_id=table_id,
            character_id=character_id,
            difficulty=difficulty,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            ability=ability,
            reason=reason,
        )

        scratch_roll_ability_request.additional_properties = d
        return scratch_roll_ability_request

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
