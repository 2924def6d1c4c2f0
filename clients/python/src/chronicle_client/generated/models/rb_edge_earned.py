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

from ..models.rb_edge_earned_source import RbEdgeEarnedSource

T = TypeVar("T", bound="RbEdgeEarned")


@_attrs_define
class RbEdgeEarned:
    """
    Attributes:
        owed_id (str):
        character_id (str):
        conflict_id (str):
        source (RbEdgeEarnedSource):
        type_ (Literal['rb.edge_earned']):  Default: 'rb.edge_earned'.
    """

    owed_id: str
    character_id: str
    conflict_id: str
    source: RbEdgeEarnedSource
    type_: Literal["rb.edge_earned"] = "rb.edge_earned"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        owed_id = self.owed_id

        character_id = self.character_id

        conflict_id = self.conflict_id

        source = self.source.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "owed_id": owed_id,
                "character_id": character_id,
                "conflict_id": conflict_id,
                "source": source,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        owed_id = d.pop("owed_id")

        character_id = d.pop("character_id")

        conflict_id = d.pop("conflict_id")

        source = RbEdgeEarnedSource(d.pop("source"))

        type_ = cast(Literal["rb.edge_earned"], d.pop("type"))
        if type_ != "rb.edge_earned":
            raise ValueError(f"type must match const 'rb.edge_earned', got '{type_}'")

        rb_edge_earned = cls(
            owed_id=owed_id,
            character_id=character_id,
            conflict_id=conflict_id,
            source=source,
            type_=type_,
        )

        rb_edge_earned.additional_properties = d
        return rb_edge_earned

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
