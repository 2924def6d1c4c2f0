from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RbCallTestRequest")


@_attrs_define
class RbCallTestRequest:
    """Call for a test led by `character_id`: what is at stake and how the GM judged it — epic (the leader
        suffers Unbeing before rolling), perilous (minor fallout becomes major), the opposing NPC
        (`target_id`), the progress or disaster track it counts toward, and whom it sets up (`setup_for`).

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            description (str | Unset):  Default: ''.
            epic (bool | Unset):  Default: False.
            perilous (bool | Unset):  Default: False.
            target_id (None | str | Unset):
            progress_track_id (None | str | Unset):
            disaster_track_id (None | str | Unset):
            setup_for (None | str | Unset):
    """

    character_id: str
    description: str | Unset = ""
    epic: bool | Unset = False
    perilous: bool | Unset = False
    target_id: None | str | Unset = UNSET
    progress_track_id: None | str | Unset = UNSET
    disaster_track_id: None | str | Unset = UNSET
    setup_for: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

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
                "character_id": character_id,
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
        character_id = d.pop("character_id")

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

        rb_call_test_request = cls(
            character_id=character_id,
            description=description,
            epic=epic,
            perilous=perilous,
            target_id=target_id,
            progress_track_id=progress_track_id,
            disaster_track_id=disaster_track_id,
            setup_for=setup_for,
        )

        rb_call_test_request.additional_properties = d
        return rb_call_test_request

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
