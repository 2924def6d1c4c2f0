from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ScratchSetHurryRequest")


@_attrs_define
class ScratchSetHurryRequest:
    """The GM says whether the party is in a hurry (craftsmanship bonuses then need a roll).

    Only the GM may issue this command.

        Attributes:
            in_hurry (bool):
    """

    in_hurry: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        in_hurry = self.in_hurry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "in_hurry": in_hurry,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        in_hurry = d.pop("in_hurry")

        scratch_set_hurry_request = cls(
            in_hurry=in_hurry,
        )

        scratch_set_hurry_request.additional_properties = d
        return scratch_set_hurry_request

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
