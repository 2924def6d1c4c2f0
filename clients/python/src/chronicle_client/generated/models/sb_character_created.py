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

from ..models.sb_character_created_kind import SbCharacterCreatedKind

if TYPE_CHECKING:
    from ..models.bot_design import BotDesign
    from ..models.customization import Customization
    from ..models.sb_character_created_adjustments import SbCharacterCreatedAdjustments
    from ..models.sb_character_created_features import SbCharacterCreatedFeatures
    from ..models.sb_character_created_natural_weapons import (
        SbCharacterCreatedNaturalWeapons,
    )
    from ..models.sb_character_created_skill_costs import SbCharacterCreatedSkillCosts
    from ..models.sb_character_created_skills import SbCharacterCreatedSkills


T = TypeVar("T", bound="SbCharacterCreated")


@_attrs_define
class SbCharacterCreated:
    """
    Attributes:
        character_id (str):
        owner_id (str):
        name (str):
        kind (SbCharacterCreatedKind):
        species (None | str):
        extra (bool):
        features (SbCharacterCreatedFeatures):
        adjustments (SbCharacterCreatedAdjustments):
        customization (Customization | None):
        skills (SbCharacterCreatedSkills):
        skill_costs (SbCharacterCreatedSkillCosts):
        skill_points (int):
        skill_points_spent (int):
        shaping (None | str):
        bot (BotDesign | None):
        natural_armor (bool):
        natural_weapons (SbCharacterCreatedNaturalWeapons):
        max_hp (int):
        type_ (Literal['sb.character_created']):  Default: 'sb.character_created'.
    """

    character_id: str
    owner_id: str
    name: str
    kind: SbCharacterCreatedKind
    species: None | str
    extra: bool
    features: SbCharacterCreatedFeatures
    adjustments: SbCharacterCreatedAdjustments
    customization: Customization | None
    skills: SbCharacterCreatedSkills
    skill_costs: SbCharacterCreatedSkillCosts
    skill_points: int
    skill_points_spent: int
    shaping: None | str
    bot: BotDesign | None
    natural_armor: bool
    natural_weapons: SbCharacterCreatedNaturalWeapons
    max_hp: int
    type_: Literal["sb.character_created"] = "sb.character_created"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_design import BotDesign
        from ..models.customization import Customization

        character_id = self.character_id

        owner_id = self.owner_id

        name = self.name

        kind = self.kind.value

        species: None | str
        species = self.species

        extra = self.extra

        features = self.features.to_dict()

        adjustments = self.adjustments.to_dict()

        customization: dict[str, Any] | None
        if isinstance(self.customization, Customization):
            customization = self.customization.to_dict()
        else:
            customization = self.customization

        skills = self.skills.to_dict()

        skill_costs = self.skill_costs.to_dict()

        skill_points = self.skill_points

        skill_points_spent = self.skill_points_spent

        shaping: None | str
        shaping = self.shaping

        bot: dict[str, Any] | None
        if isinstance(self.bot, BotDesign):
            bot = self.bot.to_dict()
        else:
            bot = self.bot

        natural_armor = self.natural_armor

        natural_weapons = self.natural_weapons.to_dict()

        max_hp = self.max_hp

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character_id": character_id,
                "owner_id": owner_id,
                "name": name,
                "kind": kind,
                "species": species,
                "extra": extra,
                "features": features,
                "adjustments": adjustments,
                "customization": customization,
                "skills": skills,
                "skill_costs": skill_costs,
                "skill_points": skill_points,
                "skill_points_spent": skill_points_spent,
                "shaping": shaping,
                "bot": bot,
                "natural_armor": natural_armor,
                "natural_weapons": natural_weapons,
                "max_hp": max_hp,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bot_design import BotDesign
        from ..models.customization import Customization
        from ..models.sb_character_created_adjustments import (
            SbCharacterCreatedAdjustments,
        )
        from ..models.sb_character_created_features import SbCharacterCreatedFeatures
        from ..models.sb_character_created_natural_weapons import (
            SbCharacterCreatedNaturalWeapons,
        )
        from ..models.sb_character_created_skill_costs import (
            SbCharacterCreatedSkillCosts,
        )
        from ..models.sb_character_created_skills import SbCharacterCreatedSkills

        d = dict(src_dict)
        character_id = d.pop("character_id")

        owner_id = d.pop("owner_id")

        name = d.pop("name")

        kind = SbCharacterCreatedKind(d.pop("kind"))

        def _parse_species(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        species = _parse_species(d.pop("species"))

        extra = d.pop("extra")

        features = SbCharacterCreatedFeatures.from_dict(d.pop("features"))

        adjustments = SbCharacterCreatedAdjustments.from_dict(d.pop("adjustments"))

        def _parse_customization(data: object) -> Customization | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                customization_type_0 = Customization.from_dict(data)

                return customization_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Customization | None, data)

        customization = _parse_customization(d.pop("customization"))

        skills = SbCharacterCreatedSkills.from_dict(d.pop("skills"))

        skill_costs = SbCharacterCreatedSkillCosts.from_dict(d.pop("skill_costs"))

        skill_points = d.pop("skill_points")

        skill_points_spent = d.pop("skill_points_spent")

        def _parse_shaping(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shaping = _parse_shaping(d.pop("shaping"))

        def _parse_bot(data: object) -> BotDesign | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bot_type_0 = BotDesign.from_dict(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotDesign | None, data)

        bot = _parse_bot(d.pop("bot"))

        natural_armor = d.pop("natural_armor")

        natural_weapons = SbCharacterCreatedNaturalWeapons.from_dict(
            d.pop("natural_weapons")
        )

        max_hp = d.pop("max_hp")

        type_ = cast(Literal["sb.character_created"], d.pop("type"))
        if type_ != "sb.character_created":
            raise ValueError(
                f"type must match const 'sb.character_created', got '{type_}'"
            )

        sb_character_created = cls(
            character_id=character_id,
            owner_id=owner_id,
            name=name,
            kind=kind,
            species=species,
            extra=extra,
            features=features,
            adjustments=adjustments,
            customization=customization,
            skills=skills,
            skill_costs=skill_costs,
            skill_points=skill_points,
            skill_points_spent=skill_points_spent,
            shaping=shaping,
            bot=bot,
            natural_armor=natural_armor,
            natural_weapons=natural_weapons,
            max_hp=max_hp,
            type_=type_,
        )

        sb_character_created.additional_properties = d
        return sb_character_created

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
