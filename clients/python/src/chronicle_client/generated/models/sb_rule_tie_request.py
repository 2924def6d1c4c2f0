from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sb_rule_tie_request_ruling import SbRuleTieRequestRuling
from ..types import UNSET, Unset

T = TypeVar("T", bound="SbRuleTieRequest")


@_attrs_define
class SbRuleTieRequest:
    """On a tied contest the Director rules: it continues (both roll again) or something unusual happened.

    Only the GM may issue this command.

        Attributes:
            conflict_id (str):
            ruling (SbRuleTieRequestRuling):
            note (str | Unset):  Default: ''.
    """

    conflict_id: str
    ruling: SbRuleTieRequestRuling
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        ruling = self.ruling.value

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "ruling": ruling,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        ruling = SbRuleTieRequestRuling(d.pop("ruling"))

        note = d.pop("note", UNSET)

        sb_rule_tie_request = cls(
            conflict_id=conflict_id,
            ruling=ruling,
            note=note,
        )

        sb_rule_tie_request.additional_properties = d
        return sb_rule_tie_request

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
