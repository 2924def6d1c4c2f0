from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.program_spec_core import ProgramSpecCore
from ..types import UNSET, Unset

T = TypeVar("T", bound="ProgramSpec")


@_attrs_define
class ProgramSpec:
    """
    Attributes:
        core (ProgramSpecCore):
        max_inspiration (int | None | Unset):  Default: 3.
        artistic (bool | Unset):  Default: False.
    """

    core: ProgramSpecCore
    max_inspiration: int | None | Unset = 3
    artistic: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        core = self.core.value

        max_inspiration: int | None | Unset
        if isinstance(self.max_inspiration, Unset):
            max_inspiration = UNSET
        else:
            max_inspiration = self.max_inspiration

        artistic = self.artistic

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "core": core,
            }
        )
        if max_inspiration is not UNSET:
            field_dict["max_inspiration"] = max_inspiration
        if artistic is not UNSET:
            field_dict["artistic"] = artistic

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        core = ProgramSpecCore(d.pop("core"))

        def _parse_max_inspiration(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_inspiration = _parse_max_inspiration(d.pop("max_inspiration", UNSET))

        artistic = d.pop("artistic", UNSET)

        program_spec = cls(
            core=core,
            max_inspiration=max_inspiration,
            artistic=artistic,
        )

        program_spec.additional_properties = d
        return program_spec

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
