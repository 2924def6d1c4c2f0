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

T = TypeVar("T", bound="RrAmbushOnesTaken")


@_attrs_define
class RrAmbushOnesTaken:
    """
    Attributes:
        conflict_id (str):
        table_id (str):
        character_id (str):
        count (int):
        successes_before (int):
        successes_after (int):
        opposition (int):
        net (int):
        succeeded (bool):
        savers_before (list[str]):
        savers (list[str]):
        save_tn_modifier (int):
        inspiration_before (int):
        inspiration_after (int):
        type_ (Literal['rr.ambush_ones_taken']):  Default: 'rr.ambush_ones_taken'.
    """

    conflict_id: str
    table_id: str
    character_id: str
    count: int
    successes_before: int
    successes_after: int
    opposition: int
    net: int
    succeeded: bool
    savers_before: list[str]
    savers: list[str]
    save_tn_modifier: int
    inspiration_before: int
    inspiration_after: int
    type_: Literal["rr.ambush_ones_taken"] = "rr.ambush_ones_taken"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        table_id = self.table_id

        character_id = self.character_id

        count = self.count

        successes_before = self.successes_before

        successes_after = self.successes_after

        opposition = self.opposition

        net = self.net

        succeeded = self.succeeded

        savers_before = self.savers_before

        savers = self.savers

        save_tn_modifier = self.save_tn_modifier

        inspiration_before = self.inspiration_before

        inspiration_after = self.inspiration_after

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "table_id": table_id,
                "character_id": character_id,
                "count": count,
                "successes_before": successes_before,
                "successes_after": successes_after,
                "opposition": opposition,
                "net": net,
                "succeeded": succeeded,
                "savers_before": savers_before,
                "savers": savers,
                "save_tn_modifier": save_tn_modifier,
                "inspiration_before": inspiration_before,
                "inspiration_after": inspiration_after,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        table_id = d.pop("table_id")

        character_id = d.pop("character_id")

        count = d.pop("count")

        successes_before = d.pop("successes_before")

        successes_after = d.pop("successes_after")

        opposition = d.pop("opposition")

        net = d.pop("net")

        succeeded = d.pop("succeeded")

        savers_before = cast(list[str], d.pop("savers_before"))

        savers = cast(list[str], d.pop("savers"))

        save_tn_modifier = d.pop("save_tn_modifier")

        inspiration_before = d.pop("inspiration_before")

        inspiration_after = d.pop("inspiration_after")

        type_ = cast(Literal["rr.ambush_ones_taken"], d.pop("type"))
        if type_ != "rr.ambush_ones_taken":
            raise ValueError(
                f"type must match const 'rr.ambush_ones_taken', got '{type_}'"
            )

        rr_ambush_ones_taken = cls(
            conflict_id=conflict_id,
            table_id=table_id,
            character_id=character_id,
            count=count,
            successes_before=successes_before,
            successes_after=successes_after,
            opposition=opposition,
            net=net,
            succeeded=succeeded,
            savers_before=savers_before,
            savers=savers,
            save_tn_modifier=save_tn_modifier,
            inspiration_before=inspiration_before,
            inspiration_after=inspiration_after,
            type_=type_,
        )

        rr_ambush_ones_taken.additional_properties = d
        return rr_ambush_ones_taken

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
