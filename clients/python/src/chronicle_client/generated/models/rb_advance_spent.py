from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rb_advance_spent_advance import RbAdvanceSpentAdvance
from ..models.rb_advance_spent_change import RbAdvanceSpentChange
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sym import Sym


T = TypeVar("T", bound="RbAdvanceSpent")


@_attrs_define
class RbAdvanceSpent:
    """
    Attributes:
        character_id (str):
        advance (RbAdvanceSpentAdvance):
        change (RbAdvanceSpentChange):
        new (Sym):
        type_ (Literal['rb.advance_spent']):  Default: 'rb.advance_spent'.
        trait_id (None | str | Unset):
        index (int | None | Unset):
        old (None | Sym | Unset):
        custom (bool | Unset):  Default: False.
        name (None | str | Unset):
    """

    character_id: str
    advance: RbAdvanceSpentAdvance
    change: RbAdvanceSpentChange
    new: Sym
    type_: Literal["rb.advance_spent"] = "rb.advance_spent"
    trait_id: None | str | Unset = UNSET
    index: int | None | Unset = UNSET
    old: None | Sym | Unset = UNSET
    custom: bool | Unset = False
    name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.sym import Sym

        character_id = self.character_id

        advance = self.advance.value

        change = self.change.value

        new = self.new.to_dict()

        type_ = self.type_

        trait_id: None | str | Unset
        if isinstance(self.trait_id, Unset):
            trait_id = UNSET
        else:
            trait_id = self.trait_id

        index: int | None | Unset
        if isinstance(self.index, Unset):
            index = UNSET
        else:
            index = self.index

        old: dict[str, Any] | None | Unset
        if isinstance(self.old, Unset):
            old = UNSET
        elif isinstance(self.old, Sym):
            old = self.old.to_dict()
        else:
            old = self.old

        custom = self.custom

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "advance": advance,
                "change": change,
                "new": new,
                "type": type_,
            }
        )
        if trait_id is not UNSET:
            field_dict["trait_id"] = trait_id
        if index is not UNSET:
            field_dict["index"] = index
        if old is not UNSET:
            field_dict["old"] = old
        if custom is not UNSET:
            field_dict["custom"] = custom
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sym import Sym

        d = dict(src_dict)
        character_id = d.pop("character_id")

        advance = RbAdvanceSpentAdvance(d.pop("advance"))

        change = RbAdvanceSpentChange(d.pop("change"))

        new = Sym.from_dict(d.pop("new"))

        type_ = cast(Literal["rb.advance_spent"], d.pop("type"))
        if type_ != "rb.advance_spent":
            raise ValueError(f"type must match const 'rb.advance_spent', got '{type_}'")

        def _parse_trait_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trait_id = _parse_trait_id(d.pop("trait_id", UNSET))

        def _parse_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        index = _parse_index(d.pop("index", UNSET))

        def _parse_old(data: object) -> None | Sym | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                old_type_0 = Sym.from_dict(data)

                return old_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Sym | Unset, data)

        old = _parse_old(d.pop("old", UNSET))

        custom = d.pop("custom", UNSET)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        rb_advance_spent = cls(
            character_id=character_id,
            advance=advance,
            change=change,
            new=new,
            type_=type_,
            trait_id=trait_id,
            index=index,
            old=old,
            custom=custom,
            name=name,
        )

        rb_advance_spent.additional_properties = d
        return rb_advance_spent

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
