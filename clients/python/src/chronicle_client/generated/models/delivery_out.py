from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.delivery_out_outcome import DeliveryOutOutcome

T = TypeVar("T", bound="DeliveryOut")


@_attrs_define
class DeliveryOut:
    """
    Attributes:
        version (int):
        attempt (int):
        outcome (DeliveryOutOutcome):
        status_code (int | None):
        latency_ms (float | None):
        error (None | str):
        attempted_at (datetime.datetime):
    """

    version: int
    attempt: int
    outcome: DeliveryOutOutcome
    status_code: int | None
    latency_ms: float | None
    error: None | str
    attempted_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        attempt = self.attempt

        outcome = self.outcome.value

        status_code: int | None
        status_code = self.status_code

        latency_ms: float | None
        latency_ms = self.latency_ms

        error: None | str
        error = self.error

        attempted_at = self.attempted_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "attempt": attempt,
                "outcome": outcome,
                "status_code": status_code,
                "latency_ms": latency_ms,
                "error": error,
                "attempted_at": attempted_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        version = d.pop("version")

        attempt = d.pop("attempt")

        outcome = DeliveryOutOutcome(d.pop("outcome"))

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))

        def _parse_latency_ms(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        latency_ms = _parse_latency_ms(d.pop("latency_ms"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        attempted_at = datetime.datetime.fromisoformat(d.pop("attempted_at"))

        delivery_out = cls(
            version=version,
            attempt=attempt,
            outcome=outcome,
            status_code=status_code,
            latency_ms=latency_ms,
            error=error,
            attempted_at=attempted_at,
        )

        delivery_out.additional_properties = d
        return delivery_out

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
