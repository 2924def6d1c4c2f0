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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.doing_ref import DoingRef
    from ..models.pool_die import PoolDie


T = TypeVar("T", bound="RbTestTraitsOffered")


@_attrs_define
class RbTestTraitsOffered:
    """
    Attributes:
        conflict_id (str):
        character_id (str):
        pool (list[PoolDie]):
        offered_by (str):
        type_ (Literal['rb.test_traits_offered']):  Default: 'rb.test_traits_offered'.
        doing (list[DoingRef] | Unset):
    """

    conflict_id: str
    character_id: str
    pool: list[PoolDie]
    offered_by: str
    type_: Literal["rb.test_traits_offered"] = "rb.test_traits_offered"
    doing: list[DoingRef] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        character_id = self.character_id

        pool = []
        for pool_item_data in self.pool:
            pool_item = pool_item_data.to_dict()
            pool.append(pool_item)

        offered_by = self.offered_by

        type_ = self.type_

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
                "character_id": character_id,
                "pool": pool,
                "offered_by": offered_by,
                "type": type_,
            }
        )
        if doing is not UNSET:
            field_dict["doing"] = doing

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.doing_ref import DoingRef
        from ..models.pool_die import PoolDie

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        character_id = d.pop("character_id")

        pool = []
        _pool = d.pop("pool")
        for pool_item_data in _pool:
            pool_item = PoolDie.from_dict(pool_item_data)

            pool.append(pool_item)

        offered_by = d.pop("offered_by")

        type_ = cast(Literal["rb.test_traits_offered"], d.pop("type"))
        if type_ != "rb.test_traits_offered":
            raise ValueError(
                f"type must match const 'rb.test_traits_offered', got '{type_}'"
            )

        _doing = d.pop("doing", UNSET)
        doing: list[DoingRef] | Unset = UNSET
        if _doing is not UNSET:
            doing = []
            for doing_item_data in _doing:
                doing_item = DoingRef.from_dict(doing_item_data)

                doing.append(doing_item)

        rb_test_traits_offered = cls(
            conflict_id=conflict_id,
            character_id=character_id,
            pool=pool,
            offered_by=offered_by,
            type_=type_,
            doing=doing,
        )

        rb_test_traits_offered.additional_properties = d
        return rb_test_traits_offered

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
