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
    from ..models.number_node import NumberNode
    from ..models.set_node import SetNode
    from ..models.unary_node import UnaryNode


T = TypeVar("T", bound="GroupNode")


@_attrs_define
class GroupNode:
    """
    Attributes:
        inner (BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode):
        value (float):
        kind (Literal['group']):  Default: 'group'.
        ops (str | Unset):  Default: ''.
        kept (bool | Unset):  Default: True.
        annotation (None | str | Unset):
    """

    inner: BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode
    value: float
    kind: Literal["group"] = "group"
    ops: str | Unset = ""
    kept: bool | Unset = True
    annotation: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dice_node import DiceNode
        from ..models.number_node import NumberNode
        from ..models.set_node import SetNode
        from ..models.unary_node import UnaryNode

        inner: dict[str, Any]
        if (
            isinstance(self.inner, NumberNode)
            or isinstance(self.inner, DiceNode)
            or isinstance(self.inner, SetNode)
            or isinstance(self.inner, GroupNode)
            or isinstance(self.inner, UnaryNode)
        ):
            inner = self.inner.to_dict()
        else:
            inner = self.inner.to_dict()

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
                "inner": inner,
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
        from ..models.number_node import NumberNode
        from ..models.set_node import SetNode
        from ..models.unary_node import UnaryNode

        d = dict(src_dict)

        def _parse_inner(
            data: object,
        ) -> BinaryNode | DiceNode | GroupNode | NumberNode | SetNode | UnaryNode:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                inner_type_0 = NumberNode.from_dict(data)

                return inner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                inner_type_1 = DiceNode.from_dict(data)

                return inner_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                inner_type_2 = SetNode.from_dict(data)

                return inner_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                inner_type_3 = GroupNode.from_dict(data)

                return inner_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                inner_type_4 = UnaryNode.from_dict(data)

                return inner_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            inner_type_5 = BinaryNode.from_dict(data)

            return inner_type_5

        inner = _parse_inner(d.pop("inner"))

        value = d.pop("value")

        kind = cast(Literal["group"], d.pop("kind"))
        if kind != "group":
            raise ValueError(f"kind must match const 'group', got '{kind}'")

        ops = d.pop("ops", UNSET)

        kept = d.pop("kept", UNSET)

        def _parse_annotation(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        annotation = _parse_annotation(d.pop("annotation", UNSET))

        group_node = cls(
            inner=inner,
            value=value,
            kind=kind,
            ops=ops,
            kept=kept,
            annotation=annotation,
        )

        group_node.additional_properties = d
        return group_node

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
