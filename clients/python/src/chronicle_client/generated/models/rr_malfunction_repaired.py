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

T = TypeVar("T", bound="RrMalfunctionRepaired")


@_attrs_define
class RrMalfunctionRepaired:
    """
    Attributes:
        test_id (str):
        character_id (str):
        successes (int):
        remaining (int):
        target_id (str):
        attribute (str):
        damage_before (int):
        damage_after (int):
        type_ (Literal['rr.malfunction_repaired']):  Default: 'rr.malfunction_repaired'.
        table_id (None | str | Unset):
        memory_losses (list[str] | Unset):
    """

    test_id: str
    character_id: str
    successes: int
    remaining: int
    target_id: str
    attribute: str
    damage_before: int
    damage_after: int
    type_: Literal["rr.malfunction_repaired"] = "rr.malfunction_repaired"
    table_id: None | str | Unset = UNSET
    memory_losses: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        successes = self.successes

        remaining = self.remaining

        target_id = self.target_id

        attribute = self.attribute

        damage_before = self.damage_before

        damage_after = self.damage_after

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        memory_losses: list[str] | Unset = UNSET
        if not isinstance(self.memory_losses, Unset):
            memory_losses = self.memory_losses

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
                "damage_before": damage_before,
                "damage_after": damage_after,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if memory_losses is not UNSET:
            field_dict["memory_losses"] = memory_losses

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        successes = d.pop("successes")

        remaining = d.pop("remaining")

        target_id = d.pop("target_id")

        attribute = d.pop("attribute")

        damage_before = d.pop("damage_before")

        damage_after = d.pop("damage_after")

        type_ = cast(Literal["rr.malfunction_repaired"], d.pop("type"))
        if type_ != "rr.malfunction_repaired":
            raise ValueError(
                f"type must match const 'rr.malfunction_repaired', got '{type_}'"
            )

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        memory_losses = cast(list[str], d.pop("memory_losses", UNSET))

        rr_malfunction_repaired = cls(
            test_id=test_id,
            character_id=character_id,
            successes=successes,
            remaining=remaining,
            target_id=target_id,
            attribute=attribute,
            damage_before=damage_before,
            damage_after=damage_after,
            type_=type_,
            table_id=table_id,
            memory_losses=memory_losses,
        )

        rr_malfunction_repaired.additional_properties = d
        return rr_malfunction_repaired

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
