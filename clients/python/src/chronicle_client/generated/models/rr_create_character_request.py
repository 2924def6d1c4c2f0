from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rr_sheet import RRSheet


T = TypeVar("T", bound="RrCreateCharacterRequest")


@_attrs_define
class RrCreateCharacterRequest:
    """Build a robot from a sheet checked against the Character Creation Summary, spending the Design Points
    of an earlier roll (`design_roll_id`) or, for the GM only, a set budget (`design_points`).

    Attributes:
        sheet (RRSheet):
        design_roll_id (None | str | Unset):
        design_points (int | None | Unset):
        owner_id (None | str | Unset):
        sparked (bool | Unset):  Default: False.
        inspiration (int | Unset):  Default: 0.
    """

    sheet: RRSheet
    design_roll_id: None | str | Unset = UNSET
    design_points: int | None | Unset = UNSET
    owner_id: None | str | Unset = UNSET
    sparked: bool | Unset = False
    inspiration: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sheet = self.sheet.to_dict()

        design_roll_id: None | str | Unset
        if isinstance(self.design_roll_id, Unset):
            design_roll_id = UNSET
        else:
            design_roll_id = self.design_roll_id

        design_points: int | None | Unset
        if isinstance(self.design_points, Unset):
            design_points = UNSET
        else:
            design_points = self.design_points

        owner_id: None | str | Unset
        if isinstance(self.owner_id, Unset):
            owner_id = UNSET
        else:
            owner_id = self.owner_id

        sparked = self.sparked

        inspiration = self.inspiration

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sheet": sheet,
            }
        )
        if design_roll_id is not UNSET:
            field_dict["design_roll_id"] = design_roll_id
        if design_points is not UNSET:
            field_dict["design_points"] = design_points
        if owner_id is not UNSET:
            field_dict["owner_id"] = owner_id
        if sparked is not UNSET:
            field_dict["sparked"] = sparked
        if inspiration is not UNSET:
            field_dict["inspiration"] = inspiration

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rr_sheet import RRSheet

        d = dict(src_dict)
        sheet = RRSheet.from_dict(d.pop("sheet"))

        def _parse_design_roll_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        design_roll_id = _parse_design_roll_id(d.pop("design_roll_id", UNSET))

        def _parse_design_points(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        design_points = _parse_design_points(d.pop("design_points", UNSET))

        def _parse_owner_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner_id = _parse_owner_id(d.pop("owner_id", UNSET))

        sparked = d.pop("sparked", UNSET)

        inspiration = d.pop("inspiration", UNSET)

        rr_create_character_request = cls(
            sheet=sheet,
            design_roll_id=design_roll_id,
            design_points=design_points,
            owner_id=owner_id,
            sparked=sparked,
            inspiration=inspiration,
        )

        rr_create_character_request.additional_properties = d
        return rr_create_character_request

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
