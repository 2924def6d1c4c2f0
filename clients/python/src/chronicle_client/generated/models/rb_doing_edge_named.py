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

T = TypeVar("T", bound="RbDoingEdgeNamed")


@_attrs_define
class RbDoingEdgeNamed:
    """
    Attributes:
        character_id (str):
        edge_id (str):
        name (str):
        type_ (Literal['rb.doing_edge_named']):  Default: 'rb.doing_edge_named'.
    """

    character_id: str
    edge_id: str
    name: str
    type_: Literal["rb.doing_edge_named"] = "rb.doing_edge_named"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        edge_id = self.edge_id

        name = self.name

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "edge_id": edge_id,
                "name": name,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        edge_id = d.pop("edge_id")

        name = d.pop("name")

        type_ = cast(Literal["rb.doing_edge_named"], d.pop("type"))
        if type_ != "rb.doing_edge_named":
            raise ValueError(
                f"type must match const 'rb.doing_edge_named', got '{type_}'"
            )

        rb_doing_edge_named = cls(
            character_id=character_id,
            edge_id=edge_id,
            name=name,
            type_=type_,
        )

        rb_doing_edge_named.additional_properties = d
        return rb_doing_edge_named

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
