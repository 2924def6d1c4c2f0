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

from ..models.restore_attribute import RestoreAttribute
from ..types import UNSET, Unset

T = TypeVar("T", bound="Restore")


@_attrs_define
class Restore:
    """
    Attributes:
        attribute (RestoreAttribute):
        points (int):
        kind (Literal['restore']):  Default: 'restore'.
        target_id (None | str | Unset):
    """

    attribute: RestoreAttribute
    points: int
    kind: Literal["restore"] = "restore"
    target_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attribute = self.attribute.value

        points = self.points

        kind = self.kind

        target_id: None | str | Unset
        if isinstance(self.target_id, Unset):
            target_id = UNSET
        else:
            target_id = self.target_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attribute": attribute,
                "points": points,
                "kind": kind,
            }
        )
        if target_id is not UNSET:
            field_dict["target_id"] = target_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attribute = RestoreAttribute(d.pop("attribute"))

        points = d.pop("points")

        kind = cast(Literal["restore"], d.pop("kind"))
        if kind != "restore":
            raise ValueError(f"kind must match const 'restore', got '{kind}'")

        def _parse_target_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_id = _parse_target_id(d.pop("target_id", UNSET))

        restore = cls(
            attribute=attribute,
            points=points,
            kind=kind,
            target_id=target_id,
        )

        restore.additional_properties = d
        return restore

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
