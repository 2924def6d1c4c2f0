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

T = TypeVar("T", bound="SbContestCalled")


@_attrs_define
class SbContestCalled:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        target_id (str):
        rating_name (str):
        rating (int | None):
        target_rating_name (str):
        target_rating (int | None):
        type_ (Literal['sb.contest_called']):  Default: 'sb.contest_called'.
        modifier (int | Unset):  Default: 0.
        target_modifier (int | Unset):  Default: 0.
    """

    conflict_id: str
    character_id: str
    target_id: str
    rating_name: str
    rating: int | None
    target_rating_name: str
    target_rating: int | None
    type_: Literal["sb.contest_called"] = "sb.contest_called"
    modifier: int | Unset = 0
    target_modifier: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        target_id = self.target_id

        rating_name = self.rating_name

        rating: int | None
        rating = self.rating

        target_rating_name = self.target_rating_name

        target_rating: int | None
        target_rating = self.target_rating

        type_ = self.type_

        modifier = self.modifier

        target_modifier = self.target_modifier

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "target_id": target_id,
                "rating_name": rating_name,
                "rating": rating,
                "target_rating_name": target_rating_name,
                "target_rating": target_rating,
                "type": type_,
            }
        )
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if target_modifier is not UNSET:
            field_dict["target_modifier"] = target_modifier

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        rating_name = d.pop("rating_name")

        def _parse_rating(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rating = _parse_rating(d.pop("rating"))

        target_rating_name = d.pop("target_rating_name")

        def _parse_target_rating(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target_rating = _parse_target_rating(d.pop("target_rating"))

        type_ = cast(Literal["sb.contest_called"], d.pop("type"))
        if type_ != "sb.contest_called":
            raise ValueError(
                f"type must match const 'sb.contest_called', got '{type_}'"
            )

        modifier = d.pop("modifier", UNSET)

        target_modifier = d.pop("target_modifier", UNSET)

        sb_contest_called = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            target_id=target_id,
            rating_name=rating_name,
            rating=rating,
            target_rating_name=target_rating_name,
            target_rating=target_rating,
            type_=type_,
            modifier=modifier,
            target_modifier=target_modifier,
        )

        sb_contest_called.additional_properties = d
        return sb_contest_called

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
