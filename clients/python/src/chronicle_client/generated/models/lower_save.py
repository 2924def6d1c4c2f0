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

T = TypeVar("T", bound="LowerSave")


@_attrs_define
class LowerSave:
    """
    Attributes:
        save_id (str):
        points (int):
        kind (Literal['lower_save']):  Default: 'lower_save'.
    """

    save_id: str
    points: int
    kind: Literal["lower_save"] = "lower_save"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        save_id = self.save_id

        points = self.points

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "save_id": save_id,
                "points": points,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        save_id = d.pop("save_id")

        points = d.pop("points")

        kind = cast(Literal["lower_save"], d.pop("kind"))
        if kind != "lower_save":
            raise ValueError(f"kind must match const 'lower_save', got '{kind}'")

        lower_save = cls(
            save_id=save_id,
            points=points,
            kind=kind,
        )

        lower_save.additional_properties = d
        return lower_save

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
