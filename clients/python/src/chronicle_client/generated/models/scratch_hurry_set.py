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

T = TypeVar("T", bound="ScratchHurrySet")


@_attrs_define
class ScratchHurrySet:
    """
    Attributes:
        in_hurry (bool):
        type_ (Literal['scratch.hurry_set']):  Default: 'scratch.hurry_set'.
    """

    in_hurry: bool
    type_: Literal["scratch.hurry_set"] = "scratch.hurry_set"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        in_hurry = self.in_hurry

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "in_hurry": in_hurry,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        in_hurry = d.pop("in_hurry")

        type_ = cast(Literal["scratch.hurry_set"], d.pop("type"))
        if type_ != "scratch.hurry_set":
            raise ValueError(
                f"type must match const 'scratch.hurry_set', got '{type_}'"
            )

        scratch_hurry_set = cls(
            in_hurry=in_hurry,
            type_=type_,
        )

        scratch_hurry_set.additional_properties = d
        return scratch_hurry_set

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
