from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Allowance")


@_attrs_define
class Allowance:
    """
    Attributes:
        character_id (str):
        base (int):
        borrowed (int):
        actions (int):
        berserk_actions (int):
    """

    character_id: str
    base: int
    borrowed: int
    actions: int
    berserk_actions: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        base = self.base

        borrowed = self.borrowed

        actions = self.actions

        berserk_actions = self.berserk_actions

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "base": base,
                "borrowed": borrowed,
                "actions": actions,
                "berserk_actions": berserk_actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        base = d.pop("base")

        borrowed = d.pop("borrowed")

        actions = d.pop("actions")

        berserk_actions = d.pop("berserk_actions")

        allowance = cls(
            character_id=character_id,
            base=base,
            borrowed=borrowed,
            actions=actions,
            berserk_actions=berserk_actions,
        )

        allowance.additional_properties = d
        return allowance

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
