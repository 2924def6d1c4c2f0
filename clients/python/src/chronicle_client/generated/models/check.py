from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.check_fluke import CheckFluke
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.shapers_checks_part import ShapersChecksPart


T = TypeVar("T", bound="Check")


@_attrs_define
class Check:
    """
    Attributes:
        roll_index (int):
        dice_total (int):
        rating_name (str):
        rating (int | None):
        parts (list[ShapersChecksPart]):
        total (int):
        target (int | None | Unset):  Default: 11.
        succeeded (bool | None | Unset):
        margin (int | None | Unset):
        fluke (CheckFluke | None | Unset):
    """

    roll_index: int
    dice_total: int
    rating_name: str
    rating: int | None
    parts: list[ShapersChecksPart]
    total: int
    target: int | None | Unset = 11
    succeeded: bool | None | Unset = UNSET
    margin: int | None | Unset = UNSET
    fluke: CheckFluke | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        roll_index = self.roll_index

        dice_total = self.dice_total

        rating_name = self.rating_name

        rating: int | None
        rating = self.rating

        parts = []
        for parts_item_data in self.parts:
            parts_item = parts_item_data.to_dict()
            parts.append(parts_item)

        total = self.total

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        succeeded: bool | None | Unset
        if isinstance(self.succeeded, Unset):
            succeeded = UNSET
        else:
            succeeded = self.succeeded

        margin: int | None | Unset
        if isinstance(self.margin, Unset):
            margin = UNSET
        else:
            margin = self.margin

        fluke: None | str | Unset
        if isinstance(self.fluke, Unset):
            fluke = UNSET
        elif isinstance(self.fluke, CheckFluke):
            fluke = self.fluke.value
        else:
            fluke = self.fluke

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "roll_index": roll_index,
                "dice_total": dice_total,
                "rating_name": rating_name,
                "rating": rating,
                "parts": parts,
                "total": total,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target
        if succeeded is not UNSET:
            field_dict["succeeded"] = succeeded
        if margin is not UNSET:
            field_dict["margin"] = margin
        if fluke is not UNSET:
            field_dict["fluke"] = fluke

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.shapers_checks_part import ShapersChecksPart

        d = dict(src_dict)
        roll_index = d.pop("roll_index")

        dice_total = d.pop("dice_total")

        rating_name = d.pop("rating_name")

        def _parse_rating(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rating = _parse_rating(d.pop("rating"))

        parts = []
        _parts = d.pop("parts")
        for parts_item_data in _parts:
            parts_item = ShapersChecksPart.from_dict(parts_item_data)

            parts.append(parts_item)

        total = d.pop("total")

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        def _parse_succeeded(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        succeeded = _parse_succeeded(d.pop("succeeded", UNSET))

        def _parse_margin(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        margin = _parse_margin(d.pop("margin", UNSET))

        def _parse_fluke(data: object) -> CheckFluke | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fluke_fluke = CheckFluke(data)

                return fluke_fluke
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CheckFluke | None | Unset, data)

        fluke = _parse_fluke(d.pop("fluke", UNSET))

        check = cls(
            roll_index=roll_index,
            dice_total=dice_total,
            rating_name=rating_name,
            rating=rating,
            parts=parts,
            total=total,
            target=target,
            succeeded=succeeded,
            margin=margin,
            fluke=fluke,
        )

        check.additional_properties = d
        return check

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
