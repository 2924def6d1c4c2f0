from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_trigger_save_request_attack import RrTriggerSaveRequestAttack
from ..models.rr_trigger_save_request_attribute import RrTriggerSaveRequestAttribute
from ..models.rr_trigger_save_request_lighting import RrTriggerSaveRequestLighting
from ..models.rr_trigger_save_request_loss_attribute import (
    RrTriggerSaveRequestLossAttribute,
)
from ..models.rr_trigger_save_request_noise import RrTriggerSaveRequestNoise
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrTriggerSaveRequest")


@_attrs_define
class RrTriggerSaveRequest:
    """The GM calls a saving throw: the attribute that resists (its loss may land elsewhere), the weapon and
        armor for Durability saves, the attack type for knockdown, a GM modifier, a persistent (x1/2) loss.

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            table_id (str):
            attribute (RrTriggerSaveRequestAttribute):
            loss_attribute (None | RrTriggerSaveRequestLossAttribute | Unset):
            lighting (RrTriggerSaveRequestLighting | Unset):  Default: RrTriggerSaveRequestLighting.NORMAL.
            noise (RrTriggerSaveRequestNoise | Unset):  Default: RrTriggerSaveRequestNoise.NORMAL.
            persistent (bool | Unset):  Default: False.
            source_test_id (None | str | Unset):
            source_character_id (None | str | Unset):
            gm_modifier (int | Unset):  Default: 0.
            weapon (None | str | Unset):
            armor (None | str | Unset):
            attack (None | RrTriggerSaveRequestAttack | Unset):
            effect (str | Unset):  Default: ''.
    """

    character_id: str
    table_id: str
    attribute: RrTriggerSaveRequestAttribute
    loss_attribute: None | RrTriggerSaveRequestLossAttribute | Unset = UNSET
    lighting: RrTriggerSaveRequestLighting | Unset = RrTriggerSaveRequestLighting.NORMAL
    noise: RrTriggerSaveRequestNoise | Unset = RrTriggerSaveRequestNoise.NORMAL
    persistent: bool | Unset = False
    source_test_id: None | str | Unset = UNSET
    source_character_id: None | str | Unset = UNSET
    gm_modifier: int | Unset = 0
    weapon: None | str | Unset = UNSET
    armor: None | str | Unset = UNSET
    attack: None | RrTriggerSaveRequestAttack | Unset = UNSET
    effect: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        table_id = self.table_id

        attribute = self.attribute.value

        loss_attribute: None | str | Unset
        if isinstance(self.loss_attribute, Unset):
            loss_attribute = UNSET
        elif isinstance(self.loss_attribute, RrTriggerSaveRequestLossAttribute):
            loss_attribute = self.loss_attribute.value
        else:
            loss_attribute = self.loss_attribute

        lighting: str | Unset = UNSET
        if not isinstance(self.lighting, Unset):
            lighting = self.lighting.value

        noise: str | Unset = UNSET
        if not isinstance(self.noise, Unset):
            noise = self.noise.value

        persistent = self.persistent

        source_test_id: None | str | Unset
        if isinstance(self.source_test_id, Unset):
            source_test_id = UNSET
        else:
            source_test_id = self.source_test_id

        source_character_id: None | str | Unset
        if isinstance(self.source_character_id, Unset):
            source_character_id = UNSET
        else:
            source_character_id = self.source_character_id

        gm_modifier = self.gm_modifier

        weapon: None | str | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        else:
            weapon = self.weapon

        armor: None | str | Unset
        if isinstance(self.armor, Unset):
            armor = UNSET
        else:
            armor = self.armor

        attack: None | str | Unset
        if isinstance(self.attack, Unset):
            attack = UNSET
        elif isinstance(self.attack, RrTriggerSaveRequestAttack):
            attack = self.attack.value
        else:
            attack = self.attack

        effect = self.effect

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "table_id": table_id,
                "attribute": attribute,
            }
        )
        if loss_attribute is not UNSET:
            field_dict["loss_attribute"] = loss_attribute
        if lighting is not UNSET:
            field_dict["lighting"] = lighting
        if noise is not UNSET:
            field_dict["noise"] = noise
        if persistent is not UNSET:
            field_dict["persistent"] = persistent
        if source_test_id is not UNSET:
            field_dict["source_test_id"] = source_test_id
        if source_character_id is not UNSET:
            field_dict["source_character_id"] = source_character_id
        if gm_modifier is not UNSET:
            field_dict["gm_modifier"] = gm_modifier
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if armor is not UNSET:
            field_dict["armor"] = armor
        if attack is not UNSET:
            field_dict["attack"] = attack
        if effect is not UNSET:
            field_dict["effect"] = effect

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        table_id = d.pop("table_id")

        attribute = RrTriggerSaveRequestAttribute(d.pop("attribute"))

        def _parse_loss_attribute(
            data: object,
        ) -> None | RrTriggerSaveRequestLossAttribute | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                loss_attribute_loss_attribute = RrTriggerSaveRequestLossAttribute(data)

                return loss_attribute_loss_attribute
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RrTriggerSaveRequestLossAttribute | Unset, data)

        loss_attribute = _parse_loss_attribute(d.pop("loss_attribute", UNSET))

        _lighting = d.pop("lighting", UNSET)
        lighting: RrTriggerSaveRequestLighting | Unset
        if isinstance(_lighting, Unset):
            lighting = UNSET
        else:
            lighting = RrTriggerSaveRequestLighting(_lighting)

        _noise = d.pop("noise", UNSET)
        noise: RrTriggerSaveRequestNoise | Unset
        if isinstance(_noise, Unset):
            noise = UNSET
        else:
            noise = RrTriggerSaveRequestNoise(_noise)

        persistent = d.pop("persistent", UNSET)

        def _parse_source_test_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_test_id = _parse_source_test_id(d.pop("source_test_id", UNSET))

        def _parse_source_character_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_character_id = _parse_source_character_id(
            d.pop("source_character_id", UNSET)
        )

        gm_modifier = d.pop("gm_modifier", UNSET)

        def _parse_weapon(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))

        def _parse_armor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        armor = _parse_armor(d.pop("armor", UNSET))

        def _parse_attack(data: object) -> None | RrTriggerSaveRequestAttack | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                attack_attack = RrTriggerSaveRequestAttack(data)

                return attack_attack
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RrTriggerSaveRequestAttack | Unset, data)

        attack = _parse_attack(d.pop("attack", UNSET))

        effect = d.pop("effect", UNSET)

        rr_trigger_save_request = cls(
            character_id=character_id,
            table_id=table_id,
            attribute=attribute,
            loss_attribute=loss_attribute,
            lighting=lighting,
            noise=noise,
            persistent=persistent,
            source_test_id=source_test_id,
            source_character_id=source_character_id,
            gm_modifier=gm_modifier,
            weapon=weapon,
            armor=armor,
            attack=attack,
            effect=effect,
        )

        rr_trigger_save_request.additional_properties = d
        return rr_trigger_save_request

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
