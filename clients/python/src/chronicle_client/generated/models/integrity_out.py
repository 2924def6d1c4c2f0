from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.integrity_out_problem import IntegrityOutProblem
from ..types import UNSET, Unset

T = TypeVar("T", bound="IntegrityOut")


@_attrs_define
class IntegrityOut:
    """
    Attributes:
        campaign_id (str):
        ok (bool):
        events (int):
        head_version (int | None):
        head_hash (None | str):
        first_bad_version (int | None | Unset):
        problem (IntegrityOutProblem | None | Unset):
        reason (None | str | Unset):
        published_version (int | None | Unset):
        published_matches (bool | None | Unset):
    """

    campaign_id: str
    ok: bool
    events: int
    head_version: int | None
    head_hash: None | str
    first_bad_version: int | None | Unset = UNSET
    problem: IntegrityOutProblem | None | Unset = UNSET
    reason: None | str | Unset = UNSET
    published_version: int | None | Unset = UNSET
    published_matches: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        ok = self.ok

        events = self.events

        head_version: int | None
        head_version = self.head_version

        head_hash: None | str
        head_hash = self.head_hash

        first_bad_version: int | None | Unset
        if isinstance(self.first_bad_version, Unset):
            first_bad_version = UNSET
        else:
            first_bad_version = self.first_bad_version

        problem: None | str | Unset
        if isinstance(self.problem, Unset):
            problem = UNSET
        elif isinstance(self.problem, IntegrityOutProblem):
            problem = self.problem.value
        else:
            problem = self.problem

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        published_version: int | None | Unset
        if isinstance(self.published_version, Unset):
            published_version = UNSET
        else:
            published_version = self.published_version

        published_matches: bool | None | Unset
        if isinstance(self.published_matches, Unset):
            published_matches = UNSET
        else:
            published_matches = self.published_matches

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "ok": ok,
                "events": events,
                "head_version": head_version,
                "head_hash": head_hash,
            }
        )
        if first_bad_version is not UNSET:
            field_dict["first_bad_version"] = first_bad_version
        if problem is not UNSET:
            field_dict["problem"] = problem
        if reason is not UNSET:
            field_dict["reason"] = reason
        if published_version is not UNSET:
            field_dict["published_version"] = published_version
        if published_matches is not UNSET:
            field_dict["published_matches"] = published_matches

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        ok = d.pop("ok")

        events = d.pop("events")

        def _parse_head_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        head_version = _parse_head_version(d.pop("head_version"))

        def _parse_head_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        head_hash = _parse_head_hash(d.pop("head_hash"))

        def _parse_first_bad_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_bad_version = _parse_first_bad_version(d.pop("first_bad_version", UNSET))

        def _parse_problem(data: object) -> IntegrityOutProblem | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                problem_problem = IntegrityOutProblem(data)

                return problem_problem
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IntegrityOutProblem | None | Unset, data)

        problem = _parse_problem(d.pop("problem", UNSET))

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        def _parse_published_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        published_version = _parse_published_version(d.pop("published_version", UNSET))

        def _parse_published_matches(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        published_matches = _parse_published_matches(d.pop("published_matches", UNSET))

        integrity_out = cls(
            campaign_id=campaign_id,
            ok=ok,
            events=events,
            head_version=head_version,
            head_hash=head_hash,
            first_bad_version=first_bad_version,
            problem=problem,
            reason=reason,
            published_version=published_version,
            published_matches=published_matches,
        )

        integrity_out.additional_properties = d
        return integrity_out

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
