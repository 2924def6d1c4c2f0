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

T = TypeVar("T", bound="RrDramaticControlProposed")


@_attrs_define
class RrDramaticControlProposed:
    """
    Attributes:
        control_id (str):
        character_id (str):
        narration (str):
        type_ (Literal['rr.dramatic_control_proposed']):  Default: 'rr.dramatic_control_proposed'.
        edits (None | str | Unset):
    """

    control_id: str
    character_id: str
    narration: str
    type_: Literal["rr.dramatic_control_proposed"] = "rr.dramatic_control_proposed"
    edits: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        control_id = self.control_id

        character_id = self.character_id

        narration = self.narration

        type_ = self.type_

        edits: None | str | Unset
        if isinstance(self.edits, Unset):
            edits = UNSET
        else:
            edits = self.edits

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "control_id": control_id,
                "character_id": character_id,
                "narration": narration,
                "type": type_,
            }
        )
        if edits is not UNSET:
            field_dict["edits"] = edits

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        control_id = d.pop("control_id")

        character_id = d.pop("character_id")

        narration = d.pop("narration")

        type_ = cast(Literal["rr.dramatic_control_proposed"], d.pop("type"))
        if type_ != "rr.dramatic_control_proposed":
            raise ValueError(
                f"type must match const 'rr.dramatic_control_proposed', got '{type_}'"
            )

        def _parse_edits(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        edits = _parse_edits(d.pop("edits", UNSET))

        rr_dramatic_control_proposed = cls(
            control_id=control_id,
            character_id=character_id,
            narration=narration,
            type_=type_,
            edits=edits,
        )

        rr_dramatic_control_proposed.additional_properties = d
        return rr_dramatic_control_proposed

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
