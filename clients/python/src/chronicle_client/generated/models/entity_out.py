from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.entity_out_state import EntityOutState


T = TypeVar("T", bound="EntityOut")


@_attrs_define
class EntityOut:
    """
    Attributes:
        campaign_id (str):
        version (int):
        current_version (int):
        entity (str):
        state (EntityOutState):
    """

    campaign_id: str
    version: int
    current_version: int
    entity: str
    state: EntityOutState
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        version = self.version

        current_version = self.current_version

        entity = self.entity

        state = self.state.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "version": version,
                "current_version": current_version,
                "entity": entity,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.entity_out_state import EntityOutState

        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        version = d.pop("version")

        current_version = d.pop("current_version")

        entity = d.pop("entity")

        state = EntityOutState.from_dict(d.pop("state"))

        entity_out = cls(
            campaign_id=campaign_id,
            version=version,
            current_version=current_version,
            entity=entity,
            state=state,
        )

        entity_out.additional_properties = d
        return entity_out

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
