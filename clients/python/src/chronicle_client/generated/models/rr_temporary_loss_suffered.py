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

from ..models.rr_temporary_loss_suffered_attribute import (
    RrTemporaryLossSufferedAttribute,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrTemporaryLossSuffered")


@_attrs_define
class RrTemporaryLossSuffered:
    """
    Attributes:
        character_id (str):
        attribute (RrTemporaryLossSufferedAttribute):
        points (int):
        per_die (int):
        failed (int):
        before (int):
        after (int):
        value_after (int):
        type_ (Literal['rr.temporary_loss_suffered']):  Default: 'rr.temporary_loss_suffered'.
        persistent (bool | Unset):  Default: False.
        save_id (None | str | Unset):
        table_id (None | str | Unset):
    """

    character_id: str
    attribute: RrTemporaryLossSufferedAttribute
    points: int
    per_die: int
    failed: int
    before: int
    after: int
    value_after: int
    type_: Literal["rr.temporary_loss_suffered"] = "rr.temporary_loss_suffered"
    persistent: bool | Unset = False
    save_id: None | str | Unset = UNSET
    table_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        attribute = self.attribute.value

        points = self.points

        per_die = self.per_die

        failed = self.failed

        before = self.before

        after = self.after

        value_after = self.value_after

        type_ = self.type_

        persistent = self.persistent

        save_id: None | str | Unset
        if isinstance(self.save_id, Unset):
            save_id = UNSET
        else:
            save_id = self.save_id

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "attribute": attribute,
                "points": points,
                "per_die": per_die,
                "failed": failed,
                "before": before,
                "after": after,
                "value_after": value_after,
                "type": type_,
            }
        )
        if persistent is not UNSET:
            field_dict["persistent"] = persistent
        if save_id is not UNSET:
            field_dict["save_id"] = save_id
        if table_id is not UNSET:
            field_dict["table_id"] = table_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        attribute = RrTemporaryLossSufferedAttribute(d.pop("attribute"))

        points = d.pop("points")

        per_die = d.pop("per_die")

        failed = d.pop("failed")

        before = d.pop("before")

        after = d.pop("after")

        value_after = d.pop("value_after")

        type_ = cast(Literal["rr.temporary_loss_suffered"], d.pop("type"))
        if type_ != "rr.temporary_loss_suffered":
            raise ValueError(
                f"type must match const 'rr.temporary_loss_suffered', got '{type_}'"
            )

        persistent = d.pop("persistent", UNSET)

        def _parse_save_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        save_id = _parse_save_id(d.pop("save_id", UNSET))

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        rr_temporary_loss_suffered = cls(
            character_id=character_id,
            attribute=attribute,
            points=points,
            per_die=per_die,
            failed=failed,
            before=before,
            after=after,
            value_after=value_after,
            type_=type_,
            persistent=persistent,
            save_id=save_id,
            table_id=table_id,
        )

        rr_temporary_loss_suffered.additional_properties = d
        return rr_temporary_loss_suffered

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
