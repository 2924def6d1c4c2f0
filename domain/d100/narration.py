"""Shapers d100 events in plain English: initiative, movement, attacks and defences rolled under their TNs
(each with the parts that built it and the points of success or failure), how an attack resolves, hit
locations, damage through armour and Fortitude, and Health.

`BOOK` gives the `narrate` and `key_moment` hooks; `RECAP` the recap's sections: attacks and defences,
damage, Health (lost and regained per character), and the GM's task rolls.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from domain.d100 import events as e
from domain.narration import Names, Phrasebook, change, human, parts_text, plural, title
from domain.recap import Beat, RecapSection, RecapSpec, beats_by_type

BOOK = Phrasebook()
"""The `narrate` and `key_moment` hooks of Shapers d100."""


def _points(points: int) -> str:
    return f"succeeds by {points}" if points >= 0 else f"fails by {-points}"


def _percentile(ev: Any) -> str:
    """`d100 23 vs TN 65 (base 50 + Agility 10 + Melee 5) → succeeds by 42`."""
    return f"d100 {ev.roll} vs TN {ev.target_number} ({parts_text(ev.target_parts)}) → {_points(ev.points)}"


@BOOK.tells(e.D100CharacterCreated)
def _created(ev: e.D100CharacterCreated, n: Names) -> str:
    weapons = ", ".join(w.name for w in ev.sheet.weapons)
    armed = f", armed with {weapons}" if weapons else ""
    return f"{ev.name} enters play, played by {n.member(ev.owner_id)}{armed}"


@BOOK.tells(e.ConflictStarted)
def _started(ev: e.ConflictStarted, n: Names) -> str:
    rules = [
        label
        for on, label in (
            (ev.options.passive_defence, "passive defence"),
            (ev.options.lethal_damage, "lethal damage"),
            (not ev.options.hit_locations, "no hit locations"),
            (ev.options.dreamscape, "in a dreamscape"),
        )
        if on
    ]
    return f"A fight begins: {n.many(ev.character_ids)}" + (f" ({', '.join(rules)})" if rules else "")


@BOOK.tells(e.InitiativeRolled)
def _initiative(ev: e.InitiativeRolled, n: Names) -> str:
    rolls = "; ".join(f"{n.character(x.character_id)} {parts_text(x.parts)} = {x.initiative}" for x in ev.entries)
    text = f"Initiative: {rolls} → {n.many(ev.order)}"
    for tie in ev.tie_breaks:
        text += f" (tied at {tie.initiative}, rolled off: {' '.join(map(str, tie.faces))})"
    return text


@BOOK.tells(e.RoundStarted)
def _round(ev: e.RoundStarted, n: Names) -> str:
    return f"Round {ev.round} begins"


@BOOK.tells(e.TurnStarted)
def _turn(ev: e.TurnStarted, n: Names) -> str:
    return f"{n.character(ev.character_id)}'s turn (round {ev.round})"


@BOOK.tells(e.TurnEnded)
def _turn_ended(ev: e.TurnEnded, n: Names) -> str:
    return f"{n.character(ev.character_id)} ends the turn"


@BOOK.tells(e.Moved)
def _moved(ev: e.Moved, n: Names) -> str:
    how = " as a free action" if ev.free_action else ""
    return f"{n.character(ev.character_id)} moves ({ev.mode}){how}"


@BOOK.tells(e.FreeActionTaken)
def _free(ev: e.FreeActionTaken, n: Names) -> str:
    what = {"draw_weapon": "draws a weapon", "shout": "shouts"}.get(ev.kind, "takes a free action")
    return f"{n.character(ev.character_id)} {what}" + (f": {ev.detail}" if ev.detail else "")


@BOOK.tells(e.Aimed)
def _aimed(ev: e.Aimed, n: Names) -> str:
    at = f" at {n.character(ev.target_id)}" if ev.target_id else ""
    return f"{n.character(ev.character_id)} takes aim with the {ev.weapon}{at}"


@BOOK.tells(e.AttackRolled)
def _attack(ev: e.AttackRolled, n: Names) -> str:
    called = f", aiming for the {human(ev.called_location)}" if ev.called_location else ""
    return (
        f"{n.character(ev.character_id)} attacks {n.character(ev.target_id)} with the {ev.weapon}{called}: "
        f"{_percentile(ev)}"
    )


@BOOK.tells(e.DefenceRolled)
def _defence(ev: e.DefenceRolled, n: Names) -> str:
    return (
        f"{n.character(ev.character_id)} defends against {n.character(ev.target_id)} with "
        f"{title(ev.attribute)} + {ev.aptitude}: {_percentile(ev)}"
    )


@BOOK.tells(e.AttackResolved)
def _resolved(ev: e.AttackResolved, n: Names) -> str:
    who, whom = n.character(ev.character_id), n.character(ev.target_id)
    against = {"opposed": "an opposed defence", "passive": "a passive defence", "none": "no defence"}[ev.defence]
    if ev.result == "hit":
        extra = f", +{ev.success_damage} damage for the margin" if ev.success_damage else ""
        verdict = f"hits {whom} by {ev.outcome}{extra}"
    elif ev.result == "counter_attack":
        verdict = f"misses {whom} by {-ev.outcome} and is open to a counter-attack"
    else:
        verdict = f"misses {whom}"
    return f"{who}'s attack ({plural(ev.attack_points, 'point')}) against {against} {verdict}"


@BOOK.tells(e.HitLocationRolled)
def _location(ev: e.HitLocationRolled, n: Names) -> str:
    return f"The hit lands on the {human(ev.location)} (d100 {ev.roll})"


@BOOK.tells(e.DamageDealt)
def _damage(ev: e.DamageDealt, n: Names) -> str:
    source = "counter-attack" if ev.source == "counter_attack" else ev.weapon
    soaked = [parts_text(ev.armour_parts)] if ev.armour_parts else []
    if ev.fortitude is not None:
        soaked.append(f"{human(ev.fortitude.label)} {ev.fortitude.value}")
    less = f", less {' and '.join(soaked)}" if soaked else ""
    where = f" to the {human(ev.location)}" if ev.located else ""
    return (
        f"{n.character(ev.character_id)}'s {source} deals {n.character(ev.target_id)} {ev.damage} "
        f"{ev.realm} damage{where} ({parts_text(ev.dealt_parts)}{less})"
    )


@BOOK.tells(e.HealthChanged)
def _health(ev: e.HealthChanged, n: Names) -> str:
    delta = ev.after - ev.before
    verb = f"loses {-delta}" if delta < 0 else f"regains {delta}"
    text = f"{n.character(ev.character_id)} {verb} {title(ev.realm)} Health ({change(ev.before, ev.after)})"
    return text + (f" — {n.ids_in(human(ev.reason))}" if ev.reason else "")


@BOOK.tells(e.TaskRolled)
def _task(ev: e.TaskRolled, n: Names) -> str:
    skill = f" + {ev.aptitude}" if ev.aptitude else ""
    why = f" ({ev.reason})" if ev.reason else ""
    return f"{n.character(ev.character_id)} tests {title(ev.attribute)}{skill}{why}: {_percentile(ev)}"


@BOOK.tells(e.CombatantRemoved)
def _removed(ev: e.CombatantRemoved, n: Names) -> str:
    return f"{n.character(ev.character_id)} is out of the fight ({human(ev.reason)})"


@BOOK.tells(e.ConflictEnded)
def _ended(ev: e.ConflictEnded, n: Names) -> str:
    return "The fight ends"


# --- key moments --------------------------------------------------------------------------------------------


@BOOK.key_moment_when(e.ConflictStarted, e.ConflictEnded, e.CombatantRemoved)
def _always(_ev: Any) -> bool:
    return True


@BOOK.key_moment_when(e.AttackResolved)
def _counter(ev: e.AttackResolved) -> bool:
    return ev.result == "counter_attack" or ev.success_damage >= 2


@BOOK.key_moment_when(e.HealthChanged)
def _down(ev: e.HealthChanged) -> bool:
    return ev.after <= 0 < ev.before


BOOK.routine(*e.EVENTS)


# --- the recap -----------------------------------------------------------------------------------------------


def _attack_beats(ev: e.AttackResolved) -> tuple[Beat, ...]:
    return (Beat("attacks", outcome=ev.result),)


def _rolled_beats(ev: Any) -> tuple[Beat, ...]:
    return (Beat("attacks", outcome=_points(ev.points)),)


def _task_beats(ev: e.TaskRolled) -> tuple[Beat, ...]:
    return (Beat("tasks", outcome="success" if ev.success else "failure"),)


def _health_beats(ev: e.HealthChanged) -> tuple[Beat, ...]:
    delta = ev.after - ev.before
    if delta < 0:
        return (Beat("health", total="lost", amount=-delta),)
    return (Beat("health", total="regained", amount=delta),)


_BEATS: dict[type, Callable[[Any], Iterable[Beat]]] = {
    e.AttackRolled: _rolled_beats,
    e.DefenceRolled: _rolled_beats,
    e.AttackResolved: _attack_beats,
    e.DamageDealt: lambda ev: (Beat("damage"),),
    e.HitLocationRolled: lambda ev: (Beat("damage"),),
    e.HealthChanged: _health_beats,
    e.TaskRolled: _task_beats,
}

RECAP = RecapSpec(
    sections=(
        RecapSection("attacks", "Attacks and defences", "No attacks.", table=True),
        RecapSection("damage", "Damage and hit locations", "No damage dealt."),
        RecapSection("health", "Health", "Nobody lost or regained Health.", totals=("lost", "regained")),
        RecapSection("tasks", "Task rolls", "No task rolls.", table=True),
    ),
    beats=beats_by_type(_BEATS),
)
