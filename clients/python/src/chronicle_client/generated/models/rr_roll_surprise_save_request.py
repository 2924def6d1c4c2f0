from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_roll_surprise_save_request_attribute import (
    RrRollSurpriseSaveRequestAttribute,
)
from ..models.rr_roll_surprise_save_request_visibility import (
    RrRollSurpriseSaveRequestVisibility,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrRollSurpriseSaveRequest")


@_attrs_define
class RrRollSurpriseSaveRequest:
    """Roll a surprise save: Perception in combat (TN lowered by the ambush), the GM's chosen attribute in
    a social conflict. Each failed die: -2 to that attribute (initial Turn Order) and -1 Action Point.

    The robot's owner may roll a save the ambush triggered; calling one without an ambush, choosing the
    attribute or adding a modifier is the GM's. `modifier_ids`: the saver's prepared save bonuses to use
    (successes set aside earlier to raise its own saves).

    Attributes:
        table_id (str):
        conflict_id (str):
        character_id (str):
        visibility (RrRollSurpriseSaveRequestVisibility | Unset):  Default: RrRollSurpriseSaveRequestVisibility.PUBLIC.
        client_seed (None | str | Unset):
        dice (list[list[int]] | None | Unset):
        attribute (None | RrRollSurpriseSaveRequestAttribute | Unset):
        modifier (int | Unset):  Default: 0.
        modifier_ids (list[str] | Unset):
    """

    table_id: str
    conflict_id: str
    character_id: str
    visibility: RrRollSurpriseSaveRequestVisibility | Unset = (
        RrRollSurpriseSaveRequestVisibility.PUBLIC
    )
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    attribute: None | RrRollSurpriseSaveRequestAttribute | Unset = UNSET
    modifier: int | Unset = 0
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

        attribute: None | str | Unset
        if isinstance(self.attribute, Unset):
            attribute = UNSET
        elif isinstance(self.attribute, RrRollSurpriseSaveRequestAttribute):
            attribute = self.attribute.value
        else:
            attribute = self.attribute

        modifier = self.modifier

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
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
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
        visibility: RrRollSurpriseSaveRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrRollSurpriseSaveRequestVisibility(_visibility)

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

        def _parse_attribute(
            data: object,
        ) -> None | RrRollSurpriseSaveRequestAttribute | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                attribute_attribute = RrRollSurpriseSaveRequestAttribute(data)

                return attribute_attribute
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RrRollSurpriseSaveRequestAttribute | Unset, data)

        attribute = _parse_attribute(d.pop("attribute", UNSET))

        modifier = d.pop("modifier", UNSET)

        modifier_ids = cast(list[str], d.pop("modifier_ids", UNSET))

        rr_roll_surprise_save_request = cls(
            table_id=table_id,
            conflict_id=conflict_id,
            character_id=character_id,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            attribute=attribute,
            modifier=modifier,
            modifier_ids=modifier_ids,
        )

        rr_roll_surprise_save_request.additional_properties = d
        return rr_roll_surprise_save_request

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
