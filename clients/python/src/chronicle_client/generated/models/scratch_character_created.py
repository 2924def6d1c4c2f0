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
    from ..models.abilities import Abilities


T = TypeVar("T", bound="ScratchCharacterCreated")


@_attrs_define
class ScratchCharacterCreated:
    """
    Attributes:
        character_id (str):
        owner_id (str):
        name (str):
        abilities (Abilities):
        hit_points (int):
        cp_spent (int):
        cp_budget (int | None):
        max_level (int | None):
        type_ (Literal['scratch.character_created']):  Default: 'scratch.character_created'.
        leader_id (None | str | Unset):
    """

    character_id: str
    owner_id: str
    name: str
    abilities: Abilities
    hit_points: int
    cp_spent: int
    cp_budget: int | None
    max_level: int | None
    type_: Literal["scratch.character_created"] = "scratch.character_created"
    leader_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        owner_id = self.owner_id

        name = self.name

        abilities = self.abilities.to_dict()

        hit_points = self.hit_points

        cp_spent = self.cp_spent

        cp_budget: int | None
        cp_budget = self.cp_budget

        max_level: int | None
        max_level = self.max_level

        type_ = self.type_

        leader_id: None | str | Unset
        if isinstance(self.leader_id, Unset):
            leader_id = UNSET
        else:
            leader_id = self.leader_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "owner_id": owner_id,
                "name": name,
                "abilities": abilities,
                "hit_points": hit_points,
                "cp_spent": cp_spent,
                "cp_budget": cp_budget,
                "max_level": max_level,
                "type": type_,
            }
        )
        if leader_id is not UNSET:
            field_dict["leader_id"] = leader_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.abilities import Abilities

        d = dict(src_dict)
        character_id = d.pop("character_id")

        owner_id = d.pop("owner_id")

        name = d.pop("name")

        abilities = Abilities.from_dict(d.pop("abilities"))

        hit_points = d.pop("hit_points")

        cp_spent = d.pop("cp_spent")

        def _parse_cp_budget(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cp_budget = _parse_cp_budget(d.pop("cp_budget"))

        def _parse_max_level(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_level = _parse_max_level(d.pop("max_level"))

        type_ = cast(Literal["scratch.character_created"], d.pop("type"))
        if type_ != "scratch.character_created":
            raise ValueError(
                f"type must match const 'scratch.character_created', got '{type_}'"
            )

        def _parse_leader_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader_id = _parse_leader_id(d.pop("leader_id", UNSET))

        scratch_character_created = cls(
            character_id=character_id,
            owner_id=owner_id,
            name=name,
            abilities=abilities,
            hit_points=hit_points,
            cp_spent=cp_spent,
            cp_budget=cp_budget,
            max_level=max_level,
            type_=type_,
            leader_id=leader_id,
        )

        scratch_character_created.additional_properties = d
        return scratch_character_created

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
