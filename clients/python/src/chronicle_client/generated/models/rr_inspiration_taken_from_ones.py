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

T = TypeVar("T", bound="RrInspirationTakenFromOnes")


@_attrs_define
class RrInspirationTakenFromOnes:
    """
    Attributes:
        test_id (str):
        character_id (str):
        table_id (str):
        count (int):
        successes_before (int):
        successes_after (int):
        inspiration_before (int):
        inspiration_after (int):
        type_ (Literal['rr.inspiration_taken_from_ones']):  Default: 'rr.inspiration_taken_from_ones'.
    """

    test_id: str
    character_id: str
    table_id: str
    count: int
    successes_before: int
    successes_after: int
    inspiration_before: int
    inspiration_after: int
    type_: Literal["rr.inspiration_taken_from_ones"] = "rr.inspiration_taken_from_ones"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        table_id = self.table_id

        count = self.count

        successes_before = self.successes_before

        successes_after = self.successes_after

        inspiration_before = self.inspiration_before

        inspiration_after = self.inspiration_after

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "test_id": test_id,
                "character_id": character_id,
                "table_id": table_id,
                "count": count,
                "successes_before": successes_before,
                "successes_after": successes_after,
                "inspiration_before": inspiration_before,
                "inspiration_after": inspiration_after,
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

        count = d.pop("count")

        successes_before = d.pop("successes_before")

        successes_after = d.pop("successes_after")

        inspiration_before = d.pop("inspiration_before")

        inspiration_after = d.pop("inspiration_after")

        type_ = cast(Literal["rr.inspiration_taken_from_ones"], d.pop("type"))
        if type_ != "rr.inspiration_taken_from_ones":
            raise ValueError(
                f"type must match const 'rr.inspiration_taken_from_ones', got '{type_}'"
            )

        rr_inspiration_taken_from_ones = cls(
            test_id=test_id,
            character_id=character_id,
            table_id=table_id,
            count=count,
            successes_before=successes_before,
            successes_after=successes_after,
            inspiration_before=inspiration_before,
            inspiration_after=inspiration_after,
            type_=type_,
        )

        rr_inspiration_taken_from_ones.additional_properties = d
        return rr_inspiration_taken_from_ones

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
