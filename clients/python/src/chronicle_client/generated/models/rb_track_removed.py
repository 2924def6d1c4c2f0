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

T = TypeVar("T", bound="RbTrackRemoved")


@_attrs_define
class RbTrackRemoved:
    """
    Attributes:
        track_id (str):
        type_ (Literal['rb.track_removed']):  Default: 'rb.track_removed'.
    """

    track_id: str
    type_: Literal["rb.track_removed"] = "rb.track_removed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        track_id = self.track_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "track_id": track_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        track_id = d.pop("track_id")

        type_ = cast(Literal["rb.track_removed"], d.pop("type"))
        if type_ != "rb.track_removed":
            raise ValueError(f"type must match const 'rb.track_removed', got '{type_}'")

        rb_track_removed = cls(
            track_id=track_id,
            type_=type_,
        )

        rb_track_removed.additional_properties = d
        return rb_track_removed

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
