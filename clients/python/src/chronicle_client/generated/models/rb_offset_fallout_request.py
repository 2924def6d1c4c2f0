from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RbOffsetFalloutRequest")


@_attrs_define
class RbOffsetFalloutRequest:
    """Offset a test's fallout for every contributor before the GM describes it: minor fallout by Unbeing
    (`symbol`, a Being trait) or by sacrificing a Being edge; major fallout by Undoing (`trait_id`, a Doing
    trait) or by sacrificing a Doing-trait edge (`edge_id`).

    Attributes:
        conflict_id (str):
        character_id (str):
        symbol (None | str | Unset):
        trait_id (None | str | Unset):
        edge_id (None | str | Unset):
    """

    conflict_id: str
    character_id: str
    symbol: None | str | Unset = UNSET
    trait_id: None | str | Unset = UNSET
    edge_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        symbol: None | str | Unset
        if isinstance(self.symbol, Unset):
            symbol = UNSET
        else:
            symbol = self.symbol

        trait_id: None | str | Unset
        if isinstance(self.trait_id, Unset):
            trait_id = UNSET
        else:
            trait_id = self.trait_id

        edge_id: None | str | Unset
        if isinstance(self.edge_id, Unset):
            edge_id = UNSET
        else:
            edge_id = self.edge_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
            }
        )
        if symbol is not UNSET:
            field_dict["symbol"] = symbol
        if trait_id is not UNSET:
            field_dict["trait_id"] = trait_id
        if edge_id is not UNSET:
            field_dict["edge_id"] = edge_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        def _parse_symbol(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        symbol = _parse_symbol(d.pop("symbol", UNSET))

        def _parse_trait_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trait_id = _parse_trait_id(d.pop("trait_id", UNSET))

        def _parse_edge_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        edge_id = _parse_edge_id(d.pop("edge_id", UNSET))

        rb_offset_fallout_request = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            symbol=symbol,
            trait_id=trait_id,
            edge_id=edge_id,
        )

        rb_offset_fallout_request.additional_properties = d
        return rb_offset_fallout_request

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
