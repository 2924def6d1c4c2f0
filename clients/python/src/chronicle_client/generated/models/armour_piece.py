from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.armour_piece_locations_item import ArmourPieceLocationsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="ArmourPiece")


@_attrs_define
class ArmourPiece:
    """
    Attributes:
        name (str):
        protection (int):
        locations (list[ArmourPieceLocationsItem] | Unset):
        damage_types (list[str] | Unset):
    """

    name: str
    protection: int
    locations: list[ArmourPieceLocationsItem] | Unset = UNSET
    damage_types: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        protection = self.protection

        locations: list[str] | Unset = UNSET
        if not isinstance(self.locations, Unset):
            locations = []
            for locations_item_data in self.locations:
                locations_item = locations_item_data.value
                locations.append(locations_item)

        damage_types: list[str] | Unset = UNSET
        if not isinstance(self.damage_types, Unset):
            damage_types = self.damage_types

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "protection": protection,
            }
        )
        if locations is not UNSET:
            field_dict["locations"] = locations
        if damage_types is not UNSET:
            field_dict["damage_types"] = damage_types

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        protection = d.pop("protection")

        _locations = d.pop("locations", UNSET)
        locations: list[ArmourPieceLocationsItem] | Unset = UNSET
        if _locations is not UNSET:
            locations = []
            for locations_item_data in _locations:
                locations_item = ArmourPieceLocationsItem(locations_item_data)

                locations.append(locations_item)

        damage_types = cast(list[str], d.pop("damage_types", UNSET))

        armour_piece = cls(
            name=name,
            protection=protection,
            locations=locations,
            damage_types=damage_types,
        )

        armour_piece.additional_properties = d
        return armour_piece

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
