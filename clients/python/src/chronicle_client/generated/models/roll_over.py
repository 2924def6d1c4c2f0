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

from ..models.roll_over_mode import RollOverMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="RollOver")


@_attrs_define
class RollOver:
    """
    Attributes:
        successes (int):
        kind (Literal['roll_over']):  Default: 'roll_over'.
        mode (RollOverMode | Unset):  Default: RollOverMode.SINGLE.
        recipients (list[str] | Unset):
        allocation (list[int] | None | Unset):
        applies_to (str | Unset):  Default: ''.
    """

    successes: int
    kind: Literal["roll_over"] = "roll_over"
    mode: RollOverMode | Unset = RollOverMode.SINGLE
    recipients: list[str] | Unset = UNSET
    allocation: list[int] | None | Unset = UNSET
    applies_to: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        successes = self.successes

        kind = self.kind

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        recipients: list[str] | Unset = UNSET
        if not isinstance(self.recipients, Unset):
            recipients = self.recipients

        allocation: list[int] | None | Unset
        if isinstance(self.allocation, Unset):
            allocation = UNSET
        elif isinstance(self.allocation, list):
            allocation = self.allocation

        else:
            allocation = self.allocation

        applies_to = self.applies_to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "successes": successes,
                "kind": kind,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode
        if recipients is not UNSET:
            field_dict["recipients"] = recipients
        if allocation is not UNSET:
            field_dict["allocation"] = allocation
        if applies_to is not UNSET:
            field_dict["applies_to"] = applies_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        successes = d.pop("successes")

        kind = cast(Literal["roll_over"], d.pop("kind"))
        if kind != "roll_over":
            raise ValueError(f"kind must match const 'roll_over', got '{kind}'")

        _mode = d.pop("mode", UNSET)
        mode: RollOverMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = RollOverMode(_mode)

        recipients = cast(list[str], d.pop("recipients", UNSET))

        def _parse_allocation(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                allocation_type_0 = cast(list[int], data)

                return allocation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        allocation = _parse_allocation(d.pop("allocation", UNSET))

        applies_to = d.pop("applies_to", UNSET)

        roll_over = cls(
            successes=successes,
            kind=kind,
            mode=mode,
            recipients=recipients,
            allocation=allocation,
            applies_to=applies_to,
        )

        roll_over.additional_properties = d
        return roll_over

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
