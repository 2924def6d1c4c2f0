from __future__ import annotations

import datetime
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

from ..models.campaign_table_opened_dice_mode import CampaignTableOpenedDiceMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="CampaignTableOpened")


@_attrs_define
class CampaignTableOpened:
    """
    Attributes:
        table_id (str):
        name (str):
        dice_mode (CampaignTableOpenedDiceMode):
        opened_at (datetime.datetime):
        type_ (Literal['campaign.table_opened']):  Default: 'campaign.table_opened'.
        seed_commitment (None | str | Unset):
        roll_root (None | str | Unset):
        roll_capacity (int | None | Unset):
    """

    table_id: str
    name: str
    dice_mode: CampaignTableOpenedDiceMode
    opened_at: datetime.datetime
    type_: Literal["campaign.table_opened"] = "campaign.table_opened"
    seed_commitment: None | str | Unset = UNSET
    roll_root: None | str | Unset = UNSET
    roll_capacity: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        name = self.name

        dice_mode = self.dice_mode.value

        opened_at = self.opened_at.isoformat()

        type_ = self.type_

        seed_commitment: None | str | Unset
        if isinstance(self.seed_commitment, Unset):
            seed_commitment = UNSET
        else:
            seed_commitment = self.seed_commitment

        roll_root: None | str | Unset
        if isinstance(self.roll_root, Unset):
            roll_root = UNSET
        else:
            roll_root = self.roll_root

        roll_capacity: int | None | Unset
        if isinstance(self.roll_capacity, Unset):
            roll_capacity = UNSET
        else:
            roll_capacity = self.roll_capacity

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "name": name,
                "dice_mode": dice_mode,
                "opened_at": opened_at,
                "type": type_,
            }
        )
        if seed_commitment is not UNSET:
            field_dict["seed_commitment"] = seed_commitment
        if roll_root is not UNSET:
            field_dict["roll_root"] = roll_root
        if roll_capacity is not UNSET:
            field_dict["roll_capacity"] = roll_capacity

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        name = d.pop("name")

        dice_mode = CampaignTableOpenedDiceMode(d.pop("dice_mode"))

        opened_at = datetime.datetime.fromisoformat(d.pop("opened_at"))

        type_ = cast(Literal["campaign.table_opened"], d.pop("type"))
        if type_ != "campaign.table_opened":
            raise ValueError(
                f"type must match const 'campaign.table_opened', got '{type_}'"
            )

        def _parse_seed_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment", UNSET))

        def _parse_roll_root(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        roll_root = _parse_roll_root(d.pop("roll_root", UNSET))

        def _parse_roll_capacity(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        roll_capacity = _parse_roll_capacity(d.pop("roll_capacity", UNSET))

        campaign_table_opened = cls(
            table_id=table_id,
            name=name,
            dice_mode=dice_mode,
            opened_at=opened_at,
            type_=type_,
            seed_commitment=seed_commitment,
            roll_root=roll_root,
            roll_capacity=roll_capacity,
        )

        campaign_table_opened.additional_properties = d
        return campaign_table_opened

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
