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

from ..models.rb_advance_granted_advance import RbAdvanceGrantedAdvance

T = TypeVar("T", bound="RbAdvanceGranted")


@_attrs_define
class RbAdvanceGranted:
    """
    Attributes:
        character_id (str):
        advance (RbAdvanceGrantedAdvance):
        session (int):
        type_ (Literal['rb.advance_granted']):  Default: 'rb.advance_granted'.
    """

    character_id: str
    advance: RbAdvanceGrantedAdvance
    session: int
    type_: Literal["rb.advance_granted"] = "rb.advance_granted"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        advance = self.advance.value

        session = self.session

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "advance": advance,
                "session": session,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        advance = RbAdvanceGrantedAdvance(d.pop("advance"))

        session = d.pop("session")

        type_ = cast(Literal["rb.advance_granted"], d.pop("type"))
        if type_ != "rb.advance_granted":
            raise ValueError(
                f"type must match const 'rb.advance_granted', got '{type_}'"
            )

        rb_advance_granted = cls(
            character_id=character_id,
            advance=advance,
            session=session,
            type_=type_,
        )

        rb_advance_granted.additional_properties = d
        return rb_advance_granted

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
