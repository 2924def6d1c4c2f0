from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.sb_adventure_ended_level_ups import SbAdventureEndedLevelUps


T = TypeVar("T", bound="SbAdventureEnded")


@_attrs_define
class SbAdventureEnded:
    """
    Attributes:
        adventure (int):
        level_ups (SbAdventureEndedLevelUps):
        type_ (Literal['sb.adventure_ended']):  Default: 'sb.adventure_ended'.
    """

    adventure: int
    level_ups: SbAdventureEndedLevelUps
    type_: Literal["sb.adventure_ended"] = "sb.adventure_ended"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adventure = self.adventure

        level_ups = self.level_ups.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adventure": adventure,
                "level_ups": level_ups,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sb_adventure_ended_level_ups import SbAdventureEndedLevelUps

        d = dict(src_dict)
        adventure = d.pop("adventure")

        level_ups = SbAdventureEndedLevelUps.from_dict(d.pop("level_ups"))

        type_ = cast(Literal["sb.adventure_ended"], d.pop("type"))
        if type_ != "sb.adventure_ended":
            raise ValueError(
                f"type must match const 'sb.adventure_ended', got '{type_}'"
            )

        sb_adventure_ended = cls(
            adventure=adventure,
            level_ups=level_ups,
            type_=type_,
        )

        sb_adventure_ended.additional_properties = d
        return sb_adventure_ended

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
