from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.d100_sheet import D100Sheet


T = TypeVar("T", bound="D100CreateCharacterRequest")


@_attrs_define
class D100CreateCharacterRequest:
    """Create a character from the minimal combat sheet; Health starts at its maxima.

    A player creates characters for themself; the GM may create one for any member (`owner_id`).

    Attributes:
        sheet (D100Sheet):
        owner_id (None | str | Unset):
    """

    sheet: D100Sheet
    owner_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
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
                "sheet": sheet,
            }
        )
        if owner_id is not UNSET:
            field_dict["owner_id"] = owner_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.d100_sheet import D100Sheet

        d = dict(src_dict)
        sheet = D100Sheet.from_dict(d.pop("sheet"))

        def _parse_owner_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_id = _parse_owner_id(d.pop("owner_id", UNSET))

        d100_create_character_request = cls(
            sheet=sheet,
            owner_id=owner_id,
        )

        d100_create_character_request.additional_properties = d
        return d100_create_character_request

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
