from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RolledTerm")


@_attrs_define
class RolledTerm:
    """
    Attributes:
        term (str):
        sign (int):
        value (int):
        faces (list[int] | Unset):
        kept (list[int] | Unset):
        dropped (list[int] | Unset):
    """

    term: str
    sign: int
    value: int
    faces: list[int] | Unset = UNSET
    kept: list[int] | Unset = UNSET
    dropped: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        term = self.term

        sign = self.sign

        value = self.value

        faces: list[int] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces

        kept: list[int] | Unset = UNSET
        if not isinstance(self.kept, Unset):
            kept = self.kept

        dropped: list[int] | Unset = UNSET
        if not isinstance(self.dropped, Unset):
            dropped = self.dropped

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "term": term,
                "sign": sign,
                "value": value,
            }
        )
        if faces is not UNSET:
            field_dict["faces"] = faces
        if kept is not UNSET:
            field_dict["kept"] = kept
        if dropped is not UNSET:
            field_dict["dropped"] = dropped

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        term = d.pop("term")

        sign = d.pop("sign")

        value = d.pop("value")

        faces = cast(list[int], d.pop("faces", UNSET))

        kept = cast(list[int], d.pop("kept", UNSET))

        dropped = cast(list[int], d.pop("dropped", UNSET))

        rolled_term = cls(
            term=term,
            sign=sign,
            value=value,
            faces=faces,
            kept=kept,
            dropped=dropped,
        )

        rolled_term.additional_properties = d
        return rolled_term

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
