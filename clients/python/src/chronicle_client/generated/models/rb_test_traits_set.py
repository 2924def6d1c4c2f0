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
    from ..models.doing_ref import DoingRef
    from ..models.pool_die import PoolDie


T = TypeVar("T", bound="RbTestTraitsSet")


@_attrs_define
class RbTestTraitsSet:
    """
    Attributes:
        conflict_id (str):
        pool (list[PoolDie]):
        doing (list[DoingRef]):
        combination (list[str]):
        type_ (Literal['rb.test_traits_set']):  Default: 'rb.test_traits_set'.
    """

    conflict_id: str
    pool: list[PoolDie]
    doing: list[DoingRef]
    combination: list[str]
    type_: Literal["rb.test_traits_set"] = "rb.test_traits_set"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conflict_id = self.conflict_id

        pool = []
        for pool_item_data in self.pool:
            pool_item = pool_item_data.to_dict()
            pool.append(pool_item)

        doing = []
        for doing_item_data in self.doing:
            doing_item = doing_item_data.to_dict()
            doing.append(doing_item)

        combination = self.combination

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conflict_id": conflict_id,
                "pool": pool,
                "doing": doing,
                "combination": combination,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.doing_ref import DoingRef
        from ..models.pool_die import PoolDie

        d = dict(src_dict)
        conflict_id = d.pop("conflict_id")

        pool = []
        _pool = d.pop("pool")
        for pool_item_data in _pool:
            pool_item = PoolDie.from_dict(pool_item_data)

            pool.append(pool_item)

        doing = []
        _doing = d.pop("doing")
        for doing_item_data in _doing:
            doing_item = DoingRef.from_dict(doing_item_data)

            doing.append(doing_item)

        combination = cast(list[str], d.pop("combination"))

        type_ = cast(Literal["rb.test_traits_set"], d.pop("type"))
        if type_ != "rb.test_traits_set":
            raise ValueError(
                f"type must match const 'rb.test_traits_set', got '{type_}'"
            )

        rb_test_traits_set = cls(
            conflict_id=conflict_id,
            pool=pool,
            doing=doing,
            combination=combination,
            type_=type_,
        )

        rb_test_traits_set.additional_properties = d
        return rb_test_traits_set

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
