from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.abilities import Abilities


T = TypeVar("T", bound="ScratchSheet")


@_attrs_define
class ScratchSheet:
    """
    Attributes:
        name (str):
        abilities (Abilities):
    """

    name: str
    abilities: Abilities
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        abilities = self.abilities.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "abilities": abilities,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.abilities import Abilities

        d = dict(src_dict)
        name = d.pop("name")

        abilities = Abilities.from_dict(d.pop("abilities"))

        scratch_sheet = cls(
            name=name,
            abilities=abilities,
        )

        scratch_sheet.additional_properties = d
        return scratch_sheet

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
