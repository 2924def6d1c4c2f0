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
    from ..models.rr_self_awareness_increased_new_programs import (
        RrSelfAwarenessIncreasedNewPrograms,
    )
    from ..models.rr_self_awareness_increased_program_levels import (
        RrSelfAwarenessIncreasedProgramLevels,
    )
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrSelfAwarenessIncreased")


@_attrs_define
class RrSelfAwarenessIncreased:
    """
    Attributes:
        character_id (str):
        self_awareness (int):
        role (int):
        cost (int):
        cost_parts (list[TnPart]):
        core_reduced (None | str):
        core_after (int | None):
        program_levels (RrSelfAwarenessIncreasedProgramLevels):
        new_programs (RrSelfAwarenessIncreasedNewPrograms):
        role_trait (None | str):
        role_trait_after (int | None):
        sa_trait (str):
        sa_trait_after (int):
        type_ (Literal['rr.self_awareness_increased']):  Default: 'rr.self_awareness_increased'.
    """

    character_id: str
    self_awareness: int
    role: int
    cost: int
    cost_parts: list[TnPart]
    core_reduced: None | str
    core_after: int | None
    program_levels: RrSelfAwarenessIncreasedProgramLevels
    new_programs: RrSelfAwarenessIncreasedNewPrograms
    role_trait: None | str
    role_trait_after: int | None
    sa_trait: str
    sa_trait_after: int
    type_: Literal["rr.self_awareness_increased"] = "rr.self_awareness_increased"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        self_awareness = self.self_awareness

        role = self.role

        cost = self.cost

        cost_parts = []
        for cost_parts_item_data in self.cost_parts:
            cost_parts_item = cost_parts_item_data.to_dict()
            cost_parts.append(cost_parts_item)

        core_reduced: None | str
        core_reduced = self.core_reduced

        core_after: int | None
        core_after = self.core_after

        program_levels = self.program_levels.to_dict()

        new_programs = self.new_programs.to_dict()

        role_trait: None | str
        role_trait = self.role_trait

        role_trait_after: int | None
        role_trait_after = self.role_trait_after

        sa_trait = self.sa_trait

        sa_trait_after = self.sa_trait_after

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "self_awareness": self_awareness,
                "role": role,
                "cost": cost,
                "cost_parts": cost_parts,
                "core_reduced": core_reduced,
                "core_after": core_after,
                "program_levels": program_levels,
                "new_programs": new_programs,
                "role_trait": role_trait,
                "role_trait_after": role_trait_after,
                "sa_trait": sa_trait,
                "sa_trait_after": sa_trait_after,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rr_self_awareness_increased_new_programs import (
            RrSelfAwarenessIncreasedNewPrograms,
        )
        from ..models.rr_self_awareness_increased_program_levels import (
            RrSelfAwarenessIncreasedProgramLevels,
        )
        from ..models.tn_part import TnPart

        d = dict(src_dict)
        character_id = d.pop("character_id")

        self_awareness = d.pop("self_awareness")

        role = d.pop("role")

        cost = d.pop("cost")

        cost_parts = []
        _cost_parts = d.pop("cost_parts")
        for cost_parts_item_data in _cost_parts:
            cost_parts_item = TnPart.from_dict(cost_parts_item_data)

            cost_parts.append(cost_parts_item)

        def _parse_core_reduced(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        core_reduced = _parse_core_reduced(d.pop("core_reduced"))

        def _parse_core_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        core_after = _parse_core_after(d.pop("core_after"))

        program_levels = RrSelfAwarenessIncreasedProgramLevels.from_dict(
            d.pop("program_levels")
        )

        new_programs = RrSelfAwarenessIncreasedNewPrograms.from_dict(
            d.pop("new_programs")
        )

        def _parse_role_trait(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        role_trait = _parse_role_trait(d.pop("role_trait"))

        def _parse_role_trait_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        role_trait_after = _parse_role_trait_after(d.pop("role_trait_after"))

        sa_trait = d.pop("sa_trait")

        sa_trait_after = d.pop("sa_trait_after")

        type_ = cast(Literal["rr.self_awareness_increased"], d.pop("type"))
        if type_ != "rr.self_awareness_increased":
            raise ValueError(
                f"type must match const 'rr.self_awareness_increased', got '{type_}'"
            )

        rr_self_awareness_increased = cls(
            character_id=character_id,
            self_awareness=self_awareness,
            role=role,
            cost=cost,
            cost_parts=cost_parts,
            core_reduced=core_reduced,
            core_after=core_after,
            program_levels=program_levels,
            new_programs=new_programs,
            role_trait=role_trait,
            role_trait_after=role_trait_after,
            sa_trait=sa_trait,
            sa_trait_after=sa_trait_after,
            type_=type_,
        )

        rr_self_awareness_increased.additional_properties = d
        return rr_self_awareness_increased

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
