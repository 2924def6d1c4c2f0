from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.d100_start_conflict_request_visibility import (
    D100StartConflictRequestVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.conflict_options import ConflictOptions
    from ..models.d100_start_conflict_request_dream_states import (
        D100StartConflictRequestDreamStates,
    )


T = TypeVar("T", bound="D100StartConflictRequest")


@_attrs_define
class D100StartConflictRequest:
    """Start combat: roll Initiative (d10 + PA + MA, d10 roll-offs for ties) and begin round 1.

        `options` picks the chapter's optional rules; `dream_states` (dreamscapes only) says who entered asleep.

    Only the GM may issue this command.

        Attributes:
            table_id (str):
            character_ids (list[str]):
            visibility (D100StartConflictRequestVisibility | Unset):  Default: D100StartConflictRequestVisibility.PUBLIC.
            client_seed (None | str | Unset):
            dice (list[list[int]] | None | Unset):
            options (ConflictOptions | Unset):
            dream_states (D100StartConflictRequestDreamStates | Unset):
    """

    table_id: str
    character_ids: list[str]
    visibility: D100StartConflictRequestVisibility | Unset = (
        D100StartConflictRequestVisibility.PUBLIC
    )
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    options: ConflictOptions | Unset = UNSET
    dream_states: D100StartConflictRequestDreamStates | Unset = UNSET
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

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        dream_states: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dream_states, Unset):
            dream_states = self.dream_states.to_dict()

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
        if options is not UNSET:
            field_dict["options"] = options
        if dream_states is not UNSET:
            field_dict["dream_states"] = dream_states

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.conflict_options import ConflictOptions
        from ..models.d100_start_conflict_request_dream_states import (
            D100StartConflictRequestDreamStates,
        )

        d = dict(src_dict)
        table_id = d.pop("table_id")

        character_ids = cast(list[str], d.pop("character_ids"))

        _visibility = d.pop("visibility", UNSET)
        visibility: D100StartConflictRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = D100StartConflictRequestVisibility(_visibility)

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

        _options = d.pop("options", UNSET)
        options: ConflictOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = ConflictOptions.from_dict(_options)

        _dream_states = d.pop("dream_states", UNSET)
        dream_states: D100StartConflictRequestDreamStates | Unset
        if isinstance(_dream_states, Unset):
            dream_states = UNSET
        else:
            dream_states = D100StartConflictRequestDreamStates.from_dict(_dream_states)

        d100_start_conflict_request = cls(
            table_id=table_id,
            character_ids=character_ids,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            options=options,
            dream_states=dream_states,
        )

        d100_start_conflict_request.additional_properties = d
        return d100_start_conflict_request

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
