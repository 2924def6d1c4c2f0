from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.parts_part import PartsPart


T = TypeVar("T", bound="InitiativeEntry")


@_attrs_define
class InitiativeEntry:
    """
    Attributes:
        character_id (str):
        parts (list[PartsPart]):
        initiative (int):
    """

    character_id: str
    parts: list[PartsPart]
    initiative: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data.to_dict()
            parts.append(parts_item)

        initiative = self.initiative

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "parts": parts,
                "initiative": initiative,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.parts_part import PartsPart

        d = dict(src_dict)
        character_id = d.pop("character_id")

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = PartsPart.from_dict(parts_item_data)

            parts.append(parts_item)

        initiative = d.pop("initiative")

        initiative_entry = cls(
            character_id=character_id,
            parts=parts,
            initiative=initiative,
        )

        initiative_entry.additional_properties = d
        return initiative_entry

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
