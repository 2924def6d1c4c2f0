from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReadingOut")


@_attrs_define
class ReadingOut:
    """
    Attributes:
        name (str):
        rule (str):
        book (str):
        where (str):
    """

    name: str
    rule: str
    book: str
    where: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        rule = self.rule

        book = self.book

        where = self.where

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "rule": rule,
                "book": book,
                "where": where,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        rule = d.pop("rule")

        book = d.pop("book")

        where = d.pop("where")

        reading_out = cls(
            name=name,
            rule=rule,
            book=book,
            where=where,
        )

        reading_out.additional_properties = d
        return reading_out

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
