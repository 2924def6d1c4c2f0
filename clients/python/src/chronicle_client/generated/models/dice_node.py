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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.die import Die


T = TypeVar("T", bound="DiceNode")


@_attrs_define
class DiceNode:
    """
    Attributes:
        count (int):
        sides (int):
        value (float):
        kind (Literal['dice']):  Default: 'dice'.
        percentile (bool | Unset):  Default: False.
        ops (str | Unset):  Default: ''.
        dice (list[Die] | Unset):
        kept (bool | Unset):  Default: True.
        annotation (None | str | Unset):
    """

    count: int
    sides: int
    value: float
    kind: Literal["dice"] = "dice"
    percentile: bool | Unset = False
    ops: str | Unset = ""
    dice: list[Die] | Unset = UNSET
    kept: bool | Unset = True
    annotation: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        sides = self.sides

        value = self.value

        kind = self.kind

        percentile = self.percentile

        ops = self.ops

        dice: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = []
            for dice_item_data in self.dice:
                dice_item = dice_item_data.to_dict()
                dice.append(dice_item)

        kept = self.kept

        annotation: None | str | Unset
        if isinstance(self.annotation, Unset):
            annotation = UNSET
        else:
            annotation = self.annotation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "sides": sides,
                "value": value,
                "kind": kind,
            }
        )
        if percentile is not UNSET:
            field_dict["percentile"] = percentile
        if ops is not UNSET:
            field_dict["ops"] = ops
        if dice is not UNSET:
            field_dict["dice"] = dice
        if kept is not UNSET:
            field_dict["kept"] = kept
        if annotation is not UNSET:
            field_dict["annotation"] = annotation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.die import Die

        d = dict(src_dict)
        count = d.pop("count")

        sides = d.pop("sides")

        value = d.pop("value")

        kind = cast(Literal["dice"], d.pop("kind"))
        if kind != "dice":
            raise ValueError(f"kind must match const 'dice', got '{kind}'")

        percentile = d.pop("percentile", UNSET)

        ops = d.pop("ops", UNSET)

        _dice = d.pop("dice", UNSET)
        dice: list[Die] | Unset = UNSET
        if _dice is not UNSET:
            dice = []
            for dice_item_data in _dice:
                dice_item = Die.from_dict(dice_item_data)

                dice.append(dice_item)

        kept = d.pop("kept", UNSET)

        def _parse_annotation(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        annotation = _parse_annotation(d.pop("annotation", UNSET))

        dice_node = cls(
            count=count,
            sides=sides,
            value=value,
            kind=kind,
            percentile=percentile,
            ops=ops,
            dice=dice,
            kept=kept,
            annotation=annotation,
        )

        dice_node.additional_properties = d
        return dice_node

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
