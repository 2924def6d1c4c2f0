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

from ..models.scratch_hit_points_changed_status import ScratchHitPointsChangedStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="ScratchHitPointsChanged")


@_attrs_define
class ScratchHitPointsChanged:
    """
    Attributes:
        character_id (str):
        before (int):
        after (int):
        maximum (int):
        status (ScratchHitPointsChangedStatus):
        reason (str):
        type_ (Literal['scratch.hit_points_changed']):  Default: 'scratch.hit_points_changed'.
        conflict_id (None | str | Unset):
    """

    character_id: str
    before: int
    after: int
    maximum: int
    status: ScratchHitPointsChangedStatus
    reason: str
    type_: Literal["scratch.hit_points_changed"] = "scratch.hit_points_changed"
    conflict_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        before = self.before

        after = self.after

        maximum = self.maximum

        status = self.status.value

        reason = self.reason

        type_ = self.type_

        conflict_id: None | str | Unset
        if isinstance(self.conflict_id, Unset):
            conflict_id = UNSET
        else:
            conflict_id = self.conflict_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "before": before,
                "after": after,
                "maximum": maximum,
                "status": status,
                "reason": reason,
                "type": type_,
            }
        )
        if conflict_id is not UNSET:
            field_dict["conflict_id"] = conflict_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        before = d.pop("before")

        after = d.pop("after")

        maximum = d.pop("maximum")

        status = ScratchHitPointsChangedStatus(d.pop("status"))

        reason = d.pop("reason")

        type_ = cast(Literal["scratch.hit_points_changed"], d.pop("type"))
        if type_ != "scratch.hit_points_changed":
            raise ValueError(
                f"type must match const 'scratch.hit_points_changed', got '{type_}'"
            )

        def _parse_conflict_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id", UNSET))

        scratch_hit_points_changed = cls(
            character_id=character_id,
            before=before,
            after=after,
            maximum=maximum,
            status=status,
            reason=reason,
            type_=type_,
            conflict_id=conflict_id,
        )

        scratch_hit_points_changed.additional_properties = d
        return scratch_hit_points_changed

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
