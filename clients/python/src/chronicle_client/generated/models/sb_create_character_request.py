from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sb_sheet import SbSheet


T = TypeVar("T", bound="SbCreateCharacterRequest")


@_attrs_define
class SbCreateCharacterRequest:
    """Create an animal or a bot. Players create their own; the GM may create one for a player
    (`owner_id`) or build an extra. Species, customization budget and skill points are checked.

    Attributes:
        name (str):
        sheet (SbSheet):
        owner_id (None | str | Unset):
    """

    name: str
    sheet: SbSheet
    owner_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        sheet = self.sheet.to_dict()

        owner_id: None | str | Unset
        if isinstance(self.owner_id, Unset):
            owner_id = UNSET
        else:
            owner_id = self.owner_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "sheet": sheet,
            }
        )
        if owner_id is not UNSET:
            field_dict["owner_id"] = owner_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.sb_sheet import SbSheet

        d = dict(src_dict)
        name = d.pop("name")

        sheet = SbSheet.from_dict(d.pop("sheet"))

        def _parse_owner_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_id = _parse_owner_id(d.pop("owner_id", UNSET))

        sb_create_character_request = cls(
            name=name,
            sheet=sheet,
            owner_id=owner_id,
        )

        sb_create_character_request.additional_properties = d
        return sb_create_character_request

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
