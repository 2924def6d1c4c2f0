from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.face_counts_verdict import FaceCountsVerdict
from ..types import UNSET, Unset

T = TypeVar("T", bound="FaceCounts")


@_attrs_define
class FaceCounts:
    """
    Attributes:
        sides (int):
        labels (list[str]):
        counts (list[int]):
        dice (int):
        expected_per_bar (float):
        chi_square (float):
        p_value (float | Unset):  Default: 1.0.
        verdict (FaceCountsVerdict | Unset):  Default: FaceCountsVerdict.TOO_FEW.
    """

    sides: int
    labels: list[str]
    counts: list[int]
    dice: int
    expected_per_bar: float
    chi_square: float
    p_value: float | Unset = 1.0
    verdict: FaceCountsVerdict | Unset = FaceCountsVerdict.TOO_FEW
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sides = self.sides

        labels = self.labels

        counts = self.counts

        dice = self.dice

        expected_per_bar = self.expected_per_bar

        chi_square = self.chi_square

        p_value = self.p_value

        verdict: str | Unset = UNSET
        if not isinstance(self.verdict, Unset):
            verdict = self.verdict.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sides": sides,
                "labels": labels,
                "counts": counts,
                "dice": dice,
                "expected_per_bar": expected_per_bar,
                "chi_square": chi_square,
            }
        )
        if p_value is not UNSET:
            field_dict["p_value"] = p_value
        if verdict is not UNSET:
            field_dict["verdict"] = verdict

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sides = d.pop("sides")

        labels = cast(list[str], d.pop("labels"))

        counts = cast(list[int], d.pop("counts"))

        dice = d.pop("dice")

        expected_per_bar = d.pop("expected_per_bar")

        chi_square = d.pop("chi_square")

        p_value = d.pop("p_value", UNSET)

        _verdict = d.pop("verdict", UNSET)
        verdict: FaceCountsVerdict | Unset
        if isinstance(_verdict, Unset):
            verdict = UNSET
        else:
            verdict = FaceCountsVerdict(_verdict)

        face_counts = cls(
            sides=sides,
            labels=labels,
            counts=counts,
            dice=dice,
            expected_per_bar=expected_per_bar,
            chi_square=chi_square,
            p_value=p_value,
            verdict=verdict,
        )

        face_counts.additional_properties = d
        return face_counts

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
