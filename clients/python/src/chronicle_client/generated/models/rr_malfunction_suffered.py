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

from ..models.rr_malfunction_suffered_result import RrMalfunctionSufferedResult
from ..models.rr_malfunction_suffered_visibility import RrMalfunctionSufferedVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll


T = TypeVar("T", bound="RrMalfunctionSuffered")


@_attrs_define
class RrMalfunctionSuffered:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        save_id (None | str):
        index (int):
        table_roll (int):
        result (RrMalfunctionSufferedResult):
        cosmetic_roll (int):
        cosmetic (int):
        anthropoid_class (int):
        type_ (Literal['rr.malfunction_suffered']):  Default: 'rr.malfunction_suffered'.
        visibility (RrMalfunctionSufferedVisibility | Unset):  Default: RrMalfunctionSufferedVisibility.PUBLIC.
        attribute (None | str | Unset):
        damage_after (int | None | Unset):
        subsystem_roll (int | None | Unset):
        energy_roll (int | None | Unset):
        power_loss (int | Unset):  Default: 0.
        capacitor_loss (int | Unset):  Default: 0.
        power_after (int | None | Unset):
        capacitor_after (int | None | Unset):
        slot (int | None | Unset):
        accessory (int | None | Unset):
        accessory_state (None | str | Unset):
        slot_damaged (bool | Unset):  Default: False.
        extra (int | Unset):  Default: 0.
        memory_save (bool | Unset):  Default: False.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    save_id: None | str
    index: int
    table_roll: int
    result: RrMalfunctionSufferedResult
    cosmetic_roll: int
    cosmetic: int
    anthropoid_class: int
    type_: Literal["rr.malfunction_suffered"] = "rr.malfunction_suffered"
    visibility: RrMalfunctionSufferedVisibility | Unset = (
        RrMalfunctionSufferedVisibility.PUBLIC
    )
    attribute: None | str | Unset = UNSET
    damage_after: int | None | Unset = UNSET
    subsystem_roll: int | None | Unset = UNSET
    energy_roll: int | None | Unset = UNSET
    power_loss: int | Unset = 0
    capacitor_loss: int | Unset = 0
    power_after: int | None | Unset = UNSET
    capacitor_after: int | None | Unset = UNSET
    slot: int | None | Unset = UNSET
    accessory: int | None | Unset = UNSET
    accessory_state: None | str | Unset = UNSET
    slot_damaged: bool | Unset = False
    extra: int | Unset = 0
    memory_save: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        character_id = self.character_id

        save_id: None | str
        save_id = self.save_id

        index = self.index

        table_roll = self.table_roll

        result = self.result.value

        cosmetic_roll = self.cosmetic_roll

        cosmetic = self.cosmetic

        anthropoid_class = self.anthropoid_class

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        attribute: None | str | Unset
        if isinstance(self.attribute, Unset):
            attribute = UNSET
        else:
            attribute = self.attribute

        damage_after: int | None | Unset
        if isinstance(self.damage_after, Unset):
            damage_after = UNSET
        else:
            damage_after = self.damage_after

        subsystem_roll: int | None | Unset
        if isinstance(self.subsystem_roll, Unset):
            subsystem_roll = UNSET
        else:
            subsystem_roll = self.subsystem_roll

        energy_roll: int | None | Unset
        if isinstance(self.energy_roll, Unset):
            energy_roll = UNSET
        else:
            energy_roll = self.energy_roll

        power_loss = self.power_loss

        capacitor_loss = self.capacitor_loss

        power_after: int | None | Unset
        if isinstance(self.power_after, Unset):
            power_after = UNSET
        else:
            power_after = self.power_after

        capacitor_after: int | None | Unset
        if isinstance(self.capacitor_after, Unset):
            capacitor_after = UNSET
        else:
            capacitor_after = self.capacitor_after

        slot: int | None | Unset
        if isinstance(self.slot, Unset):
            slot = UNSET
        else:
            slot = self.slot

        accessory: int | None | Unset
        if isinstance(self.accessory, Unset):
            accessory = UNSET
        else:
            accessory = self.accessory

        accessory_state: None | str | Unset
        if isinstance(self.accessory_state, Unset):
            accessory_state = UNSET
        else:
            accessory_state = self.accessory_state

        slot_damaged = self.slot_damaged

        extra = self.extra

        memory_save = self.memory_save

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "character_id": character_id,
                "save_id": save_id,
                "index": index,
                "table_roll": table_roll,
                "result": result,
                "cosmetic_roll": cosmetic_roll,
                "cosmetic": cosmetic,
                "anthropoid_class": anthropoid_class,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if attribute is not UNSET:
            field_dict["attribute"] = attribute
        if damage_after is not UNSET:
            field_dict["damage_after"] = damage_after
        if subsystem_roll is not UNSET:
            field_dict["subsystem_roll"] = subsystem_roll
        if energy_roll is not UNSET:
            field_dict["energy_roll"] = energy_roll
        if power_loss is not UNSET:
            field_dict["power_loss"] = power_loss
        if capacitor_loss is not UNSET:
            field_dict["capacitor_loss"] = capacitor_loss
        if power_after is not UNSET:
            field_dict["power_after"] = power_after
        if capacitor_after is not UNSET:
            field_dict["capacitor_after"] = capacitor_after
        if slot is not UNSET:
            field_dict["slot"] = slot
        if accessory is not UNSET:
            field_dict["accessory"] = accessory
        if accessory_state is not UNSET:
            field_dict["accessory_state"] = accessory_state
        if slot_damaged is not UNSET:
            field_dict["slot_damaged"] = slot_damaged
        if extra is not UNSET:
            field_dict["extra"] = extra
        if memory_save is not UNSET:
            field_dict["memory_save"] = memory_save

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        character_id = d.pop("character_id")

        def _parse_save_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        save_id = _parse_save_id(d.pop("save_id"))

        index = d.pop("index")

        table_roll = d.pop("table_roll")

        result = RrMalfunctionSufferedResult(d.pop("result"))

        cosmetic_roll = d.pop("cosmetic_roll")

        cosmetic = d.pop("cosmetic")

        anthropoid_class = d.pop("anthropoid_class")

        type_ = cast(Literal["rr.malfunction_suffered"], d.pop("type"))
        if type_ != "rr.malfunction_suffered":
            raise ValueError(
                f"type must match const 'rr.malfunction_suffered', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrMalfunctionSufferedVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrMalfunctionSufferedVisibility(_visibility)

        def _parse_attribute(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        attribute = _parse_attribute(d.pop("attribute", UNSET))

        def _parse_damage_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        damage_after = _parse_damage_after(d.pop("damage_after", UNSET))

        def _parse_subsystem_roll(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        subsystem_roll = _parse_subsystem_roll(d.pop("subsystem_roll", UNSET))

        def _parse_energy_roll(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        energy_roll = _parse_energy_roll(d.pop("energy_roll", UNSET))

        power_loss = d.pop("power_loss", UNSET)

        capacitor_loss = d.pop("capacitor_loss", UNSET)

        def _parse_power_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        power_after = _parse_power_after(d.pop("power_after", UNSET))

        def _parse_capacitor_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        capacitor_after = _parse_capacitor_after(d.pop("capacitor_after", UNSET))

        def _parse_slot(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        slot = _parse_slot(d.pop("slot", UNSET))

        def _parse_accessory(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        accessory = _parse_accessory(d.pop("accessory", UNSET))

        def _parse_accessory_state(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        accessory_state = _parse_accessory_state(d.pop("accessory_state", UNSET))

        slot_damaged = d.pop("slot_damaged", UNSET)

        extra = d.pop("extra", UNSET)

        memory_save = d.pop("memory_save", UNSET)

        rr_malfunction_suffered = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            save_id=save_id,
            index=index,
            table_roll=table_roll,
            result=result,
            cosmetic_roll=cosmetic_roll,
            cosmetic=cosmetic,
            anthropoid_class=anthropoid_class,
            type_=type_,
            visibility=visibility,
            attribute=attribute,
            damage_after=damage_after,
            subsystem_roll=subsystem_roll,
            energy_roll=energy_roll,
            power_loss=power_loss,
            capacitor_loss=capacitor_loss,
            power_after=power_after,
            capacitor_after=capacitor_after,
            slot=slot,
            accessory=accessory,
            accessory_state=accessory_state,
            slot_damaged=slot_damaged,
            extra=extra,
            memory_save=memory_save,
        )

        rr_malfunction_suffered.additional_properties = d
        return rr_malfunction_suffered

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
