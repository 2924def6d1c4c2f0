from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_roll_ambush_request_attribute import RrRollAmbushRequestAttribute
from ..models.rr_roll_ambush_request_visibility import RrRollAmbushRequestVisibility
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrRollAmbushRequest")


@_attrs_define
class RrRollAmbushRequest:
    """The ambushers' Test (e.g. Stealth vs. Locomotion): best program and worst attribute among them.

        Success makes every target roll a Perception Save, harder by the extra successes (halved, rounded
        down, for several targets); failure makes the ambushers save instead. `opposition`: the targets'
        opposing successes or a GM difficulty. `bonus_ids`: the ambushers' roll-over bonuses to add.

    Only the GM may issue this command.

        Attributes:
            table_id (str):
            conflict_id (str):
            ambusher_ids (list[str]):
            target_ids (list[str]):
            program (str):
            attribute (RrRollAmbushRequestAttribute):
            visibility (RrRollAmbushRequestVisibility | Unset):  Default: RrRollAmbushRequestVisibility.PUBLIC.
            client_seed (None | str | Unset):
            dice (list[list[int]] | None | Unset):
            bonus_ids (list[str] | Unset):
            opposition (int | Unset):  Default: 0.
    """

    table_id: str
    conflict_id: str
    ambusher_ids: list[str]
    target_ids: list[str]
    program: str
    attribute: RrRollAmbushRequestAttribute
    visibility: RrRollAmbushRequestVisibility | Unset = (
        RrRollAmbushRequestVisibility.PUBLIC
    )
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    bonus_ids: list[str] | Unset = UNSET
    opposition: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        conflict_id = self.conflict_id

        ambusher_ids = self.ambusher_ids

        target_ids = self.target_ids

        program = self.program

        attribute = self.attribute.value

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

        bonus_ids: list[str] | Unset = UNSET
        if not isinstance(self.bonus_ids, Unset):
            bonus_ids = self.bonus_ids

        opposition = self.opposition

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "conflict_id": conflict_id,
                "ambusher_ids": ambusher_ids,
                "target_ids": target_ids,
                "program": program,
                "attribute": attribute,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if bonus_ids is not UNSET:
            field_dict["bonus_ids"] = bonus_ids
        if opposition is not UNSET:
            field_dict["opposition"] = opposition

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        conflict_id = d.pop("conflict_id")

        ambusher_ids = cast(list[str], d.pop("ambusher_ids"))

        target_ids = cast(list[str], d.pop("target_ids"))

        program = d.pop("program")

        attribute = RrRollAmbushRequestAttribute(d.pop("attribute"))

        _visibility = d.pop("visibility", UNSET)
        visibility: RrRollAmbushRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrRollAmbushRequestVisibility(_visibility)

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

        bonus_ids = cast(list[str], d.pop("bonus_ids", UNSET))

        opposition = d.pop("opposition", UNSET)

        rr_roll_ambush_request = cls(
            table_id=table_id,
            conflict_id=conflict_id,
            ambusher_ids=ambusher_ids,
            target_ids=target_ids,
            program=program,
            attribute=attribute,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            bonus_ids=bonus_ids,
            opposition=opposition,
        )

        rr_roll_ambush_request.additional_properties = d
        return rr_roll_ambush_request

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
