"""Spending Inspiration on growth: programs, self-awareness traits, and Self Awareness itself.

- Increase a program: 2 Inspiration, then a Memory Save at TN Memory - the new level (training successes
  may raise it); one success qualifies; each failed die costs 2 more Inspiration, unpaid → no level (the 2
  are gone). The summary bullet "a number of points equal to the desired level" in the Dramatic Control
  summary list contradicts this section; the section's own procedure is followed.
- Learn a program: 4 Inspiration and a Memory Save that must be a Total Success; the robot must have made an
  Inspiration Roll with the program before. The prose says "first spend 6"; the section's summary bullets
  say 4, which we follow (as the issue asks).
- Self-awareness traits: a new trait or +1 costs 1 Inspiration per existing trait; -1 costs 3 x the current
  rating. Role traits change only through Self Awareness increases.
- Self Awareness +1 costs (rate dial: 1/2/3) x the new level, doubled when the new level <= Anthropoid Class;
  then Role -1, the highest Core -1 (not below 2; the player picks among ties), free program levels equal to
  the new Self Awareness (1 level starts a new program at 0), one role trait -1, one self-awareness trait +1
  (or a new one at 1).
"""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.attributes import anthropoid_class
from domain.rr.common import (
    acts_for,
    attribute_parts,
    character,
    game,
    open_table,
    require_active,
    require_inspiration,
    require_spark,
)
from domain.rr.programs import program_key, standard_spec
from domain.rr.save_modifiers import own_modifier_parts
from domain.rr.saving_throw import roll_save
from domain.rr.state import CORES, ProgramSpec, RRCharacter, TnPart

PROGRAM_MAX = 10
INCREASE_COST = 2
EXTRA_PER_FAILED_DIE = 2
LEARN_COST = 4
TRAIT_MAX = 3
CORE_FLOOR = 2


def self_awareness_cost(new_level: int, anthropoid: int, per_level: int = 2) -> tuple[int, tuple[TnPart, ...]]:
    """Inspiration to reach `new_level` of Self Awareness: per_level x level, x2 if level <= Anthropoid Class."""
    parts = [TnPart(source=f"{per_level} per level x level {new_level}", value=per_level * new_level)]
    if new_level <= anthropoid:
        parts.append(
            TnPart(source=f"doubled: level {new_level} <= anthropoid class {anthropoid}", value=per_level * new_level)
        )
    return sum(p.value for p in parts), tuple(parts)


def increase_program(state: CampaignState, cmd: c.IncreaseProgram, ctx: Context) -> list[Event]:
    open_table(state, cmd.table_id)
    ch = acts_for(state, ctx, cmd.character_id)
    require_spark(ch, "program themselves")
    require_active(ch)
    name = program_key(cmd.program)
    prog = ch.programs.get(name)
    if prog is None:
        raise NotFound("program_not_found", "the robot does not have that program (learn it instead)", program=name)
    if not prog.improvable:
        raise RuleViolation("program_not_improvable", "programs on chips and packs cannot be improved", program=name)
    new_level = prog.level + 1
    if new_level > PROGRAM_MAX:
        raise RuleViolation("program_max", "programs go no higher than 10", program=name, level=prog.level)
    require_inspiration(ch, INCREASE_COST)
    parts = attribute_parts(ch, "memory")
    parts.append(TnPart(source=f"new level {new_level}", value=-new_level))
    parts.extend(own_modifier_parts(ch, cmd.modifier_ids, "memory"))
    roll, result = roll_save(ctx.dice, parts)
    qualified = result.successes >= 1
    extra = EXTRA_PER_FAILED_DIE * result.failed if qualified else 0
    left = ch.inspiration - INCREASE_COST
    paid = qualified and extra > 0 and cmd.pay_extra and left >= extra
    gained = qualified and (extra == 0 or paid)
    events: list[Event] = [
        e.InspirationSpent(
            character_id=ch.character_id,
            amount=INCREASE_COST,
            purpose="program_increase",
            ref=name,
            before=ch.inspiration,
            after=left,
            table_id=cmd.table_id,
        ),
        e.ProgramIncreaseRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,) if roll else (),
            visibility=cmd.visibility,
            character_id=ch.character_id,
            program=name,
            new_level=new_level,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            qualified=qualified,
            extra_cost=extra,
            paid=paid,
            gained=gained,
            modifiers_used=tuple(cmd.modifier_ids),
        ),
    ]
    if paid:
        events.append(
            e.InspirationSpent(
                character_id=ch.character_id,
                amount=extra,
                purpose="program_increase_extra",
                ref=name,
                before=left,
                after=left - extra,
                table_id=cmd.table_id,
            )
        )
    return events


