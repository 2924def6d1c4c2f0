from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Waiting")


@_attrs_define
class Waiting:
    """
    Attributes:
        what (str):
        on (list[str] | Unset):
        about (list[str] | Unset):
    """

    what: str
    on: list[str] | Unset = UNSET
    about: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        what = self.what

        on: list[str] | Unset = UNSET
        if not isinstance(self.on, Unset):
            on = self.on

        about: list[str] | Unset = UNSET
        if not isinstance(self.about, Unset):
            about = self.about

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "what": what,
            }
        )
        if on is not UNSET:
            field_dict["on"] = on
        if about is not UNSET:
            field_dict["about"] = about

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        what = d.pop("what")

        on = cast(list[str], d.pop("on", UNSET))

        about = cast(list[str], d.pop("about", UNSET))

        waiting = cls(
            what=what,
            on=on,
            about=about,
        )

        waiting.additional_properties = d
        return waiting

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
