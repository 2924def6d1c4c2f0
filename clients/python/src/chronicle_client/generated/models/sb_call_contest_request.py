from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SbCallContestRequest")


@_attrs_define
class SbCallContestRequest:
    """Two characters try to out-do each other: the GM names each side's rating (and any modifier).

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            target_id (str):
            rating (str):
            target_rating (str):
            modifier (int | Unset):  Default: 0.
            target_modifier (int | Unset):  Default: 0.
    """

    character_id: str
    target_id: str
    rating: str
    target_rating: str
    modifier: int | Unset = 0
    target_modifier: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        target_id = self.target_id

        rating = self.rating

        target_rating = self.target_rating

        modifier = self.modifier

        target_modifier = self.target_modifier

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "target_id": target_id,
                "rating": rating,
                "target_rating": target_rating,
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
        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        rating = d.pop("rating")

        target_rating = d.pop("target_rating")

        modifier = d.pop("modifier", UNSET)

        target_modifier = d.pop("target_modifier", UNSET)

        sb_call_contest_request = cls(
            character_id=character_id,
            target_id=target_id,
            rating=rating,
            target_rating=target_rating,
            modifier=modifier,
            target_modifier=target_modifier,
        )

        sb_call_contest_request.additional_properties = d
        return sb_call_contest_request

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
