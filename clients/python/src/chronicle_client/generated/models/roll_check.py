from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RollCheck")


@_attrs_define
class RollCheck:
    """
    Attributes:
        version (int):
        roll_index (int):
        nonce (int | None):
        sides (int):
        recorded (list[int]):
        expected (list[int] | None):
        ok (bool):
        problem (None | str | Unset):
        proven (bool | Unset):  Default: False.
    """

    version: int
    roll_index: int
    nonce: int | None
    sides: int
    recorded: list[int]
    expected: list[int] | None
    ok: bool
    problem: None | str | Unset = UNSET
    proven: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        roll_index = self.roll_index

        nonce: int | None
        nonce = self.nonce

        sides = self.sides

        recorded = self.recorded

        expected: list[int] | None
        if isinstance(self.expected, list):
            expected = self.expected

        else:
            expected = self.expected

        ok = self.ok

        problem: None | str | Unset
        if isinstance(self.problem, Unset):
            problem = UNSET
        else:
            problem = self.problem

        proven = self.proven

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "roll_index": roll_index,
                "nonce": nonce,
                "sides": sides,
                "recorded": recorded,
                "expected": expected,
                "ok": ok,
            }
        )
        if problem is not UNSET:
            field_dict["problem"] = problem
        if proven is not UNSET:
            field_dict["proven"] = proven

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        version = d.pop("version")

        roll_index = d.pop("roll_index")

        def _parse_nonce(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        nonce = _parse_nonce(d.pop("nonce"))

        sides = d.pop("sides")

        recorded = cast(list[int], d.pop("recorded"))

        def _parse_expected(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                expected_type_0 = cast(list[int], data)

                return expected_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        expected = _parse_expected(d.pop("expected"))

        ok = d.pop("ok")

        def _parse_problem(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        problem = _parse_problem(d.pop("problem", UNSET))

        proven = d.pop("proven", UNSET)

        roll_check = cls(
            version=version,
            roll_index=roll_index,
            nonce=nonce,
            sides=sides,
            recorded=recorded,
            expected=expected,
            ok=ok,
            problem=problem,
            proven=proven,
        )

        roll_check.additional_properties = d
        return roll_check

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
