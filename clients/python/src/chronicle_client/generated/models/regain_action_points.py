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

T = TypeVar("T", bound="RegainActionPoints")


@_attrs_define
class RegainActionPoints:
    """
    Attributes:
        points (int):
        kind (Literal['regain_action_points']):  Default: 'regain_action_points'.
    """

    points: int
    kind: Literal["regain_action_points"] = "regain_action_points"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        points = self.points

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "points": points,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        points = d.pop("points")

        kind = cast(Literal["regain_action_points"], d.pop("kind"))
        if kind != "regain_action_points":
            raise ValueError(
                f"kind must match const 'regain_action_points', got '{kind}'"
            )

        regain_action_points = cls(
            points=points,
            kind=kind,
        )

        regain_action_points.additional_properties = d
        return regain_action_points

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
