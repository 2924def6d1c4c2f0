from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.environment import Environment


T = TypeVar("T", bound="ScratchConflictStarted")


@_attrs_define
class ScratchConflictStarted:
    """
    Attributes:
        conflict_id (str):
        table_id (str):
        character_ids (list[str]):
        environment (Environment):
        type_ (Literal['scratch.conflict_started']):  Default: 'scratch.conflict_started'.
    """

    conflict_id: str
    table_id: str
    character_ids: list[str]
    environment: Environment
    type_: Literal["scratch.conflict_started"] = "scratch.conflict_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        table_id = self.table_id

        character_ids = self.character_ids

        environment = self.environment.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "table_id": table_id,
                "character_ids": character_ids,
                "environment": environment,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.environment import Environment

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        table_id = d.pop("table_id")

        character_ids = cast(list[str], d.pop("character_ids"))

        environment = Environment.from_dict(d.pop("environment"))

        type_ = cast(Literal["scratch.conflict_started"], d.pop("type"))
        if type_ != "scratch.conflict_started":
            raise ValueError(
                f"type must match const 'scratch.conflict_started', got '{type_}'"
            )

        scratch_conflict_started = cls(
            conflict_id=conflict_id,
            table_id=table_id,
            character_ids=character_ids,
            environment=environment,
            type_=type_,
        )

        scratch_conflict_started.additional_properties = d
        return scratch_conflict_started

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
