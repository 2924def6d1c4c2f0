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

from ..models.rb_test_rolled_visibility import RbTestRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.pool_die import PoolDie


T = TypeVar("T", bound="RbTestRolled")


@_attrs_define
class RbTestRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        character_id (str):
        pool (list[PoolDie]):
        type_ (Literal['rb.test_rolled']):  Default: 'rb.test_rolled'.
        visibility (RbTestRolledVisibility | Unset):  Default: RbTestRolledVisibility.PUBLIC.
        epic (bool | Unset):  Default: False.
        perilous (bool | Unset):  Default: False.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    character_id: str
    pool: list[PoolDie]
    type_: Literal["rb.test_rolled"] = "rb.test_rolled"
    visibility: RbTestRolledVisibility | Unset = RbTestRolledVisibility.PUBLIC
    epic: bool | Unset = False
    perilous: bool | Unset = False
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

        pool = []
        for pool_item_data in self.pool:
            pool_item = pool_item_data.to_dict()
            pool.append(pool_item)

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        epic = self.epic

        perilous = self.perilous

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "conflict_id": conflict_id,
                "character_id": character_id,
                "pool": pool,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if epic is not UNSET:
            field_dict["epic"] = epic
        if perilous is not UNSET:
            field_dict["perilous"] = perilous

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
        from ..models.pool_die import PoolDie

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

        pool = []
        _pool = d.pop("pool")
        for pool_item_data in _pool:
            pool_item = PoolDie.from_dict(pool_item_data)

            pool.append(pool_item)

        type_ = cast(Literal["rb.test_rolled"], d.pop("type"))
        if type_ != "rb.test_rolled":
            raise ValueError(f"type must match const 'rb.test_rolled', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: RbTestRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RbTestRolledVisibility(_visibility)

        epic = d.pop("epic", UNSET)

        perilous = d.pop("perilous", UNSET)

        rb_test_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            character_id=character_id,
            pool=pool,
            type_=type_,
            visibility=visibility,
            epic=epic,
            perilous=perilous,
        )

        rb_test_rolled.additional_properties = d
        return rb_test_rolled

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
