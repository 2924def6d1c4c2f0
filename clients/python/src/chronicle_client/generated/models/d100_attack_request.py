from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.d100_attack_request_called_location import D100AttackRequestCalledLocation
from ..models.d100_attack_request_passive_attribute import (
    D100AttackRequestPassiveAttribute,
)
from ..models.d100_attack_request_situations_item import D100AttackRequestSituationsItem
from ..models.d100_attack_request_visibility import D100AttackRequestVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.outnumbering import Outnumbering


T = TypeVar("T", bound="D100AttackRequest")


@_attrs_define
class D100AttackRequest:
    """Attack with a weapon at TN 50 + Physical Agility + the weapon's Aptitude ± the combat modifiers.

    The domain adds size, charging, jogging, aiming, unskilled Learned Aptitudes and a called hit location
    (`called_location`, −20) itself. GM-only: `situations` (table rows describing the scene), `distance_m`
    (range bands of a ranged weapon), `outnumbering` (melee head count), `modifier` (anything else),
    `target_defends` (false when the target cannot see the shot coming or cannot defend), and
    `passive_defence` (the Attribute + Aptitude deducted under the optional Passive Defence rule).
    Unless the conflict uses Passive Defence or the target cannot defend, the attack then waits for
    `d100.defend`.

    Attributes:
        table_id (str):
        conflict_id (str):
        character_id (str):
        target_id (str):
        weapon (str):
        visibility (D100AttackRequestVisibility | Unset):  Default: D100AttackRequestVisibility.PUBLIC.
        client_seed (None | str | Unset):
        dice (list[list[int]] | None | Unset):
        called_location (D100AttackRequestCalledLocation | None | Unset):
        situations (list[D100AttackRequestSituationsItem] | Unset):
        distance_m (int | None | Unset):
        outnumbering (None | Outnumbering | Unset):
        modifier (int | Unset):  Default: 0.
        modifier_reason (str | Unset):  Default: ''.
        target_defends (bool | Unset):  Default: True.
        passive_attribute (D100AttackRequestPassiveAttribute | None | Unset):
        passive_aptitude (None | str | Unset):
    """

    table_id: str
    conflict_id: str
    character_id: str
    target_id: str
    weapon: str
    visibility: D100AttackRequestVisibility | Unset = D100AttackRequestVisibility.PUBLIC
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    called_location: D100AttackRequestCalledLocation | None | Unset = UNSET
    situations: list[D100AttackRequestSituationsItem] | Unset = UNSET
    distance_m: int | None | Unset = UNSET
    outnumbering: None | Outnumbering | Unset = UNSET
    modifier: int | Unset = 0
    modifier_reason: str | Unset = ""
    target_defends: bool | Unset = True
    passive_attribute: D100AttackRequestPassiveAttribute | None | Unset = UNSET
    passive_aptitude: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outnumbering import Outnumbering

        table_id = self.table_id

        conflict_id = self.conflict_id

        character_id = self.character_id

        target_id = self.target_id

        weapon = self.weapon

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

        called_location: None | str | Unset
        if isinstance(self.called_location, Unset):
            called_location = UNSET
        elif isinstance(self.called_location, D100AttackRequestCalledLocation):
            called_location = self.called_location.value
        else:
            called_location = self.called_location

        situations: list[str] | Unset = UNSET
        if not isinstance(self.situations, Unset):
            situations = []
            for situations_item_data in self.situations:
                situations_item = situations_item_data.value
                situations.append(situations_item)

        distance_m: int | None | Unset
        if isinstance(self.distance_m, Unset):
            distance_m = UNSET
        else:
            distance_m = self.distance_m

        outnumbering: dict[str, Any] | None | Unset
        if isinstance(self.outnumbering, Unset):
            outnumbering = UNSET
        elif isinstance(self.outnumbering, Outnumbering):
            outnumbering = self.outnumbering.to_dict()
        else:
            outnumbering = self.outnumbering

        modifier = self.modifier

        modifier_reason = self.modifier_reason

        target_defends = self.target_defends

        passive_attribute: None | str | Unset
        if isinstance(self.passive_attribute, Unset):
            passive_attribute = UNSET
        elif isinstance(self.passive_attribute, D100AttackRequestPassiveAttribute):
            passive_attribute = self.passive_attribute.value
        else:
            passive_attribute = self.passive_attribute

        passive_aptitude: None | str | Unset
        if isinstance(self.passive_aptitude, Unset):
            passive_aptitude = UNSET
        else:
            passive_aptitude = self.passive_aptitude

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "conflict_id": conflict_id,
                "character_id": character_id,
                "target_id": target_id,
                "weapon": weapon,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if called_location is not UNSET:
            field_dict["called_location"] = called_location
        if situations is not UNSET:
            field_dict["situations"] = situations
        if distance_m is not UNSET:
            field_dict["distance_m"] = distance_m
        if outnumbering is not UNSET:
            field_dict["outnumbering"] = outnumbering
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if modifier_reason is not UNSET:
            field_dict["modifier_reason"] = modifier_reason
        if target_defends is not UNSET:
            field_dict["target_defends"] = target_defends
        if passive_attribute is not UNSET:
            field_dict["passive_attribute"] = passive_attribute
        if passive_aptitude is not UNSET:
            field_dict["passive_aptitude"] = passive_aptitude

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outnumbering import Outnumbering

        d = dict(src_dict)
        table_id = d.pop("table_id")

        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        weapon = d.pop("weapon")

        _visibility = d.pop("visibility", UNSET)
        visibility: D100AttackRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = D100AttackRequestVisibility(_visibility)

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

        def _parse_called_location(
            data: object,
        ) -> D100AttackRequestCalledLocation | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                called_location_called_location = D100AttackRequestCalledLocation(data)

                return called_location_called_location
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(D100AttackRequestCalledLocation | None | Unset, data)

        called_location = _parse_called_location(d.pop("called_location", UNSET))

        _situations = d.pop("situations", UNSET)
        situations: list[D100AttackRequestSituationsItem] | Unset = UNSET
        if _situations is not UNSET:
            situations = []
            for situations_item_data in _situations:
                situations_item = D100AttackRequestSituationsItem(situations_item_data)

                situations.append(situations_item)

        def _parse_distance_m(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        distance_m = _parse_distance_m(d.pop("distance_m", UNSET))

        def _parse_outnumbering(data: object) -> None | Outnumbering | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outnumbering_type_0 = Outnumbering.from_dict(data)

                return outnumbering_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outnumbering | Unset, data)

        outnumbering = _parse_outnumbering(d.pop("outnumbering", UNSET))

        modifier = d.pop("modifier", UNSET)

        modifier_reason = d.pop("modifier_reason", UNSET)

        target_defends = d.pop("target_defends", UNSET)

        def _parse_passive_attribute(
            data: object,
        ) -> D100AttackRequestPassiveAttribute | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                passive_attribute_passive_attribute = D100AttackRequestPassiveAttribute(
                    data
                )

                return passive_attribute_passive_attribute
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(D100AttackRequestPassiveAttribute | None | Unset, data)

        passive_attribute = _parse_passive_attribute(d.pop("passive_attribute", UNSET))

        def _parse_passive_aptitude(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        passive_aptitude = _parse_passive_aptitude(d.pop("passive_aptitude", UNSET))

        d100_attack_request = cls(
            table_id=table_id,
            conflict_id=conflict_id,
            character_id=character_id,
            target_id=target_id,
            weapon=weapon,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            called_location=called_location,
            situations=situations,
            distance_m=distance_m,
            outnumbering=outnumbering,
            modifier=modifier,
            modifier_reason=modifier_reason,
            target_defends=target_defends,
            passive_attribute=passive_attribute,
            passive_aptitude=passive_aptitude,
        )

        d100_attack_request.additional_properties = d
        return d100_attack_request

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
