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

from ..models.rr_roll_over_bonus_granted_mode import RrRollOverBonusGrantedMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.granted_bonus import GrantedBonus


T = TypeVar("T", bound="RrRollOverBonusGranted")


@_attrs_define
class RrRollOverBonusGranted:
    """
    Attributes:
        test_id (str):
        character_id (str):
        successes (int):
        remaining (int):
        mode (RrRollOverBonusGrantedMode):
        factor (str):
        bonuses (list[GrantedBonus]):
        type_ (Literal['rr.roll_over_bonus_granted']):  Default: 'rr.roll_over_bonus_granted'.
        table_id (None | str | Unset):
        applies_to (str | Unset):  Default: ''.
    """

    test_id: str
    character_id: str
    successes: int
    remaining: int
    mode: RrRollOverBonusGrantedMode
    factor: str
    bonuses: list[GrantedBonus]
    type_: Literal["rr.roll_over_bonus_granted"] = "rr.roll_over_bonus_granted"
    table_id: None | str | Unset = UNSET
    applies_to: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        test_id = self.test_id

        character_id = self.character_id

        successes = self.successes

        remaining = self.remaining

        mode = self.mode.value

        factor = self.factor

        bonuses = []
        for bonuses_item_data in self.bonuses:
            bonuses_item = bonuses_item_data.to_dict()
            bonuses.append(bonuses_item)

        type_ = self.type_

        table_id: None | str | Unset
        if isinstance(self.table_id, Unset):
            table_id = UNSET
        else:
            table_id = self.table_id

        applies_to = self.applies_to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "test_id": test_id,
                "character_id": character_id,
                "successes": successes,
                "remaining": remaining,
                "mode": mode,
                "factor": factor,
                "bonuses": bonuses,
                "type": type_,
            }
        )
        if table_id is not UNSET:
            field_dict["table_id"] = table_id
        if applies_to is not UNSET:
            field_dict["applies_to"] = applies_to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.granted_bonus import GrantedBonus

        d = dict(src_dict)
        test_id = d.pop("test_id")

        character_id = d.pop("character_id")

        successes = d.pop("successes")

        remaining = d.pop("remaining")

        mode = RrRollOverBonusGrantedMode(d.pop("mode"))

        factor = d.pop("factor")

        bonuses = []
        _bonuses = d.pop("bonuses")
        for bonuses_item_data in _bonuses:
            bonuses_item = GrantedBonus.from_dict(bonuses_item_data)

            bonuses.append(bonuses_item)

        type_ = cast(Literal["rr.roll_over_bonus_granted"], d.pop("type"))
        if type_ != "rr.roll_over_bonus_granted":
            raise ValueError(
                f"type must match const 'rr.roll_over_bonus_granted', got '{type_}'"
            )

        def _parse_table_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table_id = _parse_table_id(d.pop("table_id", UNSET))

        applies_to = d.pop("applies_to", UNSET)

        rr_roll_over_bonus_granted = cls(
            test_id=test_id,
            character_id=character_id,
            successes=successes,
            remaining=remaining,
            mode=mode,
            factor=factor,
            bonuses=bonuses,
            type_=type_,
            table_id=table_id,
            applies_to=applies_to,
        )

        rr_roll_over_bonus_granted.additional_properties = d
        return rr_roll_over_bonus_granted

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
