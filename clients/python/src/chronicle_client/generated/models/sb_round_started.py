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

if TYPE_CHECKING:
    from ..models.allowance import Allowance


T = TypeVar("T", bound="SbRoundStarted")


@_attrs_define
class SbRoundStarted:
    """
    Attributes:
        conflict_id (str):
        round_ (int):
        allowances (list[Allowance]):
        type_ (Literal['sb.round_started']):  Default: 'sb.round_started'.
    """

    conflict_id: str
    round_: int
    allowances: list[Allowance]
    type_: Literal["sb.round_started"] = "sb.round_started"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        round_ = self.round_

        allowances = []
        for allowances_item_data in self.allowances:
            allowances_item = allowances_item_data.to_dict()
            allowances.append(allowances_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "round": round_,
                "allowances": allowances,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.allowance import Allowance

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        round_ = d.pop("round")

        allowances = []
        _allowances = d.pop("allowances")
        for allowances_item_data in _allowances:
            allowances_item = Allowance.from_dict(allowances_item_data)

            allowances.append(allowances_item)

        type_ = cast(Literal["sb.round_started"], d.pop("type"))
        if type_ != "sb.round_started":
            raise ValueError(f"type must match const 'sb.round_started', got '{type_}'")

        sb_round_started = cls(
            conflict_id=conflict_id,
            round_=round_,
            allowances=allowances,
            type_=type_,
        )

        sb_round_started.additional_properties = d
        return sb_round_started

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
