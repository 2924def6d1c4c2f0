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

from ..models.rr_trait_changed_kind import RrTraitChangedKind

if TYPE_CHECKING:
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrTraitChanged")


@_attrs_define
class RrTraitChanged:
    """
    Attributes:
        character_id (str):
        trait (str):
        kind (RrTraitChangedKind):
        rating_before (int):
        rating_after (int):
        cost (int):
        cost_parts (list[TnPart]):
        type_ (Literal['rr.trait_changed']):  Default: 'rr.trait_changed'.
    """

    character_id: str
    trait: str
    kind: RrTraitChangedKind
    rating_before: int
    rating_after: int
    cost: int
    cost_parts: list[TnPart]
    type_: Literal["rr.trait_changed"] = "rr.trait_changed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        trait = self.trait

        kind = self.kind.value

        rating_before = self.rating_before

        rating_after = self.rating_after

        cost = self.cost

        cost_parts = []
        for cost_parts_item_data in self.cost_parts:
            cost_parts_item = cost_parts_item_data.to_dict()
            cost_parts.append(cost_parts_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "trait": trait,
                "kind": kind,
                "rating_before": rating_before,
                "rating_after": rating_after,
                "cost": cost,
                "cost_parts": cost_parts,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tn_part import TnPart

        d = dict(src_dict)
        character_id = d.pop("character_id")

        trait = d.pop("trait")

        kind = RrTraitChangedKind(d.pop("kind"))

        rating_before = d.pop("rating_before")

        rating_after = d.pop("rating_after")

        cost = d.pop("cost")

        cost_parts = []
        _cost_parts = d.pop("cost_parts")
        for cost_parts_item_data in _cost_parts:
            cost_parts_item = TnPart.from_dict(cost_parts_item_data)

            cost_parts.append(cost_parts_item)

        type_ = cast(Literal["rr.trait_changed"], d.pop("type"))
        if type_ != "rr.trait_changed":
            raise ValueError(f"type must match const 'rr.trait_changed', got '{type_}'")

        rr_trait_changed = cls(
            character_id=character_id,
            trait=trait,
            kind=kind,
            rating_before=rating_before,
            rating_after=rating_after,
            cost=cost,
            cost_parts=cost_parts,
            type_=type_,
        )

        rr_trait_changed.additional_properties = d
        return rr_trait_changed

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
