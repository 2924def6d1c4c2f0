from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Abilities")


@_attrs_define
class Abilities:
    """
    Attributes:
        toughness (int | Unset):  Default: 0.
        shooting (int | Unset):  Default: 0.
        blasting (int | Unset):  Default: 0.
        knockout (int | Unset):  Default: 0.
        fighting (int | Unset):  Default: 0.
        wrestling (int | Unset):  Default: 0.
        stalking (int | Unset):  Default: 0.
        acrobatics (int | Unset):  Default: 0.
        quickness (int | Unset):  Default: 0.
        flying (int | Unset):  Default: 0.
        swimming (int | Unset):  Default: 0.
        healing (int | Unset):  Default: 0.
        craftsmanship (int | Unset):  Default: 0.
        command (int | Unset):  Default: 0.
        driving (int | Unset):  Default: 0.
        navigation (int | Unset):  Default: 0.
        piloting (int | Unset):  Default: 0.
    """

    toughness: int | Unset = 0
    shooting: int | Unset = 0
    blasting: int | Unset = 0
    knockout: int | Unset = 0
    fighting: int | Unset = 0
    wrestling: int | Unset = 0
    stalking: int | Unset = 0
    acrobatics: int | Unset = 0
    quickness: int | Unset = 0
    flying: int | Unset = 0
    swimming: int | Unset = 0
    healing: int | Unset = 0
    craftsmanship: int | Unset = 0
    command: int | Unset = 0
    driving: int | Unset = 0
    navigation: int | Unset = 0
    piloting: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        toughness = self.toughness

        shooting = self.shooting

        blasting = self.blasting

        knockout = self.knockout

        fighting = self.fighting

        wrestling = self.wrestling

        stalking = self.stalking

        acrobatics = self.acrobatics

        quickness = self.quickness

        flying = self.flying

        swimming = self.swimming

        healing = self.healing

        craftsmanship = self.craftsmanship

        command = self.command

        driving = self.driving

        navigation = self.navigation

        piloting = self.piloting

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if toughness is not UNSET:
            field_dict["toughness"] = toughness
        if shooting is not UNSET:
            field_dict["shooting"] = shooting
        if blasting is not UNSET:
            field_dict["blasting"] = blasting
        if knockout is not UNSET:
            field_dict["knockout"] = knockout
        if fighting is not UNSET:
            field_dict["fighting"] = fighting
        if wrestling is not UNSET:
            field_dict["wrestling"] = wrestling
        if stalking is not UNSET:
            field_dict["stalking"] = stalking
        if acrobatics is not UNSET:
            field_dict["acrobatics"] = acrobatics
        if quickness is not UNSET:
            field_dict["quickness"] = quickness
        if flying is not UNSET:
            field_dict["flying"] = flying
        if swimming is not UNSET:
            field_dict["swimming"] = swimming
        if healing is not UNSET:
            field_dict["healing"] = healing
        if craftsmanship is not UNSET:
            field_dict["craftsmanship"] = craftsmanship
        if command is not UNSET:
            field_dict["command"] = command
        if driving is not UNSET:
            field_dict["driving"] = driving
        if navigation is not UNSET:
            field_dict["navigation"] = navigation
        if piloting is not UNSET:
            field_dict["piloting"] = piloting

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        toughness = d.pop("toughness", UNSET)

        shooting = d.pop("shooting", UNSET)

        blasting = d.pop("blasting", UNSET)

        knockout = d.pop("knockout", UNSET)

        fighting = d.pop("fighting", UNSET)

        wrestling = d.pop("wrestling", UNSET)

        stalking = d.pop("stalking", UNSET)

        acrobatics = d.pop("acrobatics", UNSET)

        quickness = d.pop("quickness", UNSET)

        flying = d.pop("flying", UNSET)

        swimming = d.pop("swimming", UNSET)

        healing = d.pop("healing", UNSET)

        craftsmanship = d.pop("craftsmanship", UNSET)

        command = d.pop("command", UNSET)

        driving = d.pop("driving", UNSET)

        navigation = d.pop("navigation", UNSET)

        piloting = d.pop("piloting", UNSET)

        abilities = cls(
            toughness=toughness,
            shooting=shooting,
            blasting=blasting,
            knockout=knockout,
            fighting=fighting,
            wrestling=wrestling,
            stalking=stalking,
            acrobatics=acrobatics,
            quickness=quickness,
            flying=flying,
            swimming=swimming,
            healing=healing,
            craftsmanship=craftsmanship,
            command=command,
            driving=driving,
            navigation=navigation,
            piloting=piloting,
        )

        abilities.additional_properties = d
        return abilities

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
