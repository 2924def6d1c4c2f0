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

from ..types import UNSET, Unset

T = TypeVar("T", bound="RbNpcUnbeingSuffered")


@_attrs_define
class RbNpcUnbeingSuffered:
    """
    Attributes:
        npc_id (str):
        index (int):
        symbol (str):
        conflict_id (str):
        type_ (Literal['rb.npc_unbeing_suffered']):  Default: 'rb.npc_unbeing_suffered'.
        cancelled_owed_id (None | str | Unset):
    """

    npc_id: str
    index: int
    symbol: str
    conflict_id: str
    type_: Literal["rb.npc_unbeing_suffered"] = "rb.npc_unbeing_suffered"
    cancelled_owed_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        npc_id = self.npc_id

        index = self.index

        symbol = self.symbol

        conflict_id = self.conflict_id

        type_ = self.type_

        cancelled_owed_id: None | str | Unset
        if isinstance(self.cancelled_owed_id, Unset):
            cancelled_owed_id = UNSET
        else:
            cancelled_owed_id = self.cancelled_owed_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "npc_id": npc_id,
                "index": index,
                "symbol": symbol,
                "conflict_id": conflict_id,
                "type": type_,
            }
        )
        if cancelled_owed_id is not UNSET:
            field_dict["cancelled_owed_id"] = cancelled_owed_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        npc_id = d.pop("npc_id")

        index = d.pop("index")

        symbol = d.pop("symbol")

        conflict_id = d.pop("conflict_id")

        type_ = cast(Literal["rb.npc_unbeing_suffered"], d.pop("type"))
        if type_ != "rb.npc_unbeing_suffered":
            raise ValueError(
                f"type must match const 'rb.npc_unbeing_suffered', got '{type_}'"
            )

        def _parse_cancelled_owed_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cancelled_owed_id = _parse_cancelled_owed_id(d.pop("cancelled_owed_id", UNSET))

        rb_npc_unbeing_suffered = cls(
            npc_id=npc_id,
            index=index,
            symbol=symbol,
            conflict_id=conflict_id,
            type_=type_,
            cancelled_owed_id=cancelled_owed_id,
        )

        rb_npc_unbeing_suffered.additional_properties = d
        return rb_npc_unbeing_suffered

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
