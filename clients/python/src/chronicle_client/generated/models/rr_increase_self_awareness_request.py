from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_increase_self_awareness_request_core import (
    RrIncreaseSelfAwarenessRequestCore,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rr_increase_self_awareness_request_new_programs import (
        RrIncreaseSelfAwarenessRequestNewPrograms,
    )
    from ..models.rr_increase_self_awareness_request_program_levels import (
        RrIncreaseSelfAwarenessRequestProgramLevels,
    )


T = TypeVar("T", bound="RrIncreaseSelfAwarenessRequest")


@_attrs_define
class RrIncreaseSelfAwarenessRequest:
    """Spend Inspiration to raise Self Awareness by 1, with its consequences chosen here: which tied highest
    Core loses a level, where the free program levels (= new SA) go (1 level starts a new program at 0),
    which role trait drops 1, which self-awareness trait (existing or new) rises 1.

    Attributes:
        character_id (str):
        sa_trait (str):
        core (None | RrIncreaseSelfAwarenessRequestCore | Unset):
        program_levels (RrIncreaseSelfAwarenessRequestProgramLevels | Unset):
        new_programs (RrIncreaseSelfAwarenessRequestNewPrograms | Unset):
        role_trait (None | str | Unset):
    """

    character_id: str
    sa_trait: str
    core: None | RrIncreaseSelfAwarenessRequestCore | Unset = UNSET
    program_levels: RrIncreaseSelfAwarenessRequestProgramLevels | Unset = UNSET
    new_programs: RrIncreaseSelfAwarenessRequestNewPrograms | Unset = UNSET
    role_trait: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        sa_trait = self.sa_trait

        core: None | str | Unset
        if isinstance(self.core, Unset):
            core = UNSET
        elif isinstance(self.core, RrIncreaseSelfAwarenessRequestCore):
            core = self.core.value
        else:
            core = self.core

        program_levels: dict[str, Any] | Unset = UNSET
        if not isinstance(self.program_levels, Unset):
            program_levels = self.program_levels.to_dict()

        new_programs: dict[str, Any] | Unset = UNSET
        if not isinstance(self.new_programs, Unset):
            new_programs = self.new_programs.to_dict()

        role_trait: None | str | Unset
        if isinstance(self.role_trait, Unset):
            role_trait = UNSET
        else:
            role_trait = self.role_trait

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "sa_trait": sa_trait,
            }
        )
        if core is not UNSET:
            field_dict["core"] = core
        if program_levels is not UNSET:
            field_dict["program_levels"] = program_levels
        if new_programs is not UNSET:
            field_dict["new_programs"] = new_programs
        if role_trait is not UNSET:
            field_dict["role_trait"] = role_trait

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rr_increase_self_awareness_request_new_programs import (
            RrIncreaseSelfAwarenessRequestNewPrograms,
        )
        from ..models.rr_increase_self_awareness_request_program_levels import (
            RrIncreaseSelfAwarenessRequestProgramLevels,
        )

        d = dict(src_dict)
        character_id = d.pop("character_id")

        sa_trait = d.pop("sa_trait")

        def _parse_core(
            data: object,
        ) -> None | RrIncreaseSelfAwarenessRequestCore | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                core_core = RrIncreaseSelfAwarenessRequestCore(data)

                return core_core
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RrIncreaseSelfAwarenessRequestCore | Unset, data)

        core = _parse_core(d.pop("core", UNSET))

        _program_levels = d.pop("program_levels", UNSET)
        program_levels: RrIncreaseSelfAwarenessRequestProgramLevels | Unset
        if isinstance(_program_levels, Unset):
            program_levels = UNSET
        else:
            program_levels = RrIncreaseSelfAwarenessRequestProgramLevels.from_dict(
                _program_levels
            )

        _new_programs = d.pop("new_programs", UNSET)
        new_programs: RrIncreaseSelfAwarenessRequestNewPrograms | Unset
        if isinstance(_new_programs, Unset):
            new_programs = UNSET
        else:
            new_programs = RrIncreaseSelfAwarenessRequestNewPrograms.from_dict(
                _new_programs
            )

        def _parse_role_trait(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        role_trait = _parse_role_trait(d.pop("role_trait", UNSET))

        rr_increase_self_awareness_request = cls(
            character_id=character_id,
            sa_trait=sa_trait,
            core=core,
            program_levels=program_levels,
            new_programs=new_programs,
            role_trait=role_trait,
        )

        rr_increase_self_awareness_request.additional_properties = d
        return rr_increase_self_awareness_request

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
