from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RbAddScenarioFactRequest")


@_attrs_define
class RbAddScenarioFactRequest:
    """Write the second fact of a filled Doing circle, from the other Factor's perspective (no roll).

    Attributes:
        scenario_id (str):
        link (int):
        fact (str):
    """

    scenario_id: str
    link: int
    fact: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scenario_id = self.scenario_id

        link = self.link

        fact = self.fact

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scenario_id": scenario_id,
                "link": link,
                "fact": fact,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scenario_id = d.pop("scenario_id")

        link = d.pop("link")

        fact = d.pop("fact")

        rb_add_scenario_fact_request = cls(
            scenario_id=scenario_id,
            link=link,
            fact=fact,
        )

        rb_add_scenario_fact_request.additional_properties = d
        return rb_add_scenario_fact_request

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
