from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.scratch_sheet import ScratchSheet


T = TypeVar("T", bound="ScratchCreateCharacterRequest")


@_attrs_define
class ScratchCreateCharacterRequest:
    """Create a character by distributing character points: one CP per ability level, no ability above
    the maximum level (the GM sets both; 10 CP and level 4 by default). Hit points start at toughness.

    GM-only: `owner_id` (create for another member) and `exempt` (outside the limits, e.g. a villain).

    Attributes:
        sheet (ScratchSheet):
        owner_id (None | str | Unset):
        exempt (bool | Unset):  Default: False.
    """

    sheet: ScratchSheet
    owner_id: None | str | Unset = UNSET
    exempt: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sheet = self.sheet.to_dict()

        owner_id: None | str | Unset
        if isinstance(self.owner_id, Unset):
            owner_id = UNSET
        else:
            owner_id = self.owner_id

        exempt = self.exempt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sheet": sheet,
            }
        )
        if owner_id is not UNSET:
            field_dict["owner_id"] = owner_id
        if exempt is not UNSET:
            field_dict["exempt"] = exempt

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.scratch_sheet import ScratchSheet

        d = dict(src_dict)
        sheet = ScratchSheet.from_dict(d.pop("sheet"))

        def _parse_owner_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_id = _parse_owner_id(d.pop("owner_id", UNSET))

        exempt = d.pop("exempt", UNSET)

        scratch_create_character_request = cls(
            sheet=sheet,
            owner_id=owner_id,
            exempt=exempt,
        )

        scratch_create_character_request.additional_properties = d
        return scratch_create_character_request

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
