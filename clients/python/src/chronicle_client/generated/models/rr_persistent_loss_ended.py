from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_persistent_loss_ended_attribute import RrPersistentLossEndedAttribute

T = TypeVar("T", bound="RrPersistentLossEnded")


@_attrs_define
class RrPersistentLossEnded:
    """
    Attributes:
        character_id (str):
        attribute (RrPersistentLossEndedAttribute):
        points (int):
        type_ (Literal['rr.persistent_loss_ended']):  Default: 'rr.persistent_loss_ended'.
    """

    character_id: str
    attribute: RrPersistentLossEndedAttribute
    points: int
    type_: Literal["rr.persistent_loss_ended"] = "rr.persistent_loss_ended"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        attribute = self.attribute.value

        points = self.points

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "attribute": attribute,
                "points": points,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        attribute = RrPersistentLossEndedAttribute(d.pop("attribute"))

        points = d.pop("points")

        type_ = cast(Literal["rr.persistent_loss_ended"], d.pop("type"))
        if type_ != "rr.persistent_loss_ended":
            raise ValueError(
                f"type must match const 'rr.persistent_loss_ended', got '{type_}'"
            )

        rr_persistent_loss_ended = cls(
            character_id=character_id,
            attribute=attribute,
            points=points,
            type_=type_,
        )

        rr_persistent_loss_ended.additional_properties = d
        return rr_persistent_loss_ended

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
