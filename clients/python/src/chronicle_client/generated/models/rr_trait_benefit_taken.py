from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RrTraitBenefitTaken")


@_attrs_define
class RrTraitBenefitTaken:
    """
    Attributes:
        character_id (str):
        trait (str):
        bonus_id (str):
        dice (int):
        type_ (Literal['rr.trait_benefit_taken']):  Default: 'rr.trait_benefit_taken'.
    """

    character_id: str
    trait: str
    bonus_id: str
    dice: int
    type_: Literal["rr.trait_benefit_taken"] = "rr.trait_benefit_taken"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        trait = self.trait

        bonus_id = self.bonus_id

        dice = self.dice

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "trait": trait,
                "bonus_id": bonus_id,
                "dice": dice,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        trait = d.pop("trait")

        bonus_id = d.pop("bonus_id")

        dice = d.pop("dice")

        type_ = cast(Literal["rr.trait_benefit_taken"], d.pop("type"))
        if type_ != "rr.trait_benefit_taken":
            raise ValueError(
                f"type must match const 'rr.trait_benefit_taken', got '{type_}'"
            )

        rr_trait_benefit_taken = cls(
            character_id=character_id,
            trait=trait,
            bonus_id=bonus_id,
            dice=dice,
            type_=type_,
        )

        rr_trait_benefit_taken.additional_properties = d
        return rr_trait_benefit_taken

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
