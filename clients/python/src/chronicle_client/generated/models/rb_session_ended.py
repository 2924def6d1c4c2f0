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

from ..models.rb_session_ended_advance import RbSessionEndedAdvance

T = TypeVar("T", bound="RbSessionEnded")


@_attrs_define
class RbSessionEnded:
    """
    Attributes:
        session (int):
        advance (RbSessionEndedAdvance):
        type_ (Literal['rb.session_ended']):  Default: 'rb.session_ended'.
    """

    session: int
    advance: RbSessionEndedAdvance
    type_: Literal["rb.session_ended"] = "rb.session_ended"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        session = self.session

        advance = self.advance.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "session": session,
                "advance": advance,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        session = d.pop("session")

        advance = RbSessionEndedAdvance(d.pop("advance"))

        type_ = cast(Literal["rb.session_ended"], d.pop("type"))
        if type_ != "rb.session_ended":
            raise ValueError(f"type must match const 'rb.session_ended', got '{type_}'")

        rb_session_ended = cls(
            session=session,
            advance=advance,
            type_=type_,
        )

        rb_session_ended.additional_properties = d
        return rb_session_ended

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
