from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sb_injure_request_visibility import SbInjureRequestVisibility
from ..models.sb_injure_request_weapon import SbInjureRequestWeapon
from ..types import UNSET, Unset

T = TypeVar("T", bound="SbInjureRequest")


@_attrs_define
class SbInjureRequest:
    """Something injures a character: a number of points (`damage`), or a weapon class whose damage
        depends on the character's armor (a falling rock as a medium weapon). The injury roll follows.

    Only the GM may issue this command.

        Attributes:
            table_id (str):
            character_id (str):
            visibility (SbInjureRequestVisibility | Unset):  Default: SbInjureRequestVisibility.PUBLIC.
            client_seed (None | str | Unset):
            dice (list[list[int]] | None | Unset):
            damage (int | None | Unset):
            weapon (None | SbInjureRequestWeapon | Unset):
            note (str | Unset):  Default: ''.
    """

    table_id: str
    character_id: str
    visibility: SbInjureRequestVisibility | Unset = SbInjureRequestVisibility.PUBLIC
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    damage: int | None | Unset = UNSET
    weapon: None | SbInjureRequestWeapon | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

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

        damage: int | None | Unset
        if isinstance(self.damage, Unset):
            damage = UNSET
        else:
            damage = self.damage

        weapon: None | str | Unset
        if isinstance(self.weapon, Unset):
            weapon = UNSET
        elif isinstance(self.weapon, SbInjureRequestWeapon):
            weapon = self.weapon.value
        else:
            weapon = self.weapon

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "character_id": character_id,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if damage is not UNSET:
            field_dict["damage"] = damage
        if weapon is not UNSET:
            field_dict["weapon"] = weapon
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        character_id = d.pop("character_id")

        _visibility = d.pop("visibility", UNSET)
        visibility: SbInjureRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = SbInjureRequestVisibility(_visibility)

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

        def _parse_damage(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        damage = _parse_damage(d.pop("damage", UNSET))

        def _parse_weapon(data: object) -> None | SbInjureRequestWeapon | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                weapon_weapon = SbInjureRequestWeapon(data)

                return weapon_weapon
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SbInjureRequestWeapon | Unset, data)

        weapon = _parse_weapon(d.pop("weapon", UNSET))

        note = d.pop("note", UNSET)

        sb_injure_request = cls(
            table_id=table_id,
            character_id=character_id,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            damage=damage,
            weapon=weapon,
            note=note,
        )

        sb_injure_request.additional_properties = d
        return sb_injure_request

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
