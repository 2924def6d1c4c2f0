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

from ..models.rr_reactivation_rolled_visibility import RrReactivationRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll


T = TypeVar("T", bound="RrReactivationRolled")


@_attrs_define
class RrReactivationRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        character_id (str):
        durability (int):
        face (int):
        reactivated (bool):
        memory_save_due (bool):
        type_ (Literal['rr.reactivation_rolled']):  Default: 'rr.reactivation_rolled'.
        visibility (RrReactivationRolledVisibility | Unset):  Default: RrReactivationRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    character_id: str
    durability: int
    face: int
    reactivated: bool
    memory_save_due: bool
    type_: Literal["rr.reactivation_rolled"] = "rr.reactivation_rolled"
    visibility: RrReactivationRolledVisibility | Unset = (
        RrReactivationRolledVisibility.PUBLIC
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        character_id = self.character_id

        durability = self.durability

        face = self.face

        reactivated = self.reactivated

        memory_save_due = self.memory_save_due

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
                "character_id": character_id,
                "durability": durability,
                "face": face,
                "reactivated": reactivated,
                "memory_save_due": memory_save_due,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        character_id = d.pop("character_id")

        durability = d.pop("durability")

        face = d.pop("face")

        reactivated = d.pop("reactivated")

        memory_save_due = d.pop("memory_save_due")

        type_ = cast(Literal["rr.reactivation_rolled"], d.pop("type"))
        if type_ != "rr.reactivation_rolled":
            raise ValueError(
                f"type must match const 'rr.reactivation_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrReactivationRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrReactivationRolledVisibility(_visibility)

        rr_reactivation_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            character_id=character_id,
            durability=durability,
            face=face,
            reactivated=reactivated,
            memory_save_due=memory_save_due,
            type_=type_,
            visibility=visibility,
        )

        rr_reactivation_rolled.additional_properties = d
        return rr_reactivation_rolled

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
