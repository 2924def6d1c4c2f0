from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.d100_defend_request_attribute import D100DefendRequestAttribute
from ..models.d100_defend_request_visibility import D100DefendRequestVisibility
from ..types import UNSET, Unset

T = TypeVar("T", bound="D100DefendRequest")


@_attrs_define
class D100DefendRequest:
    """Roll the opposed defence against the pending attack (TN 50 + Attribute + Aptitude).

    Players choose Dodge, or against a melee attack a Melee Aptitude — unless the attacker is 10 or more
    sizes larger, when only Dodge will do. Against a ranged attack a Melee Aptitude needs the GM to say the
    defender is within melee range (`in_melee_range`). Other Attributes/Aptitudes and `modifier` are GM-only.
    `counter_weapon` is the melee weapon used if the attacker loses by 30+ and is counter-attacked.

    Attributes:
        table_id (str):
        conflict_id (str):
        character_id (str):
        visibility (D100DefendRequestVisibility | Unset):  Default: D100DefendRequestVisibility.PUBLIC.
        client_seed (None | str | Unset):
        dice (list[list[int]] | None | Unset):
        aptitude (str | Unset):  Default: 'Dodge'.
        attribute (D100DefendRequestAttribute | Unset):  Default: D100DefendRequestAttribute.PHYSICAL_AGILITY.
        in_melee_range (bool | Unset):  Default: False.
        modifier (int | Unset):  Default: 0.
        counter_weapon (None | str | Unset):
    """

    table_id: str
    conflict_id: str
    character_id: str
    visibility: D100DefendRequestVisibility | Unset = D100DefendRequestVisibility.PUBLIC
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    aptitude: str | Unset = "Dodge"
    attribute: D100DefendRequestAttribute | Unset = (
        D100DefendRequestAttribute.PHYSICAL_AGILITY
    )
    in_melee_range: bool | Unset = False
    modifier: int | Unset = 0
    counter_weapon: None | str | Unset = UNSET
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

        aptitude = self.aptitude

        attribute: str | Unset = UNSET
        if not isinstance(self.attribute, Unset):
            attribute = self.attribute.value

        in_melee_range = self.in_melee_range

        modifier = self.modifier

        counter_weapon: None | str | Unset
        if isinstance(self.counter_weapon, Unset):
            counter_weapon = UNSET
        else:
            counter_weapon = self.counter_weapon

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
        if aptitude is not UNSET:
            field_dict["aptitude"] = aptitude
        if attribute is not UNSET:
            field_dict["attribute"] = attribute
        if in_melee_range is not UNSET:
            field_dict["in_melee_range"] = in_melee_range
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if counter_weapon is not UNSET:
            field_dict["counter_weapon"] = counter_weapon

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        _visibility = d.pop("visibility", UNSET)
        visibility: D100DefendRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = D100DefendRequestVisibility(_visibility)

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

        aptitude = d.pop("aptitude", UNSET)

        _attribute = d.pop("attribute", UNSET)
        attribute: D100DefendRequestAttribute | Unset
        if isinstance(_attribute, Unset):
            attribute = UNSET
        else:
            attribute = D100DefendRequestAttribute(_attribute)

        in_melee_range = d.pop("in_melee_range", UNSET)

        modifier = d.pop("modifier", UNSET)

        def _parse_counter_weapon(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        counter_weapon = _parse_counter_weapon(d.pop("counter_weapon", UNSET))

        d100_defend_request = cls(
            table_id=table_id,
            conflict_id=conflict_id,
            character_id=character_id,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            aptitude=aptitude,
            attribute=attribute,
            in_melee_range=in_melee_range,
            modifier=modifier,
            counter_weapon=counter_weapon,
        )

        d100_defend_request.additional_properties = d
        return d100_defend_request

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
