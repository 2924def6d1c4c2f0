from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.environment_water import EnvironmentWater
from ..types import UNSET, Unset

T = TypeVar("T", bound="Environment")


@_attrs_define
class Environment:
    """
    Attributes:
        cover (bool | Unset):  Default: False.
        throwables (bool | Unset):  Default: False.
        room_to_fly (bool | Unset):  Default: True.
        structures (bool | Unset):  Default: False.
        level_ground (bool | Unset):  Default: True.
        near_ground (bool | Unset):  Default: False.
        climbers_protected (bool | Unset):  Default: False.
        water (EnvironmentWater | Unset):  Default: EnvironmentWater.NONE.
        in_water (list[str] | Unset):
    """

    cover: bool | Unset = False
    throwables: bool | Unset = False
    room_to_fly: bool | Unset = True
    structures: bool | Unset = False
    level_ground: bool | Unset = True
    near_ground: bool | Unset = False
    climbers_protected: bool | Unset = False
    water: EnvironmentWater | Unset = EnvironmentWater.NONE
    in_water: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cover = self.cover

        throwables = self.throwables

        room_to_fly = self.room_to_fly

        structures = self.structures

        level_ground = self.level_ground

        near_ground = self.near_ground

        climbers_protected = self.climbers_protected

        water: str | Unset = UNSET
        if not isinstance(self.water, Unset):
            water = self.water.value

        in_water: list[str] | Unset = UNSET
        if not isinstance(self.in_water, Unset):
            in_water = self.in_water

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if cover is not UNSET:
            field_dict["cover"] = cover
        if throwables is not UNSET:
            field_dict["throwables"] = throwables
        if room_to_fly is not UNSET:
            field_dict["room_to_fly"] = room_to_fly
        if structures is not UNSET:
            field_dict["structures"] = structures
        if level_ground is not UNSET:
            field_dict["level_ground"] = level_ground
        if near_ground is not UNSET:
            field_dict["near_ground"] = near_ground
        if climbers_protected is not UNSET:
            field_dict["climbers_protected"] = climbers_protected
        if water is not UNSET:
            field_dict["water"] = water
        if in_water is not UNSET:
            field_dict["in_water"] = in_water

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cover = d.pop("cover", UNSET)

        throwables = d.pop("throwables", UNSET)

        room_to_fly = d.pop("room_to_fly", UNSET)

        structures = d.pop("structures", UNSET)

        level_ground = d.pop("level_ground", UNSET)

        near_ground = d.pop("near_ground", UNSET)

        climbers_protected = d.pop("climbers_protected", UNSET)

        _water = d.pop("water", UNSET)
        water: EnvironmentWater | Unset
        if isinstance(_water, Unset):
            water = UNSET
        else:
            water = EnvironmentWater(_water)

        in_water = cast(list[str], d.pop("in_water", UNSET))

        environment = cls(
            cover=cover,
            throwables=throwables,
            room_to_fly=room_to_fly,
            structures=structures,
            level_ground=level_ground,
            near_ground=near_ground,
            climbers_protected=climbers_protected,
            water=water,
            in_water=in_water,
        )

        environment.additional_properties = d
        return environment

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
