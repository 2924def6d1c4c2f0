from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.weapon_kind import WeaponKind
from ..models.weapon_realm import WeaponRealm
from ..types import UNSET, Unset

T = TypeVar("T", bound="Weapon")


@_attrs_define
class Weapon:
    """
    Attributes:
        name (str):
        kind (WeaponKind):
        aptitude (str):
        damage (int):
        damage_type (None | str | Unset):
        realm (WeaponRealm | Unset):  Default: WeaponRealm.PHYSICAL.
        range_m (int | None | Unset):
    """

    name: str
    kind: WeaponKind
    aptitude: str
    damage: int
    damage_type: None | str | Unset = UNSET
    realm: WeaponRealm | Unset = WeaponRealm.PHYSICAL
    range_m: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        kind = self.kind.value

        aptitude = self.aptitude

        damage = self.damage

        damage_type: None | str | Unset
        if isinstance(self.damage_type, Unset):
            damage_type = UNSET
        else:
            damage_type = self.damage_type

        realm: str | Unset = UNSET
        if not isinstance(self.realm, Unset):
            realm = self.realm.value

        range_m: int | None | Unset
        if isinstance(self.range_m, Unset):
            range_m = UNSET
        else:
            range_m = self.range_m

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "kind": kind,
                "aptitude": aptitude,
                "damage": damage,
            }
        )
        if damage_type is not UNSET:
            field_dict["damage_type"] = damage_type
        if realm is not UNSET:
            field_dict["realm"] = realm
        if range_m is not UNSET:
            field_dict["range_m"] = range_m

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        kind = WeaponKind(d.pop("kind"))

        aptitude = d.pop("aptitude")

        damage = d.pop("damage")

        def _parse_damage_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        damage_type = _parse_damage_type(d.pop("damage_type", UNSET))

        _realm = d.pop("realm", UNSET)
        realm: WeaponRealm | Unset
        if isinstance(_realm, Unset):
            realm = UNSET
        else:
            realm = WeaponRealm(_realm)

        def _parse_range_m(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        range_m = _parse_range_m(d.pop("range_m", UNSET))

        weapon = cls(
            name=name,
            kind=kind,
            aptitude=aptitude,
            damage=damage,
            damage_type=damage_type,
            realm=realm,
            range_m=range_m,
        )

        weapon.additional_properties = d
        return weapon

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
