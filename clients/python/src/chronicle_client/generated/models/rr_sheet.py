from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rr_sheet_core_social import RRSheetCoreSocial
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.accessory_entry import AccessoryEntry
    from ..models.cores import Cores
    from ..models.program_entry import ProgramEntry
    from ..models.trait_entry import TraitEntry


T = TypeVar("T", bound="RRSheet")


@_attrs_define
class RRSheet:
    """
    Attributes:
        name (str):
        body_type (int):
        vocalization (int):
        size (int):
        force (int):
        durability (int):
        articulation (int):
        locomotion (int):
        processor (int):
        memory (int):
        visual (int):
        audio (int):
        tactile (int):
        cores (Cores):
        programs (list[ProgramEntry]):
        traits (list[TraitEntry]):
        concept (str | Unset):  Default: ''.
        core_social (None | RRSheetCoreSocial | Unset):
        role (int | Unset):  Default: 10.
        self_awareness (int | Unset):  Default: 0.
        capacitor_levels (int | Unset):  Default: 0.
        slots (int | Unset):  Default: 0.
        accessories (list[AccessoryEntry] | Unset):
    """

    name: str
    body_type: int
    vocalization: int
    size: int
    force: int
    durability: int
    articulation: int
    locomotion: int
    processor: int
    memory: int
    visual: int
    audio: int
    tactile: int
    cores: Cores
    programs: list[ProgramEntry]
    traits: list[TraitEntry]
    concept: str | Unset = ""
    core_social: None | RRSheetCoreSocial | Unset = UNSET
    role: int | Unset = 10
    self_awareness: int | Unset = 0
    capacitor_levels: int | Unset = 0
    slots: int | Unset = 0
    accessories: list[AccessoryEntry] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        body_type = self.body_type

        vocalization = self.vocalization

        size = self.size

        force = self.force

        durability = self.durability

        articulation = self.articulation

        locomotion = self.locomotion

        processor = self.processor

        memory = self.memory

        visual = self.visual

        audio = self.audio

        tactile = self.tactile

        cores = self.cores.to_dict()

        programs = []
        for programs_item_data in self.programs:
            programs_item = programs_item_data.to_dict()
            programs.append(programs_item)

        traits = []
        for traits_item_data in self.traits:
            traits_item = traits_item_data.to_dict()
            traits.append(traits_item)

        concept = self.concept

        core_social: None | str | Unset
        if isinstance(self.core_social, Unset):
            core_social = UNSET
        elif isinstance(self.core_social, RRSheetCoreSocial):
            core_social = self.core_social.value
        else:
            core_social = self.core_social

        role = self.role

        self_awareness = self.self_awareness

        capacitor_levels = self.capacitor_levels

        slots = self.slots

        accessories: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.accessories, Unset):
            accessories = []
            for accessories_item_data in self.accessories:
                accessories_item = accessories_item_data.to_dict()
                accessories.append(accessories_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "body_type": body_type,
                "vocalization": vocalization,
                "size": size,
                "force": force,
                "durability": durability,
                "articulation": articulation,
                "locomotion": locomotion,
                "processor": processor,
                "memory": memory,
                "visual": visual,
                "audio": audio,
                "tactile": tactile,
                "cores": cores,
                "programs": programs,
                "traits": traits,
            }
        )
        if concept is not UNSET:
            field_dict["concept"] = concept
        if core_social is not UNSET:
            field_dict["core_social"] = core_social
        if role is not UNSET:
            field_dict["role"] = role
        if self_awareness is not UNSET:
            field_dict["self_awareness"] = self_awareness
        if capacitor_levels is not UNSET:
            field_dict["capacitor_levels"] = capacitor_levels
        if slots is not UNSET:
            field_dict["slots"] = slots
        if accessories is not UNSET:
            field_dict["accessories"] = accessories

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.accessory_entry import AccessoryEntry
        from ..models.cores import Cores
        from ..models.program_entry import ProgramEntry
        from ..models.trait_entry import TraitEntry

        d = dict(src_dict)
        name = d.pop("name")

        body_type = d.pop("body_type")

        vocalization = d.pop("vocalization")

        size = d.pop("size")

        force = d.pop("force")

        durability = d.pop("durability")

        articulation = d.pop("articulation")

        locomotion = d.pop("locomotion")

        processor = d.pop("processor")

        memory = d.pop("memory")

        visual = d.pop("visual")

        audio = d.pop("audio")

        tactile = d.pop("tactile")

        cores = Cores.from_dict(d.pop("cores"))

        programs = []
        _programs = d.pop("programs")
        for programs_item_data in _programs:
            programs_item = ProgramEntry.from_dict(programs_item_data)

            programs.append(programs_item)

        traits = []
        _traits = d.pop("traits")
        for traits_item_data in _traits:
            traits_item = TraitEntry.from_dict(traits_item_data)

            traits.append(traits_item)

        concept = d.pop("concept", UNSET)

        def _parse_core_social(data: object) -> None | RRSheetCoreSocial | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                core_social_core_social = RRSheetCoreSocial(data)

                return core_social_core_social
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RRSheetCoreSocial | Unset, data)

        core_social = _parse_core_social(d.pop("core_social", UNSET))

        role = d.pop("role", UNSET)

        self_awareness = d.pop("self_awareness", UNSET)

        capacitor_levels = d.pop("capacitor_levels", UNSET)

        slots = d.pop("slots", UNSET)

        _accessories = d.pop("accessories", UNSET)
        accessories: list[AccessoryEntry] | Unset = UNSET
        if _accessories is not UNSET:
            accessories = []
            for accessories_item_data in _accessories:
                accessories_item = AccessoryEntry.from_dict(accessories_item_data)

                accessories.append(accessories_item)

        rr_sheet = cls(
            name=name,
            body_type=body_type,
            vocalization=vocalization,
            size=size,
            force=force,
            durability=durability,
            articulation=articulation,
            locomotion=locomotion,
            processor=processor,
            memory=memory,
            visual=visual,
            audio=audio,
            tactile=tactile,
            cores=cores,
            programs=programs,
            traits=traits,
            concept=concept,
            core_social=core_social,
            role=role,
            self_awareness=self_awareness,
            capacitor_levels=capacitor_levels,
            slots=slots,
            accessories=accessories,
        )

        rr_sheet.additional_properties = d
        return rr_sheet

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
