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

from ..models.rb_npc_created_tier import RbNpcCreatedTier
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.npc_doing_fact import NpcDoingFact


T = TypeVar("T", bound="RbNpcCreated")


@_attrs_define
class RbNpcCreated:
    """
    Attributes:
        npc_id (str):
        name (str):
        tier (RbNpcCreatedTier):
        being (list[str]):
        type_ (Literal['rb.npc_created']):  Default: 'rb.npc_created'.
        doing (list[NpcDoingFact] | Unset):
        mob (bool | Unset):  Default: False.
    """

    npc_id: str
    name: str
    tier: RbNpcCreatedTier
    being: list[str]
    type_: Literal["rb.npc_created"] = "rb.npc_created"
    doing: list[NpcDoingFact] | Unset = UNSET
    mob: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        npc_id = self.npc_id

        name = self.name

        tier = self.tier.value

        being = self.being

        type_ = self.type_

        doing: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.doing, Unset):
            doing = []
            for doing_item_data in self.doing:
                doing_item = doing_item_data.to_dict()
                doing.append(doing_item)

        mob = self.mob

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "npc_id": npc_id,
                "name": name,
                "tier": tier,
                "being": being,
                "type": type_,
            }
        )
        if doing is not UNSET:
            field_dict["doing"] = doing
        if mob is not UNSET:
            field_dict["mob"] = mob

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.npc_doing_fact import NpcDoingFact

        d = dict(src_dict)
        npc_id = d.pop("npc_id")

        name = d.pop("name")

        tier = RbNpcCreatedTier(d.pop("tier"))

        being = cast(list[str], d.pop("being"))

        type_ = cast(Literal["rb.npc_created"], d.pop("type"))
        if type_ != "rb.npc_created":
            raise ValueError(f"type must match const 'rb.npc_created', got '{type_}'")

        _doing = d.pop("doing", UNSET)
        doing: list[NpcDoingFact] | Unset = UNSET
        if _doing is not UNSET:
            doing = []
            for doing_item_data in _doing:
                doing_item = NpcDoingFact.from_dict(doing_item_data)

                doing.append(doing_item)

        mob = d.pop("mob", UNSET)

        rb_npc_created = cls(
            npc_id=npc_id,
            name=name,
            tier=tier,
            being=being,
            type_=type_,
            doing=doing,
            mob=mob,
        )

        rb_npc_created.additional_properties = d
        return rb_npc_created

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
