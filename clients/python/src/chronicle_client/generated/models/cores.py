from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Cores")


@_attrs_define
class Cores:
    """
    Attributes:
        physical (int):
        mental (int):
        social (int):
    """

    physical: int
    mental: int
    social: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        physical = self.physical

        mental = self.mental

        social = self.social

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "physical": physical,
                "mental": mental,
                "social": social,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        physical = d.pop("physical")

        mental = d.pop("mental")

        social = d.pop("social")

        cores = cls(
            physical=physical,
            mental=mental,
            social=social,
        )

        cores.additional_properties = d
        return cores

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
