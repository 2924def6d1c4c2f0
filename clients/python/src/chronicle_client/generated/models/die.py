from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.face import Face


T = TypeVar("T", bound="Die")


@_attrs_define
class Die:
    """
    Attributes:
        faces (list[Face]):
        kept (bool | Unset):  Default: True.
        from_explosion (bool | Unset):  Default: False.
        success (bool | Unset):  Default: False.
        failure (bool | Unset):  Default: False.
    """

    faces: list[Face]
    kept: bool | Unset = True
    from_explosion: bool | Unset = False
    success: bool | Unset = False
    failure: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        faces = []
        for faces_item_data in self.faces:
            faces_item = faces_item_data.to_dict()
            faces.append(faces_item)

        kept = self.kept

        from_explosion = self.from_explosion

        success = self.success

        failure = self.failure

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "faces": faces,
            }
        )
        if kept is not UNSET:
            field_dict["kept"] = kept
        if from_explosion is not UNSET:
            field_dict["from_explosion"] = from_explosion
        if success is not UNSET:
            field_dict["success"] = success
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.face import Face

        d = dict(src_dict)
        faces = []
        _faces = d.pop("faces")
        for faces_item_data in _faces:
            faces_item = Face.from_dict(faces_item_data)

            faces.append(faces_item)

        kept = d.pop("kept", UNSET)

        from_explosion = d.pop("from_explosion", UNSET)

        success = d.pop("success", UNSET)

        failure = d.pop("failure", UNSET)

        die = cls(
            faces=faces,
            kept=kept,
            from_explosion=from_explosion,
            success=success,
            failure=failure,
        )

        die.additional_properties = d
        return die

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
