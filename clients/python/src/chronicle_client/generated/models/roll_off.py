from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RollOff")


@_attrs_define
class RollOff:
    """
    Attributes:
        character_ids (list[str]):
        sides (int):
        faces (list[int]):
    """

    character_ids: list[str]
    sides: int
    faces: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_ids = self.character_ids

        sides = self.sides

        faces = self.faces

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_ids": character_ids,
                "sides": sides,
                "faces": faces,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_ids = cast(list[str], d.pop("character_ids"))

        sides = d.pop("sides")

        faces = cast(list[int], d.pop("faces"))

        roll_off = cls(
            character_ids=character_ids,
            sides=sides,
            faces=faces,
        )

        roll_off.additional_properties = d
        return roll_off

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
