from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PoolDie")


@_attrs_define
class PoolDie:
    """
    Attributes:
        character_id (str):
        symbol (str):
        edge_id (None | str | Unset):
        helper (bool | Unset):  Default: False.
    """

    character_id: str
    symbol: str
    edge_id: None | str | Unset = UNSET
    helper: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        symbol = self.symbol

        edge_id: None | str | Unset
        if isinstance(self.edge_id, Unset):
            edge_id = UNSET
        else:
            edge_id = self.edge_id

        helper = self.helper

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "symbol": symbol,
            }
        )
        if edge_id is not UNSET:
            field_dict["edge_id"] = edge_id
        if helper is not UNSET:
            field_dict["helper"] = helper

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        symbol = d.pop("symbol")

        def _parse_edge_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        edge_id = _parse_edge_id(d.pop("edge_id", UNSET))

        helper = d.pop("helper", UNSET)

        pool_die = cls(
            character_id=character_id,
            symbol=symbol,
            edge_id=edge_id,
            helper=helper,
        )

        pool_die.additional_properties = d
        return pool_die

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
