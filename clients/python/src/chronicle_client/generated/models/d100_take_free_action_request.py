from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.d100_take_free_action_request_kind import D100TakeFreeActionRequestKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="D100TakeFreeActionRequest")


@_attrs_define
class D100TakeFreeActionRequest:
    """A free action on your turn: draw an easily accessible weapon or shout a short command. Anything not on
    the chapter's list (`other`) is the GM's call.

    Attributes:
        conflict_id (str):
        character_id (str):
        kind (D100TakeFreeActionRequestKind):
        detail (str | Unset):  Default: ''.
    """

    conflict_id: str
    character_id: str
    kind: D100TakeFreeActionRequestKind
    detail: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        kind = self.kind.value

        detail = self.detail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "kind": kind,
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

        kind = D100TakeFreeActionRequestKind(d.pop("kind"))

        detail = d.pop("detail", UNSET)

        d100_take_free_action_request = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            kind=kind,
            detail=detail,
        )

        d100_take_free_action_request.additional_properties = d
        return d100_take_free_action_request

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
