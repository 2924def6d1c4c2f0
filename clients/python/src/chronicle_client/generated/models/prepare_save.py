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

from ..models.prepare_save_attribute import PrepareSaveAttribute
from ..models.prepare_save_direction import PrepareSaveDirection
from ..models.prepare_save_mode import PrepareSaveMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="PrepareSave")


@_attrs_define
class PrepareSave:
    """
    Attributes:
        successes (int):
        direction (PrepareSaveDirection):
        kind (Literal['prepare_save']):  Default: 'prepare_save'.
        mode (PrepareSaveMode | Unset):  Default: PrepareSaveMode.SINGLE.
        recipients (list[str] | Unset):
        attribute (None | PrepareSaveAttribute | Unset):
        note (str | Unset):  Default: ''.
    """

    successes: int
    direction: PrepareSaveDirection
    kind: Literal["prepare_save"] = "prepare_save"
    mode: PrepareSaveMode | Unset = PrepareSaveMode.SINGLE
    recipients: list[str] | Unset = UNSET
    attribute: None | PrepareSaveAttribute | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        successes = self.successes

        direction = self.direction.value

        kind = self.kind

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        recipients: list[str] | Unset = UNSET
        if not isinstance(self.recipients, Unset):
            recipients = self.recipients

        attribute: None | str | Unset
        if isinstance(self.attribute, Unset):
            attribute = UNSET
        elif isinstance(self.attribute, PrepareSaveAttribute):
            attribute = self.attribute.value
        else:
            attribute = self.attribute

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "successes": successes,
                "direction": direction,
                "kind": kind,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode
        if recipients is not UNSET:
            field_dict["recipients"] = recipients
        if attribute is not UNSET:
            field_dict["attribute"] = attribute
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        successes = d.pop("successes")

        direction = PrepareSaveDirection(d.pop("direction"))

        kind = cast(Literal["prepare_save"], d.pop("kind"))
        if kind != "prepare_save":
            raise ValueError(f"kind must match const 'prepare_save', got '{kind}'")

        _mode = d.pop("mode", UNSET)
        mode: PrepareSaveMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = PrepareSaveMode(_mode)

        recipients = cast(list[str], d.pop("recipients", UNSET))

        def _parse_attribute(data: object) -> None | PrepareSaveAttribute | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                attribute_attribute = PrepareSaveAttribute(data)

                return attribute_attribute
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PrepareSaveAttribute | Unset, data)

        attribute = _parse_attribute(d.pop("attribute", UNSET))

        note = d.pop("note", UNSET)

        prepare_save = cls(
            successes=successes,
            direction=direction,
            kind=kind,
            mode=mode,
            recipients=recipients,
            attribute=attribute,
            note=note,
        )

        prepare_save.additional_properties = d
        return prepare_save

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
