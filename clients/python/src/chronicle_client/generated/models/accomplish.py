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

from ..models.accomplish_effect import AccomplishEffect
from ..types import UNSET, Unset

T = TypeVar("T", bound="Accomplish")


@_attrs_define
class Accomplish:
    """
    Attributes:
        kind (Literal['accomplish']):  Default: 'accomplish'.
        target_id (None | str | Unset):
        effect (AccomplishEffect | Unset):  Default: AccomplishEffect.NONE.
        accessory (int | None | Unset):
        power_from (None | str | Unset):
        note (str | Unset):  Default: ''.
    """

    kind: Literal["accomplish"] = "accomplish"
    target_id: None | str | Unset = UNSET
    effect: AccomplishEffect | Unset = AccomplishEffect.NONE
    accessory: int | None | Unset = UNSET
    power_from: None | str | Unset = UNSET
    note: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        target_id: None | str | Unset
        if isinstance(self.target_id, Unset):
            target_id = UNSET
        else:
            target_id = self.target_id

        effect: str | Unset = UNSET
        if not isinstance(self.effect, Unset):
            effect = self.effect.value

        accessory: int | None | Unset
        if isinstance(self.accessory, Unset):
            accessory = UNSET
        else:
            accessory = self.accessory

        power_from: None | str | Unset
        if isinstance(self.power_from, Unset):
            power_from = UNSET
        else:
            power_from = self.power_from

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if target_id is not UNSET:
            field_dict["target_id"] = target_id
        if effect is not UNSET:
            field_dict["effect"] = effect
        if accessory is not UNSET:
            field_dict["accessory"] = accessory
        if power_from is not UNSET:
            field_dict["power_from"] = power_from
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = cast(Literal["accomplish"], d.pop("kind"))
        if kind != "accomplish":
            raise ValueError(f"kind must match const 'accomplish', got '{kind}'")

        def _parse_target_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_id = _parse_target_id(d.pop("target_id", UNSET))

        _effect = d.pop("effect", UNSET)
        effect: AccomplishEffect | Unset
        if isinstance(_effect, Unset):
            effect = UNSET
        else:
            effect = AccomplishEffect(_effect)

        def _parse_accessory(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        accessory = _parse_accessory(d.pop("accessory", UNSET))

        def _parse_power_from(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        power_from = _parse_power_from(d.pop("power_from", UNSET))

        note = d.pop("note", UNSET)

        accomplish = cls(
            kind=kind,
            target_id=target_id,
            effect=effect,
            accessory=accessory,
            power_from=power_from,
            note=note,
        )

        accomplish.additional_properties = d
        return accomplish

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
