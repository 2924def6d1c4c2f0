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

T = TypeVar("T", bound="ScratchEscaped")


@_attrs_define
class ScratchEscaped:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        type_ (Literal['scratch.escaped']):  Default: 'scratch.escaped'.
    """

    conflict_id: str
    character_id: str
    type_: Literal["scratch.escaped"] = "scratch.escaped"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        type_ = cast(Literal["scratch.escaped"], d.pop("type"))
        if type_ != "scratch.escaped":
            raise ValueError(f"type must match const 'scratch.escaped', got '{type_}'")

        scratch_escaped = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            type_=type_,
        )

        scratch_escaped.additional_properties = d
        return scratch_escaped

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
