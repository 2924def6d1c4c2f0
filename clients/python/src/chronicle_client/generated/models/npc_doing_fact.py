from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.npc_doing_fact_challenge import NpcDoingFactChallenge
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sym import Sym


T = TypeVar("T", bound="NpcDoingFact")


@_attrs_define
class NpcDoingFact:
    """
    Attributes:
        name (str):
        symbols (list[Sym]):
        challenge (None | NpcDoingFactChallenge | Unset):
    """

    name: str
    symbols: list[Sym]
    challenge: None | NpcDoingFactChallenge | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        symbols = []
        for symbols_item_data in self.symbols:
            symbols_item = symbols_item_data.to_dict()
            symbols.append(symbols_item)

        challenge: None | str | Unset
        if isinstance(self.challenge, Unset):
            challenge = UNSET
        elif isinstance(self.challenge, NpcDoingFactChallenge):
            challenge = self.challenge.value
        else:
            challenge = self.challenge

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "symbols": symbols,
            }
        )
        if challenge is not UNSET:
            field_dict["challenge"] = challenge

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sym import Sym

        d = dict(src_dict)
        name = d.pop("name")

        symbols = []
        _symbols = d.pop("symbols")
        for symbols_item_data in _symbols:
            symbols_item = Sym.from_dict(symbols_item_data)

            symbols.append(symbols_item)

        def _parse_challenge(data: object) -> None | NpcDoingFactChallenge | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                challenge_challenge = NpcDoingFactChallenge(data)

                return challenge_challenge
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | NpcDoingFactChallenge | Unset, data)

        challenge = _parse_challenge(d.pop("challenge", UNSET))

        npc_doing_fact = cls(
            name=name,
            symbols=symbols,
            challenge=challenge,
        )

        npc_doing_fact.additional_properties = d
        return npc_doing_fact

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
