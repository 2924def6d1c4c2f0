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

from ..models.rr_action_accomplished_effect import RrActionAccomplishedEffect
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrActionAccomplished")


@_attrs_define
class RrActionAccomplished:
    """
    Attributes:
        test_id (str):
        character_id (str):
        successes (int):
        remaining (int):
        type_ (Literal['rr.action_accomplished']):  Default: 'rr.action_accomplished'.
        table_id (None | str | Unset):
        target_id (None | str | Unset):
        effect (RrActionAccomplishedEffect | Unset):  Default: RrActionAccomplishedEffect.NONE.
        accessory (int | None | Unset):
        note (str | Unset):  Default: ''.
    """

    test_id: str
    character_id: str
    successes: int
    remaining: int
    type_: Literal["rr.action_accomplished"] = "rr.action_accomplished"
    table_id: None | str | Unset = UNSET
    target_id: None | str | Unset = UNSET
    effect: RrActionAccomplishedEffect | Unset = RrActionAccomplishedEffect.NONE
    accessory: int | None | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        successes = self.successes

        remaining = self.remaining

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        target_id: None | str | Unset
        if isinstance(self.target_id, Unset):
            target_id = UNSET
        else:
            target_id = self.target_id

        effect: str | Unset = UNSET
        if not isinstance(self.effect, Unset):
            effect = self.effect.value

        accessory: int | None | Unset
        if isinstance(self.accessory, Unset):
            accessory = UNSET
        else:
            accessory = self.accessory

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "test_id": test_id,
                "character_id": character_id,
                "successes": successes,
                "remaining": remaining,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if target_id is not UNSET:
            field_dict["target_id"] = target_id
        if effect is not UNSET:
            field_dict["effect"] = effect
        if accessory is not UNSET:
            field_dict["accessory"] = accessory
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        successes = d.pop("successes")

        remaining = d.pop("remaining")

        type_ = cast(Literal["rr.action_accomplished"], d.pop("type"))
        if type_ != "rr.action_accomplished":
            raise ValueError(
                f"type must match const 'rr.action_accomplished', got '{type_}'"
            )

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        def _parse_target_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_id = _parse_target_id(d.pop("target_id", UNSET))

        _effect = d.pop("effect", UNSET)
        effect: RrActionAccomplishedEffect | Unset
        if isinstance(_effect, Unset):
            effect = UNSET
        else:
            effect = RrActionAccomplishedEffect(_effect)

        def _parse_accessory(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        accessory = _parse_accessory(d.pop("accessory", UNSET))

        note = d.pop("note", UNSET)

        rr_action_accomplished = cls(
            test_id=test_id,
            character_id=character_id,
            successes=successes,
            remaining=remaining,
            type_=type_,
            table_id=table_id,
            target_id=target_id,
            effect=effect,
            accessory=accessory,
            note=note,
        )

        rr_action_accomplished.additional_properties = d
        return rr_action_accomplished

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
