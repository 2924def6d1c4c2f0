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
    from ..models.binary_node import BinaryNode
    from ..models.dice_node import DiceNode
    from ..models.group_node import GroupNode
    from ..models.number_node import NumberNode
    from ..models.set_node import SetNode


T = TypeVar("T", bound="UnaryNode")


@_attrs_define
class UnaryNode:
    """
    Attributes:
        op (str):
        operand (BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode):
        value (float):
        kind (Literal['unary']):  Default: 'unary'.
        kept (bool | Unset):  Default: True.
    """

    op: str
    operand: BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode
    value: float
    kind: Literal["unary"] = "unary"
    kept: bool | Unset = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dice_node import DiceNode
        from ..models.group_node import GroupNode
        from ..models.number_node import NumberNode
        from ..models.set_node import SetNode

        op = self.op

        operand: dict[str, Any]
        if (
            isinstance(self.operand, NumberNode)
            or isinstance(self.operand, DiceNode)
            or isinstance(self.operand, SetNode)
            or isinstance(self.operand, GroupNode)
            or isinstance(self.operand, UnaryNode)
        ):
            operand = self.operand.to_dict()
        else:
            operand = self.operand.to_dict()

        value = self.value

        kind = self.kind

        kept = self.kept

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "op": op,
                "operand": operand,
                "value": value,
                "kind": kind,
            }
        )
        if kept is not UNSET:
            field_dict["kept"] = kept

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.binary_node import BinaryNode
        from ..models.dice_node import DiceNode
        from ..models.group_node import GroupNode
        from ..models.number_node import NumberNode
        from ..models.set_node import SetNode

        d = dict(src_dict)
        op = d.pop("op")

        def _parse_operand(
            data: object,
        ) -> BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                operand_type_0 = NumberNode.from_dict(data)

                return operand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                operand_type_1 = DiceNode.from_dict(data)

                return operand_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                operand_type_2 = SetNode.from_dict(data)

                return operand_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                operand_type_3 = GroupNode.from_dict(data)

                return operand_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                operand_type_4 = UnaryNode.from_dict(data)

                return operand_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            operand_type_5 = BinaryNode.from_dict(data)

            return operand_type_5

        operand = _parse_operand(d.pop("operand"))

        value = d.pop("value")

        kind = cast(Literal["unary"], d.pop("kind"))
        if kind != "unary":
            raise ValueError(f"kind must match const 'unary', got '{kind}'")

        kept = d.pop("kept", UNSET)

        unary_node = cls(
            op=op,
            operand=operand,
            value=value,
            kind=kind,
            kept=kept,
        )

        unary_node.additional_properties = d
        return unary_node

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
