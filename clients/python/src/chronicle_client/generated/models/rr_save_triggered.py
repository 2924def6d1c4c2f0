from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_save_triggered_attack import RrSaveTriggeredAttack
from ..models.rr_save_triggered_attribute import RrSaveTriggeredAttribute
from ..models.rr_save_triggered_kind import RrSaveTriggeredKind
from ..models.rr_save_triggered_loss_attribute import RrSaveTriggeredLossAttribute
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrSaveTriggered")


@_attrs_define
class RrSaveTriggered:
    """
    Attributes:
        save_id (str):
        character_id (str):
        table_id (str):
        attribute (RrSaveTriggeredAttribute):
        loss_attribute (None | RrSaveTriggeredLossAttribute):
        kind (RrSaveTriggeredKind):
        tn_parts (list[TnPart]):
        type_ (Literal['rr.save_triggered']):  Default: 'rr.save_triggered'.
        persistent (bool | Unset):  Default: False.
        source_test_id (None | str | Unset):
        source_character_id (None | str | Unset):
        weapon (None | str | Unset):
        armor (None | str | Unset):
        attack (None | RrSaveTriggeredAttack | Unset):
        damage_successes (int | Unset):  Default: 0.
        prepared_used (list[str] | Unset):
        effect (str | Unset):  Default: ''.
    """

    save_id: str
    character_id: str
    table_id: str
    attribute: RrSaveTriggeredAttribute
    loss_attribute: None | RrSaveTriggeredLossAttribute
    kind: RrSaveTriggeredKind
    tn_parts: list[TnPart]
    type_: Literal["rr.save_triggered"] = "rr.save_triggered"
    persistent: bool | Unset = False
    source_test_id: None | str | Unset = UNSET
    source_character_id: None | str | Unset = UNSET
    weapon: None | str | Unset = UNSET
    armor: None | str | Unset = UNSET
    attack: None | RrSaveTriggeredAttack | Unset = UNSET
    damage_successes: int | Unset = 0
    prepared_used: list[str] | Unset = UNSET
    effect: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        save_id = self.save_id

        character_id = self.character_id

        table_id = self.table_id

        attribute = self.attribute.value

        loss_attribute: None | str
        if isinstance(self.loss_attribute, RrSaveTriggeredLossAttribute):
            loss_attribute = self.loss_attribute.value
        else:
            loss_attribute = self.loss_attribute

        kind = self.kind.value

        tn_parts = []
        for tn_parts_item_data in self.tn_parts:
            tn_parts_item = tn_parts_item_data.to_dict()
            tn_parts.append(tn_parts_item)

        type_ = self.type_

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
        elif isinstance(self.attack, RrSaveTriggeredAttack):
            attack = self.attack.value
        else:
            attack = self.attack

        damage_successes = self.damage_successes

        prepared_used: list[str] | Unset = UNSET
        if not isinstance(self.prepared_used, Unset):
            prepared_used = self.prepared_used

        effect = self.effect

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "save_id": save_id,
                "character_id": character_id,
                "table_id": table_id,
                "attribute": attribute,
                "loss_attribute": loss_attribute,
                "kind": kind,
                "tn_parts": tn_parts,
                "type": type_,
            }
        )
        if persistent is not UNSET:
            field_dict["persistent"] = persistent
        if source_test_id is not UNSET:
            field_dict["source_test_id"] = source_test_id
        if source_character_id is not UNSET:
            field_dict["source_character_id"] = source_character_id
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if armor is not UNSET:
            field_dict["armor"] = armor
        if attack is not UNSET:
            field_dict["attack"] = attack
        if damage_successes is not UNSET:
            field_dict["damage_successes"] = damage_successes
        if prepared_used is not UNSET:
            field_dict["prepared_used"] = prepared_used
        if effect is not UNSET:
            field_dict["effect"] = effect

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tn_part import TnPart

        d = dict(src_dict)
        save_id = d.pop("save_id")

        character_id = d.pop("character_id")

        table_id = d.pop("table_id")

        attribute = RrSaveTriggeredAttribute(d.pop("attribute"))

        def _parse_loss_attribute(data: object) -> None | RrSaveTriggeredLossAttribute:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                loss_attribute_loss_attribute = RrSaveTriggeredLossAttribute(data)

                return loss_attribute_loss_attribute
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RrSaveTriggeredLossAttribute, data)

        loss_attribute = _parse_loss_attribute(d.pop("loss_attribute"))

        kind = RrSaveTriggeredKind(d.pop("kind"))

        tn_parts = []
        _tn_parts = d.pop("tn_parts")
        for tn_parts_item_data in _tn_parts:
            tn_parts_item = TnPart.from_dict(tn_parts_item_data)

            tn_parts.append(tn_parts_item)

        type_ = cast(Literal["rr.save_triggered"], d.pop("type"))
        if type_ != "rr.save_triggered":
            raise ValueError(
                f"type must match const 'rr.save_triggered', got '{type_}'"
            )

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

        def _parse_attack(data: object) -> None | RrSaveTriggeredAttack | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                attack_attack = RrSaveTriggeredAttack(data)

                return attack_attack
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RrSaveTriggeredAttack | Unset, data)

        attack = _parse_attack(d.pop("attack", UNSET))

        damage_successes = d.pop("damage_successes", UNSET)

        prepared_used = cast(list[str], d.pop("prepared_used", UNSET))

        effect = d.pop("effect", UNSET)

        rr_save_triggered = cls(
            save_id=save_id,
            character_id=character_id,
            table_id=table_id,
            attribute=attribute,
            loss_attribute=loss_attribute,
            kind=kind,
            tn_parts=tn_parts,
            type_=type_,
            persistent=persistent,
            source_test_id=source_test_id,
            source_character_id=source_character_id,
            weapon=weapon,
            armor=armor,
            attack=attack,
            damage_successes=damage_successes,
            prepared_used=prepared_used,
            effect=effect,
        )

        rr_save_triggered.additional_properties = d
        return rr_save_triggered

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
