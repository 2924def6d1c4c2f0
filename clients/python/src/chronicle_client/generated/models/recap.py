from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.action_point_series import ActionPointSeries
    from ..models.face_counts import FaceCounts
    from ..models.integrity import Integrity
    from ..models.line import Line
    from ..models.player import Player
    from ..models.recap_successes import RecapSuccesses
    from ..models.roll_line import RollLine
    from ..models.section import Section


T = TypeVar("T", bound="Recap")


@_attrs_define
class Recap:
    """
    Attributes:
        campaign_id (str):
        campaign_name (str):
        ruleset (str):
        ruleset_title (str):
        table_id (str):
        table_name (str):
        dice_mode (str):
        opened_at (datetime.datetime | None):
        closed_at (datetime.datetime | None):
        viewer (str):
        viewer_role (str):
        to_version (int):
        events (int):
        players (list[Player]):
        key_moments (list[Line]):
        rolls (list[RollLine]):
        sections (list[Section]):
        faces (list[FaceCounts]):
        successes (RecapSuccesses):
        action_points (list[ActionPointSeries]):
        integrity (Integrity):
    """

    campaign_id: str
    campaign_name: str
    ruleset: str
    ruleset_title: str
    table_id: str
    table_name: str
    dice_mode: str
    opened_at: datetime.datetime | None
    closed_at: datetime.datetime | None
    viewer: str
    viewer_role: str
    to_version: int
    events: int
    players: list[Player]
    key_moments: list[Line]
    rolls: list[RollLine]
    sections: list[Section]
    faces: list[FaceCounts]
    successes: RecapSuccesses
    action_points: list[ActionPointSeries]
    integrity: Integrity
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        campaign_name = self.campaign_name

        ruleset = self.ruleset

        ruleset_title = self.ruleset_title

        table_id = self.table_id

        table_name = self.table_name

        dice_mode = self.dice_mode

        opened_at: None | str
        if isinstance(self.opened_at, datetime.datetime):
            opened_at = self.opened_at.isoformat()
        else:
            opened_at = self.opened_at

        closed_at: None | str
        if isinstance(self.closed_at, datetime.datetime):
            closed_at = self.closed_at.isoformat()
        else:
            closed_at = self.closed_at

        viewer = self.viewer

        viewer_role = self.viewer_role

        to_version = self.to_version

        events = self.events

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        key_moments = []
        for key_moments_item_data in self.key_moments:
            key_moments_item = key_moments_item_data.to_dict()
            key_moments.append(key_moments_item)

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)

        faces = []
        for faces_item_data in self.faces:
            faces_item = faces_item_data.to_dict()
            faces.append(faces_item)

        successes = self.successes.to_dict()

        action_points = []
        for action_points_item_data in self.action_points:
            action_points_item = action_points_item_data.to_dict()
            action_points.append(action_points_item)

        integrity = self.integrity.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "campaign_name": campaign_name,
                "ruleset": ruleset,
                "ruleset_title": ruleset_title,
                "table_id": table_id,
                "table_name": table_name,
                "dice_mode": dice_mode,
                "opened_at": opened_at,
                "closed_at": closed_at,
                "viewer": viewer,
                "viewer_role": viewer_role,
                "to_version": to_version,
                "events": events,
                "players": players,
                "key_moments": key_moments,
                "rolls": rolls,
                "sections": sections,
                "faces": faces,
                "successes": successes,
                "action_points": action_points,
                "integrity": integrity,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_point_series import ActionPointSeries
        from ..models.face_counts import FaceCounts
        from ..models.integrity import Integrity
        from ..models.line import Line
        from ..models.player import Player
        from ..models.recap_successes import RecapSuccesses
        from ..models.roll_line import RollLine
        from ..models.section import Section

        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        campaign_name = d.pop("campaign_name")

        ruleset = d.pop("ruleset")

        ruleset_title = d.pop("ruleset_title")

        table_id = d.pop("table_id")

        table_name = d.pop("table_name")

        dice_mode = d.pop("dice_mode")

        def _parse_opened_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                opened_at_type_0 = datetime.datetime.fromisoformat(data)

                return opened_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        opened_at = _parse_opened_at(d.pop("opened_at"))

        def _parse_closed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                closed_at_type_0 = datetime.datetime.fromisoformat(data)

                return closed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        closed_at = _parse_closed_at(d.pop("closed_at"))

        viewer = d.pop("viewer")

        viewer_role = d.pop("viewer_role")

        to_version = d.pop("to_version")

        events = d.pop("events")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Player.from_dict(players_item_data)

            players.append(players_item)

        key_moments = []
        _key_moments = d.pop("key_moments")
        for key_moments_item_data in _key_moments:
            key_moments_item = Line.from_dict(key_moments_item_data)

            key_moments.append(key_moments_item)

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = RollLine.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        sections = []
        _sections = d.pop("sections")
        for sections_item_data in _sections:
            sections_item = Section.from_dict(sections_item_data)

            sections.append(sections_item)

        faces = []
        _faces = d.pop("faces")
        for faces_item_data in _faces:
            faces_item = FaceCounts.from_dict(faces_item_data)

            faces.append(faces_item)

        successes = RecapSuccesses.from_dict(d.pop("successes"))

        action_points = []
        _action_points = d.pop("action_points")
        for action_points_item_data in _action_points:
            action_points_item = ActionPointSeries.from_dict(action_points_item_data)

            action_points.append(action_points_item)

        integrity = Integrity.from_dict(d.pop("integrity"))

        recap = cls(
            campaign_id=campaign_id,
            campaign_name=campaign_name,
            ruleset=ruleset,
            ruleset_title=ruleset_title,
            table_id=table_id,
            table_name=table_name,
            dice_mode=dice_mode,
            opened_at=opened_at,
            closed_at=closed_at,
            viewer=viewer,
            viewer_role=viewer_role,
            to_version=to_version,
            events=events,
            players=players,
            key_moments=key_moments,
            rolls=rolls,
            sections=sections,
            faces=faces,
            successes=successes,
            action_points=action_points,
            integrity=integrity,
        )

        recap.additional_properties = d
        return recap

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
