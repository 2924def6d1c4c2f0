from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rb_create_track_request_kind import RbCreateTrackRequestKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="RbCreateTrackRequest")


@_attrs_define
class RbCreateTrackRequest:
    """Start a progress track (boxes checked on successes toward a goal) or a disaster track (boxes marked
        on failures while the situation is precarious). Typically three to five boxes.

    Only the GM may issue this command.

        Attributes:
            kind (RbCreateTrackRequestKind):
            name (str):
            boxes (int | Unset):  Default: 4.
    """

    kind: RbCreateTrackRequestKind
    name: str
    boxes: int | Unset = 4
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        name = self.name

        boxes = self.boxes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "name": name,
            }
        )
        if boxes is not UNSET:
            field_dict["boxes"] = boxes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = RbCreateTrackRequestKind(d.pop("kind"))

        name = d.pop("name")

        boxes = d.pop("boxes", UNSET)

        rb_create_track_request = cls(
            kind=kind,
            name=name,
            boxes=boxes,
        )

        rb_create_track_request.additional_properties = d
        return rb_create_track_request

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
