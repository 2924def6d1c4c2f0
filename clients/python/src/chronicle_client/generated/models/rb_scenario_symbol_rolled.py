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

from ..models.rb_scenario_symbol_rolled_kind import RbScenarioSymbolRolledKind
from ..models.rb_scenario_symbol_rolled_visibility import (
    RbScenarioSymbolRolledVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.symbol_roll import SymbolRoll


T = TypeVar("T", bound="RbScenarioSymbolRolled")


@_attrs_define
class RbScenarioSymbolRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        scenario_id (str):
        member_id (str):
        kind (RbScenarioSymbolRolledKind):
        symbol (str):
        record (list[SymbolRoll]):
        type_ (Literal['rb.scenario_symbol_rolled']):  Default: 'rb.scenario_symbol_rolled'.
        visibility (RbScenarioSymbolRolledVisibility | Unset):  Default: RbScenarioSymbolRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    scenario_id: str
    member_id: str
    kind: RbScenarioSymbolRolledKind
    symbol: str
    record: list[SymbolRoll]
    type_: Literal["rb.scenario_symbol_rolled"] = "rb.scenario_symbol_rolled"
    visibility: RbScenarioSymbolRolledVisibility | Unset = (
        RbScenarioSymbolRolledVisibility.PUBLIC
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        scenario_id = self.scenario_id

        member_id = self.member_id

        kind = self.kind.value

        symbol = self.symbol

        record = []
        for record_item_data in self.record:
            record_item = record_item_data.to_dict()
            record.append(record_item)

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
                "scenario_id": scenario_id,
                "member_id": member_id,
                "kind": kind,
                "symbol": symbol,
                "record": record,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

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

        scenario_id = d.pop("scenario_id")

        member_id = d.pop("member_id")

        kind = RbScenarioSymbolRolledKind(d.pop("kind"))

        symbol = d.pop("symbol")

        record = []
        _record = d.pop("record")
        for record_item_data in _record:
            record_item = SymbolRoll.from_dict(record_item_data)

            record.append(record_item)

        type_ = cast(Literal["rb.scenario_symbol_rolled"], d.pop("type"))
        if type_ != "rb.scenario_symbol_rolled":
            raise ValueError(
                f"type must match const 'rb.scenario_symbol_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RbScenarioSymbolRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RbScenarioSymbolRolledVisibility(_visibility)

        rb_scenario_symbol_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            scenario_id=scenario_id,
            member_id=member_id,
            kind=kind,
            symbol=symbol,
            record=record,
            type_=type_,
            visibility=visibility,
        )

        rb_scenario_symbol_rolled.additional_properties = d
        return rb_scenario_symbol_rolled

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
