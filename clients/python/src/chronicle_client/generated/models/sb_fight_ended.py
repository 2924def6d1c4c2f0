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

T = TypeVar("T", bound="SbFightEnded")


@_attrs_define
class SbFightEnded:
    """
    Attributes:
        conflict_id (str):
        round_ (int):
        type_ (Literal['sb.fight_ended']):  Default: 'sb.fight_ended'.
    """

    conflict_id: str
    round_: int
    type_: Literal["sb.fight_ended"] = "sb.fight_ended"
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

        type_ = cast(Literal["sb.fight_ended"], d.pop("type"))
        if type_ != "sb.fight_ended":
            raise ValueError(f"type must match const 'sb.fight_ended', got '{type_}'")

        sb_fight_ended = cls(
            conflict_id=conflict_id,
            round_=round_,
            type_=type_,
        )

        sb_fight_ended.additional_properties = d
        return sb_fight_ended

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
