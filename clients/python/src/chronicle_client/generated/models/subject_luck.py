from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.subject_luck_kind import SubjectLuckKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.luck_part import LuckPart


T = TypeVar("T", bound="SubjectLuck")


@_attrs_define
class SubjectLuck:
    """
    Attributes:
        kind (SubjectLuckKind):
        id (str):
        proven (LuckPart):
        physical (LuckPart):
        name (None | str | Unset):
        awaiting_reveal (int | Unset):  Default: 0.
        failing (int | Unset):  Default: 0.
        unproven (int | Unset):  Default: 0.
    """

    kind: SubjectLuckKind
    id: str
    proven: LuckPart
    physical: LuckPart
    name: None | str | Unset = UNSET
    awaiting_reveal: int | Unset = 0
    failing: int | Unset = 0
    unproven: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        id = self.id

        proven = self.proven.to_dict()

        physical = self.physical.to_dict()

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        awaiting_reveal = self.awaiting_reveal

        failing = self.failing

        unproven = self.unproven

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "id": id,
                "proven": proven,
                "physical": physical,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if awaiting_reveal is not UNSET:
            field_dict["awaiting_reveal"] = awaiting_reveal
        if failing is not UNSET:
            field_dict["failing"] = failing
        if unproven is not UNSET:
            field_dict["unproven"] = unproven

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.luck_part import LuckPart

        d = dict(src_dict)
        kind = SubjectLuckKind(d.pop("kind"))

        id = d.pop("id")

        proven = LuckPart.from_dict(d.pop("proven"))

        physical = LuckPart.from_dict(d.pop("physical"))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        awaiting_reveal = d.pop("awaiting_reveal", UNSET)

        failing = d.pop("failing", UNSET)

        unproven = d.pop("unproven", UNSET)

        subject_luck = cls(
            kind=kind,
            id=id,
            proven=proven,
            physical=physical,
            name=name,
            awaiting_reveal=awaiting_reveal,
            failing=failing,
            unproven=unproven,
        )

        subject_luck.additional_properties = d
        return subject_luck

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
