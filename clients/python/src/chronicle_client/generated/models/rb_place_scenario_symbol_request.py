from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RbPlaceScenarioSymbolRequest")


@_attrs_define
class RbPlaceScenarioSymbolRequest:
    """Draw your rolled symbol in an empty circle of its kind and write one fact (8–10 words at most).
    Being circles are numbered 1–6 (1–2 on Factor 1, 3–4 on Factor 2, 5–6 on Factor 3); Doing circles
    1–3 join Factors 1–2, 2–3 and 3–1.

    Attributes:
        scenario_id (str):
        slot (int):
        fact (str):
    """

    scenario_id: str
    slot: int
    fact: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scenario_id = self.scenario_id

        slot = self.slot

        fact = self.fact

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scenario_id": scenario_id,
                "slot": slot,
                "fact": fact,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scenario_id = d.pop("scenario_id")

        slot = d.pop("slot")

        fact = d.pop("fact")

        rb_place_scenario_symbol_request = cls(
            scenario_id=scenario_id,
            slot=slot,
            fact=fact,
        )

        rb_place_scenario_symbol_request.additional_properties = d
        return rb_place_scenario_symbol_request

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
