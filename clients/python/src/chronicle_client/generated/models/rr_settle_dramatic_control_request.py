from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RrSettleDramaticControlRequest")


@_attrs_define
class RrSettleDramaticControlRequest:
    """The player takes the priced Dramatic Control (paying its Inspiration) or withdraws it.

    Attributes:
        control_id (str):
        take (bool | Unset):  Default: True.
    """

    control_id: str
    take: bool | Unset = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        control_id = self.control_id

        take = self.take

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "control_id": control_id,
            }
        )
        if take is not UNSET:
            field_dict["take"] = take

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        control_id = d.pop("control_id")

        take = d.pop("take", UNSET)

        rr_settle_dramatic_control_request = cls(
            control_id=control_id,
            take=take,
        )

        rr_settle_dramatic_control_request.additional_properties = d
        return rr_settle_dramatic_control_request

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
