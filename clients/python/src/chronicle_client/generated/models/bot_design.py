from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_design_features_item import BotDesignFeaturesItem
from ..models.bot_design_locomotion import BotDesignLocomotion
from ..models.bot_design_penalties_item import BotDesignPenaltiesItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="BotDesign")


@_attrs_define
class BotDesign:
    """
    Attributes:
        locomotion (BotDesignLocomotion | None | Unset):  Default: BotDesignLocomotion.WHEELS.
        features (list[BotDesignFeaturesItem] | Unset):
        penalties (list[BotDesignPenaltiesItem] | Unset):
    """

    locomotion: BotDesignLocomotion | None | Unset = BotDesignLocomotion.WHEELS
    features: list[BotDesignFeaturesItem] | Unset = UNSET
    penalties: list[BotDesignPenaltiesItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        locomotion: None | str | Unset
        if isinstance(self.locomotion, Unset):
            locomotion = UNSET
        elif isinstance(self.locomotion, BotDesignLocomotion):
            locomotion = self.locomotion.value
        else:
            locomotion = self.locomotion

        features: list[str] | Unset = UNSET
        if not isinstance(self.features, Unset):
            features = []
            for features_item_data in self.features:
                features_item = features_item_data.value
                features.append(features_item)

        penalties: list[str] | Unset = UNSET
        if not isinstance(self.penalties, Unset):
            penalties = []
            for penalties_item_data in self.penalties:
                penalties_item = penalties_item_data.value
                penalties.append(penalties_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if locomotion is not UNSET:
            field_dict["locomotion"] = locomotion
        if features is not UNSET:
            field_dict["features"] = features
        if penalties is not UNSET:
            field_dict["penalties"] = penalties

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_locomotion(data: object) -> BotDesignLocomotion | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                locomotion_locomotion = BotDesignLocomotion(data)

                return locomotion_locomotion
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotDesignLocomotion | None | Unset, data)

        locomotion = _parse_locomotion(d.pop("locomotion", UNSET))

        _features = d.pop("features", UNSET)
        features: list[BotDesignFeaturesItem] | Unset = UNSET
        if _features is not UNSET:
            features = []
            for features_item_data in _features:
                features_item = BotDesignFeaturesItem(features_item_data)

                features.append(features_item)

        _penalties = d.pop("penalties", UNSET)
        penalties: list[BotDesignPenaltiesItem] | Unset = UNSET
        if _penalties is not UNSET:
            penalties = []
            for penalties_item_data in _penalties:
                penalties_item = BotDesignPenaltiesItem(penalties_item_data)

                penalties.append(penalties_item)

        bot_design = cls(
            locomotion=locomotion,
            features=features,
            penalties=penalties,
        )

        bot_design.additional_properties = d
        return bot_design

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
