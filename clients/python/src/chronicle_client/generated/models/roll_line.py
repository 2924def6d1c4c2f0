from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice import Dice


T = TypeVar("T", bound="RollLine")


@_attrs_define
class RollLine:
    """
    Attributes:
        version (int):
        time (datetime.datetime):
        actor (None | str):
        text (str):
        dice (list[Dice]):
        visibility (str):
        hidden (bool | Unset):  Default: False.
    """

    version: int
    time: datetime.datetime
    actor: None | str
    text: str
    dice: list[Dice]
    visibility: str
    hidden: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        time = self.time.isoformat()

        actor: None | str
        actor = self.actor

        text = self.text

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)

        visibility = self.visibility

        hidden = self.hidden

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "time": time,
                "actor": actor,
                "text": text,
                "dice": dice,
                "visibility": visibility,
            }
        )
        if hidden is not UNSET:
            field_dict["hidden"] = hidden

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice import Dice

        d = dict(src_dict)
        version = d.pop("version")

        time = datetime.datetime.fromisoformat(d.pop("time"))

        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))

        text = d.pop("text")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in _dice:
            dice_item = Dice.from_dict(dice_item_data)

            dice.append(dice_item)

        visibility = d.pop("visibility")

        hidden = d.pop("hidden", UNSET)

        roll_line = cls(
            version=version,
            time=time,
            actor=actor,
            text=text,
            dice=dice,
            visibility=visibility,
            hidden=hidden,
        )

        roll_line.additional_properties = d
        return roll_line

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
