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
    from ..models.unary_node import UnaryNode


T = TypeVar("T", bound="SetNode")


@_attrs_define
class SetNode:
    """
    Attributes:
        items (list[BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode]):
        value (float):
        kind (Literal['set']):  Default: 'set'.
        ops (str | Unset):  Default: ''.
        kept (bool | Unset):  Default: True.
        annotation (None | str | Unset):
    """

    items: list[BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode]
    value: float
    kind: Literal["set"] = "set"
    ops: str | Unset = ""
    kept: bool | Unset = True
    annotation: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dice_node import DiceNode
        from ..models.group_node import GroupNode
        from ..models.number_node import NumberNode
        from ..models.unary_node import UnaryNode

        items = []
        for items_item_data in self.items:
            items_item: dict[str, Any]
            if (
                isinstance(items_item_data, NumberNode)
                or isinstance(items_item_data, DiceNode)
                or isinstance(items_item_data, SetNode)
                or isinstance(items_item_data, GroupNode)
                or isinstance(items_item_data, UnaryNode)
            ):
                items_item = items_item_data.to_dict()
            else:
                items_item = items_item_data.to_dict()

            items.append(items_item)

        value = self.value

        kind = self.kind

        ops = self.ops

        kept = self.kept

        annotation: None | str | Unset
        if isinstance(self.annotation, Unset):
            annotation = UNSET
        else:
            annotation = self.annotation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "items": items,
                "value": value,
                "kind": kind,
            }
        )
        if ops is not UNSET:
            field_dict["ops"] = ops
        if kept is not UNSET:
            field_dict["kept"] = kept
        if annotation is not UNSET:
            field_dict["annotation"] = annotation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.binary_node import BinaryNode
        from ..models.dice_node import DiceNode
        from ..models.group_node import GroupNode
        from ..models.number_node import NumberNode
        from ..models.unary_node import UnaryNode

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:

            def _parse_items_item(
                data: object,
            ) -> BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_0 = NumberNode.from_dict(data)

                    return items_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_1 = DiceNode.from_dict(data)

                    return items_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_2 = SetNode.from_dict(data)

                    return items_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_3 = GroupNode.from_dict(data)

                    return items_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    items_item_type_4 = UnaryNode.from_dict(data)

                    return items_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                items_item_type_5 = BinaryNode.from_dict(data)

                return items_item_type_5

            items_item = _parse_items_item(items_item_data)

            items.append(items_item)

        value = d.pop("value")

        kind = cast(Literal["set"], d.pop("kind"))
        if kind != "set":
            raise ValueError(f"kind must match const 'set', got '{kind}'")

        ops = d.pop("ops", UNSET)

        kept = d.pop("kept", UNSET)

        def _parse_annotation(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        annotation = _parse_annotation(d.pop("annotation", UNSET))

        set_node = cls(
            items=items,
            value=value,
            kind=kind,
            ops=ops,
            kept=kept,
            annotation=annotation,
        )

        set_node.additional_properties = d
        return set_node

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
