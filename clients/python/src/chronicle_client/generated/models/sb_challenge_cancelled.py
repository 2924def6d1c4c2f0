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

T = TypeVar("T", bound="SbChallengeCancelled")


@_attrs_define
class SbChallengeCancelled:
    """
    Attributes:
        conflict_id (str):
        type_ (Literal['sb.challenge_cancelled']):  Default: 'sb.challenge_cancelled'.
    """

    conflict_id: str
    type_: Literal["sb.challenge_cancelled"] = "sb.challenge_cancelled"
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

        type_ = cast(Literal["sb.challenge_cancelled"], d.pop("type"))
        if type_ != "sb.challenge_cancelled":
            raise ValueError(
                f"type must match const 'sb.challenge_cancelled', got '{type_}'"
            )

        sb_challenge_cancelled = cls(
            conflict_id=conflict_id,
            type_=type_,
        )

        sb_challenge_cancelled.additional_properties = d
        return sb_challenge_cancelled

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
