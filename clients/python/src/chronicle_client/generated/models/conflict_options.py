from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ConflictOptions")


@_attrs_define
class ConflictOptions:
    """
    Attributes:
        passive_defence (bool | Unset):  Default: False.
        lethal_damage (bool | Unset):  Default: False.
        hit_locations (bool | Unset):  Default: True.
        dreamscape (bool | Unset):  Default: False.
    """

    passive_defence: bool | Unset = False
    lethal_damage: bool | Unset = False
    hit_locations: bool | Unset = True
    dreamscape: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        passive_defence = self.passive_defence

        lethal_damage = self.lethal_damage

        hit_locations = self.hit_locations

        dreamscape = self.dreamscape

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if passive_defence is not UNSET:
            field_dict["passive_defence"] = passive_defence
        if lethal_damage is not UNSET:
            field_dict["lethal_damage"] = lethal_damage
        if hit_locations is not UNSET:
            field_dict["hit_locations"] = hit_locations
        if dreamscape is not UNSET:
            field_dict["dreamscape"] = dreamscape

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        passive_defence = d.pop("passive_defence", UNSET)

        lethal_damage = d.pop("lethal_damage", UNSET)

        hit_locations = d.pop("hit_locations", UNSET)

        dreamscape = d.pop("dreamscape", UNSET)

        conflict_options = cls(
            passive_defence=passive_defence,
            lethal_damage=lethal_damage,
            hit_locations=hit_locations,
            dreamscape=dreamscape,
        )

        conflict_options.additional_properties = d
        return conflict_options

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
