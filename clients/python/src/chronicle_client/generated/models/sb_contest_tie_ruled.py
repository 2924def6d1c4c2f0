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

from ..models.sb_contest_tie_ruled_ruling import SbContestTieRuledRuling
from ..types import UNSET, Unset

T = TypeVar("T", bound="SbContestTieRuled")


@_attrs_define
class SbContestTieRuled:
    """
    Attributes:
        conflict_id (str):
        ruling (SbContestTieRuledRuling):
        type_ (Literal['sb.contest_tie_ruled']):  Default: 'sb.contest_tie_ruled'.
        note (str | Unset):  Default: ''.
    """

    conflict_id: str
    ruling: SbContestTieRuledRuling
    type_: Literal["sb.contest_tie_ruled"] = "sb.contest_tie_ruled"
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        ruling = self.ruling.value

        type_ = self.type_

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "ruling": ruling,
                "type": type_,
            }
        )
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        ruling = SbContestTieRuledRuling(d.pop("ruling"))

        type_ = cast(Literal["sb.contest_tie_ruled"], d.pop("type"))
        if type_ != "sb.contest_tie_ruled":
            raise ValueError(
                f"type must match const 'sb.contest_tie_ruled', got '{type_}'"
            )

        note = d.pop("note", UNSET)

        sb_contest_tie_ruled = cls(
            conflict_id=conflict_id,
            ruling=ruling,
            type_=type_,
            note=note,
        )

        sb_contest_tie_ruled.additional_properties = d
        return sb_contest_tie_ruled

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
