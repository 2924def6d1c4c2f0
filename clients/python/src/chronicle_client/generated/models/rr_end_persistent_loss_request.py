from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_end_persistent_loss_request_attribute import (
    RrEndPersistentLossRequestAttribute,
)

T = TypeVar("T", bound="RrEndPersistentLossRequest")


@_attrs_define
class RrEndPersistentLossRequest:
    """The cause of a persistent loss has ended: it can now be bought off with successes.

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            attribute (RrEndPersistentLossRequestAttribute):
    """

    character_id: str
    attribute: RrEndPersistentLossRequestAttribute
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        attribute = self.attribute.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "attribute": attribute,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        attribute = RrEndPersistentLossRequestAttribute(d.pop("attribute"))

        rr_end_persistent_loss_request = cls(
            character_id=character_id,
            attribute=attribute,
        )

        rr_end_persistent_loss_request.additional_properties = d
        return rr_end_persistent_loss_request

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
