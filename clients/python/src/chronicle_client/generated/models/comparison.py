from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Comparison")


@_attrs_define
class Comparison:
    """
    Attributes:
        against (str):
        decided_by (str):
        beats (bool):
    """

    against: str
    decided_by: str
    beats: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        against = self.against

        decided_by = self.decided_by

        beats = self.beats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "against": against,
                "decided_by": decided_by,
                "beats": beats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        against = d.pop("against")

        decided_by = d.pop("decided_by")

        beats = d.pop("beats")

        comparison = cls(
            against=against,
            decided_by=decided_by,
            beats=beats,
        )

        comparison.additional_properties = d
        return comparison

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