def learn_program(state: CampaignState, cmd: c.LearnProgram, ctx: Context) -> list[Event]:
    open_table(state, cmd.table_id)
    ch = acts_for(state, ctx, cmd.character_id)
    require_spark(ch, "learn programs")
    require_active(ch)
    name = program_key(cmd.program)
    if name in ch.programs:
        raise RuleViolation("program_known", "the robot already has that program", program=name)
    spec = ch.inspired_programs.get(name)
    if spec is None:
        raise RuleViolation(
            "inspired_roll_required",
            "at least one Inspiration Roll with a program comes before learning it",
            program=name,
        )
    require_inspiration(ch, LEARN_COST)
    parts = attribute_parts(ch, "memory")
    parts.extend(own_modifier_parts(ch, cmd.modifier_ids, "memory"))
    roll, result = roll_save(ctx.dice, parts)
    return [
        e.InspirationSpent(
            character_id=ch.character_id,
            amount=LEARN_COST,
            purpose="learn_program",
            ref=name,
            before=ch.inspiration,
            after=ch.inspiration - LEARN_COST,
            table_id=cmd.table_id,
        ),
        e.ProgramLearnRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,) if roll else (),
            visibility=cmd.visibility,
            character_id=ch.character_id,
            program=name,
            spec=spec,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            learned=result.outcome == "no_effect",
            modifiers_used=tuple(cmd.modifier_ids),
        ),
    ]


def trait_count(ch: RRCharacter) -> int:
    return sum(1 for t in ch.traits.values() if t.rating > 0)


