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

T = TypeVar("T", bound="RrGrowthRateSet")


@_attrs_define
class RrGrowthRateSet:
    """
    Attributes:
        sa_cost_per_level (int):
        inspiration_faces (int):
        type_ (Literal['rr.growth_rate_set']):  Default: 'rr.growth_rate_set'.
    """

    sa_cost_per_level: int
    inspiration_faces: int
    type_: Literal["rr.growth_rate_set"] = "rr.growth_rate_set"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sa_cost_per_level = self.sa_cost_per_level

        inspiration_faces = self.inspiration_faces

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sa_cost_per_level": sa_cost_per_level,
                "inspiration_faces": inspiration_faces,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sa_cost_per_level = d.pop("sa_cost_per_level")

        inspiration_faces = d.pop("inspiration_faces")

        type_ = cast(Literal["rr.growth_rate_set"], d.pop("type"))
        if type_ != "rr.growth_rate_set":
            raise ValueError(
                f"type must match const 'rr.growth_rate_set', got '{type_}'"
            )

        rr_growth_rate_set = cls(
            sa_cost_per_level=sa_cost_per_level,
            inspiration_faces=inspiration_faces,
            type_=type_,
        )

        rr_growth_rate_set.additional_properties = d
        return rr_growth_rate_set

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
