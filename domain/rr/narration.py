"""Robots & Rapiers events in plain English: tests, saves, damage, Inspiration, turns and Action Points.

Each phrasing tells who acted, the dice faces, what they were rolled against and what came of it, in the
rulebook's words (Total Failure, Partial Failure, Pay for Turn); the numbers come from the event alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from domain.narration import Names, Phrasebook, change, dice_text, human, join, plural, title
from domain.recap import Beat, RecapSection, RecapSpec, always, beats_by_type
from domain.rr import events as e
from domain.rr.calls import SaveTriggered, TestCalled
from domain.rr.conflict import events as ce

BOOK = Phrasebook()
"""The `narrate` and `key_moment` hooks of Robots & Rapiers."""

OUTCOMES = {"no_effect": "no effect", "partial": "partial failure", "total_failure": "TOTAL FAILURE"}


def _tn(event: Any, n: Names) -> str:
    parts = getattr(event, "tn_parts", ()) or ()
    if not parts:
        return f"TN {event.tn}"
    return f"TN {event.tn} ({', '.join(f'{n.ids_in(human(p.source))} {p.value:+d}' for p in parts)})"


def _save(event: Any, n: Names, what: str) -> str:
    """`Charles saves against Durability: 3d10 [2 8 9] vs TN 4 → partial failure (1 success, 2 failed)`."""
    who = n.character(event.character_id)
    outcome = OUTCOMES.get(event.outcome, human(event.outcome))
    if event.automatic:
        return f"{who} {what}: automatic {outcome} at TN {event.tn}"
    return (
        f"{who} {what}: {dice_text(event.rolls)} vs {_tn(event, n)} → {outcome} "
        f"({plural(event.successes, 'success', 'successes')}, {event.failed} failed)"
    )


# --- characters and tests -----------------------------------------------------------------------------------


@BOOK.tells(e.RRCharacterCreated)
def _created(ev: e.RRCharacterCreated, n: Names) -> str:
    spark = ", a Spark" if ev.sparked else ""
    return f"{ev.name} enters play{spark}, played by {n.member(ev.owner_id)} ({ev.design_points} Design Points)"


@BOOK.tells(e.CharacterSparked)
def _sparked(ev: e.CharacterSparked, n: Names) -> str:
    return f"{n.character(ev.character_id)} Sparks: it may now earn and spend Inspiration"


@BOOK.tells(e.DesignPointsRolled)
def _design(ev: e.DesignPointsRolled, n: Names) -> str:
    return (
        f"{n.member(ev.member_id)} rolls Design Points: {dice_text(ev.rolls)}, keeping {list(ev.kept)} "
        f"→ {ev.design_points} Design Points"
    )


@BOOK.tells(TestCalled)
def _called(ev: TestCalled, n: Names) -> str:
    what = title(ev.program) if ev.program else (f"{title(ev.core)} Core" if ev.core else "an unskilled")
    text = f"The GM calls for {what} test from {n.character(ev.character_id)} against {title(ev.attribute)}"
    extras = []
    if ev.difficulty:
        extras.append(f"difficulty {ev.difficulty}")
    if ev.opposes:
        extras.append("opposing")
    if ev.repair:
        extras.append("repair roll")
    if ev.description:
        extras.append(ev.description)
    return text + (f" ({', '.join(extras)})" if extras else "")


@BOOK.tells(e.TestRolled)
def _rolled(ev: e.TestRolled, n: Names) -> str:
    what = f"an Inspiration Roll on {title(ev.program)}" if ev.inspired else title(ev.program) or "a test"
    text = (
        f"{n.character(ev.character_id)} rolls {what}: {dice_text(ev.rolls)} vs {_tn(ev, n)} "
        f"→ {plural(ev.successes, 'success', 'successes')}"
    )
    if ev.ones:
        text += " (one 1 could become Inspiration)" if ev.ones == 1 else f" ({ev.ones} 1s could become Inspiration)"
    return text


@BOOK.tells(e.InspirationTakenFromOnes)
def _ones(ev: e.InspirationTakenFromOnes, n: Names) -> str:
    return (
        f"{n.character(ev.character_id)} takes {plural(ev.count, 'rolled 1')} as Inspiration "
        f"(successes {change(ev.successes_before, ev.successes_after)}, "
        f"Inspiration {change(ev.inspiration_before, ev.inspiration_after)})"
    )


@BOOK.tells(e.TestResolved)
def _resolved(ev: e.TestResolved, n: Names) -> str:
    who = n.character(ev.character_id)
    if len(ev.results) > 1:
        against = join([n.character(r.character_id) for r in ev.results if r.character_id != ev.character_id])
        verdict = f"{n.character(ev.winner_id)} wins" if ev.winner_id else "nobody wins"
        kept = plural(ev.net, "net success", "net successes")
        return f"{who}'s test is resolved against {against}: {verdict}; {who} keeps {kept}"
    return f"{who}'s test is resolved: {plural(ev.net, 'net success', 'net successes')}" + (
        " — it succeeds" if ev.won else " — it fails"
    )


def _spend_prefix(ev: Any, n: Names) -> str:
    return f"{n.character(ev.character_id)} spends {plural(ev.successes, 'success', 'successes')}"


@BOOK.tells(e.ActionAccomplished)
def _accomplished(ev: e.ActionAccomplished, n: Names) -> str:
    text = f"{_spend_prefix(ev, n)}: the action is accomplished"
    if ev.target_id:
        text += f" against {n.character(ev.target_id)}"
    if ev.effect != "none":
        text += f" ({human(ev.effect)})"
    return text + (f" — {ev.note}" if ev.note else "")


@BOOK.tells(e.ActionHastened)
def _hastened(ev: e.ActionHastened, n: Names) -> str:
    return f"{_spend_prefix(ev, n)} to act faster ({ev.time_fraction} of the time)"


@BOOK.tells(e.RollOverBonusGranted)
def _rollover(ev: e.RollOverBonusGranted, n: Names) -> str:
    gifts = join([f"{plural(b.dice, 'die', 'dice')} for {n.character(b.recipient_id)}" for b in ev.bonuses])
    return f"{_spend_prefix(ev, n)} on {human(ev.mode)} roll-over bonus dice: {gifts}"


@BOOK.tells(e.LossRestored)
def _restored(ev: e.LossRestored, n: Names) -> str:
    return (
        f"{_spend_prefix(ev, n)} restoring {n.character(ev.target_id)}'s {title(ev.attribute)} "
        f"(loss {change(ev.loss_before, ev.loss_after)})"
    )


@BOOK.tells(e.MalfunctionRepaired)
def _repaired(ev: e.MalfunctionRepaired, n: Names) -> str:
    return (
        f"{_spend_prefix(ev, n)} repairing {n.character(ev.target_id)}'s {title(ev.attribute)} "
        f"(damage {change(ev.damage_before, ev.damage_after)})"
    )


@BOOK.tells(e.SaveTnLowered)
def _lowered(ev: e.SaveTnLowered, n: Names) -> str:
    return f"{_spend_prefix(ev, n)} as damage: {n.character(ev.target_id)}'s save gets {ev.successes} harder"


@BOOK.tells(e.SaveTnRaised)
def _raised(ev: e.SaveTnRaised, n: Names) -> str:
    return f"{_spend_prefix(ev, n)} to make its own save {ev.successes} easier"


@BOOK.tells(e.SuccessesSpentOnActionPoints)
def _on_ap(ev: e.SuccessesSpentOnActionPoints, n: Names) -> str:
    return f"{_spend_prefix(ev, n)} on Action Points"


@BOOK.tells(e.SpecialEffectBought)
def _special(ev: e.SpecialEffectBought, n: Names) -> str:
    return f"{_spend_prefix(ev, n)} on a special effect: {ev.effect}"


# --- saves, damage, malfunctions ----------------------------------------------------------------------------


@BOOK.tells(SaveTriggered)
def _triggered(ev: SaveTriggered, n: Names) -> str:
    text = f"The GM calls a {title(ev.attribute)} save for {n.character(ev.character_id)}"
    if ev.weapon:
        text += f" against {title(ev.weapon)}"
    if ev.source_character_id:
        text += f" (from {n.character(ev.source_character_id)})"
    return text + (f" — {ev.effect}" if ev.effect else "")


@BOOK.tells(e.SaveRolled)
def _save_rolled(ev: e.SaveRolled, n: Names) -> str:
    return _save(ev, n, f"saves against {title(ev.attribute)}")


@BOOK.tells(e.TemporaryLossSuffered)
def _loss(ev: e.TemporaryLossSuffered, n: Names) -> str:
    kind = "persistent" if ev.persistent else "temporary"
    return (
        f"{n.character(ev.character_id)} loses {ev.points} {title(ev.attribute)} ({kind}; loss "
        f"{change(ev.before, ev.after)}, now {ev.value_after})"
    )


@BOOK.tells(e.MalfunctionSuffered)
def _malfunction(ev: e.MalfunctionSuffered, n: Names) -> str:
    who = n.character(ev.character_id)
    if ev.result == "attribute":
        what = f"{title(ev.attribute)} damaged" + (f" (damage now {ev.damage_after})" if ev.damage_after else "")
    elif ev.result == "power":
        what = f"power system hit (Power -{ev.power_loss}, capacitor -{ev.capacitor_loss})"
    elif ev.result == "slot":
        what = f"slot {ev.slot} hit" + (f", accessory {human(ev.accessory_state)}" if ev.accessory_state else "")
    else:
        what = "no effect"
    text = f"{who} suffers a Malfunction: {dice_text(ev.rolls)} → {what}"
    if ev.cosmetic:
        text += f"; {plural(ev.cosmetic, 'point')} of cosmetic damage"
    if ev.extra:
        text += f"; {plural(ev.extra, 'more malfunction')} to roll"
    return text


@BOOK.tells(e.MemoryMalfunctionSaveRolled)
def _memory_malfunction(ev: e.MemoryMalfunctionSaveRolled, n: Names) -> str:
    text = _save(ev, n, "makes the Memory Save after a Memory malfunction")
    if ev.program:
        text += f"; {title(ev.program)} loses {'everything' if ev.entire else plural(ev.levels_lost, 'level')}"
    return text


@BOOK.tells(e.ShutDown)
def _shut_down(ev: e.ShutDown, n: Names) -> str:
    text = f"{n.character(ev.character_id)} SHUTS DOWN ({human(ev.reason)})"
    return text + (" — it may try to override" if ev.override_available else "")


@BOOK.tells(e.ShutdownOverrideRolled)
def _override(ev: e.ShutdownOverrideRolled, n: Names) -> str:
    text = _save(ev, n, "fights the shut-down")
    return text + (" — stays down" if ev.shut_down else f" — stays active (penalty {ev.penalty})")


@BOOK.tells(e.ReactivationRolled)
def _reactivation(ev: e.ReactivationRolled, n: Names) -> str:
    verdict = "reactivates" if ev.reactivated else "stays down"
    who = n.character(ev.character_id)
    return f"{who} tries to reactivate: {dice_text(ev.rolls)} vs Durability {ev.durability} → {verdict}"


@BOOK.tells(e.Reactivated)
def _reactivated(ev: e.Reactivated, n: Names) -> str:
    return f"{n.character(ev.repaired_by)} reactivates {n.character(ev.character_id)}"


@BOOK.tells(e.ShutdownMemorySaveRolled)
def _sd_memory(ev: e.ShutdownMemorySaveRolled, n: Names) -> str:
    return _save(ev, n, "makes the Memory Save after reactivation") + (
        f"; loses {ev.inspiration_lost} Inspiration" if ev.inspiration_lost else ""
    )


@BOOK.tells(e.MemoryRestoreSaveRolled)
def _restore_memory(ev: e.MemoryRestoreSaveRolled, n: Names) -> str:
    return _save(ev, n, f"tries to restore {title(ev.program)}") + f"; regains {plural(ev.regained, 'level')}"


@BOOK.tells(e.TapestrySaveRolled)
def _tapestry(ev: e.TapestrySaveRolled, n: Names) -> str:
    what = "makes a Role Save" if ev.save == "role" else "makes a Self Awareness Save"
    if ev.trait:
        what += f" over “{ev.trait}”"
    return _save(ev, n, what) + f" — {human(ev.verdict)}"


# --- power and Inspiration -------------------------------------------------------------------------------------


@BOOK.tells(e.PowerSpent)
def _power_spent(ev: e.PowerSpent, n: Names) -> str:
    who = n.character(ev.character_id)
    return f"{who} spends {ev.amount} Power on {human(ev.reason)} (Power {change(ev.before, ev.after)})"


@BOOK.tells(e.PowerRecharged)
def _recharged(ev: e.PowerRecharged, n: Names) -> str:
    return f"{n.character(ev.character_id)} recharges {ev.amount} Power (Power {change(ev.before, ev.after)})"


@BOOK.tells(e.InspirationGained)
def _inspiration_gained(ev: e.InspirationGained, n: Names) -> str:
    why = f"from the trait “{ev.trait}”" if ev.source == "trait" else "awarded by the GM"
    who = n.character(ev.character_id)
    text = f"{who} gains {ev.amount} Inspiration {why} (Inspiration {change(ev.before, ev.after)})"
    return text + (f" — {ev.reason}" if ev.reason else "")


@BOOK.tells(e.InspirationSpent)
def _inspiration_spent(ev: e.InspirationSpent, n: Names) -> str:
    return (
        f"{n.character(ev.character_id)} spends {ev.amount} Inspiration on {human(ev.purpose)} "
        f"(Inspiration {change(ev.before, ev.after)})"
    )


@BOOK.tells(e.InspirationLost)
def _inspiration_lost(ev: e.InspirationLost, n: Names) -> str:
    return (
        f"{n.character(ev.character_id)} loses {ev.amount} Inspiration ({human(ev.reason)}; "
        f"Inspiration {change(ev.before, ev.after)})"
    )


@BOOK.tells(e.SelfAwarenessIncreased)
def _sa(ev: e.SelfAwarenessIncreased, n: Names) -> str:
    return f"{n.character(ev.character_id)}'s Self Awareness rises to {ev.self_awareness} (Role {ev.role})"


@BOOK.tells(e.ProgramIncreaseRolled)
def _program_increase(ev: e.ProgramIncreaseRolled, n: Names) -> str:
    verdict = f"{title(ev.program)} rises to {ev.new_level}" if ev.gained else f"{title(ev.program)} stays"
    return _save(ev, n, f"studies {title(ev.program)}") + f" — {verdict}"


@BOOK.tells(e.ProgramLearnRolled)
def _program_learn(ev: e.ProgramLearnRolled, n: Names) -> str:
    verdict = "learned" if ev.learned else "not learned"
    return _save(ev, n, f"tries to learn {title(ev.program)}") + f" — {verdict}"


@BOOK.tells(e.DramaticControlProposed)
def _dc_proposed(ev: e.DramaticControlProposed, n: Names) -> str:
    return f"{n.character(ev.character_id)} proposes a Dramatic Control: “{ev.narration}”"


@BOOK.tells(e.DramaticControlPriced)
def _dc_priced(ev: e.DramaticControlPriced, n: Names) -> str:
    return f"The GM prices the Dramatic Control as {ev.magnitude}: {plural(ev.cost, 'Inspiration', 'Inspiration')}"


@BOOK.tells(e.DramaticControlSettled)
def _dc_settled(ev: e.DramaticControlSettled, n: Names) -> str:
    verdict = "takes" if ev.taken else "declines"
    return f"{n.character(ev.character_id)} {verdict} the Dramatic Control"


@BOOK.tells(e.TraitBenefitTaken)
def _trait_benefit(ev: e.TraitBenefitTaken, n: Names) -> str:
    return f"{n.character(ev.character_id)} plays up “{ev.trait}” for {plural(ev.dice, 'bonus die', 'bonus dice')}"


@BOOK.tells(e.TraitChanged)
def _trait_changed(ev: e.TraitChanged, n: Names) -> str:
    return (
        f"{n.character(ev.character_id)}'s trait “{ev.trait}” goes {change(ev.rating_before, ev.rating_after)} "
        f"(cost {ev.cost} Inspiration)"
    )


# --- extended conflicts ---------------------------------------------------------------------------------------


@BOOK.tells(ce.ConflictStarted)
def _conflict_started(ev: ce.ConflictStarted, n: Names) -> str:
    sides: dict[str, list[str]] = {}
    for p in ev.combatants:
        sides.setdefault(p.side, []).append(n.character(p.character_id))
    who = " vs ".join(f"{join(names)} ({side})" for side, names in sides.items())
    kind = "An ambush" if ev.ambush else f"A {ev.kind} conflict"
    return f"{kind} begins: {who}"


@BOOK.tells(ce.AmbushRolled)
def _ambush(ev: ce.AmbushRolled, n: Names) -> str:
    verdict = "succeeds" if ev.succeeded else "fails"
    return (
        f"{n.many(ev.ambusher_ids)} spring an ambush ({title(ev.program)}): {dice_text(ev.rolls)} vs TN {ev.tn} "
        f"→ {plural(ev.net, 'net success', 'net successes')}, it {verdict}; {n.many(ev.savers)} must save"
    )


@BOOK.tells(ce.SurpriseSaveRolled)
def _surprise(ev: ce.SurpriseSaveRolled, n: Names) -> str:
    return _save(ev, n, "makes a surprise save") + (
        f"; -{ev.attribute_loss} {title(ev.attribute)}, -{ev.action_point_loss} AP" if ev.failed else ""
    )


@BOOK.tells(ce.TurnOrderEstablished)
def _order(ev: ce.TurnOrderEstablished, n: Names) -> str:
    text = f"Turn Order by {title(ev.basis)}: {n.many(ev.order)}"
    if ev.roll_offs:
        text += (
            " (ties rolled off: "
            + "; ".join(f"{n.many(r.character_ids)} d{r.sides} [{' '.join(map(str, r.faces))}]" for r in ev.roll_offs)
            + ")"
        )
    return text


@BOOK.tells(ce.TurnOrderRotated)
def _rotated(ev: ce.TurnOrderRotated, n: Names) -> str:
    return f"{n.character(ev.character_id)} starts it: Turn Order {n.many(ev.after)}"


@BOOK.tells(ce.BaseActionPointsRolled)
def _base_ap(ev: ce.BaseActionPointsRolled, n: Names) -> str:
    return (
        f"{n.character(ev.character_id)} rolls Base Action Points: {dice_text(ev.rolls)} vs TN {ev.tn} "
        f"→ {plural(ev.successes, 'success', 'successes')} = {ev.action_points} AP"
    )


@BOOK.tells(ce.CombatantJoined)
def _joined(ev: ce.CombatantJoined, n: Names) -> str:
    text = f"{n.character(ev.character_id)} joins the conflict ({ev.side})"
    return text + (f"; Turn Order {n.many(ev.after)}" if ev.after else "")


@BOOK.tells(ce.CombatantLeft)
def _left(ev: ce.CombatantLeft, n: Names) -> str:
    return f"{n.character(ev.character_id)} leaves the conflict"


@BOOK.tells(ce.TurnStarted)
def _turn_started(ev: ce.TurnStarted, n: Names) -> str:
    how = "a bought turn" if ev.paid else "its turn"
    return f"{n.character(ev.character_id)} takes {how} (turn {ev.turn_number})"


@BOOK.tells(ce.TurnEnded)
def _turn_ended(ev: ce.TurnEnded, n: Names) -> str:
    text = f"{n.character(ev.character_id)} ends its turn"
    if ev.first_right:
        text += f"; {n.character(ev.first_right)} has the first right to Pay for Turn ({human(ev.first_right_reason)})"
    return text


@BOOK.tells(ce.FirstRightDeclined)
def _declined(ev: ce.FirstRightDeclined, n: Names) -> str:
    return f"{n.character(ev.character_id)} passes on the first right to Pay for Turn"


@BOOK.tells(ce.ActionPointsSpent)
def _ap_spent(ev: ce.ActionPointsSpent, n: Names) -> str:
    what = human(ev.purpose)
    if ev.opposed_id is not None:
        what = f"opposing {n.character(ev.opposed_id)}'s {title(ev.program) + ' ' if ev.program else ''}test"
    return f"{n.character(ev.character_id)} spends {ev.cost} AP on {what} (AP {change(ev.before, ev.after)})"


@BOOK.tells(ce.TurnPurchased)
def _purchased(ev: ce.TurnPurchased, n: Names) -> str:
    text = f"{n.character(ev.character_id)} pays for the next turn and jumps to the top"
    others = [c for c in ev.contenders if c != ev.character_id]
    if others:
        text += f" (ahead of {n.many(others)}, by {human(ev.precedence)})"
    return text


@BOOK.tells(ce.ActionPointsRegained)
def _ap_regained(ev: ce.ActionPointsRegained, n: Names) -> str:
    return f"{n.character(ev.character_id)} regains {ev.amount} AP (AP {change(ev.before, ev.after)}, max {ev.maximum})"


@BOOK.tells(ce.ReactionSaveRolled)
def _reaction(ev: ce.ReactionSaveRolled, n: Names) -> str:
    verdict = "cannot react" if ev.blocked else (f"reacts for {ev.penalty} more AP" if ev.penalty else "reacts freely")
    return _save(ev, n, f"saves on {title(ev.attribute)} to react in time") + f" — {verdict}"


@BOOK.tells(ce.ActionPointSaveRolled)
def _ap_save(ev: ce.ActionPointSaveRolled, n: Names) -> str:
    return _save(ev, n, f"makes an Action Point save on {title(ev.attribute)}") + (
        f"; loses {ev.lost} AP ({change(ev.before, ev.after)})" if ev.lost else ""
    )


@BOOK.tells(ce.SurpriseRecovered)
def _recovered(ev: ce.SurpriseRecovered, n: Names) -> str:
    return f"{n.character(ev.character_id)} recovers {ev.points} {title(ev.attribute)} from surprise"


@BOOK.tells(ce.EngagementChanged)
def _engagement(ev: ce.EngagementChanged, n: Names) -> str:
    return f"{n.character(ev.character_id)} is now {'engaged' if ev.engaged else 'disengaged'}"


@BOOK.tells(ce.HardBreakTaken)
def _hard_break(ev: ce.HardBreakTaken, n: Names) -> str:
    return "Hard break: a new fight begins"


@BOOK.tells(ce.ConflictEnded)
def _conflict_ended(ev: ce.ConflictEnded, n: Names) -> str:
    return "The conflict ends"


# --- key moments ---------------------------------------------------------------------------------------------


@BOOK.key_moment_when(
    ce.ConflictStarted,
    ce.ConflictEnded,
    ce.HardBreakTaken,
    ce.TurnPurchased,
    ce.AmbushRolled,
    e.ShutDown,
    e.CharacterSparked,
    e.SelfAwarenessIncreased,
    e.Reactivated,
)
def _always(_ev: Any) -> bool:
    return True


@BOOK.key_moment_when(e.TestResolved)
def _big_win(ev: e.TestResolved) -> bool:
    return ev.won and (ev.net >= 3 or len(ev.results) > 1)


@BOOK.key_moment_when(
    e.SaveRolled,
    e.ShutdownOverrideRolled,
    e.TapestrySaveRolled,
    e.MemoryMalfunctionSaveRolled,
    ce.SurpriseSaveRolled,
    ce.ReactionSaveRolled,
    ce.ActionPointSaveRolled,
)
def _total_failure(ev: Any) -> bool:
    return bool(ev.outcome == "total_failure")


@BOOK.key_moment_when(e.MalfunctionSuffered)
def _destroyed(ev: e.MalfunctionSuffered) -> bool:
    return ev.accessory_state == "destroyed"


@BOOK.key_moment_when(e.ProgramLearnRolled)
def _learned(ev: e.ProgramLearnRolled) -> bool:
    return ev.learned


@BOOK.key_moment_when(e.ProgramIncreaseRolled)
def _increased(ev: e.ProgramIncreaseRolled) -> bool:
    return ev.gained


BOOK.routine(*e.RR_EVENTS, *ce.CONFLICT_EVENTS)  # the rest (turns starting and ending, spends) is routine play


# --- the recap -----------------------------------------------------------------------------------------------

SAVES = (
    e.SaveRolled,
    e.MemoryMalfunctionSaveRolled,
    e.ShutdownOverrideRolled,
    e.ShutdownMemorySaveRolled,
    e.MemoryRestoreSaveRolled,
    e.TapestrySaveRolled,
    e.ProgramIncreaseRolled,
    e.ProgramLearnRolled,
    ce.SurpriseSaveRolled,
    ce.ReactionSaveRolled,
    ce.ActionPointSaveRolled,
)
"""Every saving throw: 3d10 against a TN built from an attribute, its outcome in the rulebook's words."""


