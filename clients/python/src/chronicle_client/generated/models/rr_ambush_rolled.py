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

from ..models.rr_ambush_rolled_visibility import RrAmbushRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrAmbushRolled")


@_attrs_define
class RrAmbushRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        ambusher_ids (list[str]):
        target_ids (list[str]):
        program (str):
        program_holder (str):
        pool (int):
        pool_parts (list[TnPart]):
        attribute (str):
        attribute_holder (str):
        tn (int):
        successes (int):
        opposition (int):
        net (int):
        succeeded (bool):
        savers (list[str]):
        save_tn_modifier (int):
        type_ (Literal['rr.ambush_rolled']):  Default: 'rr.ambush_rolled'.
        visibility (RrAmbushRolledVisibility | Unset):  Default: RrAmbushRolledVisibility.PUBLIC.
        bonus_ids (list[str] | Unset):
        ones (int | Unset):  Default: 0.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    ambusher_ids: list[str]
    target_ids: list[str]
    program: str
    program_holder: str
    pool: int
    pool_parts: list[TnPart]
    attribute: str
    attribute_holder: str
    tn: int
    successes: int
    opposition: int
    net: int
    succeeded: bool
    savers: list[str]
    save_tn_modifier: int
    type_: Literal["rr.ambush_rolled"] = "rr.ambush_rolled"
    visibility: RrAmbushRolledVisibility | Unset = RrAmbushRolledVisibility.PUBLIC
    bonus_ids: list[str] | Unset = UNSET
    ones: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        conflict_id = self.conflict_id

        ambusher_ids = self.ambusher_ids

        target_ids = self.target_ids

        program = self.program

        program_holder = self.program_holder

        pool = self.pool

        pool_parts = []
        for pool_parts_item_data in self.pool_parts:
            pool_parts_item = pool_parts_item_data.to_dict()
            pool_parts.append(pool_parts_item)

        attribute = self.attribute

        attribute_holder = self.attribute_holder

        tn = self.tn

        successes = self.successes

        opposition = self.opposition

        net = self.net

        succeeded = self.succeeded

        savers = self.savers

        save_tn_modifier = self.save_tn_modifier

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        bonus_ids: list[str] | Unset = UNSET
        if not isinstance(self.bonus_ids, Unset):
            bonus_ids = self.bonus_ids

        ones = self.ones

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "conflict_id": conflict_id,
                "ambusher_ids": ambusher_ids,
                "target_ids": target_ids,
                "program": program,
                "program_holder": program_holder,
                "pool": pool,
                "pool_parts": pool_parts,
                "attribute": attribute,
                "attribute_holder": attribute_holder,
                "tn": tn,
                "successes": successes,
                "opposition": opposition,
                "net": net,
                "succeeded": succeeded,
                "savers": savers,
                "save_tn_modifier": save_tn_modifier,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if bonus_ids is not UNSET:
            field_dict["bonus_ids"] = bonus_ids
        if ones is not UNSET:
            field_dict["ones"] = ones

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

        ambusher_ids = cast(list[str], d.pop("ambusher_ids"))

        target_ids = cast(list[str], d.pop("target_ids"))

        program = d.pop("program")

        program_holder = d.pop("program_holder")

        pool = d.pop("pool")

        pool_parts = []
        _pool_parts = d.pop("pool_parts")
        for pool_parts_item_data in _pool_parts:
            pool_parts_item = TnPart.from_dict(pool_parts_item_data)

            pool_parts.append(pool_parts_item)

        attribute = d.pop("attribute")

        attribute_holder = d.pop("attribute_holder")

        tn = d.pop("tn")

        successes = d.pop("successes")

        opposition = d.pop("opposition")

        net = d.pop("net")

        succeeded = d.pop("succeeded")

        savers = cast(list[str], d.pop("savers"))

        save_tn_modifier = d.pop("save_tn_modifier")

        type_ = cast(Literal["rr.ambush_rolled"], d.pop("type"))
        if type_ != "rr.ambush_rolled":
            raise ValueError(f"type must match const 'rr.ambush_rolled', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: RrAmbushRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrAmbushRolledVisibility(_visibility)

        bonus_ids = cast(list[str], d.pop("bonus_ids", UNSET))

        ones = d.pop("ones", UNSET)

        rr_ambush_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            ambusher_ids=ambusher_ids,
            target_ids=target_ids,
            program=program,
            program_holder=program_holder,
            pool=pool,
            pool_parts=pool_parts,
            attribute=attribute,
            attribute_holder=attribute_holder,
            tn=tn,
            successes=successes,
            opposition=opposition,
            net=net,
            succeeded=succeeded,
            savers=savers,
            save_tn_modifier=save_tn_modifier,
            type_=type_,
            visibility=visibility,
            bonus_ids=bonus_ids,
            ones=ones,
        )

        rr_ambush_rolled.additional_properties = d
        return rr_ambush_rolled

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
