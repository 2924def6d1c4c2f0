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

from ..models.sb_attack_resolved_defence_mode import SbAttackResolvedDefenceMode
from ..models.sb_attack_resolved_visibility import SbAttackResolvedVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.check import Check
    from ..models.dice_roll import DiceRoll


T = TypeVar("T", bound="SbAttackResolved")


@_attrs_define
class SbAttackResolved:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        conflict_id (str):
        character_id (str):
        target_id (str):
        attack (Check):
        defence (Check | None):
        defence_mode (SbAttackResolvedDefenceMode):
        hit (bool):
        type_ (Literal['sb.attack_resolved']):  Default: 'sb.attack_resolved'.
        visibility (SbAttackResolvedVisibility | Unset):  Default: SbAttackResolvedVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    conflict_id: str
    character_id: str
    target_id: str
    attack: Check
    defence: Check | None
    defence_mode: SbAttackResolvedDefenceMode
    hit: bool
    type_: Literal["sb.attack_resolved"] = "sb.attack_resolved"
    visibility: SbAttackResolvedVisibility | Unset = SbAttackResolvedVisibility.PUBLIC
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.check import Check

        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        conflict_id = self.conflict_id

        character_id = self.character_id

        target_id = self.target_id

        attack = self.attack.to_dict()

        defence: dict[str, Any] | None
        if isinstance(self.defence, Check):
            defence = self.defence.to_dict()
        else:
            defence = self.defence

        defence_mode = self.defence_mode.value

        hit = self.hit

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "conflict_id": conflict_id,
                "character_id": character_id,
                "target_id": target_id,
                "attack": attack,
                "defence": defence,
                "defence_mode": defence_mode,
                "hit": hit,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.check import Check
        from ..models.dice_roll import DiceRoll

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

        target_id = d.pop("target_id")

        attack = Check.from_dict(d.pop("attack"))

        def _parse_defence(data: object) -> Check | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                defence_type_0 = Check.from_dict(data)

                return defence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Check | None, data)

        defence = _parse_defence(d.pop("defence"))

        defence_mode = SbAttackResolvedDefenceMode(d.pop("defence_mode"))

        hit = d.pop("hit")

        type_ = cast(Literal["sb.attack_resolved"], d.pop("type"))
        if type_ != "sb.attack_resolved":
            raise ValueError(
                f"type must match const 'sb.attack_resolved', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: SbAttackResolvedVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = SbAttackResolvedVisibility(_visibility)

        sb_attack_resolved = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            conflict_id=conflict_id,
            character_id=character_id,
            target_id=target_id,
            attack=attack,
            defence=defence,
            defence_mode=defence_mode,
            hit=hit,
            type_=type_,
            visibility=visibility,
        )

        sb_attack_resolved.additional_properties = d
        return sb_attack_resolved

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
