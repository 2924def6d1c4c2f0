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

from ..models.rr_loss_restored_attribute import RrLossRestoredAttribute
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrLossRestored")


@_attrs_define
class RrLossRestored:
    """
    Attributes:
        test_id (str):
        character_id (str):
        successes (int):
        remaining (int):
        target_id (str):
        attribute (RrLossRestoredAttribute):
        loss_before (int):
        loss_after (int):
        type_ (Literal['rr.loss_restored']):  Default: 'rr.loss_restored'.
        table_id (None | str | Unset):
        conflict_id (None | str | Unset):
        surprise_after (int | None | Unset):
    """

    test_id: str
    character_id: str
    successes: int
    remaining: int
    target_id: str
    attribute: RrLossRestoredAttribute
    loss_before: int
    loss_after: int
    type_: Literal["rr.loss_restored"] = "rr.loss_restored"
    table_id: None | str | Unset = UNSET
    conflict_id: None | str | Unset = UNSET
    surprise_after: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        successes = self.successes

        remaining = self.remaining

        target_id = self.target_id

        attribute = self.attribute.value

        loss_before = self.loss_before

        loss_after = self.loss_after

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        conflict_id: None | str | Unset
        if isinstance(self.conflict_id, Unset):
            conflict_id = UNSET
        else:
            conflict_id = self.conflict_id

        surprise_after: int | None | Unset
        if isinstance(self.surprise_after, Unset):
            surprise_after = UNSET
        else:
            surprise_after = self.surprise_after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "test_id": test_id,
                "character_id": character_id,
                "successes": successes,
                "remaining": remaining,
                "target_id": target_id,
                "attribute": attribute,
                "loss_before": loss_before,
                "loss_after": loss_after,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if conflict_id is not UNSET:
            field_dict["conflict_id"] = conflict_id
        if surprise_after is not UNSET:
            field_dict["surprise_after"] = surprise_after

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        successes = d.pop("successes")

        remaining = d.pop("remaining")

        target_id = d.pop("target_id")

        attribute = RrLossRestoredAttribute(d.pop("attribute"))

        loss_before = d.pop("loss_before")

        loss_after = d.pop("loss_after")

        type_ = cast(Literal["rr.loss_restored"], d.pop("type"))
        if type_ != "rr.loss_restored":
            raise ValueError(f"type must match const 'rr.loss_restored', got '{type_}'")

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        def _parse_conflict_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conflict_id = _parse_conflict_id(d.pop("conflict_id", UNSET))

        def _parse_surprise_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        surprise_after = _parse_surprise_after(d.pop("surprise_after", UNSET))

        rr_loss_restored = cls(
            test_id=test_id,
            character_id=character_id,
            successes=successes,
            remaining=remaining,
            target_id=target_id,
            attribute=attribute,
            loss_before=loss_before,
            loss_after=loss_after,
            type_=type_,
            table_id=table_id,
            conflict_id=conflict_id,
            surprise_after=surprise_after,
        )

        rr_loss_restored.additional_properties = d
        return rr_loss_restored

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
