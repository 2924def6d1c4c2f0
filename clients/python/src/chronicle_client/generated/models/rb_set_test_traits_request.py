from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rb_doing_use import RbDoingUse
    from ..models.rb_trait_ref import RbTraitRef


T = TypeVar("T", bound="RbSetTestTraitsRequest")


@_attrs_define
class RbSetTestTraitsRequest:
    """The traits the GM accepts as related to the test: one die per Being trait or edge of the leader,
        one die per helper (a single trait each), and the Doing traits brought into play (they give no dice).
        May be sent again to revise the pool until the dice are rolled.

    Only the GM may issue this command.

        Attributes:
            conflict_id (str):
            traits (list[RbTraitRef]):
            doing (list[RbDoingUse] | Unset):
    """

    conflict_id: str
    traits: list[RbTraitRef]
    doing: list[RbDoingUse] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        traits = []
        for traits_item_data in self.traits:
            traits_item = traits_item_data.to_dict()
            traits.append(traits_item)

        doing: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.doing, Unset):
            doing = []
            for doing_item_data in self.doing:
                doing_item = doing_item_data.to_dict()
                doing.append(doing_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "traits": traits,
            }
        )
        if doing is not UNSET:
            field_dict["doing"] = doing

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rb_doing_use import RbDoingUse
        from ..models.rb_trait_ref import RbTraitRef

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        traits = []
        _traits = d.pop("traits")
        for traits_item_data in _traits:
            traits_item = RbTraitRef.from_dict(traits_item_data)

            traits.append(traits_item)

        _doing = d.pop("doing", UNSET)
        doing: list[RbDoingUse] | Unset = UNSET
        if _doing is not UNSET:
            doing = []
            for doing_item_data in _doing:
                doing_item = RbDoingUse.from_dict(doing_item_data)

                doing.append(doing_item)

        rb_set_test_traits_request = cls(
            conflict_id=conflict_id,
            traits=traits,
            doing=doing,
        )

        rb_set_test_traits_request.additional_properties = d
        return rb_set_test_traits_request

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
