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

from ..models.rr_conflict_started_kind import RrConflictStartedKind
from ..models.rr_conflict_started_lighting import RrConflictStartedLighting
from ..models.rr_conflict_started_noise import RrConflictStartedNoise
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.participant import Participant
    from ..models.rr_conflict_started_side_sizes import RrConflictStartedSideSizes


T = TypeVar("T", bound="RrConflictStarted")


@_attrs_define
class RrConflictStarted:
    """
    Attributes:
        conflict_id (str):
        table_id (str):
        kind (RrConflictStartedKind):
        lighting (RrConflictStartedLighting):
        noise (RrConflictStartedNoise):
        combatants (list[Participant]):
        type_ (Literal['rr.conflict_started']):  Default: 'rr.conflict_started'.
        side_sizes (RrConflictStartedSideSizes | Unset):
        class_mean (None | str | Unset):
        ambush (bool | Unset):  Default: False.
    """

    conflict_id: str
    table_id: str
    kind: RrConflictStartedKind
    lighting: RrConflictStartedLighting
    noise: RrConflictStartedNoise
    combatants: list[Participant]
    type_: Literal["rr.conflict_started"] = "rr.conflict_started"
    side_sizes: RrConflictStartedSideSizes | Unset = UNSET
    class_mean: None | str | Unset = UNSET
    ambush: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        table_id = self.table_id

        kind = self.kind.value

        lighting = self.lighting.value

        noise = self.noise.value

        combatants = []
        for combatants_item_data in self.combatants:
            combatants_item = combatants_item_data.to_dict()
            combatants.append(combatants_item)

        type_ = self.type_

        side_sizes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.side_sizes, Unset):
            side_sizes = self.side_sizes.to_dict()

        class_mean: None | str | Unset
        if isinstance(self.class_mean, Unset):
            class_mean = UNSET
        else:
            class_mean = self.class_mean

        ambush = self.ambush

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "table_id": table_id,
                "kind": kind,
                "lighting": lighting,
                "noise": noise,
                "combatants": combatants,
                "type": type_,
            }
        )
        if side_sizes is not UNSET:
            field_dict["side_sizes"] = side_sizes
        if class_mean is not UNSET:
            field_dict["class_mean"] = class_mean
        if ambush is not UNSET:
            field_dict["ambush"] = ambush

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.participant import Participant
        from ..models.rr_conflict_started_side_sizes import RrConflictStartedSideSizes

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        table_id = d.pop("table_id")

        kind = RrConflictStartedKind(d.pop("kind"))

        lighting = RrConflictStartedLighting(d.pop("lighting"))

        noise = RrConflictStartedNoise(d.pop("noise"))

        combatants = []
        _combatants = d.pop("combatants")
        for combatants_item_data in _combatants:
            combatants_item = Participant.from_dict(combatants_item_data)

            combatants.append(combatants_item)

        type_ = cast(Literal["rr.conflict_started"], d.pop("type"))
        if type_ != "rr.conflict_started":
            raise ValueError(
                f"type must match const 'rr.conflict_started', got '{type_}'"
            )

        _side_sizes = d.pop("side_sizes", UNSET)
        side_sizes: RrConflictStartedSideSizes | Unset
        if isinstance(_side_sizes, Unset):
            side_sizes = UNSET
        else:
            side_sizes = RrConflictStartedSideSizes.from_dict(_side_sizes)

        def _parse_class_mean(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        class_mean = _parse_class_mean(d.pop("class_mean", UNSET))

        ambush = d.pop("ambush", UNSET)

        rr_conflict_started = cls(
            conflict_id=conflict_id,
            table_id=table_id,
            kind=kind,
            lighting=lighting,
            noise=noise,
            combatants=combatants,
            type_=type_,
            side_sizes=side_sizes,
            class_mean=class_mean,
            ambush=ambush,
        )

        rr_conflict_started.additional_properties = d
        return rr_conflict_started

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
