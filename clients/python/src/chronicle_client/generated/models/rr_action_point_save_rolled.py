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

from ..models.rr_action_point_save_rolled_outcome import RrActionPointSaveRolledOutcome
from ..models.rr_action_point_save_rolled_visibility import (
    RrActionPointSaveRolledVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrActionPointSaveRolled")


@_attrs_define
class RrActionPointSaveRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        character_id (str):
        attribute (str):
        tn (int):
        tn_parts (list[TnPart]):
        successes (int):
        failed (int):
        outcome (RrActionPointSaveRolledOutcome):
        automatic (bool):
        lost (int):
        before (int):
        after (int):
        type_ (Literal['rr.action_point_save_rolled']):  Default: 'rr.action_point_save_rolled'.
        visibility (RrActionPointSaveRolledVisibility | Unset):  Default: RrActionPointSaveRolledVisibility.PUBLIC.
        effect (str | Unset):  Default: ''.
        modifiers_used (list[str] | Unset):
        source_character_id (None | str | Unset):
        prepared_used (list[str] | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    character_id: str
    attribute: str
    tn: int
    tn_parts: list[TnPart]
    successes: int
    failed: int
    outcome: RrActionPointSaveRolledOutcome
    automatic: bool
    lost: int
    before: int
    after: int
    type_: Literal["rr.action_point_save_rolled"] = "rr.action_point_save_rolled"
    visibility: RrActionPointSaveRolledVisibility | Unset = (
        RrActionPointSaveRolledVisibility.PUBLIC
    )
    effect: str | Unset = ""
    modifiers_used: list[str] | Unset = UNSET
    source_character_id: None | str | Unset = UNSET
    prepared_used: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        conflict_id = self.conflict_id

        character_id = self.character_id

        attribute = self.attribute

        tn = self.tn

        tn_parts = []
        for tn_parts_item_data in self.tn_parts:
            tn_parts_item = tn_parts_item_data.to_dict()
            tn_parts.append(tn_parts_item)

        successes = self.successes

        failed = self.failed

        outcome = self.outcome.value

        automatic = self.automatic

        lost = self.lost

        before = self.before

        after = self.after

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        effect = self.effect

        modifiers_used: list[str] | Unset = UNSET
        if not isinstance(self.modifiers_used, Unset):
            modifiers_used = self.modifiers_used

        source_character_id: None | str | Unset
        if isinstance(self.source_character_id, Unset):
            source_character_id = UNSET
        else:
            source_character_id = self.source_character_id

        prepared_used: list[str] | Unset = UNSET
        if not isinstance(self.prepared_used, Unset):
            prepared_used = self.prepared_used

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "conflict_id": conflict_id,
                "character_id": character_id,
                "attribute": attribute,
                "tn": tn,
                "tn_parts": tn_parts,
                "successes": successes,
                "failed": failed,
                "outcome": outcome,
                "automatic": automatic,
                "lost": lost,
                "before": before,
                "after": after,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if effect is not UNSET:
            field_dict["effect"] = effect
        if modifiers_used is not UNSET:
            field_dict["modifiers_used"] = modifiers_used
        if source_character_id is not UNSET:
            field_dict["source_character_id"] = source_character_id
        if prepared_used is not UNSET:
            field_dict["prepared_used"] = prepared_used

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

        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        attribute = d.pop("attribute")

        tn = d.pop("tn")

        tn_parts = []
        _tn_parts = d.pop("tn_parts")
        for tn_parts_item_data in _tn_parts:
            tn_parts_item = TnPart.from_dict(tn_parts_item_data)

            tn_parts.append(tn_parts_item)

        successes = d.pop("successes")

        failed = d.pop("failed")

        outcome = RrActionPointSaveRolledOutcome(d.pop("outcome"))

        automatic = d.pop("automatic")

        lost = d.pop("lost")

        before = d.pop("before")

        after = d.pop("after")

        type_ = cast(Literal["rr.action_point_save_rolled"], d.pop("type"))
        if type_ != "rr.action_point_save_rolled":
            raise ValueError(
                f"type must match const 'rr.action_point_save_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrActionPointSaveRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrActionPointSaveRolledVisibility(_visibility)

        effect = d.pop("effect", UNSET)

        modifiers_used = cast(list[str], d.pop("modifiers_used", UNSET))

        def _parse_source_character_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_character_id = _parse_source_character_id(
            d.pop("source_character_id", UNSET)
        )

        prepared_used = cast(list[str], d.pop("prepared_used", UNSET))

        rr_action_point_save_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            character_id=character_id,
            attribute=attribute,
            tn=tn,
            tn_parts=tn_parts,
            successes=successes,
            failed=failed,
            outcome=outcome,
            automatic=automatic,
            lost=lost,
            before=before,
            after=after,
            type_=type_,
            visibility=visibility,
            effect=effect,
            modifiers_used=modifiers_used,
            source_character_id=source_character_id,
            prepared_used=prepared_used,
        )

        rr_action_point_save_rolled.additional_properties = d
        return rr_action_point_save_rolled

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
