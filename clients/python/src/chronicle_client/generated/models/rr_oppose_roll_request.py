from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RrOpposeRollRequest")


@_attrs_define
class RrOpposeRollRequest:
    """Spend 1 Action Point (2 with an off-hand weapon, plus any Perception Save penalty) to oppose the
    acting robot's Test. The Turn Order does not change. `test_id` names the roll opposed (a rolled, unresolved
    test of this conflict made by another robot); the GM then calls the opposing roll against it.

    Attributes:
        conflict_id (str):
        character_id (str):
        test_id (None | str | Unset):
        off_hand (bool | Unset):  Default: False.
    """

    conflict_id: str
    character_id: str
    test_id: None | str | Unset = UNSET
    off_hand: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        test_id: None | str | Unset
        if isinstance(self.test_id, Unset):
            test_id = UNSET
        else:
            test_id = self.test_id

        off_hand = self.off_hand

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
            }
        )
        if test_id is not UNSET:
            field_dict["test_id"] = test_id
        if off_hand is not UNSET:
            field_dict["off_hand"] = off_hand

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        def _parse_test_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        test_id = _parse_test_id(d.pop("test_id", UNSET))

        off_hand = d.pop("off_hand", UNSET)

        rr_oppose_roll_request = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            test_id=test_id,
            off_hand=off_hand,
        )

        rr_oppose_roll_request.additional_properties = d
        return rr_oppose_roll_request

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
