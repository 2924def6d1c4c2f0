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

if TYPE_CHECKING:
    from ..models.fight_entry import FightEntry


T = TypeVar("T", bound="SbFightStarted")


@_attrs_define
class SbFightStarted:
    """
    Attributes:
        conflict_id (str):
        table_id (str):
        combatants (list[FightEntry]):
        type_ (Literal['sb.fight_started']):  Default: 'sb.fight_started'.
    """

    conflict_id: str
    table_id: str
    combatants: list[FightEntry]
    type_: Literal["sb.fight_started"] = "sb.fight_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        table_id = self.table_id

        combatants = []
        for combatants_item_data in self.combatants:
            combatants_item = combatants_item_data.to_dict()
            combatants.append(combatants_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "table_id": table_id,
                "combatants": combatants,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fight_entry import FightEntry

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        table_id = d.pop("table_id")

        combatants = []
        _combatants = d.pop("combatants")
        for combatants_item_data in _combatants:
            combatants_item = FightEntry.from_dict(combatants_item_data)

            combatants.append(combatants_item)

        type_ = cast(Literal["sb.fight_started"], d.pop("type"))
        if type_ != "sb.fight_started":
            raise ValueError(f"type must match const 'sb.fight_started', got '{type_}'")

        sb_fight_started = cls(
            conflict_id=conflict_id,
            table_id=table_id,
            combatants=combatants,
            type_=type_,
        )

        sb_fight_started.additional_properties = d
        return sb_fight_started

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
