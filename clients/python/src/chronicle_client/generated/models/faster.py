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

from ..models.faster_successes import FasterSuccesses

T = TypeVar("T", bound="Faster")


@_attrs_define
class Faster:
    """
    Attributes:
        successes (FasterSuccesses):
        kind (Literal['faster']):  Default: 'faster'.
    """

    successes: FasterSuccesses
    kind: Literal["faster"] = "faster"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        successes = self.successes.value

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "successes": successes,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        successes = FasterSuccesses(d.pop("successes"))

        kind = cast(Literal["faster"], d.pop("kind"))
        if kind != "faster":
            raise ValueError(f"kind must match const 'faster', got '{kind}'")

        faster = cls(
            successes=successes,
            kind=kind,
        )

        faster.additional_properties = d
        return faster

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
