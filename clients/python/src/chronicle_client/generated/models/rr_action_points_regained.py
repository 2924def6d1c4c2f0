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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrActionPointsRegained")


@_attrs_define
class RrActionPointsRegained:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        amount (int):
        before (int):
        after (int):
        maximum (int):
        maximum_parts (list[TnPart]):
        type_ (Literal['rr.action_points_regained']):  Default: 'rr.action_points_regained'.
        table_id (None | str | Unset):
        source_test_id (None | str | Unset):
    """

    conflict_id: str
    character_id: str
    amount: int
    before: int
    after: int
    maximum: int
    maximum_parts: list[TnPart]
    type_: Literal["rr.action_points_regained"] = "rr.action_points_regained"
    table_id: None | str | Unset = UNSET
    source_test_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        amount = self.amount

        before = self.before

        after = self.after

        maximum = self.maximum

        maximum_parts = []
        for maximum_parts_item_data in self.maximum_parts:
            maximum_parts_item = maximum_parts_item_data.to_dict()
            maximum_parts.append(maximum_parts_item)

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        source_test_id: None | str | Unset
        if isinstance(self.source_test_id, Unset):
            source_test_id = UNSET
        else:
            source_test_id = self.source_test_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "amount": amount,
                "before": before,
                "after": after,
                "maximum": maximum,
                "maximum_parts": maximum_parts,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if source_test_id is not UNSET:
            field_dict["source_test_id"] = source_test_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tn_part import TnPart

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        amount = d.pop("amount")

        before = d.pop("before")

        after = d.pop("after")

        maximum = d.pop("maximum")

        maximum_parts = []
        _maximum_parts = d.pop("maximum_parts")
        for maximum_parts_item_data in _maximum_parts:
            maximum_parts_item = TnPart.from_dict(maximum_parts_item_data)

            maximum_parts.append(maximum_parts_item)

        type_ = cast(Literal["rr.action_points_regained"], d.pop("type"))
        if type_ != "rr.action_points_regained":
            raise ValueError(
                f"type must match const 'rr.action_points_regained', got '{type_}'"
            )

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        def _parse_source_test_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source_test_id = _parse_source_test_id(d.pop("source_test_id", UNSET))

        rr_action_points_regained = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            amount=amount,
            before=before,
            after=after,
            maximum=maximum,
            maximum_parts=maximum_parts,
            type_=type_,
            table_id=table_id,
            source_test_id=source_test_id,
        )

        rr_action_points_regained.additional_properties = d
        return rr_action_points_regained

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
