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

from ..models.rb_character_rolled_visibility import RbCharacterRolledVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dice_roll import DiceRoll
    from ..models.doing_pair import DoingPair
    from ..models.symbol_roll import SymbolRoll


T = TypeVar("T", bound="RbCharacterRolled")


@_attrs_define
class RbCharacterRolled:
    """
    Attributes:
        table_id (str):
        roller_id (str):
        rolls (list[DiceRoll]):
        draft_id (str):
        owner_id (str):
        being (list[str]):
        doing (list[DoingPair]):
        record (list[SymbolRoll]):
        type_ (Literal['rb.character_rolled']):  Default: 'rb.character_rolled'.
        visibility (RbCharacterRolledVisibility | Unset):  Default: RbCharacterRolledVisibility.PUBLIC.
        theme (None | str | Unset):
    """

    table_id: str
    roller_id: str
    rolls: list[DiceRoll]
    draft_id: str
    owner_id: str
    being: list[str]
    doing: list[DoingPair]
    record: list[SymbolRoll]
    type_: Literal["rb.character_rolled"] = "rb.character_rolled"
    visibility: RbCharacterRolledVisibility | Unset = RbCharacterRolledVisibility.PUBLIC
    theme: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table_id = self.table_id

        roller_id = self.roller_id

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)

        draft_id = self.draft_id

        owner_id = self.owner_id

        being = self.being

        doing = []
        for doing_item_data in self.doing:
            doing_item = doing_item_data.to_dict()
            doing.append(doing_item)

        record = []
        for record_item_data in self.record:
            record_item = record_item_data.to_dict()
            record.append(record_item)

        type_ = self.type_

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        theme: None | str | Unset
        if isinstance(self.theme, Unset):
            theme = UNSET
        else:
            theme = self.theme

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table_id": table_id,
                "roller_id": roller_id,
                "rolls": rolls,
                "draft_id": draft_id,
                "owner_id": owner_id,
                "being": being,
                "doing": doing,
                "record": record,
                "type": type_,
            }
        )
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if theme is not UNSET:
            field_dict["theme"] = theme

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dice_roll import DiceRoll
        from ..models.doing_pair import DoingPair
        from ..models.symbol_roll import SymbolRoll

        d = dict(src_dict)
        table_id = d.pop("table_id")

        roller_id = d.pop("roller_id")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = DiceRoll.from_dict(rolls_item_data)

            rolls.append(rolls_item)

        draft_id = d.pop("draft_id")

        owner_id = d.pop("owner_id")

        being = cast(list[str], d.pop("being"))

        doing = []
        _doing = d.pop("doing")
        for doing_item_data in _doing:
            doing_item = DoingPair.from_dict(doing_item_data)

            doing.append(doing_item)

        record = []
        _record = d.pop("record")
        for record_item_data in _record:
            record_item = SymbolRoll.from_dict(record_item_data)

            record.append(record_item)

        type_ = cast(Literal["rb.character_rolled"], d.pop("type"))
        if type_ != "rb.character_rolled":
            raise ValueError(
                f"type must match const 'rb.character_rolled', got '{type_}'"
            )

        _visibility = d.pop("visibility", UNSET)
        visibility: RbCharacterRolledVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = RbCharacterRolledVisibility(_visibility)

        def _parse_theme(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        theme = _parse_theme(d.pop("theme", UNSET))

        rb_character_rolled = cls(
            table_id=table_id,
            roller_id=roller_id,
            rolls=rolls,
            draft_id=draft_id,
            owner_id=owner_id,
            being=being,
            doing=doing,
            record=record,
            type_=type_,
            visibility=visibility,
            theme=theme,
        )

        rb_character_rolled.additional_properties = d
        return rb_character_rolled

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
