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

T = TypeVar("T", bound="SbAdventureStarted")


@_attrs_define
class SbAdventureStarted:
    """
    Attributes:
        adventure (int):
        type_ (Literal['sb.adventure_started']):  Default: 'sb.adventure_started'.
    """

    adventure: int
    type_: Literal["sb.adventure_started"] = "sb.adventure_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adventure = self.adventure

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adventure": adventure,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        adventure = d.pop("adventure")

        type_ = cast(Literal["sb.adventure_started"], d.pop("type"))
        if type_ != "sb.adventure_started":
            raise ValueError(
                f"type must match const 'sb.adventure_started', got '{type_}'"
            )

        sb_adventure_started = cls(
            adventure=adventure,
            type_=type_,
        )

        sb_adventure_started.additional_properties = d
        return sb_adventure_started

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
