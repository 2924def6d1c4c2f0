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

from ..models.rr_save_modifiers_prepared_mode import RrSaveModifiersPreparedMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.prepared_modifier import PreparedModifier


T = TypeVar("T", bound="RrSaveModifiersPrepared")


@_attrs_define
class RrSaveModifiersPrepared:
    """
    Attributes:
        test_id (str):
        character_id (str):
        successes (int):
        remaining (int):
        mode (RrSaveModifiersPreparedMode):
        factor (str):
        modifiers (list[PreparedModifier]):
        type_ (Literal['rr.save_modifiers_prepared']):  Default: 'rr.save_modifiers_prepared'.
        table_id (None | str | Unset):
        note (str | Unset):  Default: ''.
    """

    test_id: str
    character_id: str
    successes: int
    remaining: int
    mode: RrSaveModifiersPreparedMode
    factor: str
    modifiers: list[PreparedModifier]
    type_: Literal["rr.save_modifiers_prepared"] = "rr.save_modifiers_prepared"
    table_id: None | str | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        successes = self.successes

        remaining = self.remaining

        mode = self.mode.value

        factor = self.factor

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "test_id": test_id,
                "character_id": character_id,
                "successes": successes,
                "remaining": remaining,
                "mode": mode,
                "factor": factor,
                "modifiers": modifiers,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.prepared_modifier import PreparedModifier

        d = dict(src_dict)
        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        successes = d.pop("successes")

        remaining = d.pop("remaining")

        mode = RrSaveModifiersPreparedMode(d.pop("mode"))

        factor = d.pop("factor")

        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in _modifiers:
            modifiers_item = PreparedModifier.from_dict(modifiers_item_data)

            modifiers.append(modifiers_item)

        type_ = cast(Literal["rr.save_modifiers_prepared"], d.pop("type"))
        if type_ != "rr.save_modifiers_prepared":
            raise ValueError(
                f"type must match const 'rr.save_modifiers_prepared', got '{type_}'"
            )

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        note = d.pop("note", UNSET)

        rr_save_modifiers_prepared = cls(
            test_id=test_id,
            character_id=character_id,
            successes=successes,
            remaining=remaining,
            mode=mode,
            factor=factor,
            modifiers=modifiers,
            type_=type_,
            table_id=table_id,
            note=note,
        )

        rr_save_modifiers_prepared.additional_properties = d
        return rr_save_modifiers_prepared

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
