from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.sb_sheet_kind import SbSheetKind
from ..models.sb_sheet_shaping import SbSheetShaping
from ..models.sb_sheet_species import SbSheetSpecies
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bot_design import BotDesign
    from ..models.sb_sheet_adjustments import SbSheetAdjustments
    from ..models.sb_sheet_features import SbSheetFeatures
    from ..models.sb_sheet_skills import SbSheetSkills


T = TypeVar("T", bound="SbSheet")


@_attrs_define
class SbSheet:
    """
    Attributes:
        kind (SbSheetKind | Unset):  Default: SbSheetKind.ANIMAL.
        species (None | SbSheetSpecies | Unset):
        adjustments (SbSheetAdjustments | Unset):
        skills (SbSheetSkills | Unset):
        shaping (None | SbSheetShaping | Unset):
        bot (BotDesign | None | Unset):
        extra (bool | Unset):  Default: False.
        features (SbSheetFeatures | Unset):
    """

    kind: SbSheetKind | Unset = SbSheetKind.ANIMAL
    species: None | SbSheetSpecies | Unset = UNSET
    adjustments: SbSheetAdjustments | Unset = UNSET
    skills: SbSheetSkills | Unset = UNSET
    shaping: None | SbSheetShaping | Unset = UNSET
    bot: BotDesign | None | Unset = UNSET
    extra: bool | Unset = False
    features: SbSheetFeatures | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_design import BotDesign

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value

        species: None | str | Unset
        if isinstance(self.species, Unset):
            species = UNSET
        elif isinstance(self.species, SbSheetSpecies):
            species = self.species.value
        else:
            species = self.species

        adjustments: dict[str, Any] | Unset = UNSET
        if not isinstance(self.adjustments, Unset):
            adjustments = self.adjustments.to_dict()

        skills: dict[str, Any] | Unset = UNSET
        if not isinstance(self.skills, Unset):
            skills = self.skills.to_dict()

        shaping: None | str | Unset
        if isinstance(self.shaping, Unset):
            shaping = UNSET
        elif isinstance(self.shaping, SbSheetShaping):
            shaping = self.shaping.value
        else:
            shaping = self.shaping

        bot: dict[str, Any] | None | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, BotDesign):
            bot = self.bot.to_dict()
        else:
            bot = self.bot

        extra = self.extra

        features: dict[str, Any] | Unset = UNSET
        if not isinstance(self.features, Unset):
            features = self.features.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
        if species is not UNSET:
            field_dict["species"] = species
        if adjustments is not UNSET:
            field_dict["adjustments"] = adjustments
        if skills is not UNSET:
            field_dict["skills"] = skills
        if shaping is not UNSET:
            field_dict["shaping"] = shaping
        if bot is not UNSET:
            field_dict["bot"] = bot
        if extra is not UNSET:
            field_dict["extra"] = extra
        if features is not UNSET:
            field_dict["features"] = features

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.bot_design import BotDesign
        from ..models.sb_sheet_adjustments import SbSheetAdjustments
        from ..models.sb_sheet_features import SbSheetFeatures
        from ..models.sb_sheet_skills import SbSheetSkills

        d = dict(src_dict)
        _kind = d.pop("kind", UNSET)
        kind: SbSheetKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = SbSheetKind(_kind)

        def _parse_species(data: object) -> None | SbSheetSpecies | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                species_species = SbSheetSpecies(data)

                return species_species
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SbSheetSpecies | Unset, data)

        species = _parse_species(d.pop("species", UNSET))

        _adjustments = d.pop("adjustments", UNSET)
        adjustments: SbSheetAdjustments | Unset
        if isinstance(_adjustments, Unset):
            adjustments = UNSET
        else:
            adjustments = SbSheetAdjustments.from_dict(_adjustments)

        _skills = d.pop("skills", UNSET)
        skills: SbSheetSkills | Unset
        if isinstance(_skills, Unset):
            skills = UNSET
        else:
            skills = SbSheetSkills.from_dict(_skills)

        def _parse_shaping(data: object) -> None | SbSheetShaping | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                shaping_shaping = SbSheetShaping(data)

                return shaping_shaping
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SbSheetShaping | Unset, data)

        shaping = _parse_shaping(d.pop("shaping", UNSET))

        def _parse_bot(data: object) -> BotDesign | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                bot_type_0 = BotDesign.from_dict(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotDesign | None | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))

        extra = d.pop("extra", UNSET)

        _features = d.pop("features", UNSET)
        features: SbSheetFeatures | Unset
        if isinstance(_features, Unset):
            features = UNSET
        else:
            features = SbSheetFeatures.from_dict(_features)

        sb_sheet = cls(
            kind=kind,
            species=species,
            adjustments=adjustments,
            skills=skills,
            shaping=shaping,
            bot=bot,
            extra=extra,
            features=features,
        )

        sb_sheet.additional_properties = d
        return sb_sheet

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
