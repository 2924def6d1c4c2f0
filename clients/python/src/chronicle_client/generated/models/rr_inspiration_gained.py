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

from ..models.rr_inspiration_gained_source import RrInspirationGainedSource
from ..types import UNSET, Unset

T = TypeVar("T", bound="RrInspirationGained")


@_attrs_define
class RrInspirationGained:
    """
    Attributes:
        character_id (str):
        amount (int):
        source (RrInspirationGainedSource):
        before (int):
        after (int):
        type_ (Literal['rr.inspiration_gained']):  Default: 'rr.inspiration_gained'.
        trait (None | str | Unset):
        table_id (None | str | Unset):
        session_gained (int | Unset):  Default: 0.
        reason (str | Unset):  Default: ''.
    """

    character_id: str
    amount: int
    source: RrInspirationGainedSource
    before: int
    after: int
    type_: Literal["rr.inspiration_gained"] = "rr.inspiration_gained"
    trait: None | str | Unset = UNSET
    table_id: None | str | Unset = UNSET
    session_gained: int | Unset = 0
    reason: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        amount = self.amount

        source = self.source.value

        before = self.before

        after = self.after

        type_ = self.type_

        trait: None | str | Unset
        if isinstance(self.trait, Unset):
            trait = UNSET
        else:
            trait = self.trait

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        session_gained = self.session_gained

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "amount": amount,
                "source": source,
                "before": before,
                "after": after,
                "type": type_,
            }
        )
        if trait is not UNSET:
            field_dict["trait"] = trait
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if session_gained is not UNSET:
            field_dict["session_gained"] = session_gained
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        amount = d.pop("amount")

        source = RrInspirationGainedSource(d.pop("source"))

        before = d.pop("before")

        after = d.pop("after")

        type_ = cast(Literal["rr.inspiration_gained"], d.pop("type"))
        if type_ != "rr.inspiration_gained":
            raise ValueError(
                f"type must match const 'rr.inspiration_gained', got '{type_}'"
            )

        def _parse_trait(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trait = _parse_trait(d.pop("trait", UNSET))

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        session_gained = d.pop("session_gained", UNSET)

        reason = d.pop("reason", UNSET)

        rr_inspiration_gained = cls(
            character_id=character_id,
            amount=amount,
            source=source,
            before=before,
            after=after,
            type_=type_,
            trait=trait,
            table_id=table_id,
            session_gained=session_gained,
            reason=reason,
        )

        rr_inspiration_gained.additional_properties = d
        return rr_inspiration_gained

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
