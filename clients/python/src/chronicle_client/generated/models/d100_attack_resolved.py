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

from ..models.d100_attack_resolved_defence import D100AttackResolvedDefence
from ..models.d100_attack_resolved_result import D100AttackResolvedResult
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.parts_part import PartsPart


T = TypeVar("T", bound="D100AttackResolved")


@_attrs_define
class D100AttackResolved:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        target_id (str):
        defence (D100AttackResolvedDefence):
        attack_points (int):
        outcome (int):
        result (D100AttackResolvedResult):
        success_damage (int):
        type_ (Literal['d100.attack_resolved']):  Default: 'd100.attack_resolved'.
        defence_parts (list[PartsPart] | Unset):
        attack_id (None | str | Unset):
    """

    conflict_id: str
    character_id: str
    target_id: str
    defence: D100AttackResolvedDefence
    attack_points: int
    outcome: int
    result: D100AttackResolvedResult
    success_damage: int
    type_: Literal["d100.attack_resolved"] = "d100.attack_resolved"
    defence_parts: list[PartsPart] | Unset = UNSET
    attack_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        target_id = self.target_id

        defence = self.defence.value

        attack_points = self.attack_points

        outcome = self.outcome

        result = self.result.value

        success_damage = self.success_damage

        type_ = self.type_

        defence_parts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.defence_parts, Unset):
            defence_parts = []
            for defence_parts_item_data in self.defence_parts:
                defence_parts_item = defence_parts_item_data.to_dict()
                defence_parts.append(defence_parts_item)

        attack_id: None | str | Unset
        if isinstance(self.attack_id, Unset):
            attack_id = UNSET
        else:
            attack_id = self.attack_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "target_id": target_id,
                "defence": defence,
                "attack_points": attack_points,
                "outcome": outcome,
                "result": result,
                "success_damage": success_damage,
                "type": type_,
            }
        )
        if defence_parts is not UNSET:
            field_dict["defence_parts"] = defence_parts
        if attack_id is not UNSET:
            field_dict["attack_id"] = attack_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.parts_part import PartsPart

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        target_id = d.pop("target_id")

        defence = D100AttackResolvedDefence(d.pop("defence"))

        attack_points = d.pop("attack_points")

        outcome = d.pop("outcome")

        result = D100AttackResolvedResult(d.pop("result"))

        success_damage = d.pop("success_damage")

        type_ = cast(Literal["d100.attack_resolved"], d.pop("type"))
        if type_ != "d100.attack_resolved":
            raise ValueError(
                f"type must match const 'd100.attack_resolved', got '{type_}'"
            )

        _defence_parts = d.pop("defence_parts", UNSET)
        defence_parts: list[PartsPart] | Unset = UNSET
        if _defence_parts is not UNSET:
            defence_parts = []
            for defence_parts_item_data in _defence_parts:
                defence_parts_item = PartsPart.from_dict(defence_parts_item_data)

                defence_parts.append(defence_parts_item)

        def _parse_attack_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        attack_id = _parse_attack_id(d.pop("attack_id", UNSET))

        d100_attack_resolved = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            target_id=target_id,
            defence=defence,
            attack_points=attack_points,
            outcome=outcome,
            result=result,
            success_damage=success_damage,
            type_=type_,
            defence_parts=defence_parts,
            attack_id=attack_id,
        )

        d100_attack_resolved.additional_properties = d
        return d100_attack_resolved

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
