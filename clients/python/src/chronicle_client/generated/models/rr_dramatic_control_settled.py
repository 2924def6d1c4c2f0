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

T = TypeVar("T", bound="RrDramaticControlSettled")


@_attrs_define
class RrDramaticControlSettled:
    """
    Attributes:
        control_id (str):
        character_id (str):
        taken (bool):
        type_ (Literal['rr.dramatic_control_settled']):  Default: 'rr.dramatic_control_settled'.
    """

    control_id: str
    character_id: str
    taken: bool
    type_: Literal["rr.dramatic_control_settled"] = "rr.dramatic_control_settled"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        control_id = self.control_id

        character_id = self.character_id

        taken = self.taken

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "control_id": control_id,
                "character_id": character_id,
                "taken": taken,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        control_id = d.pop("control_id")

        character_id = d.pop("character_id")

        taken = d.pop("taken")

        type_ = cast(Literal["rr.dramatic_control_settled"], d.pop("type"))
        if type_ != "rr.dramatic_control_settled":
            raise ValueError(
                f"type must match const 'rr.dramatic_control_settled', got '{type_}'"
            )

        rr_dramatic_control_settled = cls(
            control_id=control_id,
            character_id=character_id,
            taken=taken,
            type_=type_,
        )

        rr_dramatic_control_settled.additional_properties = d
        return rr_dramatic_control_settled

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
