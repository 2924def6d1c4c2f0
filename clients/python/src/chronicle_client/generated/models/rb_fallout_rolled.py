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

from ..models.rb_fallout_rolled_fallout import RbFalloutRolledFallout
from ..models.rb_fallout_rolled_visibility import RbFalloutRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll


T = TypeVar("T", bound="RbFalloutRolled")


@_attrs_define
class RbFalloutRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        fallout (RbFalloutRolledFallout):
        fallout_table (str):
        table_symbols (list[str]):
        symbols (list[str]):
        doubles (bool):
        type_ (Literal['rb.fallout_rolled']):  Default: 'rb.fallout_rolled'.
        visibility (RbFalloutRolledVisibility | Unset):  Default: RbFalloutRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    fallout: RbFalloutRolledFallout
    fallout_table: str
    table_symbols: list[str]
    symbols: list[str]
    doubles: bool
    type_: Literal["rb.fallout_rolled"] = "rb.fallout_rolled"
    visibility: RbFalloutRolledVisibility | Unset = RbFalloutRolledVisibility.PUBLIC
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        conflict_id = self.conflict_id

        fallout = self.fallout.value

        fallout_table = self.fallout_table

        table_symbols = self.table_symbols

        symbols = self.symbols

        doubles = self.doubles

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
                "conflict_id": conflict_id,
                "fallout": fallout,
                "fallout_table": fallout_table,
                "table_symbols": table_symbols,
                "symbols": symbols,
                "doubles": doubles,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        conflict_id = d.pop("conflict_id")

        fallout = RbFalloutRolledFallout(d.pop("fallout"))

        fallout_table = d.pop("fallout_table")

        table_symbols = cast(list[str], d.pop("table_symbols"))

        symbols = cast(list[str], d.pop("symbols"))

        doubles = d.pop("doubles")

        type_ = cast(Literal["rb.fallout_rolled"], d.pop("type"))
        if type_ != "rb.fallout_rolled":
            raise ValueError(
                f"type must match const 'rb.fallout_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RbFalloutRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RbFalloutRolledVisibility(_visibility)

        rb_fallout_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            fallout=fallout,
            fallout_table=fallout_table,
            table_symbols=table_symbols,
            symbols=symbols,
            doubles=doubles,
            type_=type_,
            visibility=visibility,
        )

        rb_fallout_rolled.additional_properties = d
        return rb_fallout_rolled

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
