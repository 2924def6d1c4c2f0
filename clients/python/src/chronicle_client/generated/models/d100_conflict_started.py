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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.conflict_options import ConflictOptions
    from ..models.d100_conflict_started_dream_states import (
        D100ConflictStartedDreamStates,
    )


T = TypeVar("T", bound="D100ConflictStarted")


@_attrs_define
class D100ConflictStarted:
    """
    Attributes:
        conflict_id (str):
        table_id (str):
        character_ids (list[str]):
        options (ConflictOptions):
        type_ (Literal['d100.conflict_started']):  Default: 'd100.conflict_started'.
        dream_states (D100ConflictStartedDreamStates | Unset):
    """

    conflict_id: str
    table_id: str
    character_ids: list[str]
    options: ConflictOptions
    type_: Literal["d100.conflict_started"] = "d100.conflict_started"
    dream_states: D100ConflictStartedDreamStates | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        table_id = self.table_id

        character_ids = self.character_ids

        options = self.options.to_dict()

        type_ = self.type_

        dream_states: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dream_states, Unset):
            dream_states = self.dream_states.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "table_id": table_id,
                "character_ids": character_ids,
                "options": options,
                "type": type_,
            }
        )
        if dream_states is not UNSET:
            field_dict["dream_states"] = dream_states

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.conflict_options import ConflictOptions
        from ..models.d100_conflict_started_dream_states import (
            D100ConflictStartedDreamStates,
        )

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        table_id = d.pop("table_id")

        character_ids = cast(list[str], d.pop("character_ids"))

        options = ConflictOptions.from_dict(d.pop("options"))

        type_ = cast(Literal["d100.conflict_started"], d.pop("type"))
        if type_ != "d100.conflict_started":
            raise ValueError(
                f"type must match const 'd100.conflict_started', got '{type_}'"
            )

        _dream_states = d.pop("dream_states", UNSET)
        dream_states: D100ConflictStartedDreamStates | Unset
        if isinstance(_dream_states, Unset):
            dream_states = UNSET
        else:
            dream_states = D100ConflictStartedDreamStates.from_dict(_dream_states)

        d100_conflict_started = cls(
            conflict_id=conflict_id,
            table_id=table_id,
            character_ids=character_ids,
            options=options,
            type_=type_,
            dream_states=dream_states,
        )

        d100_conflict_started.additional_properties = d
        return d100_conflict_started

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
