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

from ..models.rr_save_rolled_attribute import RrSaveRolledAttribute
from ..models.rr_save_rolled_kind import RrSaveRolledKind
from ..models.rr_save_rolled_outcome import RrSaveRolledOutcome
from ..models.rr_save_rolled_visibility import RrSaveRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrSaveRolled")


@_attrs_define
class RrSaveRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        save_id (str):
        character_id (str):
        attribute (RrSaveRolledAttribute):
        kind (RrSaveRolledKind):
        tn (int):
        tn_parts (list[TnPart]):
        successes (int):
        failed (int):
        outcome (RrSaveRolledOutcome):
        automatic (bool):
        full_effect (bool):
        type_ (Literal['rr.save_rolled']):  Default: 'rr.save_rolled'.
        visibility (RrSaveRolledVisibility | Unset):  Default: RrSaveRolledVisibility.PUBLIC.
        modifiers_used (list[str] | Unset):
        effect (str | Unset):  Default: ''.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    save_id: str
    character_id: str
    attribute: RrSaveRolledAttribute
    kind: RrSaveRolledKind
    tn: int
    tn_parts: list[TnPart]
    successes: int
    failed: int
    outcome: RrSaveRolledOutcome
    automatic: bool
    full_effect: bool
    type_: Literal["rr.save_rolled"] = "rr.save_rolled"
    visibility: RrSaveRolledVisibility | Unset = RrSaveRolledVisibility.PUBLIC
    modifiers_used: list[str] | Unset = UNSET
    effect: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        save_id = self.save_id

        character_id = self.character_id

        attribute = self.attribute.value

        kind = self.kind.value

        tn = self.tn

        tn_parts = []
        for tn_parts_item_data in self.tn_parts:
            tn_parts_item = tn_parts_item_data.to_dict()
            tn_parts.append(tn_parts_item)

        successes = self.successes

        failed = self.failed

        outcome = self.outcome.value

        automatic = self.automatic

        full_effect = self.full_effect

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        modifiers_used: list[str] | Unset = UNSET
        if not isinstance(self.modifiers_used, Unset):
            modifiers_used = self.modifiers_used

        effect = self.effect

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "save_id": save_id,
                "character_id": character_id,
                "attribute": attribute,
                "kind": kind,
                "tn": tn,
                "tn_parts": tn_parts,
                "successes": successes,
                "failed": failed,
                "outcome": outcome,
                "automatic": automatic,
                "full_effect": full_effect,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if modifiers_used is not UNSET:
            field_dict["modifiers_used"] = modifiers_used
        if effect is not UNSET:
            field_dict["effect"] = effect

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

        save_id = d.pop("save_id")

        character_id = d.pop("character_id")

        attribute = RrSaveRolledAttribute(d.pop("attribute"))

        kind = RrSaveRolledKind(d.pop("kind"))

        tn = d.pop("tn")

        tn_parts = []
        _tn_parts = d.pop("tn_parts")
        for tn_parts_item_data in _tn_parts:
            tn_parts_item = TnPart.from_dict(tn_parts_item_data)

            tn_parts.append(tn_parts_item)

        successes = d.pop("successes")

        failed = d.pop("failed")

        outcome = RrSaveRolledOutcome(d.pop("outcome"))

        automatic = d.pop("automatic")

        full_effect = d.pop("full_effect")

        type_ = cast(Literal["rr.save_rolled"], d.pop("type"))
        if type_ != "rr.save_rolled":
            raise ValueError(f"type must match const 'rr.save_rolled', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: RrSaveRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrSaveRolledVisibility(_visibility)

        modifiers_used = cast(list[str], d.pop("modifiers_used", UNSET))

        effect = d.pop("effect", UNSET)

        rr_save_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            save_id=save_id,
            character_id=character_id,
            attribute=attribute,
            kind=kind,
            tn=tn,
            tn_parts=tn_parts,
            successes=successes,
            failed=failed,
            outcome=outcome,
            automatic=automatic,
            full_effect=full_effect,
            type_=type_,
            visibility=visibility,
            modifiers_used=modifiers_used,
            effect=effect,
        )

        rr_save_rolled.additional_properties = d
        return rr_save_rolled

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
