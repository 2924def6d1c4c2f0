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

T = TypeVar("T", bound="RrSurpriseBoughtOff")


@_attrs_define
class RrSurpriseBoughtOff:
    """
    Attributes:
        test_id (str):
        character_id (str):
        table_id (str):
        conflict_id (str):
        attribute (str):
        points (int):
        successes (int):
        loss_before (int):
        loss_after (int):
        surprise_before (int):
        surprise_after (int):
        type_ (Literal['rr.surprise_bought_off']):  Default: 'rr.surprise_bought_off'.
    """

    test_id: str
    character_id: str
    table_id: str
    conflict_id: str
    attribute: str
    points: int
    successes: int
    loss_before: int
    loss_after: int
    surprise_before: int
    surprise_after: int
    type_: Literal["rr.surprise_bought_off"] = "rr.surprise_bought_off"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        table_id = self.table_id

        conflict_id = self.conflict_id

        attribute = self.attribute

        points = self.points

        successes = self.successes

        loss_before = self.loss_before

        loss_after = self.loss_after

        surprise_before = self.surprise_before

        surprise_after = self.surprise_after

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "test_id": test_id,
                "character_id": character_id,
                "table_id": table_id,
                "conflict_id": conflict_id,
                "attribute": attribute,
                "points": points,
                "successes": successes,
                "loss_before": loss_before,
                "loss_after": loss_after,
                "surprise_before": surprise_before,
                "surprise_after": surprise_after,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        table_id = d.pop("table_id")

        conflict_id = d.pop("conflict_id")

        attribute = d.pop("attribute")

        points = d.pop("points")

        successes = d.pop("successes")

        loss_before = d.pop("loss_before")

        loss_after = d.pop("loss_after")

        surprise_before = d.pop("surprise_before")

        surprise_after = d.pop("surprise_after")

        type_ = cast(Literal["rr.surprise_bought_off"], d.pop("type"))
        if type_ != "rr.surprise_bought_off":
            raise ValueError(
                f"type must match const 'rr.surprise_bought_off', got '{type_}'"
            )

        rr_surprise_bought_off = cls(
            test_id=test_id,
            character_id=character_id,
            table_id=table_id,
            conflict_id=conflict_id,
            attribute=attribute,
            points=points,
            successes=successes,
            loss_before=loss_before,
            loss_after=loss_after,
            surprise_before=surprise_before,
            surprise_after=surprise_after,
            type_=type_,
        )

        rr_surprise_bought_off.additional_properties = d
        return rr_surprise_bought_off

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
