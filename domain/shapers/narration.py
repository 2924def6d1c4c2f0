"""Shapers and Bots events in plain English: challenges and contests (3d6 + rating + difficulty against 11,
flukes called by name), fights action by action, attacks against defences, damage and injury rolls, hit
points, knock-outs, healing and advancement.

`BOOK` gives the `narrate` and `key_moment` hooks; `RECAP` the recap's sections: challenges and contests,
attacks, hit points (lost and healed per character), knock-outs and injuries, and advancement.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from domain.narration import Names, Phrasebook, change, dice_text, human, parts_text, plural
from domain.recap import Beat, RecapSection, RecapSpec, always, beats_by_type
from domain.shapers import events as e
from domain.shapers.checks import Check, Part
from domain.shapers.words import rating_title

BOOK = Phrasebook()
"""The `narrate` and `key_moment` hooks of Shapers and Bots."""

FLUKES = {
    "success": "three 6's: it always succeeds",
    "lucky_twist": "a 17: something good happens",
    "failure": "a 4: it always fails",
    "disaster": "a 3: something really bad happens",
}


def _named(name: str) -> str:
    """A rating as the rulebook writes it: features by their abbreviation (FIT, STR), skills by name, a
    specialty with its category ("Weapon (Bow)")."""
    return rating_title(name) if ":" in name else name


def _check(check: Check, rolls: Any) -> str:
    """`3d6 [4 5 6] = 15 + Climbing 2 − difficulty 3 = 14 vs 11 → succeeds`."""
    roll = rolls[check.roll_index] if check.roll_index < len(rolls) else None
    dice = dice_text([roll]) if roll is not None else f"3d6 = {check.dice_total}"
    parts = [Part(name=_named(p.name), value=p.value) for p in check.parts]
    added = f" + {parts_text(parts)}" if parts else ""
    text = f"{dice}{added} = {check.total}"
    if check.target is not None:
        verdict = "succeeds" if check.succeeded else "fails"
        text += f" vs {check.target} → {verdict}"
    if check.fluke is not None:
        text += f" ({FLUKES.get(check.fluke, human(check.fluke))})"
    return text


def _rating(name: str, rating: int | None) -> str:
    name = _named(name)
    return f"{name} {rating:+d}" if rating is not None else f"{name} (no rating: flukes only)"


# --- characters and gear ------------------------------------------------------------------------------------


@BOOK.tells(e.SbCharacterCreated)
def _created(ev: e.SbCharacterCreated, n: Names) -> str:
    what = human(ev.species) if ev.species else human(ev.kind)
    extra = ", an extra" if ev.extra else f", played by {n.member(ev.owner_id)}"
    shaping = f", a {ev.shaping} shaper" if ev.shaping else ""
    return f"{ev.name} the {what} enters play{extra}{shaping} ({plural(ev.max_hp, 'hit point')})"


@BOOK.tells(e.SkillAdded)
def _skill_added(ev: e.SkillAdded, n: Names) -> str:
    return f"The Director adds the skill {ev.name}"


@BOOK.tells(e.WeaponSet)
def _weapon_set(ev: e.WeaponSet, n: Names) -> str:
    return f"{n.character(ev.character_id)} carries a {ev.name} ({human(ev.weapon_class)}, {_named(ev.skill)})"


@BOOK.tells(e.WeaponRemoved)
def _weapon_removed(ev: e.WeaponRemoved, n: Names) -> str:
    return f"{n.character(ev.character_id)} no longer carries the {ev.name}"


@BOOK.tells(e.WeaponReadied)
def _readied(ev: e.WeaponReadied, n: Names) -> str:
    return f"{n.character(ev.character_id)} readies the {ev.weapon}"


@BOOK.tells(e.WeaponDropped)
def _dropped(ev: e.WeaponDropped, n: Names) -> str:
    return f"{n.character(ev.character_id)} drops the {ev.weapon}"


@BOOK.tells(e.ArmorChanged)
def _armor(ev: e.ArmorChanged, n: Names) -> str:
    return f"{n.character(ev.character_id)} {'puts on' if ev.worn else 'takes off'} armor"


# --- challenges and contests --------------------------------------------------------------------------------


@BOOK.tells(e.ChallengeCalled)
def _challenge_called(ev: e.ChallengeCalled, n: Names) -> str:
    guide = f", {ev.guide}" if ev.guide else ""
    note = f" — {ev.note}" if ev.note else ""
    return (
        f"The Director calls a challenge on {n.character(ev.character_id)}'s {_rating(ev.rating_name, ev.rating)}"
        f" (difficulty {ev.difficulty:+d}{guide}){note}"
    )


@BOOK.tells(e.ChallengeSucceededAutomatically)
def _automatic(ev: e.ChallengeSucceededAutomatically, n: Names) -> str:
    return (
        f"{n.character(ev.character_id)} succeeds without rolling: {_named(ev.rating_name)} {ev.rating:+d} "
        f"with difficulty {ev.difficulty:+d} cannot miss"
    )


@BOOK.tells(e.ChallengeRolled)
def _challenge(ev: e.ChallengeRolled, n: Names) -> str:
    return f"{n.character(ev.character_id)} rolls {_named(ev.check.rating_name)}: {_check(ev.check, ev.rolls)}"


@BOOK.tells(e.ChallengeCancelled)
def _cancelled(ev: e.ChallengeCancelled, n: Names) -> str:
    return "The Director calls the challenge off"


@BOOK.tells(e.ContestCalled)
def _contest_called(ev: e.ContestCalled, n: Names) -> str:
    return (
        f"A contest: {n.character(ev.character_id)}'s {_rating(ev.rating_name, ev.rating)} against "
        f"{n.character(ev.target_id)}'s {_rating(ev.target_rating_name, ev.target_rating)}"
    )


@BOOK.tells(e.ContestRolled)
def _contest(ev: e.ContestRolled, n: Names) -> str:
    who = n.character(ev.character_id)
    return f"{who} rolls {_named(ev.check.rating_name)} in the contest: {_check(ev.check, ev.rolls)}"


@BOOK.tells(e.ContestResolved)
def _contest_resolved(ev: e.ContestResolved, n: Names) -> str:
    scores = ", ".join(f"{n.character(c)} {t}" for c, t in ev.totals.items())
    if ev.winner_id is None:
        return f"The contest is tied ({scores})"
    return f"{n.character(ev.winner_id)} wins the contest ({scores})"


@BOOK.tells(e.ContestTieRuled)
def _tie(ev: e.ContestTieRuled, n: Names) -> str:
    what = "roll again" if ev.ruling == "continue" else "something unusual happens"
    return f"The Director rules on the tie: {what}" + (f" — {ev.note}" if ev.note else "")


# --- fights -------------------------------------------------------------------------------------------------


@BOOK.tells(e.FightStarted)
def _fight(ev: e.FightStarted, n: Names) -> str:
    who = ", ".join(f"{n.character(c.character_id)} (FIT {c.fitness:+d})" for c in ev.combatants)
    return f"A fight begins: {who}"


@BOOK.tells(e.OrderContestRolled)
def _order_contest(ev: e.OrderContestRolled, n: Names) -> str:
    rolls = "; ".join(f"{n.character(r.character_id)} {_check(r.check, ev.rolls)}" for r in ev.entries)
    return f"Tied on Fitness {ev.fitness:+d}, they roll for the order: {rolls}"


@BOOK.tells(e.TurnOrderSet)
def _order(ev: e.TurnOrderSet, n: Names) -> str:
    return f"Turn order: {n.many(ev.order)}"


@BOOK.tells(e.RoundStarted)
def _round(ev: e.RoundStarted, n: Names) -> str:
    actions = ", ".join(f"{n.character(a.character_id)} {a.actions}" for a in ev.allowances)
    return f"Round {ev.round} begins (actions: {actions})" if actions else f"Round {ev.round} begins"


@BOOK.tells(e.TurnStarted)
def _turn(ev: e.TurnStarted, n: Names) -> str:
    return f"{n.character(ev.character_id)}'s turn (round {ev.round})"


ACTIONS = {
    "attack": "attacks",
    "defend": "defends",
    "pick_up": "picks something up",
    "draw": "draws a weapon",
    "run": "runs",
    "reload": "reloads",
}


@BOOK.tells(e.ActionTaken)
def _action(ev: e.ActionTaken, n: Names) -> str:
    what = ACTIONS.get(ev.action, human(ev.action))
    with_ = f" with the {ev.weapon}" if ev.weapon else ""
    source = {"borrowed": ", a borrowed action", "berserk": ", berserk"}.get(ev.source, "")
    return f"{n.character(ev.character_id)} {what}{with_} ({plural(ev.actions_left, 'action')} left{source})"


@BOOK.tells(e.ActionsGranted)
def _granted(ev: e.ActionsGranted, n: Names) -> str:
    why = f" — {ev.reason}" if ev.reason else ""
    return f"{n.character(ev.character_id)} gets {plural(ev.count, 'more action')}{why}"


@BOOK.tells(e.TurnEnded)
def _turn_ended(ev: e.TurnEnded, n: Names) -> str:
    unused = f" ({plural(ev.actions_unused, 'action')} unused)" if ev.actions_unused else ""
    return f"{n.character(ev.character_id)} ends the turn{unused}"


@BOOK.tells(e.AttackDeclared)
def _declared(ev: e.AttackDeclared, n: Names) -> str:
    surprise = ", by surprise" if ev.surprise else ""
    return (
        f"{n.character(ev.character_id)} goes for {n.character(ev.target_id)} with the {ev.weapon} "
        f"({_named(ev.skill)}, difficulty {ev.difficulty:+d}{surprise})"
    )


DEFENCES = {
    "surprise": "taken by surprise",
    "unconscious": "unconscious",
    "berserk": "berserk, not defending",
    "no_actions": "no action left to defend",
    "none": "no defence",
    "fluke_only": "no defence but a fluke",
}


@BOOK.tells(e.AttackResolved)
def _attack(ev: e.AttackResolved, n: Names) -> str:
    who, whom = n.character(ev.character_id), n.character(ev.target_id)
    text = f"{who} attacks {whom}: {_check(ev.attack, ev.rolls)}"
    if ev.defence is not None:
        text += f"; {whom} defends: {_check(ev.defence, ev.rolls)}"
    elif ev.defence_mode in DEFENCES:
        text += f" ({whom}: {DEFENCES[ev.defence_mode]})"
    return text + (" — a hit" if ev.hit else " — no hit")


@BOOK.tells(e.FightEnded)
def _fight_ended(ev: e.FightEnded, n: Names) -> str:
    return f"The fight ends after round {ev.round}"


# --- health -------------------------------------------------------------------------------------------------


@BOOK.tells(e.DamageRolled)
def _damage(ev: e.DamageRolled, n: Names) -> str:
    by = f"{n.character(ev.attacker_id)}'s " if ev.attacker_id else ""
    armor = "armored" if ev.armored else "unarmored"
    verdict = f"{plural(ev.damage, 'point')} of damage" if ev.damage else "no damage"
    return (
        f"{by}{human(ev.weapon_class)} against {n.character(ev.character_id)} ({armor}): "
        f"{dice_text(ev.rolls)} = {ev.dice_total}, needs to beat {ev.beat} → {verdict}"
    )


@BOOK.tells(e.InjuryRolled)
def _injury(ev: e.InjuryRolled, n: Names) -> str:
    return (
        f"{n.character(ev.character_id)} rolls for injury after {plural(ev.damage, 'point')} of damage "
        f"(HP {ev.hp_before}): {_check(ev.check, ev.rolls)}" + (f" — {ev.note}" if ev.note else "")
    )


@BOOK.tells(e.HpLost)
def _hp_lost(ev: e.HpLost, n: Names) -> str:
    hp = change(ev.hp_before, ev.hp_after)
    return f"{n.character(ev.character_id)} loses {plural(ev.amount, 'hit point')} (HP {hp})"


@BOOK.tells(e.KnockedOut)
def _knocked_out(ev: e.KnockedOut, n: Names) -> str:
    wake = f" until round {ev.wake_round} at least" if ev.wake_round is not None else ""
    return f"{n.character(ev.character_id)} is KNOCKED OUT{wake}"


@BOOK.tells(e.Killed)
def _killed(ev: e.Killed, n: Names) -> str:
    why = "hit points below zero" if ev.reason == "hp_negative" else f"failed the injury roll by {-ev.margin}"
    return f"{n.character(ev.character_id)} DIES ({why}, HP {ev.hp})"


@BOOK.tells(e.BerserkRolled)
def _berserk(ev: e.BerserkRolled, n: Names) -> str:
    verdict = "loses control and goes berserk" if ev.lost_control else "keeps control"
    return f"{n.character(ev.character_id)} rolls for berserk: d6 [{ev.face}] → {verdict}"


@BOOK.tells(e.WakeRolled)
def _wake(ev: e.WakeRolled, n: Names) -> str:
    later = f"; next try in round {ev.next_wake_round}" if ev.next_wake_round is not None else ""
    return f"{n.character(ev.character_id)} tries to wake up: {_check(ev.check, ev.rolls)}{later}"


@BOOK.tells(e.RegainedConsciousness)
def _woke(ev: e.RegainedConsciousness, n: Names) -> str:
    return f"{n.character(ev.character_id)} wakes up"


@BOOK.tells(e.Healed)
def _healed(ev: e.Healed, n: Names) -> str:
    note = f" — {ev.note}" if ev.note else ""
    hp = change(ev.hp_before, ev.hp_after)
    return f"{n.character(ev.character_id)} heals {plural(ev.amount, 'hit point')} (HP {hp}){note}"


@BOOK.tells(e.HealthRestored)
def _restored(ev: e.HealthRestored, n: Names) -> str:
    return f"{n.character(ev.character_id)} is back to full health (HP {change(ev.hp_before, ev.hp_after)})"


# --- adventures ---------------------------------------------------------------------------------------------


@BOOK.tells(e.AdventureStarted)
def _adventure(ev: e.AdventureStarted, n: Names) -> str:
    return f"Adventure {ev.adventure} begins"


@BOOK.tells(e.AdventureEnded)
def _adventure_ended(ev: e.AdventureEnded, n: Names) -> str:
    ups = "; ".join(f"{n.character(c)}: {', '.join(skills)}" for c, skills in ev.level_ups.items() if skills)
    return f"Adventure {ev.adventure} ends" + (f" (skills to raise — {ups})" if ups else "")


@BOOK.tells(e.SkillRaised)
def _raised(ev: e.SkillRaised, n: Names) -> str:
    before = f"{ev.before:+d}" if ev.before is not None else "none"
    how = "from a teacher" if ev.reason == "teacher" else "after the adventure"
    return f"{n.character(ev.character_id)}'s {_named(ev.skill)} rises {before} → {ev.after:+d} ({how})"


# --- key moments --------------------------------------------------------------------------------------------


@BOOK.key_moment_when(e.FightStarted, e.FightEnded, e.KnockedOut, e.Killed, e.AdventureEnded, e.ContestResolved)
def _always(_ev: Any) -> bool:
    return True


@BOOK.key_moment_when(e.ChallengeRolled, e.ContestRolled)
def _fluke(ev: Any) -> bool:
    return ev.check.fluke is not None


@BOOK.key_moment_when(e.BerserkRolled)
def _berserk_moment(ev: e.BerserkRolled) -> bool:
    return ev.lost_control


BOOK.routine(*e.EVENTS)


# --- the recap -----------------------------------------------------------------------------------------------


def _checked(section: str) -> Callable[[Any], Iterable[Beat]]:
    def beats(ev: Any) -> tuple[Beat, ...]:
        check: Check = ev.check
        outcome = check.fluke or ("success" if check.succeeded else "failure" if check.succeeded is False else "")
        return (Beat(section, outcome=outcome),)

    return beats


_BEATS: dict[type, Callable[[Any], Iterable[Beat]]] = {
    e.ChallengeRolled: _checked("challenges"),
    e.ChallengeSucceededAutomatically: lambda ev: (Beat("challenges", outcome="automatic"),),
    e.ContestRolled: _checked("challenges"),
    e.ContestResolved: lambda ev: (Beat("challenges", character_id=ev.winner_id, outcome="won"),),
    e.AttackResolved: lambda ev: (Beat("attacks", outcome="hit" if ev.hit else "no hit"),),
    e.HpLost: lambda ev: (Beat("hit_points", total="lost", amount=ev.amount),),
    e.Healed: lambda ev: (Beat("hit_points", total="healed", amount=ev.amount),),
    e.HealthRestored: lambda ev: (Beat("hit_points", total="healed", amount=ev.hp_after - ev.hp_before),),
    e.DamageRolled: always("injuries"),
    e.InjuryRolled: _checked("injuries"),
    e.KnockedOut: always("injuries"),
    e.Killed: always("injuries"),
    e.WakeRolled: _checked("injuries"),
    e.RegainedConsciousness: always("injuries"),
    e.SkillRaised: always("advancement"),
    e.AdventureEnded: always("advancement"),
}

RECAP = RecapSpec(
    sections=(
        RecapSection("challenges", "Challenges and contests", "No challenges or contests.", table=True),
        RecapSection("attacks", "Attacks", "No attacks.", table=True),
        RecapSection("hit_points", "Hit points", "Nobody lost or healed hit points.", totals=("lost", "healed")),
        RecapSection("injuries", "Damage, injuries and knock-outs", "Nobody was hurt."),
        RecapSection("advancement", "Advancement", "No skill was raised."),
    ),
    beats=beats_by_type(_BEATS),
)
