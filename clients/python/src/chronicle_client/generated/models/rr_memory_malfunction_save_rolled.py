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

from ..models.rr_memory_malfunction_save_rolled_outcome import (
    RrMemoryMalfunctionSaveRolledOutcome,
)
from ..models.rr_memory_malfunction_save_rolled_visibility import (
    RrMemoryMalfunctionSaveRolledVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.program_spec import ProgramSpec
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrMemoryMalfunctionSaveRolled")


@_attrs_define
class RrMemoryMalfunctionSaveRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        tn (int):
        tn_parts (list[TnPart]):
        successes (int):
        failed (int):
        outcome (RrMemoryMalfunctionSaveRolledOutcome):
        automatic (bool):
        type_ (Literal['rr.memory_malfunction_save_rolled']):  Default: 'rr.memory_malfunction_save_rolled'.
        visibility (RrMemoryMalfunctionSaveRolledVisibility | Unset):  Default:
            RrMemoryMalfunctionSaveRolledVisibility.PUBLIC.
        candidates (list[str] | Unset):
        program (None | str | Unset):
        core (bool | Unset):  Default: False.
        levels_lost (int | Unset):  Default: 0.
        entire (bool | Unset):  Default: False.
        loss_id (None | str | Unset):
        spec (None | ProgramSpec | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    tn: int
    tn_parts: list[TnPart]
    successes: int
    failed: int
    outcome: RrMemoryMalfunctionSaveRolledOutcome
    automatic: bool
    type_: Literal["rr.memory_malfunction_save_rolled"] = (
        "rr.memory_malfunction_save_rolled"
    )
    visibility: RrMemoryMalfunctionSaveRolledVisibility | Unset = (
        RrMemoryMalfunctionSaveRolledVisibility.PUBLIC
    )
    candidates: list[str] | Unset = UNSET
    program: None | str | Unset = UNSET
    core: bool | Unset = False
    levels_lost: int | Unset = 0
    entire: bool | Unset = False
    loss_id: None | str | Unset = UNSET
    spec: None | ProgramSpec | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.program_spec import ProgramSpec

        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        character_id = self.character_id

        tn = self.tn

        tn_parts = []
        for tn_parts_item_data in self.tn_parts:
            tn_parts_item = tn_parts_item_data.to_dict()
            tn_parts.append(tn_parts_item)

        successes = self.successes

        failed = self.failed

        outcome = self.outcome.value

        automatic = self.automatic

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        candidates: list[str] | Unset = UNSET
        if not isinstance(self.candidates, Unset):
            candidates = self.candidates

        program: None | str | Unset
        if isinstance(self.program, Unset):
            program = UNSET
        else:
            program = self.program

        core = self.core

        levels_lost = self.levels_lost

        entire = self.entire

        loss_id: None | str | Unset
        if isinstance(self.loss_id, Unset):
            loss_id = UNSET
        else:
            loss_id = self.loss_id

        spec: dict[str, Any] | None | Unset
        if isinstance(self.spec, Unset):
            spec = UNSET
        elif isinstance(self.spec, ProgramSpec):
            spec = self.spec.to_dict()
        else:
            spec = self.spec

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "character_id": character_id,
                "tn": tn,
                "tn_parts": tn_parts,
                "successes": successes,
                "failed": failed,
                "outcome": outcome,
                "automatic": automatic,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if candidates is not UNSET:
            field_dict["candidates"] = candidates
        if program is not UNSET:
            field_dict["program"] = program
        if core is not UNSET:
            field_dict["core"] = core
        if levels_lost is not UNSET:
            field_dict["levels_lost"] = levels_lost
        if entire is not UNSET:
            field_dict["entire"] = entire
        if loss_id is not UNSET:
            field_dict["loss_id"] = loss_id
        if spec is not UNSET:
            field_dict["spec"] = spec

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
        from ..models.program_spec import ProgramSpec
        from ..models.tn_part import TnPart

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        character_id = d.pop("character_id")

        tn = d.pop("tn")

        tn_parts = []
        _tn_parts = d.pop("tn_parts")
        for tn_parts_item_data in _tn_parts:
            tn_parts_item = TnPart.from_dict(tn_parts_item_data)

            tn_parts.append(tn_parts_item)

        successes = d.pop("successes")

        failed = d.pop("failed")

        outcome = RrMemoryMalfunctionSaveRolledOutcome(d.pop("outcome"))

        automatic = d.pop("automatic")

        type_ = cast(Literal["rr.memory_malfunction_save_rolled"], d.pop("type"))
        if type_ != "rr.memory_malfunction_save_rolled":
            raise ValueError(
                f"type must match const 'rr.memory_malfunction_save_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrMemoryMalfunctionSaveRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrMemoryMalfunctionSaveRolledVisibility(_visibility)

        candidates = cast(list[str], d.pop("candidates", UNSET))

        def _parse_program(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        program = _parse_program(d.pop("program", UNSET))

        core = d.pop("core", UNSET)

        levels_lost = d.pop("levels_lost", UNSET)

        entire = d.pop("entire", UNSET)

        def _parse_loss_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        loss_id = _parse_loss_id(d.pop("loss_id", UNSET))

        def _parse_spec(data: object) -> None | ProgramSpec | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                spec_type_0 = ProgramSpec.from_dict(data)

                return spec_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProgramSpec | Unset, data)

        spec = _parse_spec(d.pop("spec", UNSET))

        rr_memory_malfunction_save_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            tn=tn,
            tn_parts=tn_parts,
            successes=successes,
            failed=failed,
            outcome=outcome,
            automatic=automatic,
            type_=type_,
            visibility=visibility,
            candidates=candidates,
            program=program,
            core=core,
            levels_lost=levels_lost,
            entire=entire,
            loss_id=loss_id,
            spec=spec,
        )

        rr_memory_malfunction_save_rolled.additional_properties = d
        return rr_memory_malfunction_save_rolled

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
