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

from ..models.rr_shutdown_memory_save_rolled_outcome import (
    RrShutdownMemorySaveRolledOutcome,
)
from ..models.rr_shutdown_memory_save_rolled_visibility import (
    RrShutdownMemorySaveRolledVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrShutdownMemorySaveRolled")


@_attrs_define
class RrShutdownMemorySaveRolled:
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
        outcome (RrShutdownMemorySaveRolledOutcome):
        automatic (bool):
        inspiration_lost (int):
        inspiration_after (int):
        self_awareness_lost (int):
        self_awareness_after (int):
        role_after (int):
        type_ (Literal['rr.shutdown_memory_save_rolled']):  Default: 'rr.shutdown_memory_save_rolled'.
        visibility (RrShutdownMemorySaveRolledVisibility | Unset):  Default:
            RrShutdownMemorySaveRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    tn: int
    tn_parts: list[TnPart]
    successes: int
    failed: int
    outcome: RrShutdownMemorySaveRolledOutcome
    automatic: bool
    inspiration_lost: int
    inspiration_after: int
    self_awareness_lost: int
    self_awareness_after: int
    role_after: int
    type_: Literal["rr.shutdown_memory_save_rolled"] = "rr.shutdown_memory_save_rolled"
    visibility: RrShutdownMemorySaveRolledVisibility | Unset = (
        RrShutdownMemorySaveRolledVisibility.PUBLIC
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

        tn = self.tn

        tn_parts = []
        for tn_parts_item_data in self.tn_parts:
            tn_parts_item = tn_parts_item_data.to_dict()
            tn_parts.append(tn_parts_item)

        successes = self.successes

        failed = self.failed

        outcome = self.outcome.value

        automatic = self.automatic

        inspiration_lost = self.inspiration_lost

        inspiration_after = self.inspiration_after

        self_awareness_lost = self.self_awareness_lost

        self_awareness_after = self.self_awareness_after

        role_after = self.role_after

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
                "tn": tn,
                "tn_parts": tn_parts,
                "successes": successes,
                "failed": failed,
                "outcome": outcome,
                "automatic": automatic,
                "inspiration_lost": inspiration_lost,
                "inspiration_after": inspiration_after,
                "self_awareness_lost": self_awareness_lost,
                "self_awareness_after": self_awareness_after,
                "role_after": role_after,
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

        tn = d.pop("tn")

        tn_parts = []
        _tn_parts = d.pop("tn_parts")
        for tn_parts_item_data in _tn_parts:
            tn_parts_item = TnPart.from_dict(tn_parts_item_data)

            tn_parts.append(tn_parts_item)

        successes = d.pop("successes")

        failed = d.pop("failed")

        outcome = RrShutdownMemorySaveRolledOutcome(d.pop("outcome"))

        automatic = d.pop("automatic")

        inspiration_lost = d.pop("inspiration_lost")

        inspiration_after = d.pop("inspiration_after")

        self_awareness_lost = d.pop("self_awareness_lost")

        self_awareness_after = d.pop("self_awareness_after")

        role_after = d.pop("role_after")

        type_ = cast(Literal["rr.shutdown_memory_save_rolled"], d.pop("type"))
        if type_ != "rr.shutdown_memory_save_rolled":
            raise ValueError(
                f"type must match const 'rr.shutdown_memory_save_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrShutdownMemorySaveRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrShutdownMemorySaveRolledVisibility(_visibility)

        rr_shutdown_memory_save_rolled = cls(
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
            inspiration_lost=inspiration_lost,
            inspiration_after=inspiration_after,
            self_awareness_lost=self_awareness_lost,
            self_awareness_after=self_awareness_after,
            role_after=role_after,
            type_=type_,
            visibility=visibility,
        )

        rr_shutdown_memory_save_rolled.additional_properties = d
        return rr_shutdown_memory_save_rolled

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
