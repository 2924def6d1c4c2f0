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

T = TypeVar("T", bound="RrEngagementChanged")


@_attrs_define
class RrEngagementChanged:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        engaged (bool):
        type_ (Literal['rr.engagement_changed']):  Default: 'rr.engagement_changed'.
        table_id (None | str | Unset):
    """

    conflict_id: str
    character_id: str
    engaged: bool
    type_: Literal["rr.engagement_changed"] = "rr.engagement_changed"
    table_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        engaged = self.engaged

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
                "conflict_id": conflict_id,
                "character_id": character_id,
                "engaged": engaged,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        engaged = d.pop("engaged")

        type_ = cast(Literal["rr.engagement_changed"], d.pop("type"))
        if type_ != "rr.engagement_changed":
            raise ValueError(
                f"type must match const 'rr.engagement_changed', got '{type_}'"
            )

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        rr_engagement_changed = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            engaged=engaged,
            type_=type_,
            table_id=table_id,
        )

        rr_engagement_changed.additional_properties = d
        return rr_engagement_changed

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
