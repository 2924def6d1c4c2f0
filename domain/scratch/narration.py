"""Scratch RPS events in plain English: fights turn by turn, attacks against defense, damage and hit points,
heals, crafted bonuses and the GM's ability rolls, with every d20 and what was added to it.

`BOOK` gives the `narrate` and `key_moment` hooks; `RECAP` the recap's sections: attacks, hit points (lost
and healed per character), checks (healing, crafting, the GM's ability rolls) and delays and escapes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from domain.narration import Names, Phrasebook, change, human, parts_text, plural
from domain.recap import Beat, RecapSection, RecapSpec, always, beats_by_type
from domain.scratch import events as e

BOOK = Phrasebook()
"""The `narrate` and `key_moment` hooks of Scratch RPS."""

ATTACKS = {
    "basic_attack": "strikes at",
    "hold": "tries to hold",
    "throw_object": "throws an object at",
    "shooting": "shoots at",
    "blasting": "blasts",
    "knockout": "tries to knock out",
    "catch": "tries to catch",
}
ACTIONS = {
    "basic_attack": "attacks",
    "hold": "holds",
    "throw_object": "throws an object at",
    "shooting": "shoots",
    "blasting": "blasts",
    "knockout": "goes for a knockout on",
    "fighting": "fights",
    "wrestling": "wrestles",
    "evade": "evades",
    "catch": "goes to catch",
    "escape": "tries to escape",
    "healing": "heals",
    "engage": "engages",
    "take_cover": "takes cover",
    "bonus": "takes a bonus action",
}


def _check(ev: Any, n: Names) -> str:
    """`d20 14 + healing 1 = 15 vs 10 → succeeds (natural 20)`."""
    verdict = "succeeds" if ev.success else "fails"
    natural = " (natural 20)" if ev.natural_20 else ""
    return f"{parts_text(ev.roll_parts)} = {ev.total} vs {ev.difficulty} → {verdict}{natural}"


@BOOK.tells(e.ScratchCharacterCreated)
def _created(ev: e.ScratchCharacterCreated, n: Names) -> str:
    levels = ", ".join(f"{human(a)} {v}" for a, v in ev.abilities.levels().items())
    who = f"{n.character(ev.leader_id)}'s minion" if ev.leader_id else f"played by {n.member(ev.owner_id)}"
    return f"{ev.name} enters play, {who}: {levels or 'no abilities'} ({plural(ev.hit_points, 'hit point')})"


@BOOK.tells(e.CreationLimitsSet)
def _limits(ev: e.CreationLimitsSet, n: Names) -> str:
    return f"New characters get {ev.cp} CP, no ability above level {ev.max_level}"


def _scene(env: Any) -> str:
    notes = [
        "cover" if env.cover else "no cover",
        "things to throw" if env.throwables else "nothing to throw",
        "room to fly" if env.room_to_fly else "no room to fly",
    ]
    if getattr(env, "water", "none") != "none":
        notes.append(f"{env.water} water")
    return ", ".join(notes)


@BOOK.tells(e.ConflictStarted)
def _started(ev: e.ConflictStarted, n: Names) -> str:
    return f"A fight begins: {n.many(ev.character_ids)} ({_scene(ev.environment)})"


@BOOK.tells(e.InitiativeRolled)
def _initiative(ev: e.InitiativeRolled, n: Names) -> str:
    rolls = "; ".join(f"{n.character(x.character_id)} {parts_text(x.parts)} = {x.initiative}" for x in ev.entries)
    text = f"Initiative: {rolls} → {n.many(ev.order)}"
    for tie in ev.tie_breaks:
        text += f" (tied at {tie.initiative}, rolled off: {' '.join(map(str, tie.faces))})"
    return text


@BOOK.tells(e.EnvironmentSet)
def _environment(ev: e.EnvironmentSet, n: Names) -> str:
    return f"The GM sets the scene: {_scene(ev.environment)}"


@BOOK.tells(e.RoundStarted)
def _round(ev: e.RoundStarted, n: Names) -> str:
    return f"Round {ev.round} begins"


@BOOK.tells(e.TurnStarted)
def _turn(ev: e.TurnStarted, n: Names) -> str:
    text = f"{n.character(ev.character_id)}'s turn (round {ev.round})"
    return text + ("; it may escape" if ev.may_escape else "")


@BOOK.tells(e.TurnSkipped)
def _skipped(ev: e.TurnSkipped, n: Names) -> str:
    why = "delayed" if ev.reason == "delayed" else "incapacitated"
    return f"{n.character(ev.character_id)} loses the turn ({why})"


@BOOK.tells(e.TurnEnded)
def _turn_ended(ev: e.TurnEnded, n: Names) -> str:
    return f"{n.character(ev.character_id)} ends the turn"


@BOOK.tells(e.ActionTaken)
def _action(ev: e.ActionTaken, n: Names) -> str:
    verb = ACTIONS.get(ev.action, human(ev.action))
    text = f"{n.character(ev.character_id)} {verb}"
    if ev.target_ids:
        text += f" {n.many(dict.fromkeys(ev.target_ids))}"  # twice at one target: named once
    extras = [f"{ev.kind} action"] + (["from the air"] if ev.aloft else []) + ([ev.detail] if ev.detail else [])
    return f"{text} ({', '.join(extras)})"


@BOOK.tells(e.AttackRolled)
def _attack(ev: e.AttackRolled, n: Names) -> str:
    how = f" with {human(ev.ability)}" if ev.ability else ""
    where = " at long range" if ev.range == "long" else ""
    verdict = "hits" if ev.success else "misses"
    natural = " (natural 20)" if ev.natural_20 else ""
    defense = parts_text(ev.difficulty_parts) if ev.difficulty_parts else str(ev.difficulty)
    return (
        f"{n.character(ev.character_id)} {ATTACKS.get(ev.action, human(ev.action))} {n.character(ev.target_id)}"
        f"{how}{where}: {parts_text(ev.roll_parts)} = {ev.total} vs defense {ev.difficulty} ({defense}) "
        f"→ {verdict}{natural}"
    )


@BOOK.tells(e.DamageDealt)
def _damage(ev: e.DamageDealt, n: Names) -> str:
    return (
        f"{n.character(ev.character_id)}'s {human(ev.action)} deals {n.character(ev.target_id)} "
        f"{ev.damage} damage ({parts_text(ev.parts)})"
    )


@BOOK.tells(e.HitPointsChanged)
def _hit_points(ev: e.HitPointsChanged, n: Names) -> str:
    who = n.character(ev.character_id)
    delta = ev.after - ev.before
    if delta < 0:
        what = f"loses {plural(-delta, 'hit point')}"
    elif delta > 0:
        what = f"regains {plural(delta, 'hit point')}"
    else:
        what = "keeps its hit points"
    text = f"{who} {what} ({change(ev.before, ev.after)} of {ev.maximum}, {ev.status})"
    return text + (f" — {n.ids_in(human(ev.reason))}" if ev.reason else "")


@BOOK.tells(e.Delayed)
def _delayed(ev: e.Delayed, n: Names) -> str:
    by = "itself" if ev.by_id == ev.character_id else n.character(ev.by_id)
    return f"{n.character(ev.character_id)} is delayed by {by} ({human(ev.reason)}): it loses its next turn"


@BOOK.tells(e.Evaded)
def _evaded(ev: e.Evaded, n: Names) -> str:
    how = f" with {human(ev.ability)}" if ev.ability else ""
    return f"{n.character(ev.character_id)} evades{how}: defense +{ev.bonus} until its next turn"


@BOOK.tells(e.Caught)
def _caught(ev: e.Caught, n: Names) -> str:
    return f"{n.character(ev.character_id)} catches {n.character(ev.target_id)}: no escape for it"


@BOOK.tells(e.Escaped)
def _escaped(ev: e.Escaped, n: Names) -> str:
    return f"{n.character(ev.character_id)} escapes the fight"


@BOOK.tells(e.HealRolled)
def _heal(ev: e.HealRolled, n: Names) -> str:
    what = "revive" if ev.kind == "revive" else "heal"
    return f"{n.character(ev.character_id)} tries to {what} {n.character(ev.target_id)}: {_check(ev, n)}"


@BOOK.tells(e.AbilityRolled)
def _ability(ev: e.AbilityRolled, n: Names) -> str:
    what = f"a {human(ev.ability)} roll" if ev.ability else "a roll"
    why = f" ({ev.reason})" if ev.reason else ""
    return f"{n.character(ev.character_id)} makes {what}{why}: {_check(ev, n)}"


@BOOK.tells(e.HurrySet)
def _hurry(ev: e.HurrySet, n: Names) -> str:
    return "The party is in a hurry" if ev.in_hurry else "The hurry is over: blocked bonuses free up"


@BOOK.tells(e.CraftRolled)
def _craft(ev: e.CraftRolled, n: Names) -> str:
    return (
        f"{n.character(ev.character_id)} crafts a {human(ev.ability)} bonus for {n.character(ev.target_id)} "
        f"in a hurry: {_check(ev, n)}"
    )


@BOOK.tells(e.BonusGranted)
def _granted(ev: e.BonusGranted, n: Names) -> str:
    return f"{n.character(ev.crafter_id)} gives {n.character(ev.character_id)} +1 {human(ev.ability)}"


@BOOK.tells(e.BonusBlocked)
def _blocked(ev: e.BonusBlocked, n: Names) -> str:
    return (
        f"{n.character(ev.crafter_id)}'s {human(ev.ability)} bonus for {n.character(ev.character_id)} fails: "
        "that bonus is lost until the hurry is over"
    )


@BOOK.tells(e.BonusRemoved)
def _removed(ev: e.BonusRemoved, n: Names) -> str:
    why = "they part ways" if ev.reason == "parted" else "taken back"
    return f"{n.character(ev.character_id)} loses {n.character(ev.crafter_id)}'s +1 {human(ev.ability)} ({why})"


@BOOK.tells(e.ConflictEnded)
def _ended(ev: e.ConflictEnded, n: Names) -> str:
    return "The fight ends"


# --- key moments --------------------------------------------------------------------------------------------


@BOOK.key_moment_when(e.ConflictStarted, e.ConflictEnded, e.Escaped)
def _always(_ev: Any) -> bool:
    return True


@BOOK.key_moment_when(e.AttackRolled, e.HealRolled, e.AbilityRolled, e.CraftRolled)
def _natural_20(ev: Any) -> bool:
    return bool(ev.natural_20)


@BOOK.key_moment_when(e.HitPointsChanged)
def _down_or_up(ev: e.HitPointsChanged) -> bool:
    """Knocked out, or brought back from it."""
    return (ev.after <= 0) != (ev.before <= 0)


BOOK.routine(*e.EVENTS)


# --- the recap -----------------------------------------------------------------------------------------------


def _attack_beats(ev: e.AttackRolled) -> tuple[Beat, ...]:
    return (Beat("attacks", outcome="hit" if ev.success else "miss"),)


def _check_beats(ev: Any) -> tuple[Beat, ...]:
    return (Beat("checks", outcome="success" if ev.success else "failure"),)


def _hit_point_beats(ev: e.HitPointsChanged) -> tuple[Beat, ...]:
    delta = ev.after - ev.before
    if delta < 0:
        return (Beat("hit_points", total="lost", amount=-delta),)
    return (Beat("hit_points", total="healed", amount=delta),)


_BEATS: dict[type, Callable[[Any], Iterable[Beat]]] = {
    e.AttackRolled: _attack_beats,
    e.HitPointsChanged: _hit_point_beats,
    e.HealRolled: _check_beats,
    e.AbilityRolled: _check_beats,
    e.CraftRolled: _check_beats,
    e.Delayed: always("delays"),
    e.TurnSkipped: always("delays"),
    e.Evaded: always("delays"),
    e.Caught: always("delays"),
    e.Escaped: always("delays"),
}

RECAP = RecapSpec(
    sections=(
        RecapSection("attacks", "Attacks", "No attacks.", table=True),
        RecapSection("hit_points", "Hit points", "Nobody lost or regained hit points.", totals=("lost", "healed")),
        RecapSection("checks", "Healing, crafting and other rolls", "No other rolls.", table=True),
        RecapSection("delays", "Delays, evasions and escapes", "Nobody was delayed, evaded or escaped."),
    ),
    beats=beats_by_type(_BEATS),
)
