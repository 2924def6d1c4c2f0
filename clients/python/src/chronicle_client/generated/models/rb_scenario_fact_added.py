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

T = TypeVar("T", bound="RbScenarioFactAdded")


@_attrs_define
class RbScenarioFactAdded:
    """
    Attributes:
        scenario_id (str):
        member_id (str):
        link (int):
        fact (str):
        type_ (Literal['rb.scenario_fact_added']):  Default: 'rb.scenario_fact_added'.
    """

    scenario_id: str
    member_id: str
    link: int
    fact: str
    type_: Literal["rb.scenario_fact_added"] = "rb.scenario_fact_added"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scenario_id = self.scenario_id

        member_id = self.member_id

        link = self.link

        fact = self.fact

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scenario_id": scenario_id,
                "member_id": member_id,
                "link": link,
                "fact": fact,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scenario_id = d.pop("scenario_id")

        member_id = d.pop("member_id")

        link = d.pop("link")

        fact = d.pop("fact")

        type_ = cast(Literal["rb.scenario_fact_added"], d.pop("type"))
        if type_ != "rb.scenario_fact_added":
            raise ValueError(
                f"type must match const 'rb.scenario_fact_added', got '{type_}'"
            )

        rb_scenario_fact_added = cls(
            scenario_id=scenario_id,
            member_id=member_id,
            link=link,
            fact=fact,
            type_=type_,
        )

        rb_scenario_fact_added.additional_properties = d
        return rb_scenario_fact_added

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
