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

from ..models.d100_free_action_taken_kind import D100FreeActionTakenKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="D100FreeActionTaken")


@_attrs_define
class D100FreeActionTaken:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        kind (D100FreeActionTakenKind):
        type_ (Literal['d100.free_action_taken']):  Default: 'd100.free_action_taken'.
        detail (str | Unset):  Default: ''.
    """

    conflict_id: str
    character_id: str
    kind: D100FreeActionTakenKind
    type_: Literal["d100.free_action_taken"] = "d100.free_action_taken"
    detail: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        kind = self.kind.value

        type_ = self.type_

        detail = self.detail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "kind": kind,
                "type": type_,
            }
        )
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        kind = D100FreeActionTakenKind(d.pop("kind"))

        type_ = cast(Literal["d100.free_action_taken"], d.pop("type"))
        if type_ != "d100.free_action_taken":
            raise ValueError(
                f"type must match const 'd100.free_action_taken', got '{type_}'"
            )

        detail = d.pop("detail", UNSET)

        d100_free_action_taken = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            kind=kind,
            type_=type_,
            detail=detail,
        )

        d100_free_action_taken.additional_properties = d
        return d100_free_action_taken

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
