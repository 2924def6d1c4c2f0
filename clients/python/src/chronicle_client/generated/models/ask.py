from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ask_kind import AskKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.choice import Choice


T = TypeVar("T", bound="Ask")


@_attrs_define
class Ask:
    """
    Attributes:
        field (str):
        label (str):
        kind (AskKind | Unset):  Default: AskKind.CHOICE.
        choices (list[Choice] | Unset):
        default (Any | Unset):
        minimum (int | None | Unset):
        maximum (int | None | Unset):
        optional (bool | Unset):  Default: False.
    """

    field: str
    label: str
    kind: AskKind | Unset = AskKind.CHOICE
    choices: list[Choice] | Unset = UNSET
    default: Any | Unset = UNSET
    minimum: int | None | Unset = UNSET
    maximum: int | None | Unset = UNSET
    optional: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        label = self.label

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        choices: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = []
            for choices_item_data in self.choices:
                choices_item = choices_item_data.to_dict()
                choices.append(choices_item)

        default = self.default

        minimum: int | None | Unset
        if isinstance(self.minimum, Unset):
            minimum = UNSET
        else:
            minimum = self.minimum

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        optional = self.optional

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "field": field,
                "label": label,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if choices is not UNSET:
            field_dict["choices"] = choices
        if default is not UNSET:
            field_dict["default"] = default
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if optional is not UNSET:
            field_dict["optional"] = optional

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.choice import Choice

        d = dict(src_dict)
        field = d.pop("field")

        label = d.pop("label")

        _kind = d.pop("kind", UNSET)
        kind: AskKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = AskKind(_kind)

        _choices = d.pop("choices", UNSET)
        choices: list[Choice] | Unset = UNSET
        if _choices is not UNSET:
            choices = []
            for choices_item_data in _choices:
                choices_item = Choice.from_dict(choices_item_data)

                choices.append(choices_item)

        default = d.pop("default", UNSET)

        def _parse_minimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum = _parse_minimum(d.pop("minimum", UNSET))

        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))

        optional = d.pop("optional", UNSET)

        ask = cls(
            field=field,
            label=label,
            kind=kind,
            choices=choices,
            default=default,
            minimum=minimum,
            maximum=maximum,
            optional=optional,
        )

        ask.additional_properties = d
        return ask

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
