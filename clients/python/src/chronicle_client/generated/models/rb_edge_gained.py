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

from ..models.rb_edge_gained_kind import RbEdgeGainedKind
from ..models.rb_edge_gained_source import RbEdgeGainedSource
from ..types import UNSET, Unset

T = TypeVar("T", bound="RbEdgeGained")


@_attrs_define
class RbEdgeGained:
    """
    Attributes:
        character_id (str):
        edge_id (str):
        kind (RbEdgeGainedKind):
        symbol (str):
        source (RbEdgeGainedSource):
        type_ (Literal['rb.edge_gained']):  Default: 'rb.edge_gained'.
        doing_symbol (None | str | Unset):
        owed_id (None | str | Unset):
        conflict_id (None | str | Unset):
    """

    character_id: str
    edge_id: str
    kind: RbEdgeGainedKind
    symbol: str
    source: RbEdgeGainedSource
    type_: Literal["rb.edge_gained"] = "rb.edge_gained"
    doing_symbol: None | str | Unset = UNSET
    owed_id: None | str | Unset = UNSET
    conflict_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        edge_id = self.edge_id

        kind = self.kind.value

        symbol = self.symbol

        source = self.source.value

        type_ = self.type_

        doing_symbol: None | str | Unset
        if isinstance(self.doing_symbol, Unset):
            doing_symbol = UNSET
        else:
            doing_symbol = self.doing_symbol

        owed_id: None | str | Unset
        if isinstance(self.owed_id, Unset):
            owed_id = UNSET
        else:
            owed_id = self.owed_id

        conflict_id: None | str | Unset
        if isinstance(self.conflict_id, Unset):
            conflict_id = UNSET
        else:
            conflict_id = self.conflict_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "edge_id": edge_id,
                "kind": kind,
                "symbol": symbol,
                "source": source,
                "type": type_,
            }
        )
        if doing_symbol is not UNSET:
            field_dict["doing_symbol"] = doing_symbol
        if owed_id is not UNSET:
            field_dict["owed_id"] = owed_id
        if conflict_id is not UNSET:
            field_dict["conflict_id"] = conflict_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        edge_id = d.pop("edge_id")

        kind = RbEdgeGainedKind(d.pop("kind"))

        symbol = d.pop("symbol")

        source = RbEdgeGainedSource(d.pop("source"))

        type_ = cast(Literal["rb.edge_gained"], d.pop("type"))
        if type_ != "rb.edge_gained":
            raise ValueError(f"type must match const 'rb.edge_gained', got '{type_}'")

        def _parse_doing_symbol(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        doing_symbol = _parse_doing_symbol(d.pop("doing_symbol", UNSET))

        def _parse_owed_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owed_id = _parse_owed_id(d.pop("owed_id", UNSET))

        def _parse_conflict_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id", UNSET))

        rb_edge_gained = cls(
            character_id=character_id,
            edge_id=edge_id,
            kind=kind,
            symbol=symbol,
            source=source,
            type_=type_,
            doing_symbol=doing_symbol,
            owed_id=owed_id,
            conflict_id=conflict_id,
        )

        rb_edge_gained.additional_properties = d
        return rb_edge_gained

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
