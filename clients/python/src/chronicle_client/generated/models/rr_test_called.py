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

from ..models.rr_test_called_attribute import RrTestCalledAttribute
from ..models.rr_test_called_core import RrTestCalledCore
from ..models.rr_test_called_lighting import RrTestCalledLighting
from ..models.rr_test_called_noise import RrTestCalledNoise
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrTestCalled")


@_attrs_define
class RrTestCalled:
    """
    Attributes:
        test_id (str):
        character_id (str):
        table_id (str):
        called_by (str):
        attribute (RrTestCalledAttribute):
        type_ (Literal['rr.test_called']):  Default: 'rr.test_called'.
        program (None | str | Unset):
        specialty (None | str | Unset):
        core (None | RrTestCalledCore | Unset):
        lighting (RrTestCalledLighting | Unset):  Default: RrTestCalledLighting.NORMAL.
        noise (RrTestCalledNoise | Unset):  Default: RrTestCalledNoise.NORMAL.
        difficulty (int | Unset):  Default: 0.
        diminishing_returns (int | Unset):  Default: 0.
        extra_time_dice (int | Unset):  Default: 0.
        sensitivities (list[str] | Unset):
        role_related (bool | Unset):  Default: False.
        max_inspiration (int | None | Unset):
        repair (bool | Unset):  Default: False.
        opposes (None | str | Unset):
        conflict_id (None | str | Unset):
        description (str | Unset):  Default: ''.
        opposing_rolls_left (int | None | Unset):
    """

    test_id: str
    character_id: str
    table_id: str
    called_by: str
    attribute: RrTestCalledAttribute
    type_: Literal["rr.test_called"] = "rr.test_called"
    program: None | str | Unset = UNSET
    specialty: None | str | Unset = UNSET
    core: None | RrTestCalledCore | Unset = UNSET
    lighting: RrTestCalledLighting | Unset = RrTestCalledLighting.NORMAL
    noise: RrTestCalledNoise | Unset = RrTestCalledNoise.NORMAL
    difficulty: int | Unset = 0
    diminishing_returns: int | Unset = 0
    extra_time_dice: int | Unset = 0
    sensitivities: list[str] | Unset = UNSET
    role_related: bool | Unset = False
    max_inspiration: int | None | Unset = UNSET
    repair: bool | Unset = False
    opposes: None | str | Unset = UNSET
    conflict_id: None | str | Unset = UNSET
    description: str | Unset = ""
    opposing_rolls_left: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        table_id = self.table_id

        called_by = self.called_by

        attribute = self.attribute.value

        type_ = self.type_

        program: None | str | Unset
        if isinstance(self.program, Unset):
            program = UNSET
        else:
            program = self.program

        specialty: None | str | Unset
        if isinstance(self.specialty, Unset):
            specialty = UNSET
        else:
            specialty = self.specialty

        core: None | str | Unset
        if isinstance(self.core, Unset):
            core = UNSET
        elif isinstance(self.core, RrTestCalledCore):
            core = self.core.value
        else:
            core = self.core

        lighting: str | Unset = UNSET
        if not isinstance(self.lighting, Unset):
            lighting = self.lighting.value

        noise: str | Unset = UNSET
        if not isinstance(self.noise, Unset):
            noise = self.noise.value

        difficulty = self.difficulty

        diminishing_returns = self.diminishing_returns

        extra_time_dice = self.extra_time_dice

        sensitivities: list[str] | Unset = UNSET
        if not isinstance(self.sensitivities, Unset):
            sensitivities = self.sensitivities

        role_related = self.role_related

        max_inspiration: int | None | Unset
        if isinstance(self.max_inspiration, Unset):
            max_inspiration = UNSET
        else:
            max_inspiration = self.max_inspiration

        repair = self.repair

        opposes: None | str | Unset
        if isinstance(self.opposes, Unset):
            opposes = UNSET
        else:
            opposes = self.opposes

        conflict_id: None | str | Unset
        if isinstance(self.conflict_id, Unset):
            conflict_id = UNSET
        else:
            conflict_id = self.conflict_id

        description = self.description

        opposing_rolls_left: int | None | Unset
        if isinstance(self.opposing_rolls_left, Unset):
            opposing_rolls_left = UNSET
        else:
            opposing_rolls_left = self.opposing_rolls_left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "test_id": test_id,
                "character_id": character_id,
                "table_id": table_id,
                "called_by": called_by,
                "attribute": attribute,
                "type": type_,
            }
        )
        if program is not UNSET:
            field_dict["program"] = program
        if specialty is not UNSET:
            field_dict["specialty"] = specialty
        if core is not UNSET:
            field_dict["core"] = core
        if lighting is not UNSET:
            field_dict["lighting"] = lighting
        if noise is not UNSET:
            field_dict["noise"] = noise
        if difficulty is not UNSET:
            field_dict["difficulty"] = difficulty
        if diminishing_returns is not UNSET:
            field_dict["diminishing_returns"] = diminishing_returns
        if extra_time_dice is not UNSET:
            field_dict["extra_time_dice"] = extra_time_dice
        if sensitivities is not UNSET:
            field_dict["sensitivities"] = sensitivities
        if role_related is not UNSET:
            field_dict["role_related"] = role_related
        if max_inspiration is not UNSET:
            field_dict["max_inspiration"] = max_inspiration
        if repair is not UNSET:
            field_dict["repair"] = repair
        if opposes is not UNSET:
            field_dict["opposes"] = opposes
        if conflict_id is not UNSET:
            field_dict["conflict_id"] = conflict_id
        if description is not UNSET:
            field_dict["description"] = description
        if opposing_rolls_left is not UNSET:
            field_dict["opposing_rolls_left"] = opposing_rolls_left

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        table_id = d.pop("table_id")

        called_by = d.pop("called_by")

        attribute = RrTestCalledAttribute(d.pop("attribute"))

        type_ = cast(Literal["rr.test_called"], d.pop("type"))
        if type_ != "rr.test_called":
            raise ValueError(f"type must match const 'rr.test_called', got '{type_}'")

        def _parse_program(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        program = _parse_program(d.pop("program", UNSET))

        def _parse_specialty(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        specialty = _parse_specialty(d.pop("specialty", UNSET))

        def _parse_core(data: object) -> None | RrTestCalledCore | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                core_core = RrTestCalledCore(data)

                return core_core
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RrTestCalledCore | Unset, data)

        core = _parse_core(d.pop("core", UNSET))

        _lighting = d.pop("lighting", UNSET)
        lighting: RrTestCalledLighting | Unset
        if isinstance(_lighting, Unset):
            lighting = UNSET
        else:
            lighting = RrTestCalledLighting(_lighting)

        _noise = d.pop("noise", UNSET)
        noise: RrTestCalledNoise | Unset
        if isinstance(_noise, Unset):
            noise = UNSET
        else:
            noise = RrTestCalledNoise(_noise)

        difficulty = d.pop("difficulty", UNSET)

        diminishing_returns = d.pop("diminishing_returns", UNSET)

        extra_time_dice = d.pop("extra_time_dice", UNSET)

        sensitivities = cast(list[str], d.pop("sensitivities", UNSET))

        role_related = d.pop("role_related", UNSET)

        def _parse_max_inspiration(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_inspiration = _parse_max_inspiration(d.pop("max_inspiration", UNSET))

        repair = d.pop("repair", UNSET)

        def _parse_opposes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        opposes = _parse_opposes(d.pop("opposes", UNSET))

        def _parse_conflict_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id", UNSET))

        description = d.pop("description", UNSET)

        def _parse_opposing_rolls_left(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        opposing_rolls_left = _parse_opposing_rolls_left(
            d.pop("opposing_rolls_left", UNSET)
        )

        rr_test_called = cls(
            test_id=test_id,
            character_id=character_id,
            table_id=table_id,
            called_by=called_by,
            attribute=attribute,
            type_=type_,
            program=program,
            specialty=specialty,
            core=core,
            lighting=lighting,
            noise=noise,
            difficulty=difficulty,
            diminishing_returns=diminishing_returns,
            extra_time_dice=extra_time_dice,
            sensitivities=sensitivities,
            role_related=role_related,
            max_inspiration=max_inspiration,
            repair=repair,
            opposes=opposes,
            conflict_id=conflict_id,
            description=description,
            opposing_rolls_left=opposing_rolls_left,
        )

        rr_test_called.additional_properties = d
        return rr_test_called

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
