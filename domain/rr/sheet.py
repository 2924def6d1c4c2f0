"""The character sheet a player submits, and its check against the seed's Character Creation Summary.

The summary (steps 1-10) fixes the budget arithmetic, so the domain computes and enforces it:

1. Body Type and Vocalization 0-4; Anthropoid Class = their sum (accessories may change it).
   Role + Self Awareness = 10; new robots start at Role 10 (only the GM may create a more "experienced" one).
2. Size 0-9; Spaces used must lie in the Size's range (6 Spaces per Size: Size 0 → 0-6, Size s → 6s+1..6s+6);
   Design Points come from a roll of X + Anthropoid Class d10s keeping the X highest (X from Size), or are
   set by the GM for point-buy and pre-generated robots.
3. Six primary attributes 1-8, 1 Design Point each; Force and Durability 2 Spaces per point, Articulation and
   Locomotion 1; Durability capped by Body Type (0: 2, 1: 4, 2: 6, 3-4: 8).
4. Three sensors 0-4, 1 Design Point each.
5. Capacitor levels: 1 Design Point and 1 Space each; Power = levels x (10 - Size) / 2, rounded down after adding.
6. Slots: 1 Space each.
7. Cores start at 2; Role (10) free levels divided among them, at least 1 each.
8. At least 9 Role Programs; free levels = 2 x Memory; more levels 1 Design Point each; starting maximum 5;
   extra programs cost 1 level; extra specialties 1 level each (at most the program's level of them).
9. Role-related traits rated 1-3 whose ratings add up to Role.
10. Accessories: slots and Design Points from the catalog.

Judgements: the summary's ranges are used where the prose differs (Size 0-9 and sensors 0-4 rather than the
prose's 1-8 and "minimum of 1"); the Vocalization-by-Body-Type table is a random-roll distribution the seed
lets choice methods leave ("unless they intend to make the exception a key facet"), so it is not enforced;
free program levels use Memory as bought (before Expanded Memory).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from domain.errors import InvalidCommand, RuleViolation
from domain.personal import personal
from domain.rr.accessories import ACCESSORIES, reserve_capacitor_power
from domain.rr.programs import program_key, standard_spec
from domain.rr.state import (
    Accessory,
    Core,
    Program,
    ProgramSpec,
    RRCharacter,
    Slot,
    Trait,
)

Attribute18 = Annotated[int, msgspec.Meta(ge=1, le=8)]
Sensor04 = Annotated[int, msgspec.Meta(ge=0, le=4)]
Social04 = Annotated[int, msgspec.Meta(ge=0, le=4)]
Rating13 = Annotated[int, msgspec.Meta(ge=1, le=3)]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
NonNegative = Annotated[int, msgspec.Meta(ge=0, le=100)]

DESIGN_DICE_X: dict[int, int] = {0: 2, 1: 3, 2: 4, 3: 5, 4: 6, 5: 6, 6: 6, 7: 6, 8: 7, 9: 8}
"""Size → X, the number of highest design dice kept."""

DURABILITY_CAP: dict[int, int] = {0: 2, 1: 4, 2: 6, 3: 8, 4: 8}
START_PROGRAMS = 9
START_PROGRAM_MAX = 5


class ProgramEntry(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A Role Program on the sheet. `core` may be omitted for programs of the standard list."""

    name: Name
    level: Annotated[int, msgspec.Meta(ge=0, le=START_PROGRAM_MAX)] = 0
    core: Core | None = None
    specialties: list[Name] = msgspec.field(default_factory=list)
    max_inspiration: Annotated[int, msgspec.Meta(ge=0, le=10)] | None = None
    artistic: bool | None = None


