from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_roll_reaction_save_request_attribute import (
    RrRollReactionSaveRequestAttribute,
)
from ..models.rr_roll_reaction_save_request_visibility import (
    RrRollReactionSaveRequestVisibility,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrRollReactionSaveRequest")


@_attrs_define
class RrRollReactionSaveRequest:
    """The GM calls for a Perception Save (or Processor / Locomotion) to see whether a robot reacts in time:
        total success reacts freely, partial failure must pay 1 Action Point per failed die to react, total
        failure cannot react.

    Only the GM may issue this command.

        Attributes:
            table_id (str):
            conflict_id (str):
            character_id (str):
            visibility (RrRollReactionSaveRequestVisibility | Unset):  Default: RrRollReactionSaveRequestVisibility.PUBLIC.
            client_seed (None | str | Unset):
            dice (list[list[int]] | None | Unset):
            attribute (RrRollReactionSaveRequestAttribute | Unset):  Default: RrRollReactionSaveRequestAttribute.PERCEPTION.
            difficulty (int | Unset):  Default: 0.
            bonus (int | Unset):  Default: 0.
            modifier_ids (list[str] | Unset):
    """

    table_id: str
    conflict_id: str
    character_id: str
    visibility: RrRollReactionSaveRequestVisibility | Unset = (
        RrRollReactionSaveRequestVisibility.PUBLIC
    )
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    attribute: RrRollReactionSaveRequestAttribute | Unset = (
        RrRollReactionSaveRequestAttribute.PERCEPTION
    )
    difficulty: int | Unset = 0
    bonus: int | Unset = 0
    modifier_ids: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        conflict_id = self.conflict_id

        character_id = self.character_id

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

        attribute: str | Unset = UNSET
        if not isinstance(self.attribute, Unset):
            attribute = self.attribute.value

        difficulty = self.difficulty

        bonus = self.bonus

        modifier_ids: list[str] | Unset = UNSET
        if not isinstance(self.modifier_ids, Unset):
            modifier_ids = self.modifier_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "conflict_id": conflict_id,
                "character_id": character_id,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if attribute is not UNSET:
            field_dict["attribute"] = attribute
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if modifier_ids is not UNSET:
            field_dict["modifier_ids"] = modifier_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        _visibility = d.pop("visibility", UNSET)
        visibility: RrRollReactionSaveRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrRollReactionSaveRequestVisibility(_visibility)

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

        _attribute = d.pop("attribute", UNSET)
        attribute: RrRollReactionSaveRequestAttribute | Unset
        if isinstance(_attribute, Unset):
            attribute = UNSET
        else:
            attribute = RrRollReactionSaveRequestAttribute(_attribute)

        difficulty = d.pop("difficulty", UNSET)

        bonus = d.pop("bonus", UNSET)

        modifier_ids = cast(list[str], d.pop("modifier_ids", UNSET))

        rr_roll_reaction_save_request = cls(
            table_id=table_id,
            conflict_id=conflict_id,
            character_id=character_id,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            attribute=attribute,
            difficulty=difficulty,
            bonus=bonus,
            modifier_ids=modifier_ids,
        )

        rr_roll_reaction_save_request.additional_properties = d
        return rr_roll_reaction_save_request

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
