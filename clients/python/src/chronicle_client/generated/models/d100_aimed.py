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

from ..types import UNSET, Unset

T = TypeVar("T", bound="D100Aimed")


@_attrs_define
class D100Aimed:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        weapon (str):
        type_ (Literal['d100.aimed']):  Default: 'd100.aimed'.
        target_id (None | str | Unset):
    """

    conflict_id: str
    character_id: str
    weapon: str
    type_: Literal["d100.aimed"] = "d100.aimed"
    target_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        weapon = self.weapon

        type_ = self.type_

        target_id: None | str | Unset
        if isinstance(self.target_id, Unset):
            target_id = UNSET
        else:
            target_id = self.target_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "weapon": weapon,
                "type": type_,
            }
        )
        if target_id is not UNSET:
            field_dict["target_id"] = target_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        weapon = d.pop("weapon")

        type_ = cast(Literal["d100.aimed"], d.pop("type"))
        if type_ != "d100.aimed":
            raise ValueError(f"type must match const 'd100.aimed', got '{type_}'")

        def _parse_target_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_id = _parse_target_id(d.pop("target_id", UNSET))

        d100_aimed = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            weapon=weapon,
            type_=type_,
            target_id=target_id,
        )

        d100_aimed.additional_properties = d
        return d100_aimed

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
