from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.reading_out import ReadingOut


T = TypeVar("T", bound="RulingOut")


@_attrs_define
class RulingOut:
    """
    Attributes:
        name (str):
        title (str):
        default (str):
        in_force (str):
        readings (list[ReadingOut]):
    """

    name: str
    title: str
    default: str
    in_force: str
    readings: list[ReadingOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        title = self.title

        default = self.default

        in_force = self.in_force

        readings = []
        for readings_item_data in self.readings:
            readings_item = readings_item_data.to_dict()
            readings.append(readings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "title": title,
                "default": default,
                "in_force": in_force,
                "readings": readings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.reading_out import ReadingOut

        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        default = d.pop("default")

        in_force = d.pop("in_force")

        readings = []
        _readings = d.pop("readings")
        for readings_item_data in _readings:
            readings_item = ReadingOut.from_dict(readings_item_data)

            readings.append(readings_item)

        ruling_out = cls(
            name=name,
            title=title,
            default=default,
            in_force=in_force,
            readings=readings,
        )

        ruling_out.additional_properties = d
        return ruling_out

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
