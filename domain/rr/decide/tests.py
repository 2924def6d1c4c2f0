"""Tests: the GM's call, the roll, and 1s taken as Inspiration (resolution is `resolution.py`).

The pool (the seed's Core Dice Mechanic and Required Programming):
- the robot has the program: program level + linked Core level;
- it lacks the program and the GM rules the action role-related: the Core the GM names, alone;
- otherwise no program dice (roll-over bonus dice alone can still make a roll — the Related Programs rule);
- an Inspiration Roll (Sparks, for any program, held or not): ⌊Self Awareness / 2⌋ dice, TN 2 per
  Inspiration spent (3 for artistic programs), at most the program's Maximum Inspiration (the GM's limit
  for rolls not tied to a known program);
plus roll-over bonus dice, extra-time dice, less sensitivity penalty dice. A pool of 0 cannot be rolled.

The TN is the current value of the attribute the GM chose; exertion (1 Power) adds 1, once; a shut-down
override penalty subtracts. An attribute at 0 or less is unusable. Each die <= TN succeeds.

Resolution against Difficulty and opposition is `resolution.py`.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.attributes import body_type, current, rated
from domain.rr.common import (
    acts_for,
    attribute_parts,
    character,
    game,
    open_table,
    require_active,
    require_inspiration,
    require_power,
    require_spark,
    test_record,
)
from domain.rr.programs import split_name, standard_spec
from domain.rr.rulings import darkness_rounding
from domain.rr.state import Core, Program, ProgramSpec, RRCharacter, TestRecord, TnPart

_LOW_ATTRIBUTE_PENALTY = {3: -1, 2: -2, 1: -3}


_BODY_TYPE_DICE = {0: -3, 1: -2, 2: -1, 3: 0, 4: 1, 5: 2}


_VOICE_DICE = {1: -2, 2: -1, 3: 0, 4: 1, 5: 1}
"""Vocalization table: Type 5 gives +1 die (the table; the Advanced Vocalization accessory text says +2 —
we follow the Vocalization section's table)."""


def sensitivity_parts(ch: RRCharacter, sensitivities: Sequence[str], attribute: str) -> list[TnPart]:
    """Dice lost (or gained) to the seed's sensitivities and to low Tactile Sensors."""
    parts: list[TnPart] = []
    for s in sensitivities:
        if s == "fine_motor":
            value = current(ch, "articulation")
            pen = _LOW_ATTRIBUTE_PENALTY.get(value, -3 if value < 1 else 0)
            if pen:
                parts.append(TnPart(source="fine motor sensitive (articulation)", value=pen))
        elif s == "balance":
            value = current(ch, "locomotion")
            pen = _LOW_ATTRIBUTE_PENALTY.get(value, -3 if value < 1 else 0)
            if pen:
                parts.append(TnPart(source="balance sensitive (locomotion)", value=pen))
        elif s == "appearance":
            mod = _BODY_TYPE_DICE[min(5, body_type(ch))]
            if mod:
                parts.append(TnPart(source="appearance sensitive (body type)", value=mod))
        elif s == "voice":
            voc = rated(ch, "vocalization")
            if voc <= 0:
                raise RuleViolation(
                    "voice_impossible", "a mute robot cannot use Voice Sensitive programs", character_id=ch.character_id
                )
            mod = _VOICE_DICE[min(5, voc)]
            if mod:
                parts.append(TnPart(source="voice sensitive (vocalization)", value=mod))
    tactile = max(0, rated(ch, "tactile"))
    if attribute in ("articulation", "locomotion"):
        if tactile == 0:
            parts.append(TnPart(source="no tactile sensors", value=-2))
        elif tactile == 1:
            parts.append(TnPart(source="tactile sensors 1", value=-1))
        elif tactile == 2 and (
            (attribute == "articulation" and "fine_motor" in sensitivities)
            or (attribute == "locomotion" and "balance" in sensitivities)
        ):
            parts.append(TnPart(source="tactile sensors 2", value=-1))
    return parts


def call_for_test(state: CampaignState, cmd: c.CallForTest, ctx: Context) -> list[Event]:
    open_table(state, cmd.table_id)
    character(state, cmd.character_id)
    program, specialty = split_name(cmd.program) if cmd.program else (None, None)
    if cmd.role_related and cmd.core is None:
        raise InvalidCommand("core_required", "a role-related default rolls the Core the GM names: give `core`")
    if cmd.opposes is not None:
        target = game(state).tests.get(cmd.opposes)
        if target is None:
            raise NotFound("test_not_found", "no such test to oppose", test_id=cmd.opposes)
        if not target.rolled or target.resolved:
            raise RuleViolation("not_opposable", "only a rolled, unresolved test can be opposed", test_id=cmd.opposes)
        if target.character_id == cmd.character_id:
            raise RuleViolation("cannot_oppose_own_roll", "a robot does not oppose its own roll", test_id=cmd.opposes)
        root = _root(state, target)
        if target.opposes is not None and root.character_id == cmd.character_id:
            raise RuleViolation(
                "cannot_oppose_own_opposer",
                "the robot whose action is opposed cannot itself oppose its opposer",
                test_id=cmd.opposes,
            )
        tests = game(state).tests
        mine = sum(1 for o in target.opposed_by if o in tests and tests[o].character_id == cmd.character_id)
        if mine and not (mine == 1 and _second_defense_paid(state, cmd)):
            raise RuleViolation("already_opposing", "the robot already opposes this roll", test_id=cmd.opposes)
        rolls_left = _paid_opposition(state, cmd)
    else:
        rolls_left = None
    if cmd.conflict_id is not None and cmd.conflict_id not in game(state).conflicts:
        raise NotFound("conflict_not_found", "no such conflict", conflict_id=cmd.conflict_id)
    return [
        e.TestCalled(
            test_id=ctx.new_id(),
            character_id=cmd.character_id,
            table_id=cmd.table_id,
            called_by=ctx.actor.member_id,
            program=program,
            specialty=specialty,
            core=cmd.core,
            attribute=cmd.attribute,
            lighting=cmd.lighting,
            noise=cmd.noise,
            difficulty=cmd.difficulty,
            diminishing_returns=cmd.diminishing_returns,
            extra_time_dice=cmd.extra_time_dice,
            sensitivities=tuple(cmd.sensitivities),
            role_related=cmd.role_related,
            max_inspiration=cmd.max_inspiration,
            repair=cmd.repair,
            opposes=cmd.opposes,
            conflict_id=cmd.conflict_id,
            description=cmd.description,
            opposing_rolls_left=rolls_left,
        )
    ]


def _paid_opposition(state: CampaignState, cmd: c.CallForTest) -> int | None:
    """In a running extended conflict an opposing roll must have been paid for (1 Action Point, the
    conflict rules' `rr.oppose_roll`; 2 with an off-hand weapon, which buys two defense rolls) at this
    moment of the turn, and each opposing roll uses one of the rolls paid for. Returns the paid rolls left
    after this one, or None outside a running conflict."""
    if cmd.conflict_id is None:
        return None
    conflict = game(state).conflicts.get(cmd.conflict_id)
    if conflict is None or conflict.phase != "running":
        return None
    cb = conflict.combatants.get(cmd.character_id)
    if cb is None:
        raise NotFound(
            "not_a_combatant", "that robot is not taking part in this conflict", character_id=cmd.character_id
        )
    if cb.opposing_step != conflict.step:
        raise RuleViolation(
            "opposing_roll_not_paid",
            "in an extended conflict an opposing roll costs 1 Action Point (rr.oppose_roll) first",
            character_id=cmd.character_id,
            conflict_id=cmd.conflict_id,
        )
    if cb.opposing_rolls < 1:
        raise RuleViolation(
            "opposing_roll_not_paid",
            "the opposing rolls paid for at this moment are used; each further one costs its Action Point",
            character_id=cmd.character_id,
            conflict_id=cmd.conflict_id,
            paid_rolls_left=0,
        )
    return cb.opposing_rolls - 1


def _second_defense_paid(state: CampaignState, cmd: c.CallForTest) -> bool:
    """Off Hand Weapon Use: "if used to oppose an opponent's attack, the robot essentially gets two defense
    rolls". A robot that paid the off-hand opposing roll (2 Action Points) at this moment of the turn and
    has made one of its two rolls may oppose the same roll once more; otherwise a robot opposes a roll once.

    Both defense rolls cancel the attack's successes (`settle` sums a roll's opposers). That is how the seed's
    "additional successes from the first roll can be used to enhance the second roll" plays here: spending
    the first roll's successes on bonus dice before the attack is resolved has no place in the test rules
    (opposing rolls spend what they keep after resolution), and its leftovers count against the attack
    directly instead."""
    if cmd.conflict_id is None:
        return False
    conflict = game(state).conflicts.get(cmd.conflict_id)
    if conflict is None or conflict.phase != "running":
        return False
    cb = conflict.combatants.get(cmd.character_id)
    return cb is not None and cb.opposing_step == conflict.step and cb.opposing_rolls >= 1


def _root(state: CampaignState, rec: TestRecord) -> TestRecord:
    tests = game(state).tests
    while rec.opposes is not None and rec.opposes in tests:
        rec = tests[rec.opposes]
    return rec


def held_program(ch: RRCharacter, rec: TestRecord) -> tuple[Program | None, int]:
    """The program the test uses, if the robot holds it with the named specialty, and that specialty's place
    (each specialty after the first is one level lower). A program held only with other specialties counts
    as not held (the seed: Persuasion (Seduce) is not Persuasion (Haggle))."""
    prog = ch.programs.get(rec.program) if rec.program else None
    if prog is None or rec.specialty is None or not prog.specialties:
        return prog, 0
    names = [s.strip().lower() for s in prog.specialties]
    if rec.specialty not in names:
        return None, 0
    return prog, names.index(rec.specialty)


def _inspiration_limit(ch: RRCharacter, rec: TestRecord) -> tuple[ProgramSpec | None, int, bool]:
    """(definition to remember, maximum Inspiration, artistic) for an Inspiration Roll."""
    prog, _ = held_program(ch, rec)
    if prog is not None:
        if prog.max_inspiration is None:
            raise RuleViolation("no_inspiration_roll", "this program cannot be attempted inspired", program=rec.program)
        return None, prog.max_inspiration, prog.artistic
    std = standard_spec(rec.program) if rec.program else None
    if std is not None:
        if std.max_inspiration is None:
            raise RuleViolation("no_inspiration_roll", "this program cannot be attempted inspired", program=rec.program)
        limit = rec.max_inspiration if rec.max_inspiration is not None else std.max_inspiration
        return std, limit, std.artistic
    if rec.max_inspiration is None:
        raise RuleViolation(
            "inspiration_limit_unset",
            "for a roll not tied to a known program the GM sets the Inspiration limit (max_inspiration)",
            program=rec.program,
        )
    spec = None
    if rec.program is not None:
        core: Core = rec.core or "mental"
        spec = ProgramSpec(core=core, max_inspiration=rec.max_inspiration)
    return spec, rec.max_inspiration, False


def roll_test(state: CampaignState, cmd: c.RollTest, ctx: Context) -> list[Event]:
    rec = test_record(state, cmd.test_id)
    if rec.rolled:
        raise RuleViolation("test_already_rolled", "this test has been rolled", test_id=rec.test_id)
    if cmd.table_id != rec.table_id:
        raise InvalidCommand("wrong_table", "roll the test at the table it was called at", table_id=rec.table_id)
    open_table(state, rec.table_id)
    ch = acts_for(state, ctx, rec.character_id)
    require_active(ch)
    if rec.opposes is not None:
        target = game(state).tests.get(rec.opposes)
        if target is None or target.resolved:
            raise RuleViolation("not_opposable", "the opposed test was already resolved", test_id=rec.opposes)

    events: list[Event] = []
    pool_parts: list[TnPart] = []
    tn_parts: list[TnPart] = []
    inspired = cmd.inspiration > 0
    inspired_spec: ProgramSpec | None = None
    if inspired:
        require_spark(ch, "make Inspiration Rolls")
        spec, limit, artistic = _inspiration_limit(ch, rec)
        if cmd.inspiration > limit:
            raise RuleViolation(
                "inspiration_above_maximum",
                "an Inspiration Roll spends at most the program's Maximum Inspiration",
                program=rec.program,
                requested=cmd.inspiration,
                maximum=limit,
            )
        require_inspiration(ch, cmd.inspiration)
        per = 3 if artistic else 2
        pool_parts.append(TnPart(source="half self awareness", value=ch.self_awareness // 2))
        tn_parts.append(TnPart(source=f"inspiration x{per}", value=per * cmd.inspiration))
        if rec.program is not None and rec.program not in ch.programs:
            inspired_spec = spec
        events.append(
            e.InspirationSpent(
                character_id=ch.character_id,
                amount=cmd.inspiration,
                purpose="inspiration_roll",
                ref=rec.test_id,
                before=ch.inspiration,
                after=ch.inspiration - cmd.inspiration,
                table_id=rec.table_id,
            )
        )
    else:
        assert rec.attribute is not None
        value = current(ch, rec.attribute, rec.lighting, rec.noise, darkness_rounding(state))
        if value <= 0:
            raise RuleViolation(
                "attribute_unusable",
                "an attribute at 0 or below cannot be used until restored to at least 1",
                attribute=rec.attribute,
                value=value,
            )
        tn_parts.extend(attribute_parts(ch, rec.attribute, rec.lighting, rec.noise, darkness_rounding(state)))
        prog, spec_index = held_program(ch, rec)
        if prog is not None:
            pool_parts.append(TnPart(source=f"program {rec.program}", value=prog.level))
            if spec_index:
                pool_parts.append(TnPart(source=f"specialty {rec.specialty} (#{spec_index + 1})", value=-spec_index))
            pool_parts.append(TnPart(source=f"core {prog.core}", value=ch.cores.get(prog.core, 0)))
        elif rec.role_related and rec.core is not None:
            pool_parts.append(TnPart(source=f"core {rec.core} (role-related default)", value=ch.cores.get(rec.core, 0)))
        elif rec.program is None and rec.core is not None:
            pool_parts.append(TnPart(source=f"core {rec.core}", value=ch.cores.get(rec.core, 0)))
    if cmd.exertion:
        require_power(ch, 1)
        tn_parts.append(TnPart(source="exertion", value=1))
        events.append(
            e.PowerSpent(
                character_id=ch.character_id,
                amount=1,
                reason="exertion",
                ref=rec.test_id,
                before=ch.power,
                after=ch.power - 1,
                table_id=rec.table_id,
            )
        )
    if ch.override_penalty:
        tn_parts.append(TnPart(source="shut-down override penalty", value=-ch.override_penalty))
    if len(set(cmd.bonus_ids)) != len(cmd.bonus_ids):
        raise InvalidCommand("duplicate_bonus", "each bonus is added once", bonus_ids=cmd.bonus_ids)
    for bid in cmd.bonus_ids:
        bonus = ch.bonuses.get(bid)
        if bonus is None:
            raise NotFound("bonus_not_found", "the robot holds no such roll-over bonus", bonus_id=bid)
        pool_parts.append(TnPart(source=f"bonus {bid}", value=bonus.dice))
        events.append(
            e.BonusUsed(
                character_id=ch.character_id,
                bonus_id=bid,
                test_id=rec.test_id,
                dice=bonus.dice,
                consumed=not bonus.persistent,
                table_id=rec.table_id,
            )
        )
    if rec.extra_time_dice:
        pool_parts.append(TnPart(source="extra time", value=rec.extra_time_dice))
    if rec.sensitivities or (not inspired and rec.attribute in ("articulation", "locomotion")):
        pool_parts.extend(sensitivity_parts(ch, rec.sensitivities, rec.attribute or ""))
    pool = max(0, sum(p.value for p in pool_parts))
    tn = sum(p.value for p in tn_parts)
    if pool <= 0:
        raise RuleViolation(
            "no_dice_to_roll",
            "the robot has no dice for this: no program, no role-related default, no bonus dice",
            test_id=rec.test_id,
            pool_parts=[{"source": p.source, "value": p.value} for p in pool_parts],
        )
    roll = ctx.dice.roll(pool, 10)
    successes = sum(1 for f in roll.faces if f <= tn)
    faces_limit = game(state).inspiration_faces
    ones = sum(1 for f in roll.faces if f <= faces_limit and f <= tn) if ch.sparked else 0
    events.append(
        e.TestRolled(
            table_id=rec.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            test_id=rec.test_id,
            character_id=ch.character_id,
            inspired=inspired,
            program=rec.program,
            pool=pool,
            pool_parts=tuple(pool_parts),
            tn=tn,
            tn_parts=tuple(tn_parts),
            successes=successes,
            ones=ones,
            bonus_ids=tuple(cmd.bonus_ids),
            inspired_spec=inspired_spec,
        )
    )
    return events


def take_ones(state: CampaignState, cmd: c.TakeOnesAsInspiration, ctx: Context) -> list[Event]:
    rec = test_record(state, cmd.test_id)
    ch = acts_for(state, ctx, rec.character_id)
    require_spark(ch, "take 1s as Inspiration")
    if not rec.rolled or rec.resolved:
        raise RuleViolation(
            "ones_choice_closed",
            "1s are taken as Inspiration after the roll and before resolution",
            test_id=rec.test_id,
        )
    limit = game(state).inspiration_faces
    ones = sum(1 for f in rec.faces if f <= limit and f <= rec.tn)
    available = ones - rec.ones_taken
    if cmd.count > available:
        raise RuleViolation(
            "not_enough_ones",
            "only rolled 1s (not yet taken) can become Inspiration",
            requested=cmd.count,
            available=available,
        )
    return [
        e.InspirationTakenFromOnes(
            test_id=rec.test_id,
            character_id=ch.character_id,
            table_id=rec.table_id,
            count=cmd.count,
            successes_before=rec.successes,
            successes_after=rec.successes - cmd.count,
            inspiration_before=ch.inspiration,
            inspiration_after=ch.inspiration + cmd.count,
        )
    ]
