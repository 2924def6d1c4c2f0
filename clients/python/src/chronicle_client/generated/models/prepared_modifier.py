from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PreparedModifier")


@_attrs_define
class PreparedModifier:
    """
    Attributes:
        modifier_id (str):
        character_id (str):
        amount (int):
        persistent (bool):
        attribute (None | str):
        source_character_id (None | str):
    """

    modifier_id: str
    character_id: str
    amount: int
    persistent: bool
    attribute: None | str
    source_character_id: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        modifier_id = self.modifier_id

        character_id = self.character_id

        amount = self.amount

        persistent = self.persistent

        attribute: None | str
        attribute = self.attribute

        source_character_id: None | str
        source_character_id = self.source_character_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "modifier_id": modifier_id,
                "character_id": character_id,
                "amount": amount,
                "persistent": persistent,
                "attribute": attribute,
                "source_character_id": source_character_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        modifier_id = d.pop("modifier_id")

        character_id = d.pop("character_id")

        amount = d.pop("amount")

        persistent = d.pop("persistent")

        def _parse_attribute(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        attribute = _parse_attribute(d.pop("attribute"))

        def _parse_source_character_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_character_id = _parse_source_character_id(d.pop("source_character_id"))

        prepared_modifier = cls(
            modifier_id=modifier_id,
            character_id=character_id,
            amount=amount,
            persistent=persistent,
            attribute=attribute,
            source_character_id=source_character_id,
        )

        prepared_modifier.additional_properties = d
        return prepared_modifier

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
