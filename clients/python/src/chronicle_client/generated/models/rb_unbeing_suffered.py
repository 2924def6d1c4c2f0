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

from ..models.rb_unbeing_suffered_reason import RbUnbeingSufferedReason

T = TypeVar("T", bound="RbUnbeingSuffered")


@_attrs_define
class RbUnbeingSuffered:
    """
    Attributes:
        character_id (str):
        symbol (str):
        reason (RbUnbeingSufferedReason):
        conflict_id (str):
        actor_id (str):
        type_ (Literal['rb.unbeing_suffered']):  Default: 'rb.unbeing_suffered'.
    """

    character_id: str
    symbol: str
    reason: RbUnbeingSufferedReason
    conflict_id: str
    actor_id: str
    type_: Literal["rb.unbeing_suffered"] = "rb.unbeing_suffered"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        symbol = self.symbol

        reason = self.reason.value

        conflict_id = self.conflict_id

        actor_id = self.actor_id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "symbol": symbol,
                "reason": reason,
                "conflict_id": conflict_id,
                "actor_id": actor_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        symbol = d.pop("symbol")

        reason = RbUnbeingSufferedReason(d.pop("reason"))

        conflict_id = d.pop("conflict_id")

        actor_id = d.pop("actor_id")

        type_ = cast(Literal["rb.unbeing_suffered"], d.pop("type"))
        if type_ != "rb.unbeing_suffered":
            raise ValueError(
                f"type must match const 'rb.unbeing_suffered', got '{type_}'"
            )

        rb_unbeing_suffered = cls(
            character_id=character_id,
            symbol=symbol,
            reason=reason,
            conflict_id=conflict_id,
            actor_id=actor_id,
            type_=type_,
        )

        rb_unbeing_suffered.additional_properties = d
        return rb_unbeing_suffered

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
