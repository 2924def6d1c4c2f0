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

from ..models.scratch_action_taken_action import ScratchActionTakenAction
from ..models.scratch_action_taken_kind import ScratchActionTakenKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScratchActionTaken")


@_attrs_define
class ScratchActionTaken:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        action (ScratchActionTakenAction):
        kind (ScratchActionTakenKind):
        type_ (Literal['scratch.action_taken']):  Default: 'scratch.action_taken'.
        target_ids (list[str] | Unset):
        aloft (bool | Unset):  Default: False.
        detail (str | Unset):  Default: ''.
    """

    conflict_id: str
    character_id: str
    action: ScratchActionTakenAction
    kind: ScratchActionTakenKind
    type_: Literal["scratch.action_taken"] = "scratch.action_taken"
    target_ids: list[str] | Unset = UNSET
    aloft: bool | Unset = False
    detail: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        action = self.action.value

        kind = self.kind.value

        type_ = self.type_

        target_ids: list[str] | Unset = UNSET
        if not isinstance(self.target_ids, Unset):
            target_ids = self.target_ids

        aloft = self.aloft

        detail = self.detail

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "action": action,
                "kind": kind,
                "type": type_,
            }
        )
        if target_ids is not UNSET:
            field_dict["target_ids"] = target_ids
        if aloft is not UNSET:
            field_dict["aloft"] = aloft
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        action = ScratchActionTakenAction(d.pop("action"))

        kind = ScratchActionTakenKind(d.pop("kind"))

        type_ = cast(Literal["scratch.action_taken"], d.pop("type"))
        if type_ != "scratch.action_taken":
            raise ValueError(
                f"type must match const 'scratch.action_taken', got '{type_}'"
            )

        target_ids = cast(list[str], d.pop("target_ids", UNSET))

        aloft = d.pop("aloft", UNSET)

        detail = d.pop("detail", UNSET)

        scratch_action_taken = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            action=action,
            kind=kind,
            type_=type_,
            target_ids=target_ids,
            aloft=aloft,
            detail=detail,
        )

        scratch_action_taken.additional_properties = d
        return scratch_action_taken

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
