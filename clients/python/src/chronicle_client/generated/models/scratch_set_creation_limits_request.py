from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ScratchSetCreationLimitsRequest")


@_attrs_define
class ScratchSetCreationLimitsRequest:
    """Set the CP and maximum level for new characters (e.g. 12 CP and level 5 for heroes).

    Only the GM may issue this command.

        Attributes:
            cp (int):
            max_level (int):
    """

    cp: int
    max_level: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cp = self.cp

        max_level = self.max_level

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cp": cp,
                "max_level": max_level,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cp = d.pop("cp")

        max_level = d.pop("max_level")

        scratch_set_creation_limits_request = cls(
            cp=cp,
            max_level=max_level,
        )

        scratch_set_creation_limits_request.additional_properties = d
        return scratch_set_creation_limits_request

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
