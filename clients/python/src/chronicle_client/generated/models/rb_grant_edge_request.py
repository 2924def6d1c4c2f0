from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rb_grant_edge_request_kind import RbGrantEdgeRequestKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="RbGrantEdgeRequest")


@_attrs_define
class RbGrantEdgeRequest:
    """Give a character an edge. `owed_id` names an edge a test earned (doubles, or a successful setup);
        without it the edge is an award. A Being edge has `symbol`; a Doing-trait edge (`kind: doing`) has
        `doing_symbol` and the Being `symbol` it pairs with.

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            symbol (str):
            kind (RbGrantEdgeRequestKind | Unset):  Default: RbGrantEdgeRequestKind.BEING.
            doing_symbol (None | str | Unset):
            owed_id (None | str | Unset):
    """

    character_id: str
    symbol: str
    kind: RbGrantEdgeRequestKind | Unset = RbGrantEdgeRequestKind.BEING
    doing_symbol: None | str | Unset = UNSET
    owed_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        symbol = self.symbol

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        doing_symbol: None | str | Unset
        if isinstance(self.doing_symbol, Unset):
            doing_symbol = UNSET
        else:
            doing_symbol = self.doing_symbol

        owed_id: None | str | Unset
        if isinstance(self.owed_id, Unset):
            owed_id = UNSET
        else:
            owed_id = self.owed_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "symbol": symbol,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if doing_symbol is not UNSET:
            field_dict["doing_symbol"] = doing_symbol
        if owed_id is not UNSET:
            field_dict["owed_id"] = owed_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        symbol = d.pop("symbol")

        _kind = d.pop("kind", UNSET)
        kind: RbGrantEdgeRequestKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = RbGrantEdgeRequestKind(_kind)

        def _parse_doing_symbol(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        doing_symbol = _parse_doing_symbol(d.pop("doing_symbol", UNSET))

        def _parse_owed_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owed_id = _parse_owed_id(d.pop("owed_id", UNSET))

        rb_grant_edge_request = cls(
            character_id=character_id,
            symbol=symbol,
            kind=kind,
            doing_symbol=doing_symbol,
            owed_id=owed_id,
        )

        rb_grant_edge_request.additional_properties = d
        return rb_grant_edge_request

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
