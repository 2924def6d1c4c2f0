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

from ..models.roll_hidden_visibility import RollHiddenVisibility
from ..types import UNSET, Unset

T = TypeVar("T", bound="RollHidden")


@_attrs_define
class RollHidden:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        visibility (RollHiddenVisibility):
        type_ (Literal['roll.hidden']):  Default: 'roll.hidden'.
        follows (int | None | Unset):
    """

    table_id: str
    roller_id: str
    visibility: RollHiddenVisibility
    type_: Literal["roll.hidden"] = "roll.hidden"
    follows: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        visibility = self.visibility.value

        type_ = self.type_

        follows: int | None | Unset
        if isinstance(self.follows, Unset):
            follows = UNSET
        else:
            follows = self.follows

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "visibility": visibility,
                "type": type_,
            }
        )
        if follows is not UNSET:
            field_dict["follows"] = follows

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        visibility = RollHiddenVisibility(d.pop("visibility"))

        type_ = cast(Literal["roll.hidden"], d.pop("type"))
        if type_ != "roll.hidden":
            raise ValueError(f"type must match const 'roll.hidden', got '{type_}'")

        def _parse_follows(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        follows = _parse_follows(d.pop("follows", UNSET))

        roll_hidden = cls(
            table_id=table_id,
            roller_id=roller_id,
            visibility=visibility,
            type_=type_,
            follows=follows,
        )

        roll_hidden.additional_properties = d
        return roll_hidden

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