def _memory_malfunction_beats(event: e.MemoryMalfunctionSaveRolled) -> tuple[Beat, ...]:
    return (Beat("saves"), Beat("damage")) if event.levels_lost else (Beat("saves"),)


_BEATS: dict[type, Callable[[Any], Iterable[Beat]]] = {
    **{cls: always("saves") for cls in SAVES},
    e.MemoryMalfunctionSaveRolled: _memory_malfunction_beats,
    e.TemporaryLossSuffered: always("damage"),
    e.MalfunctionSuffered: always("damage"),
    e.ShutDown: always("damage"),
    e.InspirationGained: lambda ev: (Beat("inspiration", total="earned", amount=ev.amount),),
    e.InspirationTakenFromOnes: lambda ev: (Beat("inspiration", total="earned", amount=ev.count),),
    e.InspirationSpent: lambda ev: (Beat("inspiration", total="spent", amount=ev.amount),),
    e.InspirationLost: lambda ev: (Beat("inspiration", total="lost", amount=ev.amount),),
    ce.TurnPurchased: always("turns"),
}


RECAP = RecapSpec(
    sections=(
        RecapSection("saves", "Saves", "No saves.", table=True),
        RecapSection("damage", "Damage and malfunctions", "No damage, losses or malfunctions."),
        RecapSection(
            "inspiration", "Inspiration", "No Inspiration earned or spent.", totals=("earned", "spent", "lost")
        ),
        RecapSection("turns", "Turns bought", "No turns bought."),
    ),
    beats=beats_by_type(_BEATS),
)
