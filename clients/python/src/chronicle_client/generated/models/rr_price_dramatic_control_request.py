from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_price_dramatic_control_request_magnitude import (
    RrPriceDramaticControlRequestMagnitude,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrPriceDramaticControlRequest")


@_attrs_define
class RrPriceDramaticControlRequest:
    """The GM prices a proposed Dramatic Control: minor 1, moderate 3, major 5, +1 stretching credibility,
        -1 for creating more trouble.

    Only the GM may issue this command.

        Attributes:
            control_id (str):
            magnitude (RrPriceDramaticControlRequestMagnitude):
            stretching_credibility (bool | Unset):  Default: False.
            creates_trouble (bool | Unset):  Default: False.
    """

    control_id: str
    magnitude: RrPriceDramaticControlRequestMagnitude
    stretching_credibility: bool | Unset = False
    creates_trouble: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        control_id = self.control_id

        magnitude = self.magnitude.value

        stretching_credibility = self.stretching_credibility

        creates_trouble = self.creates_trouble

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "control_id": control_id,
                "magnitude": magnitude,
            }
        )
        if stretching_credibility is not UNSET:
            field_dict["stretching_credibility"] = stretching_credibility
        if creates_trouble is not UNSET:
            field_dict["creates_trouble"] = creates_trouble

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        control_id = d.pop("control_id")

        magnitude = RrPriceDramaticControlRequestMagnitude(d.pop("magnitude"))

        stretching_credibility = d.pop("stretching_credibility", UNSET)

        creates_trouble = d.pop("creates_trouble", UNSET)

        rr_price_dramatic_control_request = cls(
            control_id=control_id,
            magnitude=magnitude,
            stretching_credibility=stretching_credibility,
            creates_trouble=creates_trouble,
        )

        rr_price_dramatic_control_request.additional_properties = d
        return rr_price_dramatic_control_request

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
