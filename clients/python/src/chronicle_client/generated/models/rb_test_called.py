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

T = TypeVar("T", bound="RbTestCalled")


@_attrs_define
class RbTestCalled:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        called_by (str):
        type_ (Literal['rb.test_called']):  Default: 'rb.test_called'.
        description (str | Unset):  Default: ''.
        epic (bool | Unset):  Default: False.
        perilous (bool | Unset):  Default: False.
        target_id (None | str | Unset):
        progress_track_id (None | str | Unset):
        disaster_track_id (None | str | Unset):
        setup_for (None | str | Unset):
    """

    conflict_id: str
    character_id: str
    called_by: str
    type_: Literal["rb.test_called"] = "rb.test_called"
    description: str | Unset = ""
    epic: bool | Unset = False
    perilous: bool | Unset = False
    target_id: None | str | Unset = UNSET
    progress_track_id: None | str | Unset = UNSET
    disaster_track_id: None | str | Unset = UNSET
    setup_for: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        called_by = self.called_by

        type_ = self.type_

        description = self.description

        epic = self.epic

        perilous = self.perilous

        target_id: None | str | Unset
        if isinstance(self.target_id, Unset):
            target_id = UNSET
        else:
            target_id = self.target_id

        progress_track_id: None | str | Unset
        if isinstance(self.progress_track_id, Unset):
            progress_track_id = UNSET
        else:
            progress_track_id = self.progress_track_id

        disaster_track_id: None | str | Unset
        if isinstance(self.disaster_track_id, Unset):
            disaster_track_id = UNSET
        else:
            disaster_track_id = self.disaster_track_id

        setup_for: None | str | Unset
        if isinstance(self.setup_for, Unset):
            setup_for = UNSET
        else:
            setup_for = self.setup_for

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "character_id": character_id,
                "called_by": called_by,
                "type": type_,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if epic is not UNSET:
            field_dict["epic"] = epic
        if perilous is not UNSET:
            field_dict["perilous"] = perilous
        if target_id is not UNSET:
            field_dict["target_id"] = target_id
        if progress_track_id is not UNSET:
            field_dict["progress_track_id"] = progress_track_id
        if disaster_track_id is not UNSET:
            field_dict["disaster_track_id"] = disaster_track_id
        if setup_for is not UNSET:
            field_dict["setup_for"] = setup_for

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        called_by = d.pop("called_by")

        type_ = cast(Literal["rb.test_called"], d.pop("type"))
        if type_ != "rb.test_called":
            raise ValueError(f"type must match const 'rb.test_called', got '{type_}'")

        description = d.pop("description", UNSET)

        epic = d.pop("epic", UNSET)

        perilous = d.pop("perilous", UNSET)

        def _parse_target_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_id = _parse_target_id(d.pop("target_id", UNSET))

        def _parse_progress_track_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        progress_track_id = _parse_progress_track_id(d.pop("progress_track_id", UNSET))

        def _parse_disaster_track_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        disaster_track_id = _parse_disaster_track_id(d.pop("disaster_track_id", UNSET))

        def _parse_setup_for(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        setup_for = _parse_setup_for(d.pop("setup_for", UNSET))

        rb_test_called = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            called_by=called_by,
            type_=type_,
            description=description,
            epic=epic,
            perilous=perilous,
            target_id=target_id,
            progress_track_id=progress_track_id,
            disaster_track_id=disaster_track_id,
            setup_for=setup_for,
        )

        rb_test_called.additional_properties = d
        return rb_test_called

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
