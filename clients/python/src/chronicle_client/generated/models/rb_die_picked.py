from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rb_die_picked_fallout import RbDiePickedFallout
from ..models.rb_die_picked_table_fallout import RbDiePickedTableFallout
from ..types import UNSET, Unset

T = TypeVar("T", bound="RbDiePicked")


@_attrs_define
class RbDiePicked:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        die (int):
        face (int):
        faces (list[int]):
        success (bool):
        table_fallout (RbDiePickedTableFallout):
        fallout (RbDiePickedFallout):
        perilous (bool):
        doubles (bool):
        picked_by (str):
        type_ (Literal['rb.die_picked']):  Default: 'rb.die_picked'.
        mandatory_edges (list[str] | Unset):
    """

    conflict_id: str
    character_id: str
    die: int
    face: int
    faces: list[int]
    success: bool
    table_fallout: RbDiePickedTableFallout
    fallout: RbDiePickedFallout
    perilous: bool
    doubles: bool
    picked_by: str
    type_: Literal["rb.die_picked"] = "rb.die_picked"
    mandatory_edges: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        die = self.die

        face = self.face

        faces = self.faces

        success = self.success

        table_fallout = self.table_fallout.value

        fallout = self.fallout.value

        perilous = self.perilous

        doubles = self.doubles

        picked_by = self.picked_by

        type_ = self.type_

        mandatory_edges: list[str] | Unset = UNSET
        if not isinstance(self.mandatory_edges, Unset):
            mandatory_edges = self.mandatory_edges

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "die": die,
                "face": face,
                "faces": faces,
                "success": success,
                "table_fallout": table_fallout,
                "fallout": fallout,
                "perilous": perilous,
                "doubles": doubles,
                "picked_by": picked_by,
                "type": type_,
            }
        )
        if mandatory_edges is not UNSET:
            field_dict["mandatory_edges"] = mandatory_edges

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        die = d.pop("die")

        face = d.pop("face")

        faces = cast(list[int], d.pop("faces"))

        success = d.pop("success")

        table_fallout = RbDiePickedTableFallout(d.pop("table_fallout"))

        fallout = RbDiePickedFallout(d.pop("fallout"))

        perilous = d.pop("perilous")

        doubles = d.pop("doubles")

        picked_by = d.pop("picked_by")

        type_ = cast(Literal["rb.die_picked"], d.pop("type"))
        if type_ != "rb.die_picked":
            raise ValueError(f"type must match const 'rb.die_picked', got '{type_}'")

        mandatory_edges = cast(list[str], d.pop("mandatory_edges", UNSET))

        rb_die_picked = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            die=die,
            face=face,
            faces=faces,
            success=success,
            table_fallout=table_fallout,
            fallout=fallout,
            perilous=perilous,
            doubles=doubles,
            picked_by=picked_by,
            type_=type_,
            mandatory_edges=mandatory_edges,
        )

        rb_die_picked.additional_properties = d
        return rb_die_picked

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
