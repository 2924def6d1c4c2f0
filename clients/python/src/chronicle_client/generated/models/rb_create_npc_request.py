from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rb_create_npc_request_tier import RbCreateNpcRequestTier
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rb_npc_doing_spec import RbNpcDoingSpec


T = TypeVar("T", bound="RbCreateNpcRequest")


@_attrs_define
class RbCreateNpcRequest:
    """Put an NPC into play with the traits its tier calls for (background 1 Being; minor named 2; major
        named 3 Being + 1 Doing; boss 5 + 3, as a player character). A mob or giant monster (`mob`) may repeat
        Being symbols: each copy is marked off separately.

    Only the GM may issue this command.

        Attributes:
            name (str):
            tier (RbCreateNpcRequestTier):
            being (list[str]):
            doing (list[RbNpcDoingSpec] | Unset):
            mob (bool | Unset):  Default: False.
    """

    name: str
    tier: RbCreateNpcRequestTier
    being: list[str]
    doing: list[RbNpcDoingSpec] | Unset = UNSET
    mob: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        tier = self.tier.value

        being = self.being

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
                "name": name,
                "tier": tier,
                "being": being,
            }
        )
        if doing is not UNSET:
            field_dict["doing"] = doing
        if mob is not UNSET:
            field_dict["mob"] = mob

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rb_npc_doing_spec import RbNpcDoingSpec

        d = dict(src_dict)
        name = d.pop("name")

        tier = RbCreateNpcRequestTier(d.pop("tier"))

        being = cast(list[str], d.pop("being"))

        _doing = d.pop("doing", UNSET)
        doing: list[RbNpcDoingSpec] | Unset = UNSET
        if _doing is not UNSET:
            doing = []
            for doing_item_data in _doing:
                doing_item = RbNpcDoingSpec.from_dict(doing_item_data)

                doing.append(doing_item)

        mob = d.pop("mob", UNSET)

        rb_create_npc_request = cls(
            name=name,
            tier=tier,
            being=being,
            doing=doing,
            mob=mob,
        )

        rb_create_npc_request.additional_properties = d
        return rb_create_npc_request

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
