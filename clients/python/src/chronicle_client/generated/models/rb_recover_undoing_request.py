from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RbRecoverUndoingRequest")


@_attrs_define
class RbRecoverUndoingRequest:
    """The character took the special measures its Doing traits need (overnight rest, a machine shop…):
        clear the Undoing of the named traits, or of all of them when `trait_ids` is omitted.

    Only the GM may issue this command.

        Attributes:
            character_id (str):
            trait_ids (list[str] | None | Unset):
            measure (str | Unset):  Default: ''.
    """

    character_id: str
    trait_ids: list[str] | None | Unset = UNSET
    measure: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        trait_ids: list[str] | None | Unset
        if isinstance(self.trait_ids, Unset):
            trait_ids = UNSET
        elif isinstance(self.trait_ids, list):
            trait_ids = self.trait_ids

        else:
            trait_ids = self.trait_ids

        measure = self.measure

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
            }
        )
        if trait_ids is not UNSET:
            field_dict["trait_ids"] = trait_ids
        if measure is not UNSET:
            field_dict["measure"] = measure

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character_id = d.pop("character_id")

        def _parse_trait_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                trait_ids_type_0 = cast(list[str], data)

                return trait_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        trait_ids = _parse_trait_ids(d.pop("trait_ids", UNSET))

        measure = d.pop("measure", UNSET)

        rb_recover_undoing_request = cls(
            character_id=character_id,
            trait_ids=trait_ids,
            measure=measure,
        )

        rb_recover_undoing_request.additional_properties = d
        return rb_recover_undoing_request

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
