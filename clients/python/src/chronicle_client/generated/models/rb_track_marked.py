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

from ..models.rb_track_marked_kind import RbTrackMarkedKind

T = TypeVar("T", bound="RbTrackMarked")


@_attrs_define
class RbTrackMarked:
    """
    Attributes:
        track_id (str):
        kind (RbTrackMarkedKind):
        conflict_id (str):
        marked (int):
        boxes (int):
        type_ (Literal['rb.track_marked']):  Default: 'rb.track_marked'.
    """

    track_id: str
    kind: RbTrackMarkedKind
    conflict_id: str
    marked: int
    boxes: int
    type_: Literal["rb.track_marked"] = "rb.track_marked"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        track_id = self.track_id

        kind = self.kind.value

        conflict_id = self.conflict_id

        marked = self.marked

        boxes = self.boxes

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "track_id": track_id,
                "kind": kind,
                "conflict_id": conflict_id,
                "marked": marked,
                "boxes": boxes,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        track_id = d.pop("track_id")

        kind = RbTrackMarkedKind(d.pop("kind"))

        conflict_id = d.pop("conflict_id")

        marked = d.pop("marked")

        boxes = d.pop("boxes")

        type_ = cast(Literal["rb.track_marked"], d.pop("type"))
        if type_ != "rb.track_marked":
            raise ValueError(f"type must match const 'rb.track_marked', got '{type_}'")

        rb_track_marked = cls(
            track_id=track_id,
            kind=kind,
            conflict_id=conflict_id,
            marked=marked,
            boxes=boxes,
            type_=type_,
        )

        rb_track_marked.additional_properties = d
        return rb_track_marked

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
