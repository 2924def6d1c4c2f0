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

from ..models.rb_track_created_kind import RbTrackCreatedKind

T = TypeVar("T", bound="RbTrackCreated")


@_attrs_define
class RbTrackCreated:
    """
    Attributes:
        track_id (str):
        kind (RbTrackCreatedKind):
        name (str):
        boxes (int):
        type_ (Literal['rb.track_created']):  Default: 'rb.track_created'.
    """

    track_id: str
    kind: RbTrackCreatedKind
    name: str
    boxes: int
    type_: Literal["rb.track_created"] = "rb.track_created"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        track_id = self.track_id

        kind = self.kind.value

        name = self.name

        boxes = self.boxes

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "track_id": track_id,
                "kind": kind,
                "name": name,
                "boxes": boxes,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        track_id = d.pop("track_id")

        kind = RbTrackCreatedKind(d.pop("kind"))

        name = d.pop("name")

        boxes = d.pop("boxes")

        type_ = cast(Literal["rb.track_created"], d.pop("type"))
        if type_ != "rb.track_created":
            raise ValueError(f"type must match const 'rb.track_created', got '{type_}'")

        rb_track_created = cls(
            track_id=track_id,
            kind=kind,
            name=name,
            boxes=boxes,
            type_=type_,
        )

        rb_track_created.additional_properties = d
        return rb_track_created

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
