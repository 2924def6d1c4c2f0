from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.armour_piece import ArmourPiece
    from ..models.attributes import Attributes
    from ..models.d100_sheet_aptitudes import D100SheetAptitudes
    from ..models.health import Health
    from ..models.weapon import Weapon


T = TypeVar("T", bound="D100Sheet")


@_attrs_define
class D100Sheet:
    """
    Attributes:
        name (str):
        attributes (Attributes):
        health (Health):
        aptitudes (D100SheetAptitudes | Unset):
        learned_aptitudes (list[str] | Unset):
        size (int | Unset):  Default: 10.
        armour (list[ArmourPiece] | Unset):
        weapons (list[Weapon] | Unset):
    """

    name: str
    attributes: Attributes
    health: Health
    aptitudes: D100SheetAptitudes | Unset = UNSET
    learned_aptitudes: list[str] | Unset = UNSET
    size: int | Unset = 10
    armour: list[ArmourPiece] | Unset = UNSET
    weapons: list[Weapon] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        attributes = self.attributes.to_dict()

        health = self.health.to_dict()

        aptitudes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.aptitudes, Unset):
            aptitudes = self.aptitudes.to_dict()

        learned_aptitudes: list[str] | Unset = UNSET
        if not isinstance(self.learned_aptitudes, Unset):
            learned_aptitudes = self.learned_aptitudes

        size = self.size

        armour: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.armour, Unset):
            armour = []
            for armour_item_data in self.armour:
                armour_item = armour_item_data.to_dict()
                armour.append(armour_item)

        weapons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.weapons, Unset):
            weapons = []
            for weapons_item_data in self.weapons:
                weapons_item = weapons_item_data.to_dict()
                weapons.append(weapons_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "attributes": attributes,
                "health": health,
            }
        )
        if aptitudes is not UNSET:
            field_dict["aptitudes"] = aptitudes
        if learned_aptitudes is not UNSET:
            field_dict["learned_aptitudes"] = learned_aptitudes
        if size is not UNSET:
            field_dict["size"] = size
        if armour is not UNSET:
            field_dict["armour"] = armour
        if weapons is not UNSET:
            field_dict["weapons"] = weapons

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.armour_piece import ArmourPiece
        from ..models.attributes import Attributes
        from ..models.d100_sheet_aptitudes import D100SheetAptitudes
        from ..models.health import Health
        from ..models.weapon import Weapon

        d = dict(src_dict)
        name = d.pop("name")

        attributes = Attributes.from_dict(d.pop("attributes"))

        health = Health.from_dict(d.pop("health"))

        _aptitudes = d.pop("aptitudes", UNSET)
        aptitudes: D100SheetAptitudes | Unset
        if isinstance(_aptitudes, Unset):
            aptitudes = UNSET
        else:
            aptitudes = D100SheetAptitudes.from_dict(_aptitudes)

        learned_aptitudes = cast(list[str], d.pop("learned_aptitudes", UNSET))

        size = d.pop("size", UNSET)

        _armour = d.pop("armour", UNSET)
        armour: list[ArmourPiece] | Unset = UNSET
        if _armour is not UNSET:
            armour = []
            for armour_item_data in _armour:
                armour_item = ArmourPiece.from_dict(armour_item_data)

                armour.append(armour_item)

        _weapons = d.pop("weapons", UNSET)
        weapons: list[Weapon] | Unset = UNSET
        if _weapons is not UNSET:
            weapons = []
            for weapons_item_data in _weapons:
                weapons_item = Weapon.from_dict(weapons_item_data)

                weapons.append(weapons_item)

        d100_sheet = cls(
            name=name,
            attributes=attributes,
            health=health,
            aptitudes=aptitudes,
            learned_aptitudes=learned_aptitudes,
            size=size,
            armour=armour,
            weapons=weapons,
        )

        d100_sheet.additional_properties = d
        return d100_sheet

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
