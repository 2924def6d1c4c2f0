from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice import Dice


T = TypeVar("T", bound="BeatLine")


@_attrs_define
class BeatLine:
    """
    Attributes:
        version (int):
        time (datetime.datetime):
        text (str):
        character (str | Unset):  Default: ''.
        outcome (str | Unset):  Default: ''.
        dice (list[Dice] | Unset):
    """

    version: int
    time: datetime.datetime
    text: str
    character: str | Unset = ""
    outcome: str | Unset = ""
    dice: list[Dice] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        time = self.time.isoformat()

        text = self.text

        character = self.character

        outcome = self.outcome

        dice: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = []
            for dice_item_data in self.dice:
                dice_item = dice_item_data.to_dict()
                dice.append(dice_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "time": time,
                "text": text,
            }
        )
        if character is not UNSET:
            field_dict["character"] = character
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice import Dice

        d = dict(src_dict)
        version = d.pop("version")

        time = datetime.datetime.fromisoformat(d.pop("time"))

        text = d.pop("text")

        character = d.pop("character", UNSET)

        outcome = d.pop("outcome", UNSET)

        _dice = d.pop("dice", UNSET)
        dice: list[Dice] | Unset = UNSET
        if _dice is not UNSET:
            dice = []
            for dice_item_data in _dice:
                dice_item = Dice.from_dict(dice_item_data)

                dice.append(dice_item)

        beat_line = cls(
            version=version,
            time=time,
            text=text,
            character=character,
            outcome=outcome,
            dice=dice,
        )

        beat_line.additional_properties = d
        return beat_line

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
