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

from ..models.campaign_rolled_visibility import CampaignRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.binary_node import BinaryNode
    from ..models.dice_node import DiceNode
    from ..models.dice_roll import DiceRoll
    from ..models.group_node import GroupNode
    from ..models.number_node import NumberNode
    from ..models.set_node import SetNode
    from ..models.unary_node import UnaryNode


T = TypeVar("T", bound="CampaignRolled")


@_attrs_define
class CampaignRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        expression (str):
        result (BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode):
        total (int):
        type_ (Literal['campaign.rolled']):  Default: 'campaign.rolled'.
        visibility (CampaignRolledVisibility | Unset):  Default: CampaignRolledVisibility.PUBLIC.
        label (None | str | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    expression: str
    result: BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode
    total: int
    type_: Literal["campaign.rolled"] = "campaign.rolled"
    visibility: CampaignRolledVisibility | Unset = CampaignRolledVisibility.PUBLIC
    label: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dice_node import DiceNode
        from ..models.group_node import GroupNode
        from ..models.number_node import NumberNode
        from ..models.set_node import SetNode
        from ..models.unary_node import UnaryNode

        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        expression = self.expression

        result: dict[str, Any]
        if (
            isinstance(self.result, NumberNode)
            or isinstance(self.result, DiceNode)
            or isinstance(self.result, SetNode)
            or isinstance(self.result, GroupNode)
            or isinstance(self.result, UnaryNode)
        ):
            result = self.result.to_dict()
        else:
            result = self.result.to_dict()

        total = self.total

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "expression": expression,
                "result": result,
                "total": total,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.binary_node import BinaryNode
        from ..models.dice_node import DiceNode
        from ..models.dice_roll import DiceRoll
        from ..models.group_node import GroupNode
        from ..models.number_node import NumberNode
        from ..models.set_node import SetNode
        from ..models.unary_node import UnaryNode

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        expression = d.pop("expression")

        def _parse_result(
            data: object,
        ) -> BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = NumberNode.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = DiceNode.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_2 = SetNode.from_dict(data)

                return result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_3 = GroupNode.from_dict(data)

                return result_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_4 = UnaryNode.from_dict(data)

                return result_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            result_type_5 = BinaryNode.from_dict(data)

            return result_type_5

        result = _parse_result(d.pop("result"))

        total = d.pop("total")

        type_ = cast(Literal["campaign.rolled"], d.pop("type"))
        if type_ != "campaign.rolled":
            raise ValueError(f"type must match const 'campaign.rolled', got '{type_}'")

        _visibility = d.pop("visibility", UNSET)
        visibility: CampaignRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = CampaignRolledVisibility(_visibility)

        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))

        campaign_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            expression=expression,
            result=result,
            total=total,
            type_=type_,
            visibility=visibility,
            label=label,
        )

        campaign_rolled.additional_properties = d
        return campaign_rolled

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
