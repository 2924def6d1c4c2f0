from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.program_entry_core import ProgramEntryCore
from ..types import UNSET, Unset

T = TypeVar("T", bound="ProgramEntry")


@_attrs_define
class ProgramEntry:
    """
    Attributes:
        name (str):
        level (int | Unset):  Default: 0.
        core (None | ProgramEntryCore | Unset):
        specialties (list[str] | Unset):
        max_inspiration (int | None | Unset):
        artistic (bool | None | Unset):
    """

    name: str
    level: int | Unset = 0
    core: None | ProgramEntryCore | Unset = UNSET
    specialties: list[str] | Unset = UNSET
    max_inspiration: int | None | Unset = UNSET
    artistic: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        level = self.level

        core: None | str | Unset
        if isinstance(self.core, Unset):
            core = UNSET
        elif isinstance(self.core, ProgramEntryCore):
            core = self.core.value
        else:
            core = self.core

        specialties: list[str] | Unset = UNSET
        if not isinstance(self.specialties, Unset):
            specialties = self.specialties

        max_inspiration: int | None | Unset
        if isinstance(self.max_inspiration, Unset):
            max_inspiration = UNSET
        else:
            max_inspiration = self.max_inspiration

        artistic: bool | None | Unset
        if isinstance(self.artistic, Unset):
            artistic = UNSET
        else:
            artistic = self.artistic

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level
        if core is not UNSET:
            field_dict["core"] = core
        if specialties is not UNSET:
            field_dict["specialties"] = specialties
        if max_inspiration is not UNSET:
            field_dict["max_inspiration"] = max_inspiration
        if artistic is not UNSET:
            field_dict["artistic"] = artistic

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        level = d.pop("level", UNSET)

        def _parse_core(data: object) -> None | ProgramEntryCore | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                core_core = ProgramEntryCore(data)

                return core_core
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProgramEntryCore | Unset, data)

        core = _parse_core(d.pop("core", UNSET))

        specialties = cast(list[str], d.pop("specialties", UNSET))

        def _parse_max_inspiration(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_inspiration = _parse_max_inspiration(d.pop("max_inspiration", UNSET))

        def _parse_artistic(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        artistic = _parse_artistic(d.pop("artistic", UNSET))

        program_entry = cls(
            name=name,
            level=level,
            core=core,
            specialties=specialties,
            max_inspiration=max_inspiration,
            artistic=artistic,
        )

        program_entry.additional_properties = d
        return program_entry

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
