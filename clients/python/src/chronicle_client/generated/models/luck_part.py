from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.die_tally import DieTally


T = TypeVar("T", bound="LuckPart")


@_attrs_define
class LuckPart:
    """
    Attributes:
        rolls (int | Unset):  Default: 0.
        dice (list[DieTally] | Unset):
    """

    rolls: int | Unset = 0
    dice: list[DieTally] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rolls = self.rolls

        dice: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = []
            for dice_item_data in self.dice:
                dice_item = dice_item_data.to_dict()
                dice.append(dice_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if dice is not UNSET:
            field_dict["dice"] = dice

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.die_tally import DieTally

        d = dict(src_dict)
        rolls = d.pop("rolls", UNSET)

        _dice = d.pop("dice", UNSET)
        dice: list[DieTally] | Unset = UNSET
        if _dice is not UNSET:
            dice = []
            for dice_item_data in _dice:
                dice_item = DieTally.from_dict(dice_item_data)

                dice.append(dice_item)

        luck_part = cls(
            rolls=rolls,
            dice=dice,
        )

        luck_part.additional_properties = d
        return luck_part

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
