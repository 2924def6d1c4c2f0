from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_increase_self_awareness_request_new_programs_additional_property import (
    RrIncreaseSelfAwarenessRequestNewProgramsAdditionalProperty,
)

T = TypeVar("T", bound="RrIncreaseSelfAwarenessRequestNewPrograms")


@_attrs_define
class RrIncreaseSelfAwarenessRequestNewPrograms:
    additional_properties: dict[
        str, RrIncreaseSelfAwarenessRequestNewProgramsAdditionalProperty
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.value

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rr_increase_self_awareness_request_new_programs = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = (
                RrIncreaseSelfAwarenessRequestNewProgramsAdditionalProperty(prop_dict)
            )

            additional_properties[prop_name] = additional_property

        rr_increase_self_awareness_request_new_programs.additional_properties = (
            additional_properties
        )
        return rr_increase_self_awareness_request_new_programs

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> RrIncreaseSelfAwarenessRequestNewProgramsAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(
        self,
        key: str,
        value: RrIncreaseSelfAwarenessRequestNewProgramsAdditionalProperty,
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
