from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.d100_roll_task_request_attribute import D100RollTaskRequestAttribute
from ..models.d100_roll_task_request_visibility import D100RollTaskRequestVisibility
from ..types import UNSET, Unset

T = TypeVar("T", bound="D100RollTaskRequest")


@_attrs_define
class D100RollTaskRequest:
    """The GM calls for an Attribute + Aptitude roll at TN 50 + `modifier` (e.g. Physical Agility + Athletics
        for a sprinter who might trip).

    Only the GM may issue this command.

        Attributes:
            table_id (str):
            character_id (str):
            attribute (D100RollTaskRequestAttribute):
            visibility (D100RollTaskRequestVisibility | Unset):  Default: D100RollTaskRequestVisibility.PUBLIC.
            client_seed (None | str | Unset):
            dice (list[list[int]] | None | Unset):
            aptitude (None | str | Unset):
            modifier (int | Unset):  Default: 0.
            reason (str | Unset):  Default: ''.
            conflict_id (None | str | Unset):
    """

    table_id: str
    character_id: str
    attribute: D100RollTaskRequestAttribute
    visibility: D100RollTaskRequestVisibility | Unset = (
        D100RollTaskRequestVisibility.PUBLIC
    )
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    aptitude: None | str | Unset = UNSET
    modifier: int | Unset = 0
    reason: str | Unset = ""
    conflict_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        character_id = self.character_id

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

        aptitude: None | str | Unset
        if isinstance(self.aptitude, Unset):
            aptitude = UNSET
        else:
            aptitude = self.aptitude

        modifier = self.modifier

        reason = self.reason

        conflict_id: None | str | Unset
        if isinstance(self.conflict_id, Unset):
            conflict_id = UNSET
        else:
            conflict_id = self.conflict_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "character_id": character_id,
                "attribute": attribute,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if aptitude is not UNSET:
            field_dict["aptitude"] = aptitude
        if modifier is not UNSET:
            field_dict["modifier"] = modifier
        if reason is not UNSET:
            field_dict["reason"] = reason
        if conflict_id is not UNSET:
            field_dict["conflict_id"] = conflict_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        character_id = d.pop("character_id")

        attribute = D100RollTaskRequestAttribute(d.pop("attribute"))

        _visibility = d.pop("visibility", UNSET)
        visibility: D100RollTaskRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = D100RollTaskRequestVisibility(_visibility)

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

        def _parse_aptitude(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        aptitude = _parse_aptitude(d.pop("aptitude", UNSET))

        modifier = d.pop("modifier", UNSET)

        reason = d.pop("reason", UNSET)

        def _parse_conflict_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id", UNSET))

        d100_roll_task_request = cls(
            table_id=table_id,
            character_id=character_id,
            attribute=attribute,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            aptitude=aptitude,
            modifier=modifier,
            reason=reason,
            conflict_id=conflict_id,
        )

        d100_roll_task_request.additional_properties = d
        return d100_roll_task_request

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
