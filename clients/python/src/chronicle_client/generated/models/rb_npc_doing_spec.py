from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rb_npc_doing_spec_challenge import RbNpcDoingSpecChallenge
from ..types import UNSET, Unset

T = TypeVar("T", bound="RbNpcDoingSpec")


@_attrs_define
class RbNpcDoingSpec:
    """
    Attributes:
        doing (str):
        being (str):
        name (str | Unset):  Default: ''.
        challenge (None | RbNpcDoingSpecChallenge | Unset):
    """

    doing: str
    being: str
    name: str | Unset = ""
    challenge: None | RbNpcDoingSpecChallenge | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        doing = self.doing

        being = self.being

        name = self.name

        challenge: None | str | Unset
        if isinstance(self.challenge, Unset):
            challenge = UNSET
        elif isinstance(self.challenge, RbNpcDoingSpecChallenge):
            challenge = self.challenge.value
        else:
            challenge = self.challenge

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "doing": doing,
                "being": being,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if challenge is not UNSET:
            field_dict["challenge"] = challenge

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        doing = d.pop("doing")

        being = d.pop("being")

        name = d.pop("name", UNSET)

        def _parse_challenge(data: object) -> None | RbNpcDoingSpecChallenge | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                challenge_challenge = RbNpcDoingSpecChallenge(data)

                return challenge_challenge
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RbNpcDoingSpecChallenge | Unset, data)

        challenge = _parse_challenge(d.pop("challenge", UNSET))

        rb_npc_doing_spec = cls(
            doing=doing,
            being=being,
            name=name,
            challenge=challenge,
        )

        rb_npc_doing_spec.additional_properties = d
        return rb_npc_doing_spec

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
