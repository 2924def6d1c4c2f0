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

from ..models.rb_table_rolled_visibility import RbTableRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.symbol_roll import SymbolRoll


T = TypeVar("T", bound="RbTableRolled")


@_attrs_define
class RbTableRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        table (str):
        result (str):
        record (list[SymbolRoll]):
        type_ (Literal['rb.table_rolled']):  Default: 'rb.table_rolled'.
        visibility (RbTableRolledVisibility | Unset):  Default: RbTableRolledVisibility.PUBLIC.
        scenario_id (None | str | Unset):
        factor (None | str | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    table: str
    result: str
    record: list[SymbolRoll]
    type_: Literal["rb.table_rolled"] = "rb.table_rolled"
    visibility: RbTableRolledVisibility | Unset = RbTableRolledVisibility.PUBLIC
    scenario_id: None | str | Unset = UNSET
    factor: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        table = self.table

        result = self.result

        record = []
        for record_item_data in self.record:
            record_item = record_item_data.to_dict()
            record.append(record_item)

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        scenario_id: None | str | Unset
        if isinstance(self.scenario_id, Unset):
            scenario_id = UNSET
        else:
            scenario_id = self.scenario_id

        factor: None | str | Unset
        if isinstance(self.factor, Unset):
            factor = UNSET
        else:
            factor = self.factor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "table": table,
                "result": result,
                "record": record,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if scenario_id is not UNSET:
            field_dict["scenario_id"] = scenario_id
        if factor is not UNSET:
            field_dict["factor"] = factor

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
        from ..models.symbol_roll import SymbolRoll

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        table = d.pop("table")

        result = d.pop("result")

        record = []
        _record = d.pop("record")
        for record_item_data in _record:
            record_item = SymbolRoll.from_dict(record_item_data)

            record.append(record_item)

        type_ = cast(Literal["rb.table_rolled"], d.pop("type"))
        if type_ != "rb.table_rolled":
            raise ValueError(f"type must match const 'rb.table_rolled', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: RbTableRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RbTableRolledVisibility(_visibility)

        def _parse_scenario_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        scenario_id = _parse_scenario_id(d.pop("scenario_id", UNSET))

        def _parse_factor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        factor = _parse_factor(d.pop("factor", UNSET))

        rb_table_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            table=table,
            result=result,
            record=record,
            type_=type_,
            visibility=visibility,
            scenario_id=scenario_id,
            factor=factor,
        )

        rb_table_rolled.additional_properties = d
        return rb_table_rolled

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
