from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rb_sheet import RbSheet


T = TypeVar("T", bound="RbCreateCharacterRequest")


@_attrs_define
class RbCreateCharacterRequest:
    """Finish a rolled draft: name the character, give it a title and name each Doing trait.

    Attributes:
        draft_id (str):
        sheet (RbSheet):
    """

    draft_id: str
    sheet: RbSheet
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draft_id = self.draft_id

        sheet = self.sheet.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draft_id": draft_id,
                "sheet": sheet,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rb_sheet import RbSheet

        d = dict(src_dict)
        draft_id = d.pop("draft_id")

        sheet = RbSheet.from_dict(d.pop("sheet"))

        rb_create_character_request = cls(
            draft_id=draft_id,
            sheet=sheet,
        )

        rb_create_character_request.additional_properties = d
        return rb_create_character_request

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
