from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OrderKey")


@_attrs_define
class OrderKey:
    """
    Attributes:
        character_id (str):
        score (int):
        tiebreak (int):
        inspiration (int):
        save_successes (int | None | Unset):
    """

    character_id: str
    score: int
    tiebreak: int
    inspiration: int
    save_successes: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        score = self.score

        tiebreak = self.tiebreak

        inspiration = self.inspiration

        save_successes: int | None | Unset
        if isinstance(self.save_successes, Unset):
            save_successes = UNSET
        else:
            save_successes = self.save_successes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "score": score,
                "tiebreak": tiebreak,
                "inspiration": inspiration,
            }
        )
        if save_successes is not UNSET:
            field_dict["save_successes"] = save_successes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        score = d.pop("score")

        tiebreak = d.pop("tiebreak")

        inspiration = d.pop("inspiration")

        def _parse_save_successes(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        save_successes = _parse_save_successes(d.pop("save_successes", UNSET))

        order_key = cls(
            character_id=character_id,
            score=score,
            tiebreak=tiebreak,
            inspiration=inspiration,
            save_successes=save_successes,
        )

        order_key.additional_properties = d
        return order_key

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
