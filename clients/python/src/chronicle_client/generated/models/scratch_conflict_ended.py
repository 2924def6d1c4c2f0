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

T = TypeVar("T", bound="ScratchConflictEnded")


@_attrs_define
class ScratchConflictEnded:
    """
    Attributes:
        conflict_id (str):
        type_ (Literal['scratch.conflict_ended']):  Default: 'scratch.conflict_ended'.
    """

    conflict_id: str
    type_: Literal["scratch.conflict_ended"] = "scratch.conflict_ended"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        type_ = cast(Literal["scratch.conflict_ended"], d.pop("type"))
        if type_ != "scratch.conflict_ended":
            raise ValueError(
                f"type must match const 'scratch.conflict_ended', got '{type_}'"
            )

        scratch_conflict_ended = cls(
            conflict_id=conflict_id,
            type_=type_,
        )

        scratch_conflict_ended.additional_properties = d
        return scratch_conflict_ended

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
