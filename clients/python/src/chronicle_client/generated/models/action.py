from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action_body import ActionBody
    from ..models.ask import Ask


T = TypeVar("T", bound="Action")


@_attrs_define
class Action:
    """
    Attributes:
        command (str):
        label (str):
        body (ActionBody | Unset):
        asks (list[Ask] | Unset):
        hint (str | Unset):  Default: ''.
        by (None | str | Unset):
        about (list[str] | Unset):
        rolls (bool | Unset):  Default: False.
        prompt (bool | Unset):  Default: False.
        group (str | Unset):  Default: ''.
    """

    command: str
    label: str
    body: ActionBody | Unset = UNSET
    asks: list[Ask] | Unset = UNSET
    hint: str | Unset = ""
    by: None | str | Unset = UNSET
    about: list[str] | Unset = UNSET
    rolls: bool | Unset = False
    prompt: bool | Unset = False
    group: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        command = self.command

        label = self.label

        body: dict[str, Any] | Unset = UNSET
        if not isinstance(self.body, Unset):
            body = self.body.to_dict()

        asks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.asks, Unset):
            asks = []
            for asks_item_data in self.asks:
                asks_item = asks_item_data.to_dict()
                asks.append(asks_item)

        hint = self.hint

        by: None | str | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        else:
            by = self.by

        about: list[str] | Unset = UNSET
        if not isinstance(self.about, Unset):
            about = self.about

        rolls = self.rolls

        prompt = self.prompt

        group = self.group

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command": command,
                "label": label,
            }
        )
        if body is not UNSET:
            field_dict["body"] = body
        if asks is not UNSET:
            field_dict["asks"] = asks
        if hint is not UNSET:
            field_dict["hint"] = hint
        if by is not UNSET:
            field_dict["by"] = by
        if about is not UNSET:
            field_dict["about"] = about
        if rolls is not UNSET:
            field_dict["rolls"] = rolls
        if prompt is not UNSET:
            field_dict["prompt"] = prompt
        if group is not UNSET:
            field_dict["group"] = group

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.action_body import ActionBody
        from ..models.ask import Ask

        d = dict(src_dict)
        command = d.pop("command")

        label = d.pop("label")

        _body = d.pop("body", UNSET)
        body: ActionBody | Unset
        if isinstance(_body, Unset):
            body = UNSET
        else:
            body = ActionBody.from_dict(_body)

        _asks = d.pop("asks", UNSET)
        asks: list[Ask] | Unset = UNSET
        if _asks is not UNSET:
            asks = []
            for asks_item_data in _asks:
                asks_item = Ask.from_dict(asks_item_data)

                asks.append(asks_item)

        hint = d.pop("hint", UNSET)

        def _parse_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        by = _parse_by(d.pop("by", UNSET))

        about = cast(list[str], d.pop("about", UNSET))

        rolls = d.pop("rolls", UNSET)

        prompt = d.pop("prompt", UNSET)

        group = d.pop("group", UNSET)

        action = cls(
            command=command,
            label=label,
            body=body,
            asks=asks,
            hint=hint,
            by=by,
            about=about,
            rolls=rolls,
            prompt=prompt,
            group=group,
        )

        action.additional_properties = d
        return action

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
