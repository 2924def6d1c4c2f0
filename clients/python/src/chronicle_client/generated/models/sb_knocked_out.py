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

from ..types import UNSET, Unset

T = TypeVar("T", bound="SbKnockedOut")


@_attrs_define
class SbKnockedOut:
    """
    Attributes:
        character_id (str):
        type_ (Literal['sb.knocked_out']):  Default: 'sb.knocked_out'.
        conflict_id (None | str | Unset):
        wake_round (int | None | Unset):
    """

    character_id: str
    type_: Literal["sb.knocked_out"] = "sb.knocked_out"
    conflict_id: None | str | Unset = UNSET
    wake_round: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        type_ = self.type_

        conflict_id: None | str | Unset
        if isinstance(self.conflict_id, Unset):
            conflict_id = UNSET
        else:
            conflict_id = self.conflict_id

        wake_round: int | None | Unset
        if isinstance(self.wake_round, Unset):
            wake_round = UNSET
        else:
            wake_round = self.wake_round

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "type": type_,
            }
        )
        if conflict_id is not UNSET:
            field_dict["conflict_id"] = conflict_id
        if wake_round is not UNSET:
            field_dict["wake_round"] = wake_round

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        type_ = cast(Literal["sb.knocked_out"], d.pop("type"))
        if type_ != "sb.knocked_out":
            raise ValueError(f"type must match const 'sb.knocked_out', got '{type_}'")

        def _parse_conflict_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id", UNSET))

        def _parse_wake_round(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        wake_round = _parse_wake_round(d.pop("wake_round", UNSET))

        sb_knocked_out = cls(
            character_id=character_id,
            type_=type_,
            conflict_id=conflict_id,
            wake_round=wake_round,
        )

        sb_knocked_out.additional_properties = d
        return sb_knocked_out

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
