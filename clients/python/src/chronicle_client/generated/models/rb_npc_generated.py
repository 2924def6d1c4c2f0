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

from ..models.rb_npc_generated_tier import RbNpcGeneratedTier
from ..models.rb_npc_generated_visibility import RbNpcGeneratedVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.npc_doing_fact import NpcDoingFact
    from ..models.symbol_roll import SymbolRoll


T = TypeVar("T", bound="RbNpcGenerated")


@_attrs_define
class RbNpcGenerated:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        npc_id (str):
        name (str):
        tier (RbNpcGeneratedTier):
        being (list[str]):
        record (list[SymbolRoll]):
        type_ (Literal['rb.npc_generated']):  Default: 'rb.npc_generated'.
        visibility (RbNpcGeneratedVisibility | Unset):  Default: RbNpcGeneratedVisibility.PUBLIC.
        doing (list[NpcDoingFact] | Unset):
        factor (None | str | Unset):
        scenario_id (None | str | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    npc_id: str
    name: str
    tier: RbNpcGeneratedTier
    being: list[str]
    record: list[SymbolRoll]
    type_: Literal["rb.npc_generated"] = "rb.npc_generated"
    visibility: RbNpcGeneratedVisibility | Unset = RbNpcGeneratedVisibility.PUBLIC
    doing: list[NpcDoingFact] | Unset = UNSET
    factor: None | str | Unset = UNSET
    scenario_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        npc_id = self.npc_id

        name = self.name

        tier = self.tier.value

        being = self.being

        record = []
        for record_item_data in self.record:
            record_item = record_item_data.to_dict()
            record.append(record_item)

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        doing: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.doing, Unset):
            doing = []
            for doing_item_data in self.doing:
                doing_item = doing_item_data.to_dict()
                doing.append(doing_item)

        factor: None | str | Unset
        if isinstance(self.factor, Unset):
            factor = UNSET
        else:
            factor = self.factor

        scenario_id: None | str | Unset
        if isinstance(self.scenario_id, Unset):
            scenario_id = UNSET
        else:
            scenario_id = self.scenario_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "npc_id": npc_id,
                "name": name,
                "tier": tier,
                "being": being,
                "record": record,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if doing is not UNSET:
            field_dict["doing"] = doing
        if factor is not UNSET:
            field_dict["factor"] = factor
        if scenario_id is not UNSET:
            field_dict["scenario_id"] = scenario_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
        from ..models.npc_doing_fact import NpcDoingFact
        from ..models.symbol_roll import SymbolRoll

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        npc_id = d.pop("npc_id")

        name = d.pop("name")

        tier = RbNpcGeneratedTier(d.pop("tier"))

        being = cast(list[str], d.pop("being"))

        record = []
        _record = d.pop("record")
        for record_item_data in _record:
            record_item = SymbolRoll.from_dict(record_item_data)

            record.append(record_item)

        type_ = cast(Literal["rb.npc_generated"], d.pop("type"))
        if type_ != "rb.npc_generated":
            raise ValueError(f"type must match const 'rb.npc_generated', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: RbNpcGeneratedVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RbNpcGeneratedVisibility(_visibility)

        _doing = d.pop("doing", UNSET)
        doing: list[NpcDoingFact] | Unset = UNSET
        if _doing is not UNSET:
            doing = []
            for doing_item_data in _doing:
                doing_item = NpcDoingFact.from_dict(doing_item_data)

                doing.append(doing_item)

        def _parse_factor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        factor = _parse_factor(d.pop("factor", UNSET))

        def _parse_scenario_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        scenario_id = _parse_scenario_id(d.pop("scenario_id", UNSET))

        rb_npc_generated = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            npc_id=npc_id,
            name=name,
            tier=tier,
            being=being,
            record=record,
            type_=type_,
            visibility=visibility,
            doing=doing,
            factor=factor,
            scenario_id=scenario_id,
        )

        rb_npc_generated.additional_properties = d
        return rb_npc_generated

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
