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

from ..models.repair_attribute import RepairAttribute

T = TypeVar("T", bound="Repair")


@_attrs_define
class Repair:
    """
    Attributes:
        target_id (str):
        attribute (RepairAttribute):
        points (int):
        kind (Literal['repair']):  Default: 'repair'.
    """

    target_id: str
    attribute: RepairAttribute
    points: int
    kind: Literal["repair"] = "repair"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        target_id = self.target_id

        attribute = self.attribute.value

        points = self.points

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "target_id": target_id,
                "attribute": attribute,
                "points": points,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        target_id = d.pop("target_id")

        attribute = RepairAttribute(d.pop("attribute"))

        points = d.pop("points")

        kind = cast(Literal["repair"], d.pop("kind"))
        if kind != "repair":
            raise ValueError(f"kind must match const 'repair', got '{kind}'")

        repair = cls(
            target_id=target_id,
            attribute=attribute,
            points=points,
            kind=kind,
        )

        repair.additional_properties = d
        return repair

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
