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

T = TypeVar("T", bound="RrSaveTnRaised")


@_attrs_define
class RrSaveTnRaised:
    """
    Attributes:
        test_id (str):
        character_id (str):
        successes (int):
        remaining (int):
        save_id (str):
        type_ (Literal['rr.save_tn_raised']):  Default: 'rr.save_tn_raised'.
        table_id (None | str | Unset):
    """

    test_id: str
    character_id: str
    successes: int
    remaining: int
    save_id: str
    type_: Literal["rr.save_tn_raised"] = "rr.save_tn_raised"
    table_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        successes = self.successes

        remaining = self.remaining

        save_id = self.save_id

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
                "test_id": test_id,
                "character_id": character_id,
                "successes": successes,
                "remaining": remaining,
                "save_id": save_id,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        successes = d.pop("successes")

        remaining = d.pop("remaining")

        save_id = d.pop("save_id")

        type_ = cast(Literal["rr.save_tn_raised"], d.pop("type"))
        if type_ != "rr.save_tn_raised":
            raise ValueError(
                f"type must match const 'rr.save_tn_raised', got '{type_}'"
            )

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        rr_save_tn_raised = cls(
            test_id=test_id,
            character_id=character_id,
            successes=successes,
            remaining=remaining,
            save_id=save_id,
            type_=type_,
            table_id=table_id,
        )

        rr_save_tn_raised.additional_properties = d
        return rr_save_tn_raised

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
