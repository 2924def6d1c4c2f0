from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.replay_step import ReplayStep


T = TypeVar("T", bound="TableReplay")


@_attrs_define
class TableReplay:
    """
    Attributes:
        campaign_id (str):
        table_id (str):
        table_name (str):
        ruleset (str):
        viewer (str):
        from_version (int):
        to_version (int):
        current_version (int):
        steps (list[ReplayStep]):
        more (bool):
        next_cursor (None | str | Unset):
        next_from (int | None | Unset): Deprecated since 2026-11-25 (use `next_cursor`); removed no sooner than
            2027-03-01.
    """

    campaign_id: str
    table_id: str
    table_name: str
    ruleset: str
    viewer: str
    from_version: int
    to_version: int
    current_version: int
    steps: list[ReplayStep]
    more: bool
    next_cursor: None | str | Unset = UNSET
    next_from: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        table_id = self.table_id

        table_name = self.table_name

        ruleset = self.ruleset

        viewer = self.viewer

        from_version = self.from_version

        to_version = self.to_version

        current_version = self.current_version

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        more = self.more

        next_cursor: None | str | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        else:
            next_cursor = self.next_cursor

        next_from: int | None | Unset
        if isinstance(self.next_from, Unset):
            next_from = UNSET
        else:
            next_from = self.next_from

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "table_id": table_id,
                "table_name": table_name,
                "ruleset": ruleset,
                "viewer": viewer,
                "from_version": from_version,
                "to_version": to_version,
                "current_version": current_version,
                "steps": steps,
                "more": more,
            }
        )
        if next_cursor is not UNSET:
            field_dict["next_cursor"] = next_cursor
        if next_from is not UNSET:
            field_dict["next_from"] = next_from

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.replay_step import ReplayStep

        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        table_id = d.pop("table_id")

        table_name = d.pop("table_name")

        ruleset = d.pop("ruleset")

        viewer = d.pop("viewer")

        from_version = d.pop("from_version")

        to_version = d.pop("to_version")

        current_version = d.pop("current_version")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = ReplayStep.from_dict(steps_item_data)

            steps.append(steps_item)

        more = d.pop("more")

        def _parse_next_cursor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor", UNSET))

        def _parse_next_from(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_from = _parse_next_from(d.pop("next_from", UNSET))

        table_replay = cls(
            campaign_id=campaign_id,
            table_id=table_id,
            table_name=table_name,
            ruleset=ruleset,
            viewer=viewer,
            from_version=from_version,
            to_version=to_version,
            current_version=current_version,
            steps=steps,
            more=more,
            next_cursor=next_cursor,
            next_from=next_from,
        )

        table_replay.additional_properties = d
        return table_replay

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
