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

from ..models.rb_scenario_factors_rolled_visibility import (
    RbScenarioFactorsRolledVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.symbol_roll import SymbolRoll


T = TypeVar("T", bound="RbScenarioFactorsRolled")


@_attrs_define
class RbScenarioFactorsRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        scenario_id (str):
        factors (list[str]):
        record (list[SymbolRoll]):
        type_ (Literal['rb.scenario_factors_rolled']):  Default: 'rb.scenario_factors_rolled'.
        visibility (RbScenarioFactorsRolledVisibility | Unset):  Default: RbScenarioFactorsRolledVisibility.PUBLIC.
        solo (bool | Unset):  Default: False.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    scenario_id: str
    factors: list[str]
    record: list[SymbolRoll]
    type_: Literal["rb.scenario_factors_rolled"] = "rb.scenario_factors_rolled"
    visibility: RbScenarioFactorsRolledVisibility | Unset = (
        RbScenarioFactorsRolledVisibility.PUBLIC
    )
    solo: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        scenario_id = self.scenario_id

        factors = []
        for factors_item_data in self.factors:
            factors_item: str
            factors_item = factors_item_data
            factors.append(factors_item)

        record = []
        for record_item_data in self.record:
            record_item = record_item_data.to_dict()
            record.append(record_item)

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        solo = self.solo

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "scenario_id": scenario_id,
                "factors": factors,
                "record": record,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if solo is not UNSET:
            field_dict["solo"] = solo

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

        factors = []
        _factors = d.pop("factors")
        for factors_item_data in _factors:

            def _parse_factors_item(data: object) -> str:
                return cast(str, data)

            factors_item = _parse_factors_item(factors_item_data)

            factors.append(factors_item)

        record = []
        _record = d.pop("record")
        for record_item_data in _record:
            record_item = SymbolRoll.from_dict(record_item_data)

            record.append(record_item)

        type_ = cast(Literal["rb.scenario_factors_rolled"], d.pop("type"))
        if type_ != "rb.scenario_factors_rolled":
            raise ValueError(
                f"type must match const 'rb.scenario_factors_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RbScenarioFactorsRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RbScenarioFactorsRolledVisibility(_visibility)

        solo = d.pop("solo", UNSET)

        rb_scenario_factors_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            scenario_id=scenario_id,
            factors=factors,
            record=record,
            type_=type_,
            visibility=visibility,
            solo=solo,
        )

        rb_scenario_factors_rolled.additional_properties = d
        return rb_scenario_factors_rolled

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
