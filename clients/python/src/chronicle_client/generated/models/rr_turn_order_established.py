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

from ..models.rr_turn_order_established_basis import RrTurnOrderEstablishedBasis
from ..models.rr_turn_order_established_reason import RrTurnOrderEstablishedReason
from ..models.rr_turn_order_established_visibility import (
    RrTurnOrderEstablishedVisibility,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.order_key import OrderKey
    from ..models.roll_off import RollOff


T = TypeVar("T", bound="RrTurnOrderEstablished")


@_attrs_define
class RrTurnOrderEstablished:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        reason (RrTurnOrderEstablishedReason):
        basis (RrTurnOrderEstablishedBasis):
        surprise (bool):
        keys (list[OrderKey]):
        order (list[str]):
        type_ (Literal['rr.turn_order_established']):  Default: 'rr.turn_order_established'.
        visibility (RrTurnOrderEstablishedVisibility | Unset):  Default: RrTurnOrderEstablishedVisibility.PUBLIC.
        roll_offs (list[RollOff] | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    reason: RrTurnOrderEstablishedReason
    basis: RrTurnOrderEstablishedBasis
    surprise: bool
    keys: list[OrderKey]
    order: list[str]
    type_: Literal["rr.turn_order_established"] = "rr.turn_order_established"
    visibility: RrTurnOrderEstablishedVisibility | Unset = (
        RrTurnOrderEstablishedVisibility.PUBLIC
    )
    roll_offs: list[RollOff] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        conflict_id = self.conflict_id

        reason = self.reason.value

        basis = self.basis.value

        surprise = self.surprise

        keys = []
        for keys_item_data in self.keys:
            keys_item = keys_item_data.to_dict()
            keys.append(keys_item)

        order = self.order

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        roll_offs: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.roll_offs, Unset):
            roll_offs = []
            for roll_offs_item_data in self.roll_offs:
                roll_offs_item = roll_offs_item_data.to_dict()
                roll_offs.append(roll_offs_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "conflict_id": conflict_id,
                "reason": reason,
                "basis": basis,
                "surprise": surprise,
                "keys": keys,
                "order": order,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if roll_offs is not UNSET:
            field_dict["roll_offs"] = roll_offs

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
        from ..models.order_key import OrderKey
        from ..models.roll_off import RollOff

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        conflict_id = d.pop("conflict_id")

        reason = RrTurnOrderEstablishedReason(d.pop("reason"))

        basis = RrTurnOrderEstablishedBasis(d.pop("basis"))

        surprise = d.pop("surprise")

        keys = []
        _keys = d.pop("keys")
        for keys_item_data in _keys:
            keys_item = OrderKey.from_dict(keys_item_data)

            keys.append(keys_item)

        order = cast(list[str], d.pop("order"))

        type_ = cast(Literal["rr.turn_order_established"], d.pop("type"))
        if type_ != "rr.turn_order_established":
            raise ValueError(
                f"type must match const 'rr.turn_order_established', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrTurnOrderEstablishedVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrTurnOrderEstablishedVisibility(_visibility)

        _roll_offs = d.pop("roll_offs", UNSET)
        roll_offs: list[RollOff] | Unset = UNSET
        if _roll_offs is not UNSET:
            roll_offs = []
            for roll_offs_item_data in _roll_offs:
                roll_offs_item = RollOff.from_dict(roll_offs_item_data)

                roll_offs.append(roll_offs_item)

        rr_turn_order_established = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            reason=reason,
            basis=basis,
            surprise=surprise,
            keys=keys,
            order=order,
            type_=type_,
            visibility=visibility,
            roll_offs=roll_offs,
        )

        rr_turn_order_established.additional_properties = d
        return rr_turn_order_established

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
