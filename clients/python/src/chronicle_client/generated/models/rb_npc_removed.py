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

T = TypeVar("T", bound="RbNpcRemoved")


@_attrs_define
class RbNpcRemoved:
    """
    Attributes:
        npc_id (str):
        reason (str):
        type_ (Literal['rb.npc_removed']):  Default: 'rb.npc_removed'.
    """

    npc_id: str
    reason: str
    type_: Literal["rb.npc_removed"] = "rb.npc_removed"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        npc_id = self.npc_id

        reason = self.reason

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "npc_id": npc_id,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        npc_id = d.pop("npc_id")

        reason = d.pop("reason")

        type_ = cast(Literal["rb.npc_removed"], d.pop("type"))
        if type_ != "rb.npc_removed":
            raise ValueError(f"type must match const 'rb.npc_removed', got '{type_}'")

        rb_npc_removed = cls(
            npc_id=npc_id,
            reason=reason,
            type_=type_,
        )

        rb_npc_removed.additional_properties = d
        return rb_npc_removed

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
