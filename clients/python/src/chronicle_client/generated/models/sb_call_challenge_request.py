from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sb_call_challenge_request_guide import SbCallChallengeRequestGuide
from ..types import UNSET, Unset

T = TypeVar("T", bound="SbCallChallengeRequest")


@_attrs_define
class SbCallChallengeRequest:
    """The GM sets a challenge: which rating the character uses and how hard it is (or, with a shaping
        skill, `guide` easy/hard from the shaping table). With `automatic`, a bonus above 2 succeeds with no
        roll.

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            rating (str):
            difficulty (int | None | Unset):
            guide (None | SbCallChallengeRequestGuide | Unset):
            automatic (bool | Unset):  Default: False.
            note (str | Unset):  Default: ''.
    """

    character_id: str
    rating: str
    difficulty: int | None | Unset = UNSET
    guide: None | SbCallChallengeRequestGuide | Unset = UNSET
    automatic: bool | Unset = False
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        rating = self.rating

        difficulty: int | None | Unset
        if isinstance(self.difficulty, Unset):
            difficulty = UNSET
        else:
            difficulty = self.difficulty

        guide: None | str | Unset
        if isinstance(self.guide, Unset):
            guide = UNSET
        elif isinstance(self.guide, SbCallChallengeRequestGuide):
            guide = self.guide.value
        else:
            guide = self.guide

        automatic = self.automatic

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "rating": rating,
            }
        )
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if guide is not UNSET:
            field_dict["guide"] = guide
        if automatic is not UNSET:
            field_dict["automatic"] = automatic
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        rating = d.pop("rating")

        def _parse_difficulty(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        difficulty = _parse_difficulty(d.pop("difficulty", UNSET))

        def _parse_guide(data: object) -> None | SbCallChallengeRequestGuide | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                guide_guide = SbCallChallengeRequestGuide(data)

                return guide_guide
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SbCallChallengeRequestGuide | Unset, data)

        guide = _parse_guide(d.pop("guide", UNSET))

        automatic = d.pop("automatic", UNSET)

        note = d.pop("note", UNSET)

        sb_call_challenge_request = cls(
            character_id=character_id,
            rating=rating,
            difficulty=difficulty,
            guide=guide,
            automatic=automatic,
            note=note,
        )

        sb_call_challenge_request.additional_properties = d
        return sb_call_challenge_request

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
