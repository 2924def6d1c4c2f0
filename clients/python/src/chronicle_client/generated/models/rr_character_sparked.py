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

T = TypeVar("T", bound="RrCharacterSparked")


@_attrs_define
class RrCharacterSparked:
    """
    Attributes:
        character_id (str):
        type_ (Literal['rr.character_sparked']):  Default: 'rr.character_sparked'.
    """

    character_id: str
    type_: Literal["rr.character_sparked"] = "rr.character_sparked"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        type_ = cast(Literal["rr.character_sparked"], d.pop("type"))
        if type_ != "rr.character_sparked":
            raise ValueError(
                f"type must match const 'rr.character_sparked', got '{type_}'"
            )

        rr_character_sparked = cls(
            character_id=character_id,
            type_=type_,
        )

        rr_character_sparked.additional_properties = d
        return rr_character_sparked

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
