from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ScratchCreationLimitsSet")


@_attrs_define
class ScratchCreationLimitsSet:
    """
    Attributes:
        cp (int):
        max_level (int):
        type_ (Literal['scratch.creation_limits_set']):  Default: 'scratch.creation_limits_set'.
    """

    cp: int
    max_level: int
    type_: Literal["scratch.creation_limits_set"] = "scratch.creation_limits_set"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cp = self.cp

        max_level = self.max_level

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cp": cp,
                "max_level": max_level,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cp = d.pop("cp")

        max_level = d.pop("max_level")

        type_ = cast(Literal["scratch.creation_limits_set"], d.pop("type"))
        if type_ != "scratch.creation_limits_set":
            raise ValueError(
                f"type must match const 'scratch.creation_limits_set', got '{type_}'"
            )

        scratch_creation_limits_set = cls(
            cp=cp,
            max_level=max_level,
            type_=type_,
        )

        scratch_creation_limits_set.additional_properties = d
        return scratch_creation_limits_set

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
