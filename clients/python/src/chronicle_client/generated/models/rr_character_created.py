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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rr_character_created_spent import RrCharacterCreatedSpent
    from ..models.rr_sheet import RRSheet


T = TypeVar("T", bound="RrCharacterCreated")


@_attrs_define
class RrCharacterCreated:
    """
    Attributes:
        character_id (str):
        owner_id (str):
        name (str):
        sheet (RRSheet):
        design_points (int):
        type_ (Literal['rr.character_created']):  Default: 'rr.character_created'.
        design_roll_id (None | str | Unset):
        spent (RrCharacterCreatedSpent | Unset):
        spaces (int | Unset):  Default: 0.
        anthropoid_class (int | Unset):  Default: 0.
        power (int | Unset):  Default: 0.
        sparked (bool | Unset):  Default: False.
        inspiration (int | Unset):  Default: 0.
    """

    character_id: str
    owner_id: str
    name: str
    sheet: RRSheet
    design_points: int
    type_: Literal["rr.character_created"] = "rr.character_created"
    design_roll_id: None | str | Unset = UNSET
    spent: RrCharacterCreatedSpent | Unset = UNSET
    spaces: int | Unset = 0
    anthropoid_class: int | Unset = 0
    power: int | Unset = 0
    sparked: bool | Unset = False
    inspiration: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        owner_id = self.owner_id

        name = self.name

        sheet = self.sheet.to_dict()

        design_points = self.design_points

        type_ = self.type_

        design_roll_id: None | str | Unset
        if isinstance(self.design_roll_id, Unset):
            design_roll_id = UNSET
        else:
            design_roll_id = self.design_roll_id

        spent: dict[str, Any] | Unset = UNSET
        if not isinstance(self.spent, Unset):
            spent = self.spent.to_dict()

        spaces = self.spaces

        anthropoid_class = self.anthropoid_class

        power = self.power

        sparked = self.sparked

        inspiration = self.inspiration

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "owner_id": owner_id,
                "name": name,
                "sheet": sheet,
                "design_points": design_points,
                "type": type_,
            }
        )
        if design_roll_id is not UNSET:
            field_dict["design_roll_id"] = design_roll_id
        if spent is not UNSET:
            field_dict["spent"] = spent
        if spaces is not UNSET:
            field_dict["spaces"] = spaces
        if anthropoid_class is not UNSET:
            field_dict["anthropoid_class"] = anthropoid_class
        if power is not UNSET:
            field_dict["power"] = power
        if sparked is not UNSET:
            field_dict["sparked"] = sparked
        if inspiration is not UNSET:
            field_dict["inspiration"] = inspiration

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rr_character_created_spent import RrCharacterCreatedSpent
        from ..models.rr_sheet import RRSheet

        d = dict(src_dict)
        character_id = d.pop("character_id")

        owner_id = d.pop("owner_id")

        name = d.pop("name")

        sheet = RRSheet.from_dict(d.pop("sheet"))

        design_points = d.pop("design_points")

        type_ = cast(Literal["rr.character_created"], d.pop("type"))
        if type_ != "rr.character_created":
            raise ValueError(
                f"type must match const 'rr.character_created', got '{type_}'"
            )

        def _parse_design_roll_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        design_roll_id = _parse_design_roll_id(d.pop("design_roll_id", UNSET))

        _spent = d.pop("spent", UNSET)
        spent: RrCharacterCreatedSpent | Unset
        if isinstance(_spent, Unset):
            spent = UNSET
        else:
            spent = RrCharacterCreatedSpent.from_dict(_spent)

        spaces = d.pop("spaces", UNSET)

        anthropoid_class = d.pop("anthropoid_class", UNSET)

        power = d.pop("power", UNSET)

        sparked = d.pop("sparked", UNSET)

        inspiration = d.pop("inspiration", UNSET)

        rr_character_created = cls(
            character_id=character_id,
            owner_id=owner_id,
            name=name,
            sheet=sheet,
            design_points=design_points,
            type_=type_,
            design_roll_id=design_roll_id,
            spent=spent,
            spaces=spaces,
            anthropoid_class=anthropoid_class,
            power=power,
            sparked=sparked,
            inspiration=inspiration,
        )

        rr_character_created.additional_properties = d
        return rr_character_created

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
