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

from ..models.rr_memory_restore_save_rolled_outcome import (
    RrMemoryRestoreSaveRolledOutcome,
)
from ..models.rr_memory_restore_save_rolled_visibility import (
    RrMemoryRestoreSaveRolledVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrMemoryRestoreSaveRolled")


@_attrs_define
class RrMemoryRestoreSaveRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        loss_id (str):
        program (str):
        tn (int):
        tn_parts (list[TnPart]):
        successes (int):
        failed (int):
        outcome (RrMemoryRestoreSaveRolledOutcome):
        automatic (bool):
        regained (int):
        restored_program (bool):
        type_ (Literal['rr.memory_restore_save_rolled']):  Default: 'rr.memory_restore_save_rolled'.
        visibility (RrMemoryRestoreSaveRolledVisibility | Unset):  Default: RrMemoryRestoreSaveRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    loss_id: str
    program: str
    tn: int
    tn_parts: list[TnPart]
    successes: int
    failed: int
    outcome: RrMemoryRestoreSaveRolledOutcome
    automatic: bool
    regained: int
    restored_program: bool
    type_: Literal["rr.memory_restore_save_rolled"] = "rr.memory_restore_save_rolled"
    visibility: RrMemoryRestoreSaveRolledVisibility | Unset = (
        RrMemoryRestoreSaveRolledVisibility.PUBLIC
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        character_id = self.character_id

        loss_id = self.loss_id

        program = self.program

        tn = self.tn

        tn_parts = []
        for tn_parts_item_data in self.tn_parts:
            tn_parts_item = tn_parts_item_data.to_dict()
            tn_parts.append(tn_parts_item)

        successes = self.successes

        failed = self.failed

        outcome = self.outcome.value

        automatic = self.automatic

        regained = self.regained

        restored_program = self.restored_program

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "character_id": character_id,
                "loss_id": loss_id,
                "program": program,
                "tn": tn,
                "tn_parts": tn_parts,
                "successes": successes,
                "failed": failed,
                "outcome": outcome,
                "automatic": automatic,
                "regained": regained,
                "restored_program": restored_program,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
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

        loss_id = d.pop("loss_id")

        program = d.pop("program")

        tn = d.pop("tn")

        tn_parts = []
        _tn_parts = d.pop("tn_parts")
        for tn_parts_item_data in _tn_parts:
            tn_parts_item = TnPart.from_dict(tn_parts_item_data)

            tn_parts.append(tn_parts_item)

        successes = d.pop("successes")

        failed = d.pop("failed")

        outcome = RrMemoryRestoreSaveRolledOutcome(d.pop("outcome"))

        automatic = d.pop("automatic")

        regained = d.pop("regained")

        restored_program = d.pop("restored_program")

        type_ = cast(Literal["rr.memory_restore_save_rolled"], d.pop("type"))
        if type_ != "rr.memory_restore_save_rolled":
            raise ValueError(
                f"type must match const 'rr.memory_restore_save_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrMemoryRestoreSaveRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrMemoryRestoreSaveRolledVisibility(_visibility)

        rr_memory_restore_save_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            loss_id=loss_id,
            program=program,
            tn=tn,
            tn_parts=tn_parts,
            successes=successes,
            failed=failed,
            outcome=outcome,
            automatic=automatic,
            regained=regained,
            restored_program=restored_program,
            type_=type_,
            visibility=visibility,
        )

        rr_memory_restore_save_rolled.additional_properties = d
        return rr_memory_restore_save_rolled

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
