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

from ..models.rr_action_points_spent_purpose import RrActionPointsSpentPurpose
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tn_part import TnPart


T = TypeVar("T", bound="RrActionPointsSpent")


@_attrs_define
class RrActionPointsSpent:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        purpose (RrActionPointsSpentPurpose):
        cost (int):
        cost_parts (list[TnPart]):
        before (int):
        after (int):
        type_ (Literal['rr.action_points_spent']):  Default: 'rr.action_points_spent'.
        table_id (None | str | Unset):
        test_id (None | str | Unset):
        opposed_id (None | str | Unset):
        program (None | str | Unset):
    """

    conflict_id: str
    character_id: str
    purpose: RrActionPointsSpentPurpose
    cost: int
    cost_parts: list[TnPart]
    before: int
    after: int
    type_: Literal["rr.action_points_spent"] = "rr.action_points_spent"
    table_id: None | str | Unset = UNSET
    test_id: None | str | Unset = UNSET
    opposed_id: None | str | Unset = UNSET
    program: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        purpose = self.purpose.value

        cost = self.cost

        cost_parts = []
        for cost_parts_item_data in self.cost_parts:
            cost_parts_item = cost_parts_item_data.to_dict()
            cost_parts.append(cost_parts_item)

        before = self.before

        after = self.after

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        test_id: None | str | Unset
        if isinstance(self.test_id, Unset):
            test_id = UNSET
        else:
            test_id = self.test_id

        opposed_id: None | str | Unset
        if isinstance(self.opposed_id, Unset):
            opposed_id = UNSET
        else:
            opposed_id = self.opposed_id

        program: None | str | Unset
        if isinstance(self.program, Unset):
            program = UNSET
        else:
            program = self.program

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "purpose": purpose,
                "cost": cost,
                "cost_parts": cost_parts,
                "before": before,
                "after": after,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if test_id is not UNSET:
            field_dict["test_id"] = test_id
        if opposed_id is not UNSET:
            field_dict["opposed_id"] = opposed_id
        if program is not UNSET:
            field_dict["program"] = program

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.tn_part import TnPart

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        purpose = RrActionPointsSpentPurpose(d.pop("purpose"))

        cost = d.pop("cost")

        cost_parts = []
        _cost_parts = d.pop("cost_parts")
        for cost_parts_item_data in _cost_parts:
            cost_parts_item = TnPart.from_dict(cost_parts_item_data)

            cost_parts.append(cost_parts_item)

        before = d.pop("before")

        after = d.pop("after")

        type_ = cast(Literal["rr.action_points_spent"], d.pop("type"))
        if type_ != "rr.action_points_spent":
            raise ValueError(
                f"type must match const 'rr.action_points_spent', got '{type_}'"
            )

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        def _parse_test_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        test_id = _parse_test_id(d.pop("test_id", UNSET))

        def _parse_opposed_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        opposed_id = _parse_opposed_id(d.pop("opposed_id", UNSET))

        def _parse_program(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        program = _parse_program(d.pop("program", UNSET))

        rr_action_points_spent = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            purpose=purpose,
            cost=cost,
            cost_parts=cost_parts,
            before=before,
            after=after,
            type_=type_,
            table_id=table_id,
            test_id=test_id,
            opposed_id=opposed_id,
            program=program,
        )

        rr_action_points_spent.additional_properties = d
        return rr_action_points_spent

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
