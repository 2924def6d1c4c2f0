from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.action_point_series_characters import ActionPointSeriesCharacters


T = TypeVar("T", bound="ActionPointSeries")


@_attrs_define
class ActionPointSeries:
    """
    Attributes:
        conflict_id (str):
        versions (list[int]):
        characters (ActionPointSeriesCharacters):
    """

    conflict_id: str
    versions: list[int]
    characters: ActionPointSeriesCharacters
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        versions = self.versions

        characters = self.characters.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "versions": versions,
                "characters": characters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_point_series_characters import ActionPointSeriesCharacters

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        versions = cast(list[int], d.pop("versions"))

        characters = ActionPointSeriesCharacters.from_dict(d.pop("characters"))

        action_point_series = cls(
            conflict_id=conflict_id,
            versions=versions,
            characters=characters,
        )

        action_point_series.additional_properties = d
        return action_point_series

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
