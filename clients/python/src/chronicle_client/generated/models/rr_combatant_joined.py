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

from ..models.rr_combatant_joined_visibility import RrCombatantJoinedVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comparison import Comparison
    from ..models.dice_roll import DiceRoll
    from ..models.order_key import OrderKey
    from ..models.roll_off import RollOff


T = TypeVar("T", bound="RrCombatantJoined")


@_attrs_define
class RrCombatantJoined:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        character_id (str):
        side (str):
        type_ (Literal['rr.combatant_joined']):  Default: 'rr.combatant_joined'.
        visibility (RrCombatantJoinedVisibility | Unset):  Default: RrCombatantJoinedVisibility.PUBLIC.
        key (None | OrderKey | Unset):
        comparisons (list[Comparison] | Unset):
        roll_offs (list[RollOff] | Unset):
        position (int | None | Unset):
        before (list[str] | Unset):
        after (list[str] | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    character_id: str
    side: str
    type_: Literal["rr.combatant_joined"] = "rr.combatant_joined"
    visibility: RrCombatantJoinedVisibility | Unset = RrCombatantJoinedVisibility.PUBLIC
    key: None | OrderKey | Unset = UNSET
    comparisons: list[Comparison] | Unset = UNSET
    roll_offs: list[RollOff] | Unset = UNSET
    position: int | None | Unset = UNSET
    before: list[str] | Unset = UNSET
    after: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.order_key import OrderKey

        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        conflict_id = self.conflict_id

        character_id = self.character_id

        side = self.side

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        key: dict[str, Any] | None | Unset
        if isinstance(self.key, Unset):
            key = UNSET
        elif isinstance(self.key, OrderKey):
            key = self.key.to_dict()
        else:
            key = self.key

        comparisons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.comparisons, Unset):
            comparisons = []
            for comparisons_item_data in self.comparisons:
                comparisons_item = comparisons_item_data.to_dict()
                comparisons.append(comparisons_item)

        roll_offs: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.roll_offs, Unset):
            roll_offs = []
            for roll_offs_item_data in self.roll_offs:
                roll_offs_item = roll_offs_item_data.to_dict()
                roll_offs.append(roll_offs_item)

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position

        before: list[str] | Unset = UNSET
        if not isinstance(self.before, Unset):
            before = self.before

        after: list[str] | Unset = UNSET
        if not isinstance(self.after, Unset):
            after = self.after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "conflict_id": conflict_id,
                "character_id": character_id,
                "side": side,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if key is not UNSET:
            field_dict["key"] = key
        if comparisons is not UNSET:
            field_dict["comparisons"] = comparisons
        if roll_offs is not UNSET:
            field_dict["roll_offs"] = roll_offs
        if position is not UNSET:
            field_dict["position"] = position
        if before is not UNSET:
            field_dict["before"] = before
        if after is not UNSET:
            field_dict["after"] = after

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.comparison import Comparison
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

        character_id = d.pop("character_id")

        side = d.pop("side")

        type_ = cast(Literal["rr.combatant_joined"], d.pop("type"))
        if type_ != "rr.combatant_joined":
            raise ValueError(
                f"type must match const 'rr.combatant_joined', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrCombatantJoinedVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrCombatantJoinedVisibility(_visibility)

        def _parse_key(data: object) -> None | OrderKey | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                key_type_0 = OrderKey.from_dict(data)

                return key_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OrderKey | Unset, data)

        key = _parse_key(d.pop("key", UNSET))

        _comparisons = d.pop("comparisons", UNSET)
        comparisons: list[Comparison] | Unset = UNSET
        if _comparisons is not UNSET:
            comparisons = []
            for comparisons_item_data in _comparisons:
                comparisons_item = Comparison.from_dict(comparisons_item_data)

                comparisons.append(comparisons_item)

        _roll_offs = d.pop("roll_offs", UNSET)
        roll_offs: list[RollOff] | Unset = UNSET
        if _roll_offs is not UNSET:
            roll_offs = []
            for roll_offs_item_data in _roll_offs:
                roll_offs_item = RollOff.from_dict(roll_offs_item_data)

                roll_offs.append(roll_offs_item)

        def _parse_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        position = _parse_position(d.pop("position", UNSET))

        before = cast(list[str], d.pop("before", UNSET))

        after = cast(list[str], d.pop("after", UNSET))

        rr_combatant_joined = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            character_id=character_id,
            side=side,
            type_=type_,
            visibility=visibility,
            key=key,
            comparisons=comparisons,
            roll_offs=roll_offs,
            position=position,
            before=before,
            after=after,
        )

        rr_combatant_joined.additional_properties = d
        return rr_combatant_joined

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
