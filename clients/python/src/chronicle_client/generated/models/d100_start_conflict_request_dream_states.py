from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.d100_start_conflict_request_dream_states_additional_property import (
    D100StartConflictRequestDreamStatesAdditionalProperty,
)

T = TypeVar("T", bound="D100StartConflictRequestDreamStates")


@_attrs_define
class D100StartConflictRequestDreamStates:
    additional_properties: dict[
        str, D100StartConflictRequestDreamStatesAdditionalProperty
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        d100_start_conflict_request_dream_states = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = D100StartConflictRequestDreamStatesAdditionalProperty(
                prop_dict
            )

            additional_properties[prop_name] = additional_property

        d100_start_conflict_request_dream_states.additional_properties = (
            additional_properties
        )
        return d100_start_conflict_request_dream_states

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> D100StartConflictRequestDreamStatesAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(
        self, key: str, value: D100StartConflictRequestDreamStatesAdditionalProperty
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
