from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.health_report_live import HealthReportLive


T = TypeVar("T", bound="HealthReport")


@_attrs_define
class HealthReport:
    """
    Attributes:
        status (str):
        database (str):
        rulesets (list[str]):
        live (HealthReportLive | Unset):
    """

    status: str
    database: str
    rulesets: list[str]
    live: HealthReportLive | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        database = self.database

        rulesets = self.rulesets

        live: dict[str, Any] | Unset = UNSET
        if not isinstance(self.live, Unset):
            live = self.live.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "database": database,
                "rulesets": rulesets,
            }
        )
        if live is not UNSET:
            field_dict["live"] = live

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.health_report_live import HealthReportLive

        d = dict(src_dict)
        status = d.pop("status")

        database = d.pop("database")

        rulesets = cast(list[str], d.pop("rulesets"))

        _live = d.pop("live", UNSET)
        live: HealthReportLive | Unset
        if isinstance(_live, Unset):
            live = UNSET
        else:
            live = HealthReportLive.from_dict(_live)

        health_report = cls(
            status=status,
            database=database,
            rulesets=rulesets,
            live=live,
        )

        health_report.additional_properties = d
        return health_report

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
