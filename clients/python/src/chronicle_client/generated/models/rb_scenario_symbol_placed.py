from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rb_scenario_symbol_placed_kind import RbScenarioSymbolPlacedKind

T = TypeVar("T", bound="RbScenarioSymbolPlaced")


@_attrs_define
class RbScenarioSymbolPlaced:
    """
    Attributes:
        scenario_id (str):
        member_id (str):
        kind (RbScenarioSymbolPlacedKind):
        slot (int):
        symbol (str):
        fact (str):
        type_ (Literal['rb.scenario_symbol_placed']):  Default: 'rb.scenario_symbol_placed'.
    """

    scenario_id: str
    member_id: str
    kind: RbScenarioSymbolPlacedKind
    slot: int
    symbol: str
    fact: str
    type_: Literal["rb.scenario_symbol_placed"] = "rb.scenario_symbol_placed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scenario_id = self.scenario_id

        member_id = self.member_id

        kind = self.kind.value

        slot = self.slot

        symbol = self.symbol

        fact = self.fact

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scenario_id": scenario_id,
                "member_id": member_id,
                "kind": kind,
                "slot": slot,
                "symbol": symbol,
                "fact": fact,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scenario_id = d.pop("scenario_id")

        member_id = d.pop("member_id")

        kind = RbScenarioSymbolPlacedKind(d.pop("kind"))

        slot = d.pop("slot")

        symbol = d.pop("symbol")

        fact = d.pop("fact")

        type_ = cast(Literal["rb.scenario_symbol_placed"], d.pop("type"))
        if type_ != "rb.scenario_symbol_placed":
            raise ValueError(
                f"type must match const 'rb.scenario_symbol_placed', got '{type_}'"
            )

        rb_scenario_symbol_placed = cls(
            scenario_id=scenario_id,
            member_id=member_id,
            kind=kind,
            slot=slot,
            symbol=symbol,
            fact=fact,
            type_=type_,
        )

        rb_scenario_symbol_placed.additional_properties = d
        return rb_scenario_symbol_placed

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
