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

from ..types import UNSET, Unset

T = TypeVar("T", bound="CampaignSeedRevealed")


@_attrs_define
class CampaignSeedRevealed:
    """
    Attributes:
        table_id (str):
        seed (str):
        commitment (str):
        type_ (Literal['campaign.seed_revealed']):  Default: 'campaign.seed_revealed'.
        next_commitment (None | str | Unset):
        next_roll_root (None | str | Unset):
    """

    table_id: str
    seed: str
    commitment: str
    type_: Literal["campaign.seed_revealed"] = "campaign.seed_revealed"
    next_commitment: None | str | Unset = UNSET
    next_roll_root: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        seed = self.seed

        commitment = self.commitment

        type_ = self.type_

        next_commitment: None | str | Unset
        if isinstance(self.next_commitment, Unset):
            next_commitment = UNSET
        else:
            next_commitment = self.next_commitment

        next_roll_root: None | str | Unset
        if isinstance(self.next_roll_root, Unset):
            next_roll_root = UNSET
        else:
            next_roll_root = self.next_roll_root

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "seed": seed,
                "commitment": commitment,
                "type": type_,
            }
        )
        if next_commitment is not UNSET:
            field_dict["next_commitment"] = next_commitment
        if next_roll_root is not UNSET:
            field_dict["next_roll_root"] = next_roll_root

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        table_id = d.pop("table_id")

        seed = d.pop("seed")

        commitment = d.pop("commitment")

        type_ = cast(Literal["campaign.seed_revealed"], d.pop("type"))
        if type_ != "campaign.seed_revealed":
            raise ValueError(
                f"type must match const 'campaign.seed_revealed', got '{type_}'"
            )

        def _parse_next_commitment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_commitment = _parse_next_commitment(d.pop("next_commitment", UNSET))

        def _parse_next_roll_root(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_roll_root = _parse_next_roll_root(d.pop("next_roll_root", UNSET))

        campaign_seed_revealed = cls(
            table_id=table_id,
            seed=seed,
            commitment=commitment,
            type_=type_,
            next_commitment=next_commitment,
            next_roll_root=next_roll_root,
        )

        campaign_seed_revealed.additional_properties = d
        return campaign_seed_revealed

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
