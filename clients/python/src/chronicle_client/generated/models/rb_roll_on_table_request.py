from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rb_roll_on_table_request_table import RbRollOnTableRequestTable
from ..models.rb_roll_on_table_request_visibility import RbRollOnTableRequestVisibility
from ..types import UNSET, Unset

T = TypeVar("T", bound="RbRollOnTableRequest")


@_attrs_define
class RbRollOnTableRequest:
    """Roll on one of the rulebook's random tables (or a GM's fallout table) as a prompt, e.g. for an
    edge's symbol. `worksheet` rolls a d6 against a filled Random Scenario Worksheet (give `scenario_id`).

    Attributes:
        table_id (str):
        table (RbRollOnTableRequestTable):
        visibility (RbRollOnTableRequestVisibility | Unset):  Default: RbRollOnTableRequestVisibility.PUBLIC.
        client_seed (None | str | Unset):
        dice (list[list[int]] | None | Unset):
        fallout_table (None | str | Unset):
        scenario_id (None | str | Unset):
    """

    table_id: str
    table: RbRollOnTableRequestTable
    visibility: RbRollOnTableRequestVisibility | Unset = (
        RbRollOnTableRequestVisibility.PUBLIC
    )
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    fallout_table: None | str | Unset = UNSET
    scenario_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        table = self.table.value

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        client_seed: None | str | Unset
        if isinstance(self.client_seed, Unset):
            client_seed = UNSET
        else:
            client_seed = self.client_seed

        dice: list[list[int]] | None | Unset
        if isinstance(self.dice, Unset):
            dice = UNSET
        elif isinstance(self.dice, list):
            dice = []
            for dice_type_0_item_data in self.dice:
                dice_type_0_item = dice_type_0_item_data

                dice.append(dice_type_0_item)

        else:
            dice = self.dice

        fallout_table: None | str | Unset
        if isinstance(self.fallout_table, Unset):
            fallout_table = UNSET
        else:
            fallout_table = self.fallout_table

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
                "table": table,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if fallout_table is not UNSET:
            field_dict["fallout_table"] = fallout_table
        if scenario_id is not UNSET:
            field_dict["scenario_id"] = scenario_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        table = RbRollOnTableRequestTable(d.pop("table"))

        _visibility = d.pop("visibility", UNSET)
        visibility: RbRollOnTableRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RbRollOnTableRequestVisibility(_visibility)

        def _parse_client_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_seed = _parse_client_seed(d.pop("client_seed", UNSET))

        def _parse_dice(data: object) -> list[list[int]] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dice_type_0 = []
                _dice_type_0 = data
                for dice_type_0_item_data in _dice_type_0:
                    dice_type_0_item = cast(list[int], dice_type_0_item_data)

                    dice_type_0.append(dice_type_0_item)

                return dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None | Unset, data)

        dice = _parse_dice(d.pop("dice", UNSET))

        def _parse_fallout_table(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        fallout_table = _parse_fallout_table(d.pop("fallout_table", UNSET))

        def _parse_scenario_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        scenario_id = _parse_scenario_id(d.pop("scenario_id", UNSET))

        rb_roll_on_table_request = cls(
            table_id=table_id,
            table=table,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            fallout_table=fallout_table,
            scenario_id=scenario_id,
        )

        rb_roll_on_table_request.additional_properties = d
        return rb_roll_on_table_request

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
