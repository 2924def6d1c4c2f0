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

from ..models.d100_damage_dealt_location import D100DamageDealtLocation
from ..models.d100_damage_dealt_realm import D100DamageDealtRealm
from ..models.d100_damage_dealt_source import D100DamageDealtSource

if TYPE_CHECKING:
    from ..models.parts_part import PartsPart


T = TypeVar("T", bound="D100DamageDealt")


@_attrs_define
class D100DamageDealt:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        target_id (str):
        source (D100DamageDealtSource):
        weapon (str):
        location (D100DamageDealtLocation):
        located (bool):
        realm (D100DamageDealtRealm):
        dealt_parts (list[PartsPart]):
        armour_parts (list[PartsPart]):
        fortitude (None | PartsPart):
        damage (int):
        type_ (Literal['d100.damage_dealt']):  Default: 'd100.damage_dealt'.
    """

    conflict_id: str
    character_id: str
    target_id: str
    source: D100DamageDealtSource
    weapon: str
    location: D100DamageDealtLocation
    located: bool
    realm: D100DamageDealtRealm
    dealt_parts: list[PartsPart]
    armour_parts: list[PartsPart]
    fortitude: None | PartsPart
    damage: int
    type_: Literal["d100.damage_dealt"] = "d100.damage_dealt"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.parts_part import PartsPart

        conflict_id = self.conflict_id

        character_id = self.character_id

        target_id = self.target_id

        source = self.source.value

        weapon = self.weapon

        location = self.location.value

        located = self.located

        realm = self.realm.value

        dealt_parts = []
        for dealt_parts_item_data in self.dealt_parts:
            dealt_parts_item = dealt_parts_item_data.to_dict()
            dealt_parts.append(dealt_parts_item)

        armour_parts = []
        for armour_parts_item_data in self.armour_parts:
            armour_parts_item = armour_parts_item_data.to_dict()
            armour_parts.append(armour_parts_item)

        fortitude: dict[str, Any] | None
        if isinstance(self.fortitude, PartsPart):
            fortitude = self.fortitude.to_dict()
        else:
            fortitude = self.fortitude

        damage = self.damage

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "target_id": target_id,
                "source": source,
                "weapon": weapon,
                "location": location,
                "located": located,
                "realm": realm,
                "dealt_parts": dealt_parts,
                "armour_parts": armour_parts,
                "fortitude": fortitude,
                "damage": damage,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.parts_part import PartsPart

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        source = D100DamageDealtSource(d.pop("source"))

        weapon = d.pop("weapon")

        location = D100DamageDealtLocation(d.pop("location"))

        located = d.pop("located")

        realm = D100DamageDealtRealm(d.pop("realm"))

        dealt_parts = []
        _dealt_parts = d.pop("dealt_parts")
        for dealt_parts_item_data in _dealt_parts:
            dealt_parts_item = PartsPart.from_dict(dealt_parts_item_data)

            dealt_parts.append(dealt_parts_item)

        armour_parts = []
        _armour_parts = d.pop("armour_parts")
        for armour_parts_item_data in _armour_parts:
            armour_parts_item = PartsPart.from_dict(armour_parts_item_data)

            armour_parts.append(armour_parts_item)

        def _parse_fortitude(data: object) -> None | PartsPart:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fortitude_type_0 = PartsPart.from_dict(data)

                return fortitude_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PartsPart, data)

        fortitude = _parse_fortitude(d.pop("fortitude"))

        damage = d.pop("damage")

        type_ = cast(Literal["d100.damage_dealt"], d.pop("type"))
        if type_ != "d100.damage_dealt":
            raise ValueError(
                f"type must match const 'd100.damage_dealt', got '{type_}'"
            )

        d100_damage_dealt = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            target_id=target_id,
            source=source,
            weapon=weapon,
            location=location,
            located=located,
            realm=realm,
            dealt_parts=dealt_parts,
            armour_parts=armour_parts,
            fortitude=fortitude,
            damage=damage,
            type_=type_,
        )

        d100_damage_dealt.additional_properties = d
        return d100_damage_dealt

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
