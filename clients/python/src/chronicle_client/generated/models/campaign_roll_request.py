from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.campaign_roll_request_visibility import CampaignRollRequestVisibility
from ..types import UNSET, Unset

T = TypeVar("T", bound="CampaignRollRequest")


@_attrs_define
class CampaignRollRequest:
    """Roll a free-form dice expression at a table, in any ruleset, in the grammar of Avrae's d20:
    `4d6kh3`, `1d20+5 >= 15`, `8d6e6`, `1d10rr1`, `(1d4, 2d6)kh1`, `2d8[fire] + 3`, and dice pools counting
    successes (`7d10e10s>7f1`: dice above 7, minus ones). The operators, side by side with d20's, are in
    docs/dice.md. At most 200 dice per expression (explosions and rerolls included: `too_many_dice`), dice
    of 2 to 100 sides, 200 characters. A malformed expression is `422 dice_expression_malformed` naming the
    `position`. The table's dice mode applies: a physical table enters one list of faces per roll in `dice`,
    in the order rolled (each dice term, then each pass of rerolls or explosions); when more are needed,
    `422 physical_dice_missing` says which (`roll_index`, `count`, `sides`, `why`), and the same command is
    sent again with that list added.

    Attributes:
        table_id (str):
        expression (str):
        visibility (CampaignRollRequestVisibility | Unset):  Default: CampaignRollRequestVisibility.PUBLIC.
        client_seed (None | str | Unset):
        dice (list[list[int]] | None | Unset):
        label (None | str | Unset):
    """

    table_id: str
    expression: str
    visibility: CampaignRollRequestVisibility | Unset = (
        CampaignRollRequestVisibility.PUBLIC
    )
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    label: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        expression = self.expression

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

        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "expression": expression,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        expression = d.pop("expression")

        _visibility = d.pop("visibility", UNSET)
        visibility: CampaignRollRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = CampaignRollRequestVisibility(_visibility)

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

        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))

        campaign_roll_request = cls(
            table_id=table_id,
            expression=expression,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            label=label,
        )

        campaign_roll_request.additional_properties = d
        return campaign_roll_request

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
