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

T = TypeVar("T", bound="SbChallengeSucceededAutomatically")


@_attrs_define
class SbChallengeSucceededAutomatically:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        rating_name (str):
        rating (int):
        difficulty (int):
        bonus (int):
        type_ (Literal['sb.challenge_succeeded_automatically']):  Default: 'sb.challenge_succeeded_automatically'.
        note (str | Unset):  Default: ''.
    """

    conflict_id: str
    character_id: str
    rating_name: str
    rating: int
    difficulty: int
    bonus: int
    type_: Literal["sb.challenge_succeeded_automatically"] = (
        "sb.challenge_succeeded_automatically"
    )
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        rating_name = self.rating_name

        rating = self.rating

        difficulty = self.difficulty

        bonus = self.bonus

        type_ = self.type_

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "rating_name": rating_name,
                "rating": rating,
                "difficulty": difficulty,
                "bonus": bonus,
                "type": type_,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        rating_name = d.pop("rating_name")

        rating = d.pop("rating")

        difficulty = d.pop("difficulty")

        bonus = d.pop("bonus")

        type_ = cast(Literal["sb.challenge_succeeded_automatically"], d.pop("type"))
        if type_ != "sb.challenge_succeeded_automatically":
            raise ValueError(
                f"type must match const 'sb.challenge_succeeded_automatically', got '{type_}'"
            )

        note = d.pop("note", UNSET)

        sb_challenge_succeeded_automatically = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            rating_name=rating_name,
            rating=rating,
            difficulty=difficulty,
            bonus=bonus,
            type_=type_,
            note=note,
        )

        sb_challenge_succeeded_automatically.additional_properties = d
        return sb_challenge_succeeded_automatically

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
