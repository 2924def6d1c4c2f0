from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.scratch_start_conflict_request_visibility import (
    ScratchStartConflictRequestVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.environment import Environment


T = TypeVar("T", bound="ScratchStartConflictRequest")


@_attrs_define
class ScratchStartConflictRequest:
    """Start combat: each character rolls initiative (d20 + 10 × stalking; ties roll again). Characters
        usually start with their maximum hit points (`full_hit_points`).

    Only the GM may issue this command.

        Attributes:
            table_id (str):
            character_ids (list[str]):
            visibility (ScratchStartConflictRequestVisibility | Unset):  Default:
                ScratchStartConflictRequestVisibility.PUBLIC.
            client_seed (None | str | Unset):
            dice (list[list[int]] | None | Unset):
            environment (Environment | Unset):
            full_hit_points (bool | Unset):  Default: True.
    """

    table_id: str
    character_ids: list[str]
    visibility: ScratchStartConflictRequestVisibility | Unset = (
        ScratchStartConflictRequestVisibility.PUBLIC
    )
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    environment: Environment | Unset = UNSET
    full_hit_points: bool | Unset = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        character_ids = self.character_ids

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

        environment: dict[str, Any] | Unset = UNSET
        if not isinstance(self.environment, Unset):
            environment = self.environment.to_dict()

        full_hit_points = self.full_hit_points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "character_ids": character_ids,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if environment is not UNSET:
            field_dict["environment"] = environment
        if full_hit_points is not UNSET:
            field_dict["full_hit_points"] = full_hit_points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.environment import Environment

        d = dict(src_dict)
        table_id = d.pop("table_id")

        character_ids = cast(list[str], d.pop("character_ids"))

        _visibility = d.pop("visibility", UNSET)
        visibility: ScratchStartConflictRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = ScratchStartConflictRequestVisibility(_visibility)

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

        _environment = d.pop("environment", UNSET)
        environment: Environment | Unset
        if isinstance(_environment, Unset):
            environment = UNSET
        else:
            environment = Environment.from_dict(_environment)

        full_hit_points = d.pop("full_hit_points", UNSET)

        scratch_start_conflict_request = cls(
            table_id=table_id,
            character_ids=character_ids,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            environment=environment,
            full_hit_points=full_hit_points,
        )

        scratch_start_conflict_request.additional_properties = d
        return scratch_start_conflict_request

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
