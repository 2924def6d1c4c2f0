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

from ..models.rb_undoing_recovered_reason import RbUndoingRecoveredReason
from ..types import UNSET, Unset

T = TypeVar("T", bound="RbUndoingRecovered")


@_attrs_define
class RbUndoingRecovered:
    """
    Attributes:
        character_id (str):
        trait_ids (list[str]):
        reason (RbUndoingRecoveredReason):
        type_ (Literal['rb.undoing_recovered']):  Default: 'rb.undoing_recovered'.
        measure (str | Unset):  Default: ''.
    """

    character_id: str
    trait_ids: list[str]
    reason: RbUndoingRecoveredReason
    type_: Literal["rb.undoing_recovered"] = "rb.undoing_recovered"
    measure: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        trait_ids = self.trait_ids

        reason = self.reason.value

        type_ = self.type_

        measure = self.measure

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "trait_ids": trait_ids,
                "reason": reason,
                "type": type_,
            }
        )
        if measure is not UNSET:
            field_dict["measure"] = measure

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        trait_ids = cast(list[str], d.pop("trait_ids"))

        reason = RbUndoingRecoveredReason(d.pop("reason"))

        type_ = cast(Literal["rb.undoing_recovered"], d.pop("type"))
        if type_ != "rb.undoing_recovered":
            raise ValueError(
                f"type must match const 'rb.undoing_recovered', got '{type_}'"
            )

        measure = d.pop("measure", UNSET)

        rb_undoing_recovered = cls(
            character_id=character_id,
            trait_ids=trait_ids,
            reason=reason,
            type_=type_,
            measure=measure,
        )

        rb_undoing_recovered.additional_properties = d
        return rb_undoing_recovered

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
