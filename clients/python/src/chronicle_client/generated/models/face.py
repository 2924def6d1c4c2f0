from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Face")


@_attrs_define
class Face:
    """
    Attributes:
        face (int):
        roll (int):
        rerolled (bool | Unset):  Default: False.
        exploded (bool | Unset):  Default: False.
        set_to (int | None | Unset):
    """

    face: int
    roll: int
    rerolled: bool | Unset = False
    exploded: bool | Unset = False
    set_to: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        face = self.face

        roll = self.roll

        rerolled = self.rerolled

        exploded = self.exploded

        set_to: int | None | Unset
        if isinstance(self.set_to, Unset):
            set_to = UNSET
        else:
            set_to = self.set_to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "face": face,
                "roll": roll,
            }
        )
        if rerolled is not UNSET:
            field_dict["rerolled"] = rerolled
        if exploded is not UNSET:
            field_dict["exploded"] = exploded
        if set_to is not UNSET:
            field_dict["set_to"] = set_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        face = d.pop("face")

        roll = d.pop("roll")

        rerolled = d.pop("rerolled", UNSET)

        exploded = d.pop("exploded", UNSET)

        def _parse_set_to(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        set_to = _parse_set_to(d.pop("set_to", UNSET))

        face = cls(
            face=face,
            roll=roll,
            rerolled=rerolled,
            exploded=exploded,
            set_to=set_to,
        )

        face.additional_properties = d
        return face

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
