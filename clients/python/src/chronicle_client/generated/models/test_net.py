from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TestNet")


@_attrs_define
class TestNet:
    """
    Attributes:
        test_id (str):
        character_id (str):
        successes (int):
        difficulty (int):
        net (int):
        won (bool):
        bought_off (int | Unset):  Default: 0.
    """

    test_id: str
    character_id: str
    successes: int
    difficulty: int
    net: int
    won: bool
    bought_off: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        successes = self.successes

        difficulty = self.difficulty

        net = self.net

        won = self.won

        bought_off = self.bought_off

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "test_id": test_id,
                "character_id": character_id,
                "successes": successes,
                "difficulty": difficulty,
                "net": net,
                "won": won,
            }
        )
        if bought_off is not UNSET:
            field_dict["bought_off"] = bought_off

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        successes = d.pop("successes")

        difficulty = d.pop("difficulty")

        net = d.pop("net")

        won = d.pop("won")

        bought_off = d.pop("bought_off", UNSET)

        test_net = cls(
            test_id=test_id,
            character_id=character_id,
            successes=successes,
            difficulty=difficulty,
            net=net,
            won=won,
            bought_off=bought_off,
        )

        test_net.additional_properties = d
        return test_net

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
