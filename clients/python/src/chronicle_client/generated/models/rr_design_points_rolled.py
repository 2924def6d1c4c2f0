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

from ..models.rr_design_points_rolled_visibility import RrDesignPointsRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll


T = TypeVar("T", bound="RrDesignPointsRolled")


@_attrs_define
class RrDesignPointsRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        roll_id (str):
        member_id (str):
        size (int):
        anthropoid_class (int):
        x (int):
        kept (list[int]):
        design_points (int):
        type_ (Literal['rr.design_points_rolled']):  Default: 'rr.design_points_rolled'.
        visibility (RrDesignPointsRolledVisibility | Unset):  Default: RrDesignPointsRolledVisibility.PUBLIC.
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    roll_id: str
    member_id: str
    size: int
    anthropoid_class: int
    x: int
    kept: list[int]
    design_points: int
    type_: Literal["rr.design_points_rolled"] = "rr.design_points_rolled"
    visibility: RrDesignPointsRolledVisibility | Unset = (
        RrDesignPointsRolledVisibility.PUBLIC
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        roll_id = self.roll_id

        member_id = self.member_id

        size = self.size

        anthropoid_class = self.anthropoid_class

        x = self.x

        kept = self.kept

        design_points = self.design_points

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
                "roll_id": roll_id,
                "member_id": member_id,
                "size": size,
                "anthropoid_class": anthropoid_class,
                "x": x,
                "kept": kept,
                "design_points": design_points,
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

        roll_id = d.pop("roll_id")

        member_id = d.pop("member_id")

        size = d.pop("size")

        anthropoid_class = d.pop("anthropoid_class")

        x = d.pop("x")

        kept = cast(list[int], d.pop("kept"))

        design_points = d.pop("design_points")

        type_ = cast(Literal["rr.design_points_rolled"], d.pop("type"))
        if type_ != "rr.design_points_rolled":
            raise ValueError(
                f"type must match const 'rr.design_points_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RrDesignPointsRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RrDesignPointsRolledVisibility(_visibility)

        rr_design_points_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            roll_id=roll_id,
            member_id=member_id,
            size=size,
            anthropoid_class=anthropoid_class,
            x=x,
            kept=kept,
            design_points=design_points,
            type_=type_,
            visibility=visibility,
        )

        rr_design_points_rolled.additional_properties = d
        return rr_design_points_rolled

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
