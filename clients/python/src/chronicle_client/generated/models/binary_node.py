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
    from ..models.dice_node import DiceNode
    from ..models.group_node import GroupNode
    from ..models.number_node import NumberNode
    from ..models.set_node import SetNode
    from ..models.unary_node import UnaryNode


T = TypeVar("T", bound="BinaryNode")


@_attrs_define
class BinaryNode:
    """
    Attributes:
        op (str):
        left (BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode):
        right (BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode):
        value (float):
        kind (Literal['binary']):  Default: 'binary'.
        kept (bool | Unset):  Default: True.
    """

    op: str
    left: BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode
    right: BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode
    value: float
    kind: Literal["binary"] = "binary"
    kept: bool | Unset = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dice_node import DiceNode
        from ..models.group_node import GroupNode
        from ..models.number_node import NumberNode
        from ..models.set_node import SetNode
        from ..models.unary_node import UnaryNode

        op = self.op

        left: dict[str, Any]
        if (
            isinstance(self.left, NumberNode)
            or isinstance(self.left, DiceNode)
            or isinstance(self.left, SetNode)
            or isinstance(self.left, GroupNode)
            or isinstance(self.left, UnaryNode)
        ):
            left = self.left.to_dict()
        else:
            left = self.left.to_dict()

        right: dict[str, Any]
        if (
            isinstance(self.right, NumberNode)
            or isinstance(self.right, DiceNode)
            or isinstance(self.right, SetNode)
            or isinstance(self.right, GroupNode)
            or isinstance(self.right, UnaryNode)
        ):
            right = self.right.to_dict()
        else:
            right = self.right.to_dict()

        value = self.value

        kind = self.kind

        kept = self.kept

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "op": op,
                "left": left,
                "right": right,
                "value": value,
                "kind": kind,
            }
        )
        if kept is not UNSET:
            field_dict["kept"] = kept

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_node import DiceNode
        from ..models.group_node import GroupNode
        from ..models.number_node import NumberNode
        from ..models.set_node import SetNode
        from ..models.unary_node import UnaryNode

        d = dict(src_dict)
        op = d.pop("op")

        def _parse_left(
            data: object,
        ) -> BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                left_type_0 = NumberNode.from_dict(data)

                return left_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                left_type_1 = DiceNode.from_dict(data)

                return left_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                left_type_2 = SetNode.from_dict(data)

                return left_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                left_type_3 = GroupNode.from_dict(data)

                return left_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                left_type_4 = UnaryNode.from_dict(data)

                return left_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            left_type_5 = BinaryNode.from_dict(data)

            return left_type_5

        left = _parse_left(d.pop("left"))

        def _parse_right(
            data: object,
        ) -> BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                right_type_0 = NumberNode.from_dict(data)

                return right_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                right_type_1 = DiceNode.from_dict(data)

                return right_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                right_type_2 = SetNode.from_dict(data)

                return right_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                right_type_3 = GroupNode.from_dict(data)

                return right_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                right_type_4 = UnaryNode.from_dict(data)

                return right_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            right_type_5 = BinaryNode.from_dict(data)

            return right_type_5

        right = _parse_right(d.pop("right"))

        value = d.pop("value")

        kind = cast(Literal["binary"], d.pop("kind"))
        if kind != "binary":
            raise ValueError(f"kind must match const 'binary', got '{kind}'")

        kept = d.pop("kept", UNSET)

        binary_node = cls(
            op=op,
            left=left,
            right=right,
            value=value,
            kind=kind,
            kept=kept,
        )

        binary_node.additional_properties = d
        return binary_node

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
