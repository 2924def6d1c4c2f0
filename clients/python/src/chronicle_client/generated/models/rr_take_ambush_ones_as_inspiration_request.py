from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RrTakeAmbushOnesAsInspirationRequest")


@_attrs_define
class RrTakeAmbushOnesAsInspirationRequest:
    """The Spark whose program led an ambush takes rolled 1s as Inspiration instead of successes (any
    Test's 1s may be), before the first surprise save it triggered is rolled: the ambush is re-judged on
    the successes left.

    Attributes:
        conflict_id (str):
        count (int):
    """

    conflict_id: str
    count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        count = d.pop("count")

        rr_take_ambush_ones_as_inspiration_request = cls(
            conflict_id=conflict_id,
            count=count,
        )

        rr_take_ambush_ones_as_inspiration_request.additional_properties = d
        return rr_take_ambush_ones_as_inspiration_request

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
