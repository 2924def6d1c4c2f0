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

from ..models.rb_edge_sacrificed_fallout import RbEdgeSacrificedFallout
from ..models.rb_edge_sacrificed_kind import RbEdgeSacrificedKind

T = TypeVar("T", bound="RbEdgeSacrificed")


@_attrs_define
class RbEdgeSacrificed:
    """
    Attributes:
        character_id (str):
        edge_id (str):
        kind (RbEdgeSacrificedKind):
        symbol (str):
        conflict_id (str):
        fallout (RbEdgeSacrificedFallout):
        mandatory (bool):
        actor_id (str):
        type_ (Literal['rb.edge_sacrificed']):  Default: 'rb.edge_sacrificed'.
    """

    character_id: str
    edge_id: str
    kind: RbEdgeSacrificedKind
    symbol: str
    conflict_id: str
    fallout: RbEdgeSacrificedFallout
    mandatory: bool
    actor_id: str
    type_: Literal["rb.edge_sacrificed"] = "rb.edge_sacrificed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        edge_id = self.edge_id

        kind = self.kind.value

        symbol = self.symbol

        conflict_id = self.conflict_id

        fallout = self.fallout.value

        mandatory = self.mandatory

        actor_id = self.actor_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "edge_id": edge_id,
                "kind": kind,
                "symbol": symbol,
                "conflict_id": conflict_id,
                "fallout": fallout,
                "mandatory": mandatory,
                "actor_id": actor_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        edge_id = d.pop("edge_id")

        kind = RbEdgeSacrificedKind(d.pop("kind"))

        symbol = d.pop("symbol")

        conflict_id = d.pop("conflict_id")

        fallout = RbEdgeSacrificedFallout(d.pop("fallout"))

        mandatory = d.pop("mandatory")

        actor_id = d.pop("actor_id")

        type_ = cast(Literal["rb.edge_sacrificed"], d.pop("type"))
        if type_ != "rb.edge_sacrificed":
            raise ValueError(
                f"type must match const 'rb.edge_sacrificed', got '{type_}'"
            )

        rb_edge_sacrificed = cls(
            character_id=character_id,
            edge_id=edge_id,
            kind=kind,
            symbol=symbol,
            conflict_id=conflict_id,
            fallout=fallout,
            mandatory=mandatory,
            actor_id=actor_id,
            type_=type_,
        )

        rb_edge_sacrificed.additional_properties = d
        return rb_edge_sacrificed

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
