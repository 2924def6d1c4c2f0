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

T = TypeVar("T", bound="RrShutDown")


@_attrs_define
class RrShutDown:
    """
    Attributes:
        character_id (str):
        reason (str):
        type_ (Literal['rr.shut_down']):  Default: 'rr.shut_down'.
        override_available (bool | Unset):  Default: False.
        save_id (None | str | Unset):
        table_id (None | str | Unset):
    """

    character_id: str
    reason: str
    type_: Literal["rr.shut_down"] = "rr.shut_down"
    override_available: bool | Unset = False
    save_id: None | str | Unset = UNSET
    table_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        reason = self.reason

        type_ = self.type_

        override_available = self.override_available

        save_id: None | str | Unset
        if isinstance(self.save_id, Unset):
            save_id = UNSET
        else:
            save_id = self.save_id

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
                "reason": reason,
                "type": type_,
            }
        )
        if override_available is not UNSET:
            field_dict["override_available"] = override_available
        if save_id is not UNSET:
            field_dict["save_id"] = save_id
        if table_id is not UNSET:
            field_dict["table_id"] = table_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        reason = d.pop("reason")

        type_ = cast(Literal["rr.shut_down"], d.pop("type"))
        if type_ != "rr.shut_down":
            raise ValueError(f"type must match const 'rr.shut_down', got '{type_}'")

        override_available = d.pop("override_available", UNSET)

        def _parse_save_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        save_id = _parse_save_id(d.pop("save_id", UNSET))

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        rr_shut_down = cls(
            character_id=character_id,
            reason=reason,
            type_=type_,
            override_available=override_available,
            save_id=save_id,
            table_id=table_id,
        )

        rr_shut_down.additional_properties = d
        return rr_shut_down

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
