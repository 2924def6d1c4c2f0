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

from ..models.rr_dramatic_control_priced_magnitude import (
    RrDramaticControlPricedMagnitude,
)

if TYPE_CHECKING:
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrDramaticControlPriced")


@_attrs_define
class RrDramaticControlPriced:
    """
    Attributes:
        control_id (str):
        magnitude (RrDramaticControlPricedMagnitude):
        stretching_credibility (bool):
        creates_trouble (bool):
        cost_parts (list[TnPart]):
        cost (int):
        priced_by (str):
        type_ (Literal['rr.dramatic_control_priced']):  Default: 'rr.dramatic_control_priced'.
    """

    control_id: str
    magnitude: RrDramaticControlPricedMagnitude
    stretching_credibility: bool
    creates_trouble: bool
    cost_parts: list[TnPart]
    cost: int
    priced_by: str
    type_: Literal["rr.dramatic_control_priced"] = "rr.dramatic_control_priced"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        control_id = self.control_id

        magnitude = self.magnitude.value

        stretching_credibility = self.stretching_credibility

        creates_trouble = self.creates_trouble

        cost_parts = []
        for cost_parts_item_data in self.cost_parts:
            cost_parts_item = cost_parts_item_data.to_dict()
            cost_parts.append(cost_parts_item)

        cost = self.cost

        priced_by = self.priced_by

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "control_id": control_id,
                "magnitude": magnitude,
                "stretching_credibility": stretching_credibility,
                "creates_trouble": creates_trouble,
                "cost_parts": cost_parts,
                "cost": cost,
                "priced_by": priced_by,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tn_part import TnPart

        d = dict(src_dict)
        control_id = d.pop("control_id")

        magnitude = RrDramaticControlPricedMagnitude(d.pop("magnitude"))

        stretching_credibility = d.pop("stretching_credibility")

        creates_trouble = d.pop("creates_trouble")

        cost_parts = []
        _cost_parts = d.pop("cost_parts")
        for cost_parts_item_data in _cost_parts:
            cost_parts_item = TnPart.from_dict(cost_parts_item_data)

            cost_parts.append(cost_parts_item)

        cost = d.pop("cost")

        priced_by = d.pop("priced_by")

        type_ = cast(Literal["rr.dramatic_control_priced"], d.pop("type"))
        if type_ != "rr.dramatic_control_priced":
            raise ValueError(
                f"type must match const 'rr.dramatic_control_priced', got '{type_}'"
            )

        rr_dramatic_control_priced = cls(
            control_id=control_id,
            magnitude=magnitude,
            stretching_credibility=stretching_credibility,
            creates_trouble=creates_trouble,
            cost_parts=cost_parts,
            cost=cost,
            priced_by=priced_by,
            type_=type_,
        )

        rr_dramatic_control_priced.additional_properties = d
        return rr_dramatic_control_priced

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
