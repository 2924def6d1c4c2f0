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

from ..models.rr_tapestry_save_rolled_outcome import RrTapestrySaveRolledOutcome
from ..models.rr_tapestry_save_rolled_save import RrTapestrySaveRolledSave
from ..models.rr_tapestry_save_rolled_verdict import RrTapestrySaveRolledVerdict
from ..models.rr_tapestry_save_rolled_visibility import RrTapestrySaveRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrTapestrySaveRolled")


@_attrs_define
class RrTapestrySaveRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        save (RrTapestrySaveRolledSave):
        tn (int):
        tn_parts (list[TnPart]):
        successes (int):
        failed (int):
        outcome (RrTapestrySaveRolledOutcome):
        automatic (bool):
        verdict (RrTapestrySaveRolledVerdict):
        type_ (Literal['rr.tapestry_save_rolled']):  Default: 'rr.tapestry_save_rolled'.
        visibility (RrTapestrySaveRolledVisibility | Unset):  Default: RrTapestrySaveRolledVisibility.PUBLIC.
        trait (None | str | Unset):
        trait_cap (int | None | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    save: RrTapestrySaveRolledSave
    tn: int
    tn_parts: list[TnPart]
    successes: int
    failed: int
    outcome: RrTapestrySaveRolledOutcome
    automatic: bool
    verdict: RrTapestrySaveRolledVerdict
    type_: Literal["rr.tapestry_save_rolled"] = "rr.tapestry_save_rolled"
    visibility: RrTapestrySaveRolledVisibility | Unset = (
        RrTapestrySaveRolledVisibility.PUBLIC
    )
    trait: None | str | Unset = UNSET
    trait_cap: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        character_id = self.character_id

        save = self.save.value

        tn = self.tn

        tn_parts = []
        for tn_parts_item_data in self.tn_parts:
            tn_parts_item = tn_parts_item_data.to_dict()
            tn_parts.append(tn_parts_item)

        successes = self.successes

        failed = self.failed

        outcome = self.outcome.value

        automatic = self.automatic

        verdict = self.verdict.value

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        trait: None | str | Unset
        if isinstance(self.trait, Unset):
            trait = UNSET
        else:
            trait = self.trait

        trait_cap: int | None | Unset
        if isinstance(self.trait_cap, Unset):
            trait_cap = UNSET
        else:
            trait_cap = self.trait_cap

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "character_id": character_id,
                "save": save,
                "tn": tn,
                "tn_parts": tn_parts,
                "successes": successes,
                "failed": failed,
                "outcome": outcome,
                "automatic": automatic,
                "verdict": verdict,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if trait is not UNSET:
            field_dict["trait"] = trait
        if trait_cap is not UNSET:
            field_dict["trait_cap"] = trait_cap

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

        save = RrTapestrySaveRolledSave(d.pop("save"))

        tn = d.pop("tn")

        tn_parts = []
        _tn_parts = d.pop("tn_parts")
        for tn_parts_item_data in _tn_parts:
            tn_parts_item = TnPart.from_dict(tn_parts_item_data)

            tn_parts.append(tn_parts_item)

        successes = d.pop("successes")

        failed = d.pop("failed")

        outcome = RrTapestrySaveRolledOutcome(d.pop("outcome"))

        automatic = d.pop("automatic")

        verdict = RrTapestrySaveRolledVerdict(d.pop("verdict"))

        type_ = cast(Literal["rr.tapestry_save_rolled"], d.pop("type"))
        if type_ != "rr.tapestry_save_rolled":
            raise ValueError(
                f"type must match const 'rr.tapestry_save_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrTapestrySaveRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrTapestrySaveRolledVisibility(_visibility)

        def _parse_trait(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trait = _parse_trait(d.pop("trait", UNSET))

        def _parse_trait_cap(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        trait_cap = _parse_trait_cap(d.pop("trait_cap", UNSET))

        rr_tapestry_save_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            save=save,
            tn=tn,
            tn_parts=tn_parts,
            successes=successes,
            failed=failed,
            outcome=outcome,
            automatic=automatic,
            verdict=verdict,
            type_=type_,
            visibility=visibility,
            trait=trait,
            trait_cap=trait_cap,
        )

        rr_tapestry_save_rolled.additional_properties = d
        return rr_tapestry_save_rolled

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
