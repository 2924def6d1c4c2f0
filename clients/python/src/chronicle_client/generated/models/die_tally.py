from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.die_tally_verdict import DieTallyVerdict
from ..types import UNSET, Unset

T = TypeVar("T", bound="DieTally")


@_attrs_define
class DieTally:
    """
    Attributes:
        sides (int):
        dice (int):
        counts (list[int]):
        expected (float):
        chi_squared (float):
        degrees_of_freedom (int):
        p_value (float):
        enough (bool):
        verdict (DieTallyVerdict):
        from_server (int | Unset):  Default: 0.
        from_verifiable (int | Unset):  Default: 0.
    """

    sides: int
    dice: int
    counts: list[int]
    expected: float
    chi_squared: float
    degrees_of_freedom: int
    p_value: float
    enough: bool
    verdict: DieTallyVerdict
    from_server: int | Unset = 0
    from_verifiable: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sides = self.sides

        dice = self.dice

        counts = self.counts

        expected = self.expected

        chi_squared = self.chi_squared

        degrees_of_freedom = self.degrees_of_freedom

        p_value = self.p_value

        enough = self.enough

        verdict = self.verdict.value

        from_server = self.from_server

        from_verifiable = self.from_verifiable

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sides": sides,
                "dice": dice,
                "counts": counts,
                "expected": expected,
                "chi_squared": chi_squared,
                "degrees_of_freedom": degrees_of_freedom,
                "p_value": p_value,
                "enough": enough,
                "verdict": verdict,
            }
        )
        if from_server is not UNSET:
            field_dict["from_server"] = from_server
        if from_verifiable is not UNSET:
            field_dict["from_verifiable"] = from_verifiable

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sides = d.pop("sides")

        dice = d.pop("dice")

        counts = cast(list[int], d.pop("counts"))

        expected = d.pop("expected")

        chi_squared = d.pop("chi_squared")

        degrees_of_freedom = d.pop("degrees_of_freedom")

        p_value = d.pop("p_value")

        enough = d.pop("enough")

        verdict = DieTallyVerdict(d.pop("verdict"))

        from_server = d.pop("from_server", UNSET)

        from_verifiable = d.pop("from_verifiable", UNSET)

        die_tally = cls(
            sides=sides,
            dice=dice,
            counts=counts,
            expected=expected,
            chi_squared=chi_squared,
            degrees_of_freedom=degrees_of_freedom,
            p_value=p_value,
            enough=enough,
            verdict=verdict,
            from_server=from_server,
            from_verifiable=from_verifiable,
        )

        die_tally.additional_properties = d
        return die_tally

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
