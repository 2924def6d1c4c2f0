from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Attributes")


@_attrs_define
class Attributes:
    """
    Attributes:
        physical_strength (int):
        physical_agility (int):
        physical_fortitude (int):
        social_strength (int):
        social_agility (int):
        social_fortitude (int):
        mental_strength (int):
        mental_agility (int):
        mental_fortitude (int):
    """

    physical_strength: int
    physical_agility: int
    physical_fortitude: int
    social_strength: int
    social_agility: int
    social_fortitude: int
    mental_strength: int
    mental_agility: int
    mental_fortitude: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        physical_strength = self.physical_strength

        physical_agility = self.physical_agility

        physical_fortitude = self.physical_fortitude

        social_strength = self.social_strength

        social_agility = self.social_agility

        social_fortitude = self.social_fortitude

        mental_strength = self.mental_strength

        mental_agility = self.mental_agility

        mental_fortitude = self.mental_fortitude

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "physical_strength": physical_strength,
                "physical_agility": physical_agility,
                "physical_fortitude": physical_fortitude,
                "social_strength": social_strength,
                "social_agility": social_agility,
                "social_fortitude": social_fortitude,
                "mental_strength": mental_strength,
                "mental_agility": mental_agility,
                "mental_fortitude": mental_fortitude,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        physical_strength = d.pop("physical_strength")

        physical_agility = d.pop("physical_agility")

        physical_fortitude = d.pop("physical_fortitude")

        social_strength = d.pop("social_strength")

        social_agility = d.pop("social_agility")

        social_fortitude = d.pop("social_fortitude")

        mental_strength = d.pop("mental_strength")

        mental_agility = d.pop("mental_agility")

        mental_fortitude = d.pop("mental_fortitude")

        attributes = cls(
            physical_strength=physical_strength,
            physical_agility=physical_agility,
            physical_fortitude=physical_fortitude,
            social_strength=social_strength,
            social_agility=social_agility,
            social_fortitude=social_fortitude,
            mental_strength=mental_strength,
            mental_agility=mental_agility,
            mental_fortitude=mental_fortitude,
        )

        attributes.additional_properties = d
        return attributes

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
