from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event_out import EventOut
    from ..models.replay_step_changes import ReplayStepChanges
    from ..models.replay_step_state import ReplayStepState


T = TypeVar("T", bound="ReplayStep")


@_attrs_define
class ReplayStep:
    """
    Attributes:
        version (int):
        recorded_at (datetime.datetime):
        actor (None | str):
        text (str):
        key_moment (bool):
        event (EventOut):
        changes (ReplayStepChanges):
        state (None | ReplayStepState | Unset):
    """

    version: int
    recorded_at: datetime.datetime
    actor: None | str
    text: str
    key_moment: bool
    event: EventOut
    changes: ReplayStepChanges
    state: None | ReplayStepState | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.replay_step_state import ReplayStepState

        version = self.version

        recorded_at = self.recorded_at.isoformat()

        actor: None | str
        actor = self.actor

        text = self.text

        key_moment = self.key_moment

        event = self.event.to_dict()

        changes = self.changes.to_dict()

        state: dict[str, Any] | None | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        elif isinstance(self.state, ReplayStepState):
            state = self.state.to_dict()
        else:
            state = self.state

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "recorded_at": recorded_at,
                "actor": actor,
                "text": text,
                "key_moment": key_moment,
                "event": event,
                "changes": changes,
            }
        )
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.event_out import EventOut
        from ..models.replay_step_changes import ReplayStepChanges
        from ..models.replay_step_state import ReplayStepState

        d = dict(src_dict)
        version = d.pop("version")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        def _parse_actor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        actor = _parse_actor(d.pop("actor"))

        text = d.pop("text")

        key_moment = d.pop("key_moment")

        event = EventOut.from_dict(d.pop("event"))

        changes = ReplayStepChanges.from_dict(d.pop("changes"))

        def _parse_state(data: object) -> None | ReplayStepState | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_state = ReplayStepState.from_dict(data)

                return state_state
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReplayStepState | Unset, data)

        state = _parse_state(d.pop("state", UNSET))

        replay_step = cls(
            version=version,
            recorded_at=recorded_at,
            actor=actor,
            text=text,
            key_moment=key_moment,
            event=event,
            changes=changes,
            state=state,
        )

        replay_step.additional_properties = d
        return replay_step

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
