from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RrProposeDramaticControlRequest")


@_attrs_define
class RrProposeDramaticControlRequest:
    """A Spark narrates a change to the scene (or edits another Spark's narration); the GM prices it.

    Attributes:
        character_id (str):
        narration (str):
        edits (None | str | Unset):
    """

    character_id: str
    narration: str
    edits: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        narration = self.narration

        edits: None | str | Unset
        if isinstance(self.edits, Unset):
            edits = UNSET
        else:
            edits = self.edits

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "narration": narration,
            }
        )
        if edits is not UNSET:
            field_dict["edits"] = edits

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        narration = d.pop("narration")

        def _parse_edits(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        edits = _parse_edits(d.pop("edits", UNSET))

        rr_propose_dramatic_control_request = cls(
            character_id=character_id,
            narration=narration,
            edits=edits,
        )

        rr_propose_dramatic_control_request.additional_properties = d
        return rr_propose_dramatic_control_request

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
