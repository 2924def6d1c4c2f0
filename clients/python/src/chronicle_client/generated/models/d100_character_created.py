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
    from ..models.d100_sheet import D100Sheet


T = TypeVar("T", bound="D100CharacterCreated")


@_attrs_define
class D100CharacterCreated:
    """
    Attributes:
        character_id (str):
        owner_id (str):
        name (str):
        sheet (D100Sheet):
        type_ (Literal['d100.character_created']):  Default: 'd100.character_created'.
    """

    character_id: str
    owner_id: str
    name: str
    sheet: D100Sheet
    type_: Literal["d100.character_created"] = "d100.character_created"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        owner_id = self.owner_id

        name = self.name

        sheet = self.sheet.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "owner_id": owner_id,
                "name": name,
                "sheet": sheet,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.d100_sheet import D100Sheet

        d = dict(src_dict)
        character_id = d.pop("character_id")

        owner_id = d.pop("owner_id")

        name = d.pop("name")

        sheet = D100Sheet.from_dict(d.pop("sheet"))

        type_ = cast(Literal["d100.character_created"], d.pop("type"))
        if type_ != "d100.character_created":
            raise ValueError(
                f"type must match const 'd100.character_created', got '{type_}'"
            )

        d100_character_created = cls(
            character_id=character_id,
            owner_id=owner_id,
            name=name,
            sheet=sheet,
            type_=type_,
        )

        d100_character_created.additional_properties = d
        return d100_character_created

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
