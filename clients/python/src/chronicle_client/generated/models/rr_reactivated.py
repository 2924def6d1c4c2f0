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

T = TypeVar("T", bound="RrReactivated")


@_attrs_define
class RrReactivated:
    """
    Attributes:
        character_id (str):
        test_id (str):
        repaired_by (str):
        power_from (None | str):
        memory_save_due (bool):
        type_ (Literal['rr.reactivated']):  Default: 'rr.reactivated'.
        table_id (None | str | Unset):
    """

    character_id: str
    test_id: str
    repaired_by: str
    power_from: None | str
    memory_save_due: bool
    type_: Literal["rr.reactivated"] = "rr.reactivated"
    table_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        test_id = self.test_id

        repaired_by = self.repaired_by

        power_from: None | str
        power_from = self.power_from

        memory_save_due = self.memory_save_due

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "test_id": test_id,
                "repaired_by": repaired_by,
                "power_from": power_from,
                "memory_save_due": memory_save_due,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        test_id = d.pop("test_id")

        repaired_by = d.pop("repaired_by")

        def _parse_power_from(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        power_from = _parse_power_from(d.pop("power_from"))

        memory_save_due = d.pop("memory_save_due")

        type_ = cast(Literal["rr.reactivated"], d.pop("type"))
        if type_ != "rr.reactivated":
            raise ValueError(f"type must match const 'rr.reactivated', got '{type_}'")

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        rr_reactivated = cls(
            character_id=character_id,
            test_id=test_id,
            repaired_by=repaired_by,
            power_from=power_from,
            memory_save_due=memory_save_due,
            type_=type_,
            table_id=table_id,
        )

        rr_reactivated.additional_properties = d
        return rr_reactivated

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
