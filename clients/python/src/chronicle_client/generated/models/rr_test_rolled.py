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

from ..models.rr_test_rolled_visibility import RrTestRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.program_spec import ProgramSpec
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrTestRolled")


@_attrs_define
class RrTestRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        test_id (str):
        character_id (str):
        inspired (bool):
        program (None | str):
        pool (int):
        pool_parts (list[TnPart]):
        tn (int):
        tn_parts (list[TnPart]):
        successes (int):
        ones (int):
        type_ (Literal['rr.test_rolled']):  Default: 'rr.test_rolled'.
        visibility (RrTestRolledVisibility | Unset):  Default: RrTestRolledVisibility.PUBLIC.
        bonus_ids (list[str] | Unset):
        inspired_spec (None | ProgramSpec | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    test_id: str
    character_id: str
    inspired: bool
    program: None | str
    pool: int
    pool_parts: list[TnPart]
    tn: int
    tn_parts: list[TnPart]
    successes: int
    ones: int
    type_: Literal["rr.test_rolled"] = "rr.test_rolled"
    visibility: RrTestRolledVisibility | Unset = RrTestRolledVisibility.PUBLIC
    bonus_ids: list[str] | Unset = UNSET
    inspired_spec: None | ProgramSpec | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.program_spec import ProgramSpec

        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        test_id = self.test_id

        character_id = self.character_id

        inspired = self.inspired

        program: None | str
        program = self.program

        pool = self.pool

        pool_parts = []
        for pool_parts_item_data in self.pool_parts:
            pool_parts_item = pool_parts_item_data.to_dict()
            pool_parts.append(pool_parts_item)

        tn = self.tn

        tn_parts = []
        for tn_parts_item_data in self.tn_parts:
            tn_parts_item = tn_parts_item_data.to_dict()
            tn_parts.append(tn_parts_item)

        successes = self.successes

        ones = self.ones

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        bonus_ids: list[str] | Unset = UNSET
        if not isinstance(self.bonus_ids, Unset):
            bonus_ids = self.bonus_ids

        inspired_spec: dict[str, Any] | None | Unset
        if isinstance(self.inspired_spec, Unset):
            inspired_spec = UNSET
        elif isinstance(self.inspired_spec, ProgramSpec):
            inspired_spec = self.inspired_spec.to_dict()
        else:
            inspired_spec = self.inspired_spec

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "test_id": test_id,
                "character_id": character_id,
                "inspired": inspired,
                "program": program,
                "pool": pool,
                "pool_parts": pool_parts,
                "tn": tn,
                "tn_parts": tn_parts,
                "successes": successes,
                "ones": ones,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if bonus_ids is not UNSET:
            field_dict["bonus_ids"] = bonus_ids
        if inspired_spec is not UNSET:
            field_dict["inspired_spec"] = inspired_spec

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

        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        inspired = d.pop("inspired")

        def _parse_program(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        program = _parse_program(d.pop("program"))

        pool = d.pop("pool")

        pool_parts = []
        _pool_parts = d.pop("pool_parts")
        for pool_parts_item_data in _pool_parts:
            pool_parts_item = TnPart.from_dict(pool_parts_item_data)

            pool_parts.append(pool_parts_item)

        tn = d.pop("tn")

        tn_parts = []
        _tn_parts = d.pop("tn_parts")
        for tn_parts_item_data in _tn_parts:
            tn_parts_item = TnPart.from_dict(tn_parts_item_data)

            tn_parts.append(tn_parts_item)

        successes = d.pop("successes")

        ones = d.pop("ones")

        type_ = cast(Literal["rr.test_rolled"], d.pop("type"))
        if type_ != "rr.test_rolled":
            raise ValueError(f"type must match const 'rr.test_rolled', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: RrTestRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrTestRolledVisibility(_visibility)

        bonus_ids = cast(list[str], d.pop("bonus_ids", UNSET))

        def _parse_inspired_spec(data: object) -> None | ProgramSpec | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                inspired_spec_type_0 = ProgramSpec.from_dict(data)

                return inspired_spec_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProgramSpec | Unset, data)

        inspired_spec = _parse_inspired_spec(d.pop("inspired_spec", UNSET))

        rr_test_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            test_id=test_id,
            character_id=character_id,
            inspired=inspired,
            program=program,
            pool=pool,
            pool_parts=pool_parts,
            tn=tn,
            tn_parts=tn_parts,
            successes=successes,
            ones=ones,
            type_=type_,
            visibility=visibility,
            bonus_ids=bonus_ids,
            inspired_spec=inspired_spec,
        )

        rr_test_rolled.additional_properties = d
        return rr_test_rolled

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
