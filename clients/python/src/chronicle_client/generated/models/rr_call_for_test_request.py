from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_call_for_test_request_attribute import RrCallForTestRequestAttribute
from ..models.rr_call_for_test_request_core import RrCallForTestRequestCore
from ..models.rr_call_for_test_request_lighting import RrCallForTestRequestLighting
from ..models.rr_call_for_test_request_noise import RrCallForTestRequestNoise
from ..models.rr_call_for_test_request_sensitivities_item import (
    RrCallForTestRequestSensitivitiesItem,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrCallForTestRequest")


@_attrs_define
class RrCallForTestRequest:
    """The GM calls for a test and rules on it: the program, the attribute that sets the TN, Difficulty
        (automatic opposing successes), the Rule of Diminishing Returns, whether a missing program is
        role-related (then `core` dice are rolled alone), sensitivities, an Inspiration limit for rolls not tied
        to a known program, and whether it is a proper repair roll. `opposes` makes it an opposing roll.

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            table_id (str):
            attribute (RrCallForTestRequestAttribute):
            program (None | str | Unset):
            core (None | RrCallForTestRequestCore | Unset):
            lighting (RrCallForTestRequestLighting | Unset):  Default: RrCallForTestRequestLighting.NORMAL.
            noise (RrCallForTestRequestNoise | Unset):  Default: RrCallForTestRequestNoise.NORMAL.
            difficulty (int | Unset):  Default: 0.
            diminishing_returns (int | Unset):  Default: 0.
            extra_time_dice (int | Unset):  Default: 0.
            sensitivities (list[RrCallForTestRequestSensitivitiesItem] | Unset):
            role_related (bool | Unset):  Default: False.
            max_inspiration (int | None | Unset):
            repair (bool | Unset):  Default: False.
            opposes (None | str | Unset):
            conflict_id (None | str | Unset):
            description (str | Unset):  Default: ''.
    """

    character_id: str
    table_id: str
    attribute: RrCallForTestRequestAttribute
    program: None | str | Unset = UNSET
    core: None | RrCallForTestRequestCore | Unset = UNSET
    lighting: RrCallForTestRequestLighting | Unset = RrCallForTestRequestLighting.NORMAL
    noise: RrCallForTestRequestNoise | Unset = RrCallForTestRequestNoise.NORMAL
    difficulty: int | Unset = 0
    diminishing_returns: int | Unset = 0
    extra_time_dice: int | Unset = 0
    sensitivities: list[RrCallForTestRequestSensitivitiesItem] | Unset = UNSET
    role_related: bool | Unset = False
    max_inspiration: int | None | Unset = UNSET
    repair: bool | Unset = False
    opposes: None | str | Unset = UNSET
    conflict_id: None | str | Unset = UNSET
    description: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        table_id = self.table_id

        attribute = self.attribute.value

        program: None | str | Unset
        if isinstance(self.program, Unset):
            program = UNSET
        else:
            program = self.program

        core: None | str | Unset
        if isinstance(self.core, Unset):
            core = UNSET
        elif isinstance(self.core, RrCallForTestRequestCore):
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
            sensitivities = []
            for sensitivities_item_data in self.sensitivities:
                sensitivities_item = sensitivities_item_data.value
                sensitivities.append(sensitivities_item)

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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "table_id": table_id,
                "attribute": attribute,
            }
        )
        if program is not UNSET:
            field_dict["program"] = program
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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        table_id = d.pop("table_id")

        attribute = RrCallForTestRequestAttribute(d.pop("attribute"))

        def _parse_program(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        program = _parse_program(d.pop("program", UNSET))

        def _parse_core(data: object) -> None | RrCallForTestRequestCore | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                core_core = RrCallForTestRequestCore(data)

                return core_core
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RrCallForTestRequestCore | Unset, data)

        core = _parse_core(d.pop("core", UNSET))

        _lighting = d.pop("lighting", UNSET)
        lighting: RrCallForTestRequestLighting | Unset
        if isinstance(_lighting, Unset):
            lighting = UNSET
        else:
            lighting = RrCallForTestRequestLighting(_lighting)

        _noise = d.pop("noise", UNSET)
        noise: RrCallForTestRequestNoise | Unset
        if isinstance(_noise, Unset):
            noise = UNSET
        else:
            noise = RrCallForTestRequestNoise(_noise)

        difficulty = d.pop("difficulty", UNSET)

        diminishing_returns = d.pop("diminishing_returns", UNSET)

        extra_time_dice = d.pop("extra_time_dice", UNSET)

        _sensitivities = d.pop("sensitivities", UNSET)
        sensitivities: list[RrCallForTestRequestSensitivitiesItem] | Unset = UNSET
        if _sensitivities is not UNSET:
            sensitivities = []
            for sensitivities_item_data in _sensitivities:
                sensitivities_item = RrCallForTestRequestSensitivitiesItem(
                    sensitivities_item_data
                )

                sensitivities.append(sensitivities_item)

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

        rr_call_for_test_request = cls(
            character_id=character_id,
            table_id=table_id,
            attribute=attribute,
            program=program,
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
        )

        rr_call_for_test_request.additional_properties = d
        return rr_call_for_test_request

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