def change_trait(state: CampaignState, cmd: c.ChangeTrait, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    require_spark(ch, "spend Inspiration on traits")
    trait = ch.traits.get(cmd.trait)
    if trait is not None and trait.kind == "role":
        raise RuleViolation("role_trait_locked", "role traits change only as Self Awareness grows", trait=cmd.trait)
    before = trait.rating if trait is not None else 0
    if cmd.change == "raise":
        if before >= TRAIT_MAX:
            raise RuleViolation("trait_max", "traits are rated at most 3", trait=cmd.trait, rating=before)
        count = trait_count(ch)
        cost = count
        parts = (TnPart(source=f"1 per existing trait ({count})", value=count),)
        after = before + 1
    else:
        if trait is None:
            raise NotFound("self_awareness_trait_not_found", "no such self-awareness trait", trait=cmd.trait)
        cost = 3 * before
        parts = (TnPart(source=f"3 x current rating {before}", value=cost),)
        after = before - 1
    require_inspiration(ch, cost)
    return [
        e.InspirationSpent(
            character_id=ch.character_id,
            amount=cost,
            purpose="trait",
            ref=cmd.trait,
            before=ch.inspiration,
            after=ch.inspiration - cost,
        ),
        e.TraitChanged(
            character_id=ch.character_id,
            trait=cmd.trait,
            kind="self_awareness",
            rating_before=before,
            rating_after=after,
            cost=cost,
            cost_parts=parts,
        ),
    ]


def increase_self_awareness(state: CampaignState, cmd: c.IncreaseSelfAwareness, ctx: Context) -> list[Event]:
    ch = acts_for(state, ctx, cmd.character_id)
    require_spark(ch, "grow in Self Awareness")
    require_active(ch)
    new = ch.self_awareness + 1
    if new > 10:
        raise RuleViolation("self_awareness_max", "Self Awareness is at most 10", self_awareness=ch.self_awareness)
    ac = anthropoid_class(ch)
    cost, cost_parts = self_awareness_cost(new, ac, game(state).sa_cost_per_level)
    require_inspiration(ch, cost)

    # the highest Core loses a level (not below 2); the player picks among ties
    top = max(ch.cores.get(k, 0) for k in CORES)
    core_reduced = None
    core_after = None
    if top > CORE_FLOOR:
        tied = [k for k in CORES if ch.cores.get(k, 0) == top]
        if cmd.core is None and len(tied) > 1:
            raise InvalidCommand("core_choice_required", "the highest Cores are tied: choose one", tied=tied)
        chosen = cmd.core or tied[0]
        if chosen not in tied:
            raise RuleViolation("core_not_highest", "the highest Core loses the level", core=chosen, highest=tied)
        core_reduced, core_after = chosen, top - 1
    elif cmd.core is not None:
        raise RuleViolation("cores_at_minimum", "every Core is at its minimum of 2", core=cmd.core)

    # free program levels = the new Self Awareness; 1 level starts a new program at 0
    new_programs: dict[str, ProgramSpec] = {}
    for raw, core in cmd.new_programs.items():
        key = program_key(raw)
        if key in ch.programs or key in new_programs:
            raise RuleViolation("program_known", "the robot already has that program", program=key)
        std = standard_spec(key)
        if std is not None and std.core != core:
            raise RuleViolation(
                "program_core_mismatch", "standard programs keep their linked Core", program=key, core=std.core
            )
        new_programs[key] = std or ch.inspired_programs.get(key) or ProgramSpec(core=core)
    levels: dict[str, int] = {}
    for raw, n in cmd.program_levels.items():
        key = program_key(raw)
        held = ch.programs.get(key)
        if held is None and key not in new_programs:
            raise NotFound("program_not_found", "free levels go to held programs or ones started now", program=key)
        if held is not None and not held.improvable:
            raise RuleViolation("program_not_improvable", "programs on chips and packs cannot be improved", program=key)
        level = held.level if held is not None else 0
        if level + n > PROGRAM_MAX:
            raise RuleViolation("program_max", "programs go no higher than 10", program=key, level=level + n)
        levels[key] = levels.get(key, 0) + n
    used = sum(levels.values()) + len(new_programs)
    if used != new:
        raise RuleViolation(
            "free_levels",
            "distribute exactly as many free program levels as the new Self Awareness",
            free_levels=new,
            distributed=used,
        )

    # one role trait -1 (keeps their total equal to Role), one self-awareness trait +1 or a new one
    role_traits = {n: t for n, t in ch.traits.items() if t.kind == "role" and t.rating > 0}
    role_trait_after = None
    if role_traits:
        if cmd.role_trait is None or cmd.role_trait not in role_traits:
            raise RuleViolation(
                "role_trait_required", "choose one role trait to lose a rating", role_traits=sorted(role_traits)
            )
        role_trait_after = role_traits[cmd.role_trait].rating - 1
    elif cmd.role_trait is not None:
        raise NotFound("role_trait_not_found", "the robot has no role traits left", trait=cmd.role_trait)
    sa = ch.traits.get(cmd.sa_trait)
    if sa is not None and sa.kind == "role":
        raise RuleViolation("role_trait_locked", "choose a self-awareness trait (or a new one)", trait=cmd.sa_trait)
    sa_after = (sa.rating if sa is not None else 0) + 1
    if sa_after > TRAIT_MAX:
        raise RuleViolation("trait_max", "traits are rated at most 3", trait=cmd.sa_trait)
    return [
        e.InspirationSpent(
            character_id=ch.character_id,
            amount=cost,
            purpose="self_awareness",
            ref=str(new),
            before=ch.inspiration,
            after=ch.inspiration - cost,
        ),
        e.SelfAwarenessIncreased(
            character_id=ch.character_id,
            self_awareness=new,
            role=ch.role - 1,
            cost=cost,
            cost_parts=cost_parts,
            core_reduced=core_reduced,
            core_after=core_after,
            program_levels=levels,
            new_programs=new_programs,
            role_trait=cmd.role_trait if role_traits else None,
            role_trait_after=role_trait_after,
            sa_trait=cmd.sa_trait,
            sa_trait_after=sa_after,
        ),
    ]