class TraitEntry(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    name: Name
    rating: Rating13


class AccessoryEntry(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An accessory bought at creation. Memory Chip: `program` and `design_points` (1-3, 2 levels each);
    Program Pack: `programs` (three related level-1 programs)."""

    name: Name
    design_points: Annotated[int, msgspec.Meta(ge=1, le=3)] | None = None
    program: ProgramEntry | None = None
    programs: list[ProgramEntry] = msgspec.field(default_factory=list)


class Cores(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    physical: Annotated[int, msgspec.Meta(ge=0, le=20)]
    mental: Annotated[int, msgspec.Meta(ge=0, le=20)]
    social: Annotated[int, msgspec.Meta(ge=0, le=20)]


class RRSheet(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A new robot, as designed with the Character Creation Summary."""

    name: Annotated[Name, personal("owner_id")]
    concept: Annotated[str, msgspec.Meta(max_length=500), personal("owner_id")] = ""
    body_type: Social04
    vocalization: Social04
    core_social: Literal["common", "genteel"] | None = None
    """Anthropoid Class 0-4 is Common, 7-10 Genteel; 5-6 may be either (required then)."""
    role: Annotated[int, msgspec.Meta(ge=0, le=10)] = 10
    self_awareness: Annotated[int, msgspec.Meta(ge=0, le=10)] = 0
    size: Annotated[int, msgspec.Meta(ge=0, le=9)]
    force: Attribute18
    durability: Attribute18
    articulation: Attribute18
    locomotion: Attribute18
    processor: Attribute18
    memory: Attribute18
    visual: Sensor04
    audio: Sensor04
    tactile: Sensor04
    capacitor_levels: NonNegative = 0
    slots: NonNegative = 0
    cores: Cores
    programs: list[ProgramEntry]
    traits: list[TraitEntry]
    accessories: list[AccessoryEntry] = msgspec.field(default_factory=list)


class SheetCheck(msgspec.Struct, frozen=True, kw_only=True):
    """What a valid sheet costs and yields."""

    spent: dict[str, int]
    design_points_used: int
    spaces: int
    anthropoid_class: int
    power: int


def spaces_range(size: int) -> tuple[int, int]:
    """The Spaces a robot of this Size must use: Size 0 → 0-6, otherwise 6*Size+1 .. 6*Size+6."""
    if size == 0:
        return 0, 6
    return 6 * size + 1, 6 * size + 6


def capacitor_power(levels: int, size: int) -> int:
    """Power from capacitor levels: (10 - Size) / 2 per level, added before rounding down."""
    return max(0, levels * (10 - size) // 2)


def _refuse(code: str, message: str, **data: object) -> RuleViolation:
    return RuleViolation(code, message, **data)


def _spec_for(entry: ProgramEntry) -> ProgramSpec:
    std = standard_spec(entry.name)
    core = entry.core or (std.core if std else None)
    if core is None:
        raise InvalidCommand(
            "program_core_required",
            "a program not on the standard list must say which Core it is linked to",
            program=entry.name,
        )
    if std is not None and entry.core is not None and entry.core != std.core:
        raise _refuse(
            "program_core_mismatch", "standard programs keep their linked Core", program=entry.name, core=std.core
        )
    max_insp = entry.max_inspiration if entry.max_inspiration is not None else (std.max_inspiration if std else 3)
    artistic = entry.artistic if entry.artistic is not None else (std.artistic if std else False)
    return ProgramSpec(core=core, max_inspiration=max_insp, artistic=artistic)


def check_sheet(sheet: RRSheet, design_points: int) -> SheetCheck:
    """Validate a sheet against the Creation Summary and a Design Point budget; returns the totals."""
    if sheet.role + sheet.self_awareness != 10:
        raise _refuse(
            "role_plus_self_awareness",
            "Role + Self Awareness must equal 10",
            role=sheet.role,
            self_awareness=sheet.self_awareness,
        )
    names = [a.name for a in sheet.accessories]
    for n in names:
        if n not in ACCESSORIES:
            raise InvalidCommand(
                "unknown_accessory", f"no accessory called {n!r}", accessory=n, known=sorted(ACCESSORIES)
            )
        if not ACCESSORIES[n].repeatable and names.count(n) > 1:
            raise _refuse("accessory_once_only", "this accessory can only be taken once", accessory=n)

    # 1) social attributes
    vocalization = sheet.vocalization + names.count("improved_vocalization")
    if "improved_vocalization" in names and vocalization > 4:
        raise _refuse(
            "vocalization_max", "Improved Vocalization raises Vocalization to at most 4", vocalization=vocalization
        )
    if "advanced_vocalization" in names:
        if vocalization != 4:
            raise _refuse(
                "accessory_prerequisite",
                "Advanced Vocalization needs Type 4 Vocalization",
                accessory="advanced_vocalization",
                vocalization=vocalization,
            )
        vocalization = 5
    body = sheet.body_type
    if "syntheskin" in names:
        if body not in (1, 2):
            raise _refuse(
                "accessory_prerequisite",
                "Syntheskin installs only over a Body Type 1 or 2 case",
                accessory="syntheskin",
                body_type=body,
            )
        body = 5
    ac_mod = sum(ACCESSORIES[n].anthropoid_modifier for n in names)
    anthropoid = body + vocalization + ac_mod
    start_class = sheet.body_type + sheet.vocalization
    if sheet.core_social is None and start_class in (5, 6):
        raise InvalidCommand(
            "core_social_required",
            "Anthropoid Class 5-6 may be Common or Genteel: choose one",
            anthropoid_class=start_class,
        )
    if sheet.core_social == "genteel" and start_class <= 4:
        raise _refuse(
            "core_social_variant",
            "Anthropoid Class 0-4 is programmed Core Social (Common)",
            anthropoid_class=start_class,
        )
    if sheet.core_social == "common" and start_class >= 7:
        raise _refuse(
            "core_social_variant",
            "Anthropoid Class 7-10 is programmed Core Social (Genteel)",
            anthropoid_class=start_class,
        )

    # 3) primary attributes; Durability limited by the case
    cap = DURABILITY_CAP[sheet.body_type]
    if sheet.durability > cap:
        raise _refuse(
            "durability_cap",
            "the Body Type limits Durability",
            body_type=sheet.body_type,
            durability=sheet.durability,
            maximum=cap,
        )
    primaries = (sheet.force, sheet.durability, sheet.articulation, sheet.locomotion, sheet.processor, sheet.memory)

    # 4) sensors, with the improved/advanced accessories
    levels = {"visual": sheet.visual, "audio": sheet.audio, "tactile": sheet.tactile}
    for s in ("visual", "audio", "tactile"):
        levels[s] += names.count(f"improved_{s}_sensors")
        if levels[s] > 4:
            raise _refuse("sensor_max", "improved sensors reach at most level 4", sensor=s, level=levels[s])
        if f"advanced_{s}_sensors" in names and levels[s] != 4:
            raise _refuse(
                "accessory_prerequisite",
                "advanced sensors need the sensor at level 4",
                accessory=f"advanced_{s}_sensors",
                level=levels[s],
            )
    if "advanced_olfactory_sensors" in names and "basic_olfactory_sensors" not in names:
        raise _refuse(
            "accessory_prerequisite",
            "Advanced Olfactory Sensors need Basic Olfactory Sensors",
            accessory="advanced_olfactory_sensors",
        )
    if "advanced_taste_sensors" in names and not (
        "basic_taste_sensors" in names and "basic_olfactory_sensors" in names
    ):
        raise _refuse(
            "accessory_prerequisite",
            "Advanced Taste needs Basic Taste and Basic Olfactory Sensors",
            accessory="advanced_taste_sensors",
        )

    # 2) spaces
    spaces = 2 * (sheet.force + sheet.durability) + sheet.articulation + sheet.locomotion
    spaces += sheet.capacitor_levels + sheet.slots
    low, high = spaces_range(sheet.size)
    if not low <= spaces <= high:
        raise _refuse(
            "spaces_out_of_range",
            "the Spaces used must lie in the range for the robot's Size",
            size=sheet.size,
            spaces=spaces,
            minimum=low,
            maximum=high,
        )

    # 10) accessories: slots and design points
    slots_needed = sum(ACCESSORIES[n].slots for n in names)
    if slots_needed > sheet.slots:
        raise _refuse(
            "not_enough_slots",
            "accessories need more slots than the robot has",
            needed=slots_needed,
            available=sheet.slots,
        )
    accessory_dp = 0
    for a in sheet.accessories:
        spec = ACCESSORIES[a.name]
        if a.name == "memory_chip":
            if a.design_points is None or a.program is None:
                raise InvalidCommand("memory_chip_program", "a Memory Chip needs its program and 1-3 Design Points")
            accessory_dp += a.design_points
        elif a.name in ("antigrav_boosters", "wings"):
            accessory_dp += sheet.size
        else:
            accessory_dp += spec.design_points or 0
        if a.name == "program_pack" and len(a.programs) != 3:
            raise InvalidCommand(
                "program_pack_programs", "a Program Pack holds three related programs", programs=len(a.programs)
            )

    # 7) cores
    core_levels = (sheet.cores.physical, sheet.cores.mental, sheet.cores.social)
    if min(core_levels) < 3:
        raise _refuse(
            "core_minimum", "each Core starts at 2 and gets at least 1 of the Role levels", cores=list(core_levels)
        )
    if sum(core_levels) != 6 + sheet.role:
        raise _refuse(
            "core_levels",
            "Core levels are 2 each plus Role levels divided among them",
            total=sum(core_levels),
            expected=6 + sheet.role,
        )

    # 8) role programs
    keys = [program_key(p.name) for p in sheet.programs]
    if len(set(keys)) != len(keys):
        raise _refuse("duplicate_program", "each program appears once", programs=keys)
    if len(keys) < START_PROGRAMS:
        raise _refuse("too_few_programs", "choose at least 9 Role Programs", count=len(keys), minimum=START_PROGRAMS)
    level_cost = 0
    for p in sheet.programs:
        _spec_for(p)
        extra_specialties = max(0, len(p.specialties) - 1)
        if extra_specialties > p.level:
            raise _refuse(
                "too_many_specialties",
                "additional specialties are limited by the program level",
                program=p.name,
                level=p.level,
                additional=extra_specialties,
            )
        level_cost += p.level + extra_specialties
    level_cost += len(keys) - START_PROGRAMS
    free_levels = 2 * sheet.memory
    bought_levels = max(0, level_cost - free_levels)

    # 9) traits
    trait_names = [t.name for t in sheet.traits]
    if len(set(trait_names)) != len(trait_names):
        raise _refuse("duplicate_trait", "each trait appears once", traits=trait_names)
    if sum(t.rating for t in sheet.traits) != sheet.role:
        raise _refuse(
            "trait_levels",
            "trait ratings must add up to the Role score",
            total=sum(t.rating for t in sheet.traits),
            expected=sheet.role,
        )

    # 5) power
    power = capacitor_power(sheet.capacitor_levels, sheet.size)
    power += names.count("reserve_capacitor") * reserve_capacitor_power(sheet.size)

    spent = {
        "primary_attributes": sum(primaries),
        "sensors": sheet.visual + sheet.audio + sheet.tactile,
        "capacitor": sheet.capacitor_levels,
        "program_levels": bought_levels,
        "accessories": accessory_dp,
    }
    used = sum(spent.values())
    if used > design_points:
        raise _refuse(
            "not_enough_design_points",
            "the design costs more Design Points than the robot has",
            needed=used,
            available=design_points,
            spent=spent,
        )
    return SheetCheck(spent=spent, design_points_used=used, spaces=spaces, anthropoid_class=anthropoid, power=power)


def build_character(character_id: str, sheet: RRSheet, sparked: bool = False, inspiration: int = 0) -> RRCharacter:
    """The robot a checked sheet describes, at full Power."""
    check_power = capacitor_power(sheet.capacitor_levels, sheet.size)
    accessories: list[Accessory] = []
    slots = [Slot() for _ in range(sheet.slots)]
    next_slot = 0
    programs: dict[str, Program] = {}
    for p in sheet.programs:
        spec = _spec_for(p)
        programs[program_key(p.name)] = Program(
            level=p.level,
            core=spec.core,
            max_inspiration=spec.max_inspiration,
            artistic=spec.artistic,
            specialties=list(p.specialties),
        )
    anthropoid_modifier = 0
    for a in sheet.accessories:
        spec_a = ACCESSORIES[a.name]
        taken = list(range(next_slot, next_slot + spec_a.slots))
        next_slot += spec_a.slots
        index = len(accessories)
        for s in taken:
            slots[s].accessory = index
        held: str | None = None
        if a.name == "memory_chip" and a.program is not None and a.design_points is not None:
            held = program_key(a.program.name)
            ps = _spec_for(a.program)
            programs.setdefault(
                held,
                Program(
                    level=2 * a.design_points,
                    core=ps.core,
                    max_inspiration=ps.max_inspiration,
                    artistic=ps.artistic,
                    improvable=False,
                ),
            )
        if a.name == "program_pack":
            for pp in a.programs:
                ps = _spec_for(pp)
                programs.setdefault(
                    program_key(pp.name),
                    Program(
                        level=1,
                        core=ps.core,
                        max_inspiration=ps.max_inspiration,
                        artistic=ps.artistic,
                        improvable=False,
                    ),
                )
        if a.name == "reserve_capacitor":
            check_power += reserve_capacitor_power(sheet.size)
        anthropoid_modifier += spec_a.anthropoid_modifier
        accessories.append(Accessory(name=a.name, slots=taken, program=held))
    start_class = sheet.body_type + sheet.vocalization
    variant = sheet.core_social or ("genteel" if start_class >= 7 else "common")
    return RRCharacter(
        character_id=character_id,
        name=sheet.name,
        concept=sheet.concept,
        body_type=sheet.body_type,
        vocalization=sheet.vocalization,
        anthropoid_modifier=anthropoid_modifier,
        core_social_variant=variant,
        role=sheet.role,
        self_awareness=sheet.self_awareness,
        size=sheet.size,
        ratings={
            "force": sheet.force,
            "durability": sheet.durability,
            "articulation": sheet.articulation,
            "locomotion": sheet.locomotion,
            "processor": sheet.processor,
            "memory": sheet.memory,
            "visual": sheet.visual,
            "audio": sheet.audio,
            "tactile": sheet.tactile,
        },
        power=check_power,
        capacitor=check_power,
        cores={"physical": sheet.cores.physical, "mental": sheet.cores.mental, "social": sheet.cores.social},
        programs=programs,
        traits={t.name: Trait(rating=t.rating, kind="role") for t in sheet.traits},
        accessories=accessories,
        slots=slots,
        sparked=sparked or sheet.self_awareness > 0,
        inspiration=inspiration,
    )
