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
    from ..models.test_net import TestNet


T = TypeVar("T", bound="RrTestResolved")


@_attrs_define
class RrTestResolved:
    """
    Attributes:
        test_id (str):
        character_id (str):
        net (int):
        won (bool):
        results (list[TestNet]):
        winner_id (None | str):
        type_ (Literal['rr.test_resolved']):  Default: 'rr.test_resolved'.
        table_id (None | str | Unset):
    """

    test_id: str
    character_id: str
    net: int
    won: bool
    results: list[TestNet]
    winner_id: None | str
    type_: Literal["rr.test_resolved"] = "rr.test_resolved"
    table_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        net = self.net

        won = self.won

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        winner_id: None | str
        winner_id = self.winner_id

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "test_id": test_id,
                "character_id": character_id,
                "net": net,
                "won": won,
                "results": results,
                "winner_id": winner_id,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.test_net import TestNet

        d = dict(src_dict)
        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        net = d.pop("net")

        won = d.pop("won")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = TestNet.from_dict(results_item_data)

            results.append(results_item)

        def _parse_winner_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner_id = _parse_winner_id(d.pop("winner_id"))

        type_ = cast(Literal["rr.test_resolved"], d.pop("type"))
        if type_ != "rr.test_resolved":
            raise ValueError(f"type must match const 'rr.test_resolved', got '{type_}'")

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        rr_test_resolved = cls(
            test_id=test_id,
            character_id=character_id,
            net=net,
            won=won,
            results=results,
            winner_id=winner_id,
            type_=type_,
            table_id=table_id,
        )

        rr_test_resolved.additional_properties = d
        return rr_test_resolved

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
