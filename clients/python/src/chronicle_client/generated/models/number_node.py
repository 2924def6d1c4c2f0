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

from ..types import UNSET, Unset

T = TypeVar("T", bound="NumberNode")


@_attrs_define
class NumberNode:
    """
    Attributes:
        value (float):
        kind (Literal['number']):  Default: 'number'.
        kept (bool | Unset):  Default: True.
        annotation (None | str | Unset):
    """

    value: float
    kind: Literal["number"] = "number"
    kept: bool | Unset = True
    annotation: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        kind = self.kind

        kept = self.kept

        annotation: None | str | Unset
        if isinstance(self.annotation, Unset):
            annotation = UNSET
        else:
            annotation = self.annotation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "value": value,
                "kind": kind,
            }
        )
        if kept is not UNSET:
            field_dict["kept"] = kept
        if annotation is not UNSET:
            field_dict["annotation"] = annotation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        value = d.pop("value")

        kind = cast(Literal["number"], d.pop("kind"))
        if kind != "number":
            raise ValueError(f"kind must match const 'number', got '{kind}'")

        kept = d.pop("kept", UNSET)

        def _parse_annotation(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        annotation = _parse_annotation(d.pop("annotation", UNSET))

        number_node = cls(
            value=value,
            kind=kind,
            kept=kept,
            annotation=annotation,
        )

        number_node.additional_properties = d
        return number_node

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
