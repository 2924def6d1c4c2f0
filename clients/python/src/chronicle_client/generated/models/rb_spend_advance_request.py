from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rb_spend_advance_request_advance import RbSpendAdvanceRequestAdvance
from ..models.rb_spend_advance_request_change import RbSpendAdvanceRequestChange
from ..models.rb_spend_advance_request_kind import RbSpendAdvanceRequestKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="RbSpendAdvanceRequest")


@_attrs_define
class RbSpendAdvanceRequest:
    """Spend an advance.

    `swap_being` replaces the Being trait `replace`; `swap_doing` replaces symbol `symbol_index` of Doing
    trait `trait_id` (same type). A minor advance takes the new symbol from the regular tables; a major one
    may use any symbol of the right type (`symbol`, a new slug, joins the campaign's vocabulary).
    `extend_doing` (major only) adds a third symbol of type `kind` to Doing trait `trait_id`; on a trait
    that already has three, `discard_index` names the extra symbol it replaces with the other type. The
    extended trait gets a new `name`.

    Attributes:
        character_id (str):
        advance (RbSpendAdvanceRequestAdvance):
        change (RbSpendAdvanceRequestChange):
        symbol (str):
        replace (None | str | Unset):
        trait_id (None | str | Unset):
        symbol_index (int | None | Unset):
        kind (None | RbSpendAdvanceRequestKind | Unset):
        discard_index (int | None | Unset):
        name (None | str | Unset):
    """

    character_id: str
    advance: RbSpendAdvanceRequestAdvance
    change: RbSpendAdvanceRequestChange
    symbol: str
    replace: None | str | Unset = UNSET
    trait_id: None | str | Unset = UNSET
    symbol_index: int | None | Unset = UNSET
    kind: None | RbSpendAdvanceRequestKind | Unset = UNSET
    discard_index: int | None | Unset = UNSET
    name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        advance = self.advance.value

        change = self.change.value

        symbol = self.symbol

        replace: None | str | Unset
        if isinstance(self.replace, Unset):
            replace = UNSET
        else:
            replace = self.replace

        trait_id: None | str | Unset
        if isinstance(self.trait_id, Unset):
            trait_id = UNSET
        else:
            trait_id = self.trait_id

        symbol_index: int | None | Unset
        if isinstance(self.symbol_index, Unset):
            symbol_index = UNSET
        else:
            symbol_index = self.symbol_index

        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        elif isinstance(self.kind, RbSpendAdvanceRequestKind):
            kind = self.kind.value
        else:
            kind = self.kind

        discard_index: int | None | Unset
        if isinstance(self.discard_index, Unset):
            discard_index = UNSET
        else:
            discard_index = self.discard_index

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
                "symbol": symbol,
            }
        )
        if replace is not UNSET:
            field_dict["replace"] = replace
        if trait_id is not UNSET:
            field_dict["trait_id"] = trait_id
        if symbol_index is not UNSET:
            field_dict["symbol_index"] = symbol_index
        if kind is not UNSET:
            field_dict["kind"] = kind
        if discard_index is not UNSET:
            field_dict["discard_index"] = discard_index
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        advance = RbSpendAdvanceRequestAdvance(d.pop("advance"))

        change = RbSpendAdvanceRequestChange(d.pop("change"))

        symbol = d.pop("symbol")

        def _parse_replace(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        replace = _parse_replace(d.pop("replace", UNSET))

        def _parse_trait_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        trait_id = _parse_trait_id(d.pop("trait_id", UNSET))

        def _parse_symbol_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        symbol_index = _parse_symbol_index(d.pop("symbol_index", UNSET))

        def _parse_kind(data: object) -> None | RbSpendAdvanceRequestKind | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_kind = RbSpendAdvanceRequestKind(data)

                return kind_kind
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RbSpendAdvanceRequestKind | Unset, data)

        kind = _parse_kind(d.pop("kind", UNSET))

        def _parse_discard_index(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        discard_index = _parse_discard_index(d.pop("discard_index", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        rb_spend_advance_request = cls(
            character_id=character_id,
            advance=advance,
            change=change,
            symbol=symbol,
            replace=replace,
            trait_id=trait_id,
            symbol_index=symbol_index,
            kind=kind,
            discard_index=discard_index,
            name=name,
        )

        rb_spend_advance_request.additional_properties = d
        return rb_spend_advance_request

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
