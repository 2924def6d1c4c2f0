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

T = TypeVar("T", bound="RrPowerTransferred")


@_attrs_define
class RrPowerTransferred:
    """
    Attributes:
        from_id (str):
        to_id (str):
        given (int):
        received (int):
        from_after (int):
        to_after (int):
        type_ (Literal['rr.power_transferred']):  Default: 'rr.power_transferred'.
    """

    from_id: str
    to_id: str
    given: int
    received: int
    from_after: int
    to_after: int
    type_: Literal["rr.power_transferred"] = "rr.power_transferred"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_id = self.from_id

        to_id = self.to_id

        given = self.given

        received = self.received

        from_after = self.from_after

        to_after = self.to_after

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from_id": from_id,
                "to_id": to_id,
                "given": given,
                "received": received,
                "from_after": from_after,
                "to_after": to_after,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_id = d.pop("from_id")

        to_id = d.pop("to_id")

        given = d.pop("given")

        received = d.pop("received")

        from_after = d.pop("from_after")

        to_after = d.pop("to_after")

        type_ = cast(Literal["rr.power_transferred"], d.pop("type"))
        if type_ != "rr.power_transferred":
            raise ValueError(
                f"type must match const 'rr.power_transferred', got '{type_}'"
            )

        rr_power_transferred = cls(
            from_id=from_id,
            to_id=to_id,
            given=given,
            received=received,
            from_after=from_after,
            to_after=to_after,
            type_=type_,
        )

        rr_power_transferred.additional_properties = d
        return rr_power_transferred

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
