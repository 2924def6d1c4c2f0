"""Character creation: species or bot defaults, customization, skills, health.

Player characters are always built by the rules (species defaults + at most 5 points of adjustments,
skill ratings bought with INT + 10 points). The Director plays everyone else; their extras may be built
freely (`sheet.extra`): ratings are written directly, Courage and Honesty included, skills unbudgeted.
"""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_gm
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.shapers.bots import BOT_WEAPONS, LOST_SENSES, BotDesign, check_bot_design
from domain.shapers.commands import CreateCharacter
from domain.shapers.customization import (
    Customization,
    apply_adjustments,
    check_skill_budget,
    customize_animal,
    customize_bot,
    skill_costs,
    skill_points,
)
from domain.shapers.events import SbCharacterCreated
from domain.shapers.features import BOT_DEFAULTS, SENSES, SPECIES, SpeciesInfo, WeaponClass, max_hp
from domain.shapers.lookups import game_of
from domain.shapers.skills import canonical, initial_rating, initial_skills


def decide_create(state: CampaignState, cmd: CreateCharacter, ctx: Context) -> list[Event]:
    actor = ctx.actor
    sheet = cmd.sheet
    owner_id = cmd.owner_id or actor.member_id
    if owner_id != actor.member_id:
        require_gm(actor, "create a character for someone else")
    owner = state.members.get(owner_id)
    if owner is None or not owner.active:
        raise NotFound("member_not_found", "no such member", member_id=owner_id)
    if owner.role == "observer":
        raise RuleViolation("observer_cannot_own", "observers cannot own characters", member_id=owner_id)
    if sheet.extra:
        require_gm(actor, "build an extra")
        if owner.role != "gm":
            raise RuleViolation("extra_owned_by_gm", "extras are the Director's characters", owner_id=owner_id)
        if sheet.adjustments:
            raise RuleViolation("extras_set_features_directly", "an extra's ratings go in `features`, not adjustments")
    elif sheet.features:
        raise RuleViolation(
            "features_only_for_extras",
            "a character's ratings come from its species (or bot defaults) and its adjustments",
            features=list(sheet.features),
        )

    species: SpeciesInfo | None = None
    design: BotDesign | None = None
    if sheet.kind == "animal":
        if sheet.species is None:
            raise InvalidCommand("species_required", "every living character belongs to a species")
        if sheet.bot is not None:
            raise InvalidCommand("bot_design_only_for_bots", "only bots have a bot design")
        species = SPECIES[sheet.species]
        defaults = species.feature_defaults()
    else:
        if sheet.species is not None:
            raise InvalidCommand("bots_have_no_species", "bots are built, not born", species=sheet.species)
        if sheet.shaping is not None:
            raise RuleViolation("bots_cannot_shape", "shaping is a psychic power of some animals")
        design = sheet.bot or BotDesign()
        check_bot_design(design)
        defaults = dict(BOT_DEFAULTS)
        for penalty, sense in LOST_SENSES.items():
            if penalty in design.penalties:
                defaults[sense] = None

    customization: Customization | None = None
    adjustments: dict[str, int] = dict(sheet.adjustments.items())
    if sheet.extra:
        features = defaults | dict(sheet.features)
        for name, value in features.items():
            if value is None and name not in SENSES:
                raise InvalidCommand("feature_required", "only senses can be missing", feature=name)
    else:
        if species is not None:
            customization = customize_animal(defaults, adjustments)
        else:
            customization = customize_bot(defaults, adjustments)
        features = apply_adjustments(defaults, adjustments)

    initials = initial_skills(features, species, sheet.shaping)
    wanted: dict[str, int] = {}
    for raw, rating in sheet.skills.items():
        name = canonical(raw)
        if name in wanted:
            raise InvalidCommand("duplicate_skill", "the same skill is listed twice", skill=name)
        wanted[name] = rating
    start = {name: initial_rating(name, features, initials, game_of(state).custom_skills) for name in wanted}

    if sheet.extra:
        costs: dict[str, int] = {}
        budget = spent = 0
    else:
        costs = skill_costs(start, wanted)
        budget = skill_points(features)
        spent = check_skill_budget(costs, budget)

    natural_weapons: dict[str, WeaponClass] = {}
    natural_armor = False
    if species is not None:
        natural_weapons.update(species.natural_weapons)
        natural_armor = species.natural_armor
    if design is not None:
        natural_weapons.update({f: c for f, c in BOT_WEAPONS.items() if f in design.features})
        natural_armor = "armor" in design.features

    return [
        SbCharacterCreated(
            character_id=ctx.new_id(),
            owner_id=owner_id,
            name=cmd.name,
            kind=sheet.kind,
            species=sheet.species,
            extra=sheet.extra,
            features=features,
            adjustments=adjustments,
            customization=customization,
            skills={**initials, **wanted},
            skill_costs=costs,
            skill_points=budget,
            skill_points_spent=spent,
            shaping=sheet.shaping,
            bot=design,
            natural_armor=natural_armor,
            natural_weapons=natural_weapons,
            max_hp=max_hp(features),
        )
    ]
