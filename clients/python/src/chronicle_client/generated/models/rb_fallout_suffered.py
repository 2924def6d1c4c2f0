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

from ..models.rb_fallout_suffered_fallout import RbFalloutSufferedFallout

T = TypeVar("T", bound="RbFalloutSuffered")


@_attrs_define
class RbFalloutSuffered:
    """
    Attributes:
        conflict_id (str):
        fallout (RbFalloutSufferedFallout):
        symbols (list[str]):
        character_ids (list[str]):
        type_ (Literal['rb.fallout_suffered']):  Default: 'rb.fallout_suffered'.
    """

    conflict_id: str
    fallout: RbFalloutSufferedFallout
    symbols: list[str]
    character_ids: list[str]
    type_: Literal["rb.fallout_suffered"] = "rb.fallout_suffered"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        fallout = self.fallout.value

        symbols = self.symbols

        character_ids = self.character_ids

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "fallout": fallout,
                "symbols": symbols,
                "character_ids": character_ids,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        fallout = RbFalloutSufferedFallout(d.pop("fallout"))

        symbols = cast(list[str], d.pop("symbols"))

        character_ids = cast(list[str], d.pop("character_ids"))

        type_ = cast(Literal["rb.fallout_suffered"], d.pop("type"))
        if type_ != "rb.fallout_suffered":
            raise ValueError(
                f"type must match const 'rb.fallout_suffered', got '{type_}'"
            )

        rb_fallout_suffered = cls(
            conflict_id=conflict_id,
            fallout=fallout,
            symbols=symbols,
            character_ids=character_ids,
            type_=type_,
        )

        rb_fallout_suffered.additional_properties = d
        return rb_fallout_suffered

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
