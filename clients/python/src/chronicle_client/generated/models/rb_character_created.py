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
    from ..models.doing_spec import DoingSpec


T = TypeVar("T", bound="RbCharacterCreated")


@_attrs_define
class RbCharacterCreated:
    """
    Attributes:
        character_id (str):
        owner_id (str):
        name (str):
        draft_id (str):
        title (str):
        being (list[str]):
        doing (list[DoingSpec]):
        type_ (Literal['rb.character_created']):  Default: 'rb.character_created'.
        theme (None | str | Unset):
    """

    character_id: str
    owner_id: str
    name: str
    draft_id: str
    title: str
    being: list[str]
    doing: list[DoingSpec]
    type_: Literal["rb.character_created"] = "rb.character_created"
    theme: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character_id = self.character_id

        owner_id = self.owner_id

        name = self.name

        draft_id = self.draft_id

        title = self.title

        being = self.being

        doing = []
        for doing_item_data in self.doing:
            doing_item = doing_item_data.to_dict()
            doing.append(doing_item)

        type_ = self.type_

        theme: None | str | Unset
        if isinstance(self.theme, Unset):
            theme = UNSET
        else:
            theme = self.theme

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "owner_id": owner_id,
                "name": name,
                "draft_id": draft_id,
                "title": title,
                "being": being,
                "doing": doing,
                "type": type_,
            }
        )
        if theme is not UNSET:
            field_dict["theme"] = theme

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.doing_spec import DoingSpec

        d = dict(src_dict)
        character_id = d.pop("character_id")

        owner_id = d.pop("owner_id")

        name = d.pop("name")

        draft_id = d.pop("draft_id")

        title = d.pop("title")

        being = cast(list[str], d.pop("being"))

        doing = []
        _doing = d.pop("doing")
        for doing_item_data in _doing:
            doing_item = DoingSpec.from_dict(doing_item_data)

            doing.append(doing_item)

        type_ = cast(Literal["rb.character_created"], d.pop("type"))
        if type_ != "rb.character_created":
            raise ValueError(
                f"type must match const 'rb.character_created', got '{type_}'"
            )

        def _parse_theme(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        theme = _parse_theme(d.pop("theme", UNSET))

        rb_character_created = cls(
            character_id=character_id,
            owner_id=owner_id,
            name=name,
            draft_id=draft_id,
            title=title,
            being=being,
            doing=doing,
            type_=type_,
            theme=theme,
        )

        rb_character_created.additional_properties = d
        return rb_character_created

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
