from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.scratch_sheet import ScratchSheet


T = TypeVar("T", bound="ScratchCreateMinionRequest")


@_attrs_define
class ScratchCreateMinionRequest:
    """A character with command gets one or two minions whose total ability levels are no greater than his
    command level; minions cannot have command. The minion belongs to the leader's owner.

    Attributes:
        character_id (str):
        sheet (ScratchSheet):
    """

    character_id: str
    sheet: ScratchSheet
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        sheet = self.sheet.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "sheet": sheet,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scratch_sheet import ScratchSheet

        d = dict(src_dict)
        character_id = d.pop("character_id")

        sheet = ScratchSheet.from_dict(d.pop("sheet"))

        scratch_create_minion_request = cls(
            character_id=character_id,
            sheet=sheet,
        )

        scratch_create_minion_request.additional_properties = d
        return scratch_create_minion_request

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
