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

from ..models.rr_base_action_points_rolled_reason import RrBaseActionPointsRolledReason
from ..models.rr_base_action_points_rolled_visibility import (
    RrBaseActionPointsRolledVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrBaseActionPointsRolled")


@_attrs_define
class RrBaseActionPointsRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        character_id (str):
        reason (RrBaseActionPointsRolledReason):
        pool (int):
        pool_parts (list[TnPart]):
        tn (int):
        tn_basis (list[TnPart]):
        successes (int):
        rolled (int):
        maximum (int):
        capped (int):
        surprise_loss (int):
        before (int):
        action_points (int):
        type_ (Literal['rr.base_action_points_rolled']):  Default: 'rr.base_action_points_rolled'.
        visibility (RrBaseActionPointsRolledVisibility | Unset):  Default: RrBaseActionPointsRolledVisibility.PUBLIC.
        class_mean (None | str | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    character_id: str
    reason: RrBaseActionPointsRolledReason
    pool: int
    pool_parts: list[TnPart]
    tn: int
    tn_basis: list[TnPart]
    successes: int
    rolled: int
    maximum: int
    capped: int
    surprise_loss: int
    before: int
    action_points: int
    type_: Literal["rr.base_action_points_rolled"] = "rr.base_action_points_rolled"
    visibility: RrBaseActionPointsRolledVisibility | Unset = (
        RrBaseActionPointsRolledVisibility.PUBLIC
    )
    class_mean: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        conflict_id = self.conflict_id

        character_id = self.character_id

        reason = self.reason.value

        pool = self.pool

        pool_parts = []
        for pool_parts_item_data in self.pool_parts:
            pool_parts_item = pool_parts_item_data.to_dict()
            pool_parts.append(pool_parts_item)

        tn = self.tn

        tn_basis = []
        for tn_basis_item_data in self.tn_basis:
            tn_basis_item = tn_basis_item_data.to_dict()
            tn_basis.append(tn_basis_item)

        successes = self.successes

        rolled = self.rolled

        maximum = self.maximum

        capped = self.capped

        surprise_loss = self.surprise_loss

        before = self.before

        action_points = self.action_points

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        class_mean: None | str | Unset
        if isinstance(self.class_mean, Unset):
            class_mean = UNSET
        else:
            class_mean = self.class_mean

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "conflict_id": conflict_id,
                "character_id": character_id,
                "reason": reason,
                "pool": pool,
                "pool_parts": pool_parts,
                "tn": tn,
                "tn_basis": tn_basis,
                "successes": successes,
                "rolled": rolled,
                "maximum": maximum,
                "capped": capped,
                "surprise_loss": surprise_loss,
                "before": before,
                "action_points": action_points,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if class_mean is not UNSET:
            field_dict["class_mean"] = class_mean

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
        from ..models.tn_part import TnPart

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        reason = RrBaseActionPointsRolledReason(d.pop("reason"))

        pool = d.pop("pool")

        pool_parts = []
        _pool_parts = d.pop("pool_parts")
        for pool_parts_item_data in _pool_parts:
            pool_parts_item = TnPart.from_dict(pool_parts_item_data)

            pool_parts.append(pool_parts_item)

        tn = d.pop("tn")

        tn_basis = []
        _tn_basis = d.pop("tn_basis")
        for tn_basis_item_data in _tn_basis:
            tn_basis_item = TnPart.from_dict(tn_basis_item_data)

            tn_basis.append(tn_basis_item)

        successes = d.pop("successes")

        rolled = d.pop("rolled")

        maximum = d.pop("maximum")

        capped = d.pop("capped")

        surprise_loss = d.pop("surprise_loss")

        before = d.pop("before")

        action_points = d.pop("action_points")

        type_ = cast(Literal["rr.base_action_points_rolled"], d.pop("type"))
        if type_ != "rr.base_action_points_rolled":
            raise ValueError(
                f"type must match const 'rr.base_action_points_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrBaseActionPointsRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrBaseActionPointsRolledVisibility(_visibility)

        def _parse_class_mean(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        class_mean = _parse_class_mean(d.pop("class_mean", UNSET))

        rr_base_action_points_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            character_id=character_id,
            reason=reason,
            pool=pool,
            pool_parts=pool_parts,
            tn=tn,
            tn_basis=tn_basis,
            successes=successes,
            rolled=rolled,
            maximum=maximum,
            capped=capped,
            surprise_loss=surprise_loss,
            before=before,
            action_points=action_points,
            type_=type_,
            visibility=visibility,
            class_mean=class_mean,
        )

        rr_base_action_points_rolled.additional_properties = d
        return rr_base_action_points_rolled

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
