from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.roll_proof import RollProof


T = TypeVar("T", bound="CampaignRollProven")


@_attrs_define
class CampaignRollProven:
    """
    Attributes:
        table_id (str):
        version (int):
        proofs (list[RollProof]):
        type_ (Literal['campaign.roll_proven']):  Default: 'campaign.roll_proven'.
    """

    table_id: str
    version: int
    proofs: list[RollProof]
    type_: Literal["campaign.roll_proven"] = "campaign.roll_proven"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        version = self.version

        proofs = []
        for proofs_item_data in self.proofs:
            proofs_item = proofs_item_data.to_dict()
            proofs.append(proofs_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "version": version,
                "proofs": proofs,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.roll_proof import RollProof

        d = dict(src_dict)
        table_id = d.pop("table_id")

        version = d.pop("version")

        proofs = []
        _proofs = d.pop("proofs")
        for proofs_item_data in _proofs:
            proofs_item = RollProof.from_dict(proofs_item_data)

            proofs.append(proofs_item)

        type_ = cast(Literal["campaign.roll_proven"], d.pop("type"))
        if type_ != "campaign.roll_proven":
            raise ValueError(
                f"type must match const 'campaign.roll_proven', got '{type_}'"
            )

        campaign_roll_proven = cls(
            table_id=table_id,
            version=version,
            proofs=proofs,
            type_=type_,
        )

        campaign_roll_proven.additional_properties = d
        return campaign_roll_proven

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
