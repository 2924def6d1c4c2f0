from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.program_entry import ProgramEntry


T = TypeVar("T", bound="AccessoryEntry")


@_attrs_define
class AccessoryEntry:
    """
    Attributes:
        name (str):
        design_points (int | None | Unset):
        program (None | ProgramEntry | Unset):
        programs (list[ProgramEntry] | Unset):
    """

    name: str
    design_points: int | None | Unset = UNSET
    program: None | ProgramEntry | Unset = UNSET
    programs: list[ProgramEntry] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.program_entry import ProgramEntry

        name = self.name

        design_points: int | None | Unset
        if isinstance(self.design_points, Unset):
            design_points = UNSET
        else:
            design_points = self.design_points

        program: dict[str, Any] | None | Unset
        if isinstance(self.program, Unset):
            program = UNSET
        elif isinstance(self.program, ProgramEntry):
            program = self.program.to_dict()
        else:
            program = self.program

        programs: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.programs, Unset):
            programs = []
            for programs_item_data in self.programs:
                programs_item = programs_item_data.to_dict()
                programs.append(programs_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if design_points is not UNSET:
            field_dict["design_points"] = design_points
        if program is not UNSET:
            field_dict["program"] = program
        if programs is not UNSET:
            field_dict["programs"] = programs

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.program_entry import ProgramEntry

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_design_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        design_points = _parse_design_points(d.pop("design_points", UNSET))

        def _parse_program(data: object) -> None | ProgramEntry | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                program_type_0 = ProgramEntry.from_dict(data)

                return program_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProgramEntry | Unset, data)

        program = _parse_program(d.pop("program", UNSET))

        _programs = d.pop("programs", UNSET)
        programs: list[ProgramEntry] | Unset = UNSET
        if _programs is not UNSET:
            programs = []
            for programs_item_data in _programs:
                programs_item = ProgramEntry.from_dict(programs_item_data)

                programs.append(programs_item)

        accessory_entry = cls(
            name=name,
            design_points=design_points,
            program=program,
            programs=programs,
        )

        accessory_entry.additional_properties = d
        return accessory_entry

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
