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

T = TypeVar("T", bound="SpecialEffect")


@_attrs_define
class SpecialEffect:
    """
    Attributes:
        cost (int):
        effect (str):
        kind (Literal['special_effect']):  Default: 'special_effect'.
    """

    cost: int
    effect: str
    kind: Literal["special_effect"] = "special_effect"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cost = self.cost

        effect = self.effect

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cost": cost,
                "effect": effect,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cost = d.pop("cost")

        effect = d.pop("effect")

        kind = cast(Literal["special_effect"], d.pop("kind"))
        if kind != "special_effect":
            raise ValueError(f"kind must match const 'special_effect', got '{kind}'")

        special_effect = cls(
            cost=cost,
            effect=effect,
            kind=kind,
        )

        special_effect.additional_properties = d
        return special_effect

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
