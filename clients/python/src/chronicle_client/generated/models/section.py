from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.beat_line import BeatLine
    from ..models.totals import Totals


T = TypeVar("T", bound="Section")


@_attrs_define
class Section:
    """
    Attributes:
        key (str):
        title (str):
        empty (str):
        table (bool):
        lines (list[BeatLine]):
        columns (list[str]):
        totals (list[Totals]):
    """

    key: str
    title: str
    empty: str
    table: bool
    lines: list[BeatLine]
    columns: list[str]
    totals: list[Totals]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        title = self.title

        empty = self.empty

        table = self.table

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)

        columns = self.columns

        totals = []
        for totals_item_data in self.totals:
            totals_item = totals_item_data.to_dict()
            totals.append(totals_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "title": title,
                "empty": empty,
                "table": table,
                "lines": lines,
                "columns": columns,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.beat_line import BeatLine
        from ..models.totals import Totals

        d = dict(src_dict)
        key = d.pop("key")

        title = d.pop("title")

        empty = d.pop("empty")

        table = d.pop("table")

        lines = []
        _lines = d.pop("lines")
        for lines_item_data in _lines:
            lines_item = BeatLine.from_dict(lines_item_data)

            lines.append(lines_item)

        columns = cast(list[str], d.pop("columns"))

        totals = []
        _totals = d.pop("totals")
        for totals_item_data in _totals:
            totals_item = Totals.from_dict(totals_item_data)

            totals.append(totals_item)

        section = cls(
            key=key,
            title=title,
            empty=empty,
            table=table,
            lines=lines,
            columns=columns,
            totals=totals,
        )

        section.additional_properties = d
        return section

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
