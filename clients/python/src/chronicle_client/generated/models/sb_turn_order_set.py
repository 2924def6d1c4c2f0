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

T = TypeVar("T", bound="SbTurnOrderSet")


@_attrs_define
class SbTurnOrderSet:
    """
    Attributes:
        conflict_id (str):
        order (list[str]):
        type_ (Literal['sb.turn_order_set']):  Default: 'sb.turn_order_set'.
    """

    conflict_id: str
    order: list[str]
    type_: Literal["sb.turn_order_set"] = "sb.turn_order_set"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        order = self.order

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "order": order,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        order = cast(list[str], d.pop("order"))

        type_ = cast(Literal["sb.turn_order_set"], d.pop("type"))
        if type_ != "sb.turn_order_set":
            raise ValueError(
                f"type must match const 'sb.turn_order_set', got '{type_}'"
            )

        sb_turn_order_set = cls(
            conflict_id=conflict_id,
            order=order,
            type_=type_,
        )

        sb_turn_order_set.additional_properties = d
        return sb_turn_order_set

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
