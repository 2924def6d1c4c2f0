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

from ..models.sb_challenge_called_guide import SbChallengeCalledGuide
from ..types import UNSET, Unset

T = TypeVar("T", bound="SbChallengeCalled")


@_attrs_define
class SbChallengeCalled:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        rating_name (str):
        rating (int | None):
        difficulty (int):
        type_ (Literal['sb.challenge_called']):  Default: 'sb.challenge_called'.
        guide (None | SbChallengeCalledGuide | Unset):
        note (str | Unset):  Default: ''.
    """

    conflict_id: str
    character_id: str
    rating_name: str
    rating: int | None
    difficulty: int
    type_: Literal["sb.challenge_called"] = "sb.challenge_called"
    guide: None | SbChallengeCalledGuide | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        rating_name = self.rating_name

        rating: int | None
        rating = self.rating

        difficulty = self.difficulty

        type_ = self.type_

        guide: None | str | Unset
        if isinstance(self.guide, Unset):
            guide = UNSET
        elif isinstance(self.guide, SbChallengeCalledGuide):
            guide = self.guide.value
        else:
            guide = self.guide

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
                "type": type_,
            }
        )
        if guide is not UNSET:
            field_dict["guide"] = guide
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        rating_name = d.pop("rating_name")

        def _parse_rating(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rating = _parse_rating(d.pop("rating"))

        difficulty = d.pop("difficulty")

        type_ = cast(Literal["sb.challenge_called"], d.pop("type"))
        if type_ != "sb.challenge_called":
            raise ValueError(
                f"type must match const 'sb.challenge_called', got '{type_}'"
            )

        def _parse_guide(data: object) -> None | SbChallengeCalledGuide | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                guide_guide = SbChallengeCalledGuide(data)

                return guide_guide
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SbChallengeCalledGuide | Unset, data)

        guide = _parse_guide(d.pop("guide", UNSET))

        note = d.pop("note", UNSET)

        sb_challenge_called = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            rating_name=rating_name,
            rating=rating,
            difficulty=difficulty,
            type_=type_,
            guide=guide,
            note=note,
        )

        sb_challenge_called.additional_properties = d
        return sb_challenge_called

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
