from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_start_conflict_request_kind import RrStartConflictRequestKind
from ..models.rr_start_conflict_request_lighting import RrStartConflictRequestLighting
from ..models.rr_start_conflict_request_noise import RrStartConflictRequestNoise
from ..models.rr_start_conflict_request_visibility import (
    RrStartConflictRequestVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.combatant_entry import CombatantEntry
    from ..models.rr_start_conflict_request_side_sizes import (
        RrStartConflictRequestSideSizes,
    )


T = TypeVar("T", bound="RrStartConflictRequest")


@_attrs_define
class RrStartConflictRequest:
    """Start an extended conflict (combat, or social with `kind: social`) at a table.

        Without `ambush` the initial Turn Order (Perception, ties Locomotion, Inspiration, d10; social:
        Processor, ties Perception, Inspiration, d6) and every robot's Base Action Points are rolled at once
        and the top robot takes the first (free) turn. With `ambush` the conflict waits while the ambush and
        surprise saves are rolled; `rr.begin_conflict` then sets the order. `initiator_id` starts the fight
        narratively with that robot. `side_sizes` counts unnamed extras; `class_mean` sets a social mean.

    Only the GM may issue this command.

        Attributes:
            table_id (str):
            combatants (list[CombatantEntry]):
            visibility (RrStartConflictRequestVisibility | Unset):  Default: RrStartConflictRequestVisibility.PUBLIC.
            client_seed (None | str | Unset):
            dice (list[list[int]] | None | Unset):
            kind (RrStartConflictRequestKind | Unset):  Default: RrStartConflictRequestKind.PHYSICAL.
            lighting (RrStartConflictRequestLighting | Unset):  Default: RrStartConflictRequestLighting.NORMAL.
            noise (RrStartConflictRequestNoise | Unset):  Default: RrStartConflictRequestNoise.NORMAL.
            side_sizes (RrStartConflictRequestSideSizes | Unset):
            class_mean (float | None | Unset):
            ambush (bool | Unset):  Default: False.
            initiator_id (None | str | Unset):
    """

    table_id: str
    combatants: list[CombatantEntry]
    visibility: RrStartConflictRequestVisibility | Unset = (
        RrStartConflictRequestVisibility.PUBLIC
    )
    client_seed: None | str | Unset = UNSET
    dice: list[list[int]] | None | Unset = UNSET
    kind: RrStartConflictRequestKind | Unset = RrStartConflictRequestKind.PHYSICAL
    lighting: RrStartConflictRequestLighting | Unset = (
        RrStartConflictRequestLighting.NORMAL
    )
    noise: RrStartConflictRequestNoise | Unset = RrStartConflictRequestNoise.NORMAL
    side_sizes: RrStartConflictRequestSideSizes | Unset = UNSET
    class_mean: float | None | Unset = UNSET
    ambush: bool | Unset = False
    initiator_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        combatants = []
        for combatants_item_data in self.combatants:
            combatants_item = combatants_item_data.to_dict()
            combatants.append(combatants_item)

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

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        lighting: str | Unset = UNSET
        if not isinstance(self.lighting, Unset):
            lighting = self.lighting.value

        noise: str | Unset = UNSET
        if not isinstance(self.noise, Unset):
            noise = self.noise.value

        side_sizes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.side_sizes, Unset):
            side_sizes = self.side_sizes.to_dict()

        class_mean: float | None | Unset
        if isinstance(self.class_mean, Unset):
            class_mean = UNSET
        else:
            class_mean = self.class_mean

        ambush = self.ambush

        initiator_id: None | str | Unset
        if isinstance(self.initiator_id, Unset):
            initiator_id = UNSET
        else:
            initiator_id = self.initiator_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "combatants": combatants,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if dice is not UNSET:
            field_dict["dice"] = dice
        if kind is not UNSET:
            field_dict["kind"] = kind
        if lighting is not UNSET:
            field_dict["lighting"] = lighting
        if noise is not UNSET:
            field_dict["noise"] = noise
        if side_sizes is not UNSET:
            field_dict["side_sizes"] = side_sizes
        if class_mean is not UNSET:
            field_dict["class_mean"] = class_mean
        if ambush is not UNSET:
            field_dict["ambush"] = ambush
        if initiator_id is not UNSET:
            field_dict["initiator_id"] = initiator_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.combatant_entry import CombatantEntry
        from ..models.rr_start_conflict_request_side_sizes import (
            RrStartConflictRequestSideSizes,
        )

        d = dict(src_dict)
        table_id = d.pop("table_id")

        combatants = []
        _combatants = d.pop("combatants")
        for combatants_item_data in _combatants:
            combatants_item = CombatantEntry.from_dict(combatants_item_data)

            combatants.append(combatants_item)

        _visibility = d.pop("visibility", UNSET)
        visibility: RrStartConflictRequestVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrStartConflictRequestVisibility(_visibility)

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

        _kind = d.pop("kind", UNSET)
        kind: RrStartConflictRequestKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = RrStartConflictRequestKind(_kind)

        _lighting = d.pop("lighting", UNSET)
        lighting: RrStartConflictRequestLighting | Unset
        if isinstance(_lighting, Unset):
            lighting = UNSET
        else:
            lighting = RrStartConflictRequestLighting(_lighting)

        _noise = d.pop("noise", UNSET)
        noise: RrStartConflictRequestNoise | Unset
        if isinstance(_noise, Unset):
            noise = UNSET
        else:
            noise = RrStartConflictRequestNoise(_noise)

        _side_sizes = d.pop("side_sizes", UNSET)
        side_sizes: RrStartConflictRequestSideSizes | Unset
        if isinstance(_side_sizes, Unset):
            side_sizes = UNSET
        else:
            side_sizes = RrStartConflictRequestSideSizes.from_dict(_side_sizes)

        def _parse_class_mean(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        class_mean = _parse_class_mean(d.pop("class_mean", UNSET))

        ambush = d.pop("ambush", UNSET)

        def _parse_initiator_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        initiator_id = _parse_initiator_id(d.pop("initiator_id", UNSET))

        rr_start_conflict_request = cls(
            table_id=table_id,
            combatants=combatants,
            visibility=visibility,
            client_seed=client_seed,
            dice=dice,
            kind=kind,
            lighting=lighting,
            noise=noise,
            side_sizes=side_sizes,
            class_mean=class_mean,
            ambush=ambush,
            initiator_id=initiator_id,
        )

        rr_start_conflict_request.additional_properties = d
        return rr_start_conflict_request

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
