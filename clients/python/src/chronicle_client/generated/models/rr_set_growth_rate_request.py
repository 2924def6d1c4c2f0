from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RrSetGrowthRateRequest")


@_attrs_define
class RrSetGrowthRateRequest:
    """Set the Self Awareness increase rate dial (1 fast, 2 standard, 3 slow Inspiration per level) and
        whether 1s only (standard) or 1s and 2s (the seed's 'truly rapid' variant) may become Inspiration.

    Only the GM may issue this command.

        Attributes:
            sa_cost_per_level (int | Unset):  Default: 2.
            inspiration_faces (int | Unset):  Default: 1.
    """

    sa_cost_per_level: int | Unset = 2
    inspiration_faces: int | Unset = 1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sa_cost_per_level = self.sa_cost_per_level

        inspiration_faces = self.inspiration_faces

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if sa_cost_per_level is not UNSET:
            field_dict["sa_cost_per_level"] = sa_cost_per_level
        if inspiration_faces is not UNSET:
            field_dict["inspiration_faces"] = inspiration_faces

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sa_cost_per_level = d.pop("sa_cost_per_level", UNSET)

        inspiration_faces = d.pop("inspiration_faces", UNSET)

        rr_set_growth_rate_request = cls(
            sa_cost_per_level=sa_cost_per_level,
            inspiration_faces=inspiration_faces,
        )

        rr_set_growth_rate_request.additional_properties = d
        return rr_set_growth_rate_request

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
