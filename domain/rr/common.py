"""Small helpers shared by the Robots & Rapiers decisions: look-ups with typed errors, TN parts, scratch
copies for look-ahead, and picking "at random" with the allowed dice."""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from domain.campaign import CampaignState, Context, require_controls, require_open_table
from domain.dice import ALLOWED_SIDES, DiceRoll, DiceSource
from domain.errors import NotFound, RuleViolation
from domain.messages import Event
from domain.rr.attributes import current
from domain.rr.conflict.state import Conflict
from domain.rr.state import Lighting, Noise, PendingSave, RRCharacter, RRState, TestRecord, TnPart
from domain.rr.vocabulary import Rounding


def game(state: CampaignState) -> RRState:
    return state.game  # type: ignore[no-any-return]


def character(state: CampaignState, character_id: str) -> RRCharacter:
    ch = game(state).characters.get(character_id)
    if ch is None:
        raise NotFound("character_not_found", "no such robot", character_id=character_id)
    return ch


def acts_for(state: CampaignState, ctx: Context, character_id: str) -> RRCharacter:
    """The robot, if the actor is the GM or the player who owns it."""
    require_controls(state, ctx.actor, character_id)
    return character(state, character_id)


def test_record(state: CampaignState, test_id: str) -> TestRecord:
    rec = game(state).tests.get(test_id)
    if rec is None:
        raise NotFound("test_not_found", "no such test", test_id=test_id)
    return rec


def pending_save(state: CampaignState, save_id: str) -> PendingSave:
    save = game(state).saves.get(save_id)
    if save is None:
        raise NotFound("save_not_found", "no such pending saving throw", save_id=save_id)
    return save


def open_table(state: CampaignState, table_id: str) -> None:
    require_open_table(state, table_id)


def require_spark(ch: RRCharacter, what: str) -> None:
    if not ch.sparked:
        raise RuleViolation(
            "inspiration_requires_spark", f"only Sparked robots may {what}", character_id=ch.character_id
        )


def require_active(ch: RRCharacter) -> None:
    """A shut-down robot does nothing; a reactivated Spark first owes its Memory Save."""
    if ch.shut_down:
        raise RuleViolation("shut_down", "the robot is shut down and must be reactivated", character_id=ch.character_id)
    if ch.memory_save_due:
        raise RuleViolation(
            "memory_save_due",
            "a reactivated Spark makes its shut-down Memory Save before acting",
            character_id=ch.character_id,
        )


def require_inspiration(ch: RRCharacter, needed: int) -> None:
    if ch.inspiration < needed:
        raise RuleViolation(
            "not_enough_inspiration",
            "the robot has too little Inspiration",
            character_id=ch.character_id,
            needed=needed,
            available=ch.inspiration,
        )


def require_power(ch: RRCharacter, needed: int) -> None:
    if ch.power < needed:
        raise RuleViolation(
            "not_enough_power",
            "the robot has too little Power",
            character_id=ch.character_id,
            needed=needed,
            available=ch.power,
        )


def attribute_parts(
    ch: RRCharacter, attribute: str, lighting: Lighting = "normal", noise: Noise = "normal", dark: Rounding = "up"
) -> list[TnPart]:
    """The attribute's current value as parts: its value before temporary losses, then those losses (`dark`:
    how half Visual rounds in the dark, by the ruling in force)."""
    value = current(ch, attribute, lighting, noise, dark)
    if not (ch.losses or ch.persistent_losses):
        return [TnPart(source=attribute, value=value)]
    clean = msgspec.structs.replace(ch, losses={}, persistent_losses={})
    base = current(clean, attribute, lighting, noise, dark)
    parts = [TnPart(source=attribute, value=base)]
    if value != base:
        parts.append(TnPart(source=f"{attribute} temporary loss", value=value - base))
    return parts


def scratch(
    state: CampaignState,
    character_ids: Iterable[str] = (),
    test_ids: Iterable[str] = (),
    save_ids: Iterable[str] = (),
    conflict_ids: Iterable[str] = (),
) -> CampaignState:
    """A throw-away campaign holding deep copies of just the named entities, to run handlers on while
    deciding a multi-step command (decisions never mutate the real state). Handlers that reach into a
    conflict tolerate its absence from the copy."""
    g = game(state)
    sim = RRState(sa_cost_per_level=g.sa_cost_per_level, inspiration_faces=g.inspiration_faces)
    for cid in character_ids:
        if cid in g.characters:
            sim.characters[cid] = msgspec.convert(msgspec.to_builtins(g.characters[cid]), RRCharacter)
    for tid in test_ids:
        if tid in g.tests:
            sim.tests[tid] = msgspec.convert(msgspec.to_builtins(g.tests[tid]), TestRecord)
    for sid in save_ids:
        if sid in g.saves:
            sim.saves[sid] = msgspec.convert(msgspec.to_builtins(g.saves[sid]), PendingSave)
    for kid in conflict_ids:
        if kid in g.conflicts:
            sim.conflicts[kid] = msgspec.convert(msgspec.to_builtins(g.conflicts[kid]), Conflict)
    return CampaignState(version=state.version, ruleset=state.ruleset, game=sim)


def run(sim: CampaignState, events: Iterable[Event]) -> None:
    """Apply our own handlers to a scratch campaign."""
    from domain.rr.apply import HANDLERS

    for ev in events:
        handler = HANDLERS.get(type(ev))
        if handler is not None:
            handler(sim, ev)


def pick(dice: DiceSource, n: int) -> tuple[list[DiceRoll], int]:
    """Choose 1..n at random with the smallest allowed die of at least n sides, re-rolling faces above n
    (every roll kept for the audit). n == 1 needs no dice."""
    if n < 1:
        raise ValueError("nothing to pick from")
    if n == 1:
        return [], 1
    sides = min(s for s in ALLOWED_SIDES if s >= n)
    rolls: list[DiceRoll] = []
    while True:
        roll = dice.roll(1, sides)
        rolls.append(roll)
        if roll.faces[0] <= n:
            return rolls, roll.faces[0]
