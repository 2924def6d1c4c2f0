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

T = TypeVar("T", bound="ScratchRoundStarted")


@_attrs_define
class ScratchRoundStarted:
    """
    Attributes:
        conflict_id (str):
        round_ (int):
        type_ (Literal['scratch.round_started']):  Default: 'scratch.round_started'.
    """

    conflict_id: str
    round_: int
    type_: Literal["scratch.round_started"] = "scratch.round_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        round_ = self.round_

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "round": round_,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        round_ = d.pop("round")

        type_ = cast(Literal["scratch.round_started"], d.pop("type"))
        if type_ != "scratch.round_started":
            raise ValueError(
                f"type must match const 'scratch.round_started', got '{type_}'"
            )

        scratch_round_started = cls(
            conflict_id=conflict_id,
            round_=round_,
            type_=type_,
        )

        scratch_round_started.additional_properties = d
        return scratch_round_started

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
