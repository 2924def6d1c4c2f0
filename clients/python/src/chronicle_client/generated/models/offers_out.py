from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.action import Action
    from ..models.waiting import Waiting


T = TypeVar("T", bound="OffersOut")


@_attrs_define
class OffersOut:
    """
    Attributes:
        campaign_id (str):
        version (int):
        table_id (None | str):
        turn (str):
        waiting (list[Waiting]):
        actions (list[Action]):
    """

    campaign_id: str
    version: int
    table_id: None | str
    turn: str
    waiting: list[Waiting]
    actions: list[Action]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        version = self.version

        table_id: None | str
        table_id = self.table_id

        turn = self.turn

        waiting = []
        for waiting_item_data in self.waiting:
            waiting_item = waiting_item_data.to_dict()
            waiting.append(waiting_item)

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "version": version,
                "table_id": table_id,
                "turn": turn,
                "waiting": waiting,
                "actions": actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action import Action
        from ..models.waiting import Waiting

        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        version = d.pop("version")

        def _parse_table_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        table_id = _parse_table_id(d.pop("table_id"))

        turn = d.pop("turn")

        waiting = []
        _waiting = d.pop("waiting")
        for waiting_item_data in _waiting:
            waiting_item = Waiting.from_dict(waiting_item_data)

            waiting.append(waiting_item)

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = Action.from_dict(actions_item_data)

            actions.append(actions_item)

        offers_out = cls(
            campaign_id=campaign_id,
            version=version,
            table_id=table_id,
            turn=turn,
            waiting=waiting,
            actions=actions,
        )

        offers_out.additional_properties = d
        return offers_out

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
