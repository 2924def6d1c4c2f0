from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.campaign_out_settings import CampaignOutSettings
    from ..models.character_ref import CharacterRef
    from ..models.hidden_roll import HiddenRoll
    from ..models.member import Member
    from ..models.ruling_out import RulingOut
    from ..models.table import Table
    from ..models.you import You


T = TypeVar("T", bound="CampaignOut")


@_attrs_define
class CampaignOut:
    """
    Attributes:
        campaign_id (str):
        name (str):
        ruleset (str):
        version (int):
        you (You):
        members (list[Member]):
        tables (list[Table]):
        characters (list[CharacterRef]):
        hidden_rolls (list[HiddenRoll]):
        settings (CampaignOutSettings):
        rulings (list[RulingOut] | Unset):
    """

    campaign_id: str
    name: str
    ruleset: str
    version: int
    you: You
    members: list[Member]
    tables: list[Table]
    characters: list[CharacterRef]
    hidden_rolls: list[HiddenRoll]
    settings: CampaignOutSettings
    rulings: list[RulingOut] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campaign_id = self.campaign_id

        name = self.name

        ruleset = self.ruleset

        version = self.version

        you = self.you.to_dict()

        members = []
        for members_item_data in self.members:
            members_item = members_item_data.to_dict()
            members.append(members_item)

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        characters = []
        for characters_item_data in self.characters:
            characters_item = characters_item_data.to_dict()
            characters.append(characters_item)

        hidden_rolls = []
        for hidden_rolls_item_data in self.hidden_rolls:
            hidden_rolls_item = hidden_rolls_item_data.to_dict()
            hidden_rolls.append(hidden_rolls_item)

        settings = self.settings.to_dict()

        rulings: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rulings, Unset):
            rulings = []
            for rulings_item_data in self.rulings:
                rulings_item = rulings_item_data.to_dict()
                rulings.append(rulings_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campaign_id": campaign_id,
                "name": name,
                "ruleset": ruleset,
                "version": version,
                "you": you,
                "members": members,
                "tables": tables,
                "characters": characters,
                "hidden_rolls": hidden_rolls,
                "settings": settings,
            }
        )
        if rulings is not UNSET:
            field_dict["rulings"] = rulings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.campaign_out_settings import CampaignOutSettings
        from ..models.character_ref import CharacterRef
        from ..models.hidden_roll import HiddenRoll
        from ..models.member import Member
        from ..models.ruling_out import RulingOut
        from ..models.table import Table
        from ..models.you import You

        d = dict(src_dict)
        campaign_id = d.pop("campaign_id")

        name = d.pop("name")

        ruleset = d.pop("ruleset")

        version = d.pop("version")

        you = You.from_dict(d.pop("you"))

        members = []
        _members = d.pop("members")
        for members_item_data in _members:
            members_item = Member.from_dict(members_item_data)

            members.append(members_item)

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = Table.from_dict(tables_item_data)

            tables.append(tables_item)

        characters = []
        _characters = d.pop("characters")
        for characters_item_data in _characters:
            characters_item = CharacterRef.from_dict(characters_item_data)

            characters.append(characters_item)

        hidden_rolls = []
        _hidden_rolls = d.pop("hidden_rolls")
        for hidden_rolls_item_data in _hidden_rolls:
            hidden_rolls_item = HiddenRoll.from_dict(hidden_rolls_item_data)

            hidden_rolls.append(hidden_rolls_item)

        settings = CampaignOutSettings.from_dict(d.pop("settings"))

        _rulings = d.pop("rulings", UNSET)
        rulings: list[RulingOut] | Unset = UNSET
        if _rulings is not UNSET:
            rulings = []
            for rulings_item_data in _rulings:
                rulings_item = RulingOut.from_dict(rulings_item_data)

                rulings.append(rulings_item)

        campaign_out = cls(
            campaign_id=campaign_id,
            name=name,
            ruleset=ruleset,
            version=version,
            you=you,
            members=members,
            tables=tables,
            characters=characters,
            hidden_rolls=hidden_rolls,
            settings=settings,
            rulings=rulings,
        )

        campaign_out.additional_properties = d
        return campaign_out

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
