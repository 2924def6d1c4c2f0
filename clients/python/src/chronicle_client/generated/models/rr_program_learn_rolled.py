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

from ..models.rr_program_learn_rolled_outcome import RrProgramLearnRolledOutcome
from ..models.rr_program_learn_rolled_visibility import RrProgramLearnRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.program_spec import ProgramSpec
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrProgramLearnRolled")


@_attrs_define
class RrProgramLearnRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        program (str):
        spec (ProgramSpec):
        tn (int):
        tn_parts (list[TnPart]):
        successes (int):
        failed (int):
        outcome (RrProgramLearnRolledOutcome):
        automatic (bool):
        learned (bool):
        type_ (Literal['rr.program_learn_rolled']):  Default: 'rr.program_learn_rolled'.
        visibility (RrProgramLearnRolledVisibility | Unset):  Default: RrProgramLearnRolledVisibility.PUBLIC.
        modifiers_used (list[str] | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    program: str
    spec: ProgramSpec
    tn: int
    tn_parts: list[TnPart]
    successes: int
    failed: int
    outcome: RrProgramLearnRolledOutcome
    automatic: bool
    learned: bool
    type_: Literal["rr.program_learn_rolled"] = "rr.program_learn_rolled"
    visibility: RrProgramLearnRolledVisibility | Unset = (
        RrProgramLearnRolledVisibility.PUBLIC
    )
    modifiers_used: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        character_id = self.character_id

        program = self.program

        spec = self.spec.to_dict()

        tn = self.tn

        tn_parts = []
        for tn_parts_item_data in self.tn_parts:
            tn_parts_item = tn_parts_item_data.to_dict()
            tn_parts.append(tn_parts_item)

        successes = self.successes

        failed = self.failed

        outcome = self.outcome.value

        automatic = self.automatic

        learned = self.learned

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        modifiers_used: list[str] | Unset = UNSET
        if not isinstance(self.modifiers_used, Unset):
            modifiers_used = self.modifiers_used

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "character_id": character_id,
                "program": program,
                "spec": spec,
                "tn": tn,
                "tn_parts": tn_parts,
                "successes": successes,
                "failed": failed,
                "outcome": outcome,
                "automatic": automatic,
                "learned": learned,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if modifiers_used is not UNSET:
            field_dict["modifiers_used"] = modifiers_used

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

        program = d.pop("program")

        spec = ProgramSpec.from_dict(d.pop("spec"))

        tn = d.pop("tn")

        tn_parts = []
        _tn_parts = d.pop("tn_parts")
        for tn_parts_item_data in _tn_parts:
            tn_parts_item = TnPart.from_dict(tn_parts_item_data)

            tn_parts.append(tn_parts_item)

        successes = d.pop("successes")

        failed = d.pop("failed")

        outcome = RrProgramLearnRolledOutcome(d.pop("outcome"))

        automatic = d.pop("automatic")

        learned = d.pop("learned")

        type_ = cast(Literal["rr.program_learn_rolled"], d.pop("type"))
        if type_ != "rr.program_learn_rolled":
            raise ValueError(
                f"type must match const 'rr.program_learn_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrProgramLearnRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrProgramLearnRolledVisibility(_visibility)

        modifiers_used = cast(list[str], d.pop("modifiers_used", UNSET))

        rr_program_learn_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            program=program,
            spec=spec,
            tn=tn,
            tn_parts=tn_parts,
            successes=successes,
            failed=failed,
            outcome=outcome,
            automatic=automatic,
            learned=learned,
            type_=type_,
            visibility=visibility,
            modifiers_used=modifiers_used,
        )

        rr_program_learn_rolled.additional_properties = d
        return rr_program_learn_rolled

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
