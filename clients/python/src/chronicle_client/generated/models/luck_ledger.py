from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.subject_luck import SubjectLuck
    from ..models.table_luck import TableLuck


T = TypeVar("T", bound="LuckLedger")


@_attrs_define
class LuckLedger:
    """
    Attributes:
        campaign (SubjectLuck):
        campaign_id (str | Unset):  Default: ''.
        version (int | Unset):  Default: -1.
        members (list[SubjectLuck] | Unset):
        characters (list[SubjectLuck] | Unset):
        tables (list[TableLuck] | Unset):
        flag_below (float | Unset):  Default: 0.001.
        min_expected (float | Unset):  Default: 5.0.
    """

    campaign: SubjectLuck
    campaign_id: str | Unset = ""
    version: int | Unset = -1
    members: list[SubjectLuck] | Unset = UNSET
    characters: list[SubjectLuck] | Unset = UNSET
    tables: list[TableLuck] | Unset = UNSET
    flag_below: float | Unset = 0.001
    min_expected: float | Unset = 5.0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign = self.campaign.to_dict()

        campaign_id = self.campaign_id

        version = self.version

        members: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.members, Unset):
            members = []
            for members_item_data in self.members:
                members_item = members_item_data.to_dict()
                members.append(members_item)

        characters: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.characters, Unset):
            characters = []
            for characters_item_data in self.characters:
                characters_item = characters_item_data.to_dict()
                characters.append(characters_item)

        tables: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tables, Unset):
            tables = []
            for tables_item_data in self.tables:
                tables_item = tables_item_data.to_dict()
                tables.append(tables_item)

        flag_below = self.flag_below

        min_expected = self.min_expected

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign": campaign,
            }
        )
        if campaign_id is not UNSET:
            field_dict["campaign_id"] = campaign_id
        if version is not UNSET:
            field_dict["version"] = version
        if members is not UNSET:
            field_dict["members"] = members
        if characters is not UNSET:
            field_dict["characters"] = characters
        if tables is not UNSET:
            field_dict["tables"] = tables
        if flag_below is not UNSET:
            field_dict["flag_below"] = flag_below
        if min_expected is not UNSET:
            field_dict["min_expected"] = min_expected

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.subject_luck import SubjectLuck
        from ..models.table_luck import TableLuck

        d = dict(src_dict)
        campaign = SubjectLuck.from_dict(d.pop("campaign"))

        campaign_id = d.pop("campaign_id", UNSET)

        version = d.pop("version", UNSET)

        _members = d.pop("members", UNSET)
        members: list[SubjectLuck] | Unset = UNSET
        if _members is not UNSET:
            members = []
            for members_item_data in _members:
                members_item = SubjectLuck.from_dict(members_item_data)

                members.append(members_item)

        _characters = d.pop("characters", UNSET)
        characters: list[SubjectLuck] | Unset = UNSET
        if _characters is not UNSET:
            characters = []
            for characters_item_data in _characters:
                characters_item = SubjectLuck.from_dict(characters_item_data)

                characters.append(characters_item)

        _tables = d.pop("tables", UNSET)
        tables: list[TableLuck] | Unset = UNSET
        if _tables is not UNSET:
            tables = []
            for tables_item_data in _tables:
                tables_item = TableLuck.from_dict(tables_item_data)

                tables.append(tables_item)

        flag_below = d.pop("flag_below", UNSET)

        min_expected = d.pop("min_expected", UNSET)

        luck_ledger = cls(
            campaign=campaign,
            campaign_id=campaign_id,
            version=version,
            members=members,
            characters=characters,
            tables=tables,
            flag_below=flag_below,
            min_expected=min_expected,
        )

        luck_ledger.additional_properties = d
        return luck_ledger

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
