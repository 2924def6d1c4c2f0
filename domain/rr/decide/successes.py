"""Spending a resolved test's net successes (the seed's "Using Successes from Tests").

Order the rules fix: a shut-down override penalty is bought off first ("must be the first thing done with any
rolled successes" — so it comes even before Accomplish Action, which the section on successes otherwise
puts first); then a surprised robot's surprise loss ("must be bought off immediately with the robot's first
roll"; a roll resolved while the robot is surprised has already paid it out of its successes, see
`resolution.surprise_buy_offs`, so this bites on successes of a roll resolved before the surprise); then the
acting roll's first success accomplishes the action. Opposing rolls spend what they
kept after cancelling without an Accomplish success (their blocking is the cancellation itself: the seed's
Charles "wins the defense by 2" and spends both on Action Points).

Costs: Accomplish 1; Faster 1/2/4/8 (3/4, 1/2, 1/4, 1/8 of the time); Roll-Over bonus dice 1:1 for one roll,
x1/2 persistent or multiple, x1/4 both (rounded down; a multiple bonus may be spread unevenly with the same
total); restoring temporary loss 1:1; repairing Malfunction damage 1:1 (repair rolls only); a triggered save's
TN -1 per success, one's own save's TN +1 per success (prepared in advance with the persistent/multiple
factors too); Action Points 1:1 up to Processor + Self Awareness (the conflict rules check the cap);
special effects at the price the GM sets.
"""

from __future__ import annotations

from typing import Any

from domain.campaign import CampaignState, Context
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.common import acts_for, game, run, scratch, test_record
from domain.rr.conflict.decide.actions import regain_action_points
from domain.rr.conflict.lookup import active_conflict, outstanding, surprise_outstanding
from domain.rr.decide.resolution import opposition_chain, resolution
from domain.rr.state import RRCharacter, TestRecord

FASTER = {1: "3/4", 2: "1/2", 4: "1/4", 8: "1/8"}
FACTORS = {"single": (1, 1), "persistent": (1, 2), "multiple": (1, 2), "multiple_persistent": (1, 4)}


def bonus_amounts(successes: int, mode: str, recipients: int, allocation: list[int] | None) -> list[int]:
    """Bonus per recipient: successes x factor rounded down, or an uneven allocation of the same total."""
    num, den = FACTORS[mode]
    if mode in ("single", "persistent") and recipients != 1:
        raise InvalidCommand(
            "one_recipient",
            f"a {mode} bonus goes to exactly one robot (multiple bonuses reach several)",
            recipients=recipients,
        )
    if mode in ("multiple", "multiple_persistent") and recipients < 2:
        raise InvalidCommand(
            "several_recipients", "a multiple bonus reaches more than one robot", recipients=recipients
        )
    if allocation is None:
        each = successes * num // den
        if each <= 0:
            raise RuleViolation(
                "bonus_rounds_to_zero",
                f"{successes} successes make no {mode} bonus (x{num}/{den}, rounded down)",
                successes=successes,
                mode=mode,
            )
        return [each] * recipients
    if len(allocation) != recipients:
        raise InvalidCommand(
            "allocation_length", "give one amount per recipient", recipients=recipients, allocation=allocation
        )
    total = successes * recipients * num // den
    if sum(allocation) > total or min(allocation) < 1:
        raise RuleViolation(
            "allocation_exceeds_bonus",
            "an uneven allocation keeps the same total (each at least 1)",
            allocation=allocation,
            total=total,
        )
    return list(allocation)


def spend_successes(state: CampaignState, cmd: c.SpendSuccesses, ctx: Context) -> list[Event]:
    rec = test_record(state, cmd.test_id)
    roller = acts_for(state, ctx, rec.character_id)
    if not cmd.spends:
        raise InvalidCommand("no_spends", "list at least one way to spend successes")
    events: list[Event] = []
    tests = game(state).tests
    if not rec.resolved:
        if rec.opposes is not None:
            raise RuleViolation("test_not_resolved", "resolve the acting robot's test first", test_id=rec.test_id)
        events.extend(resolution(state, rec))
    ids: set[str] = {rec.character_id}
    saves: set[str] = set()
    for s in cmd.spends:
        for attr in ("target_id", "power_from"):
            v = getattr(s, attr, None)
            if v:
                ids.add(v)
        ids.update(getattr(s, "recipients", ()) or ())
        sid = getattr(s, "save_id", None)
        if sid:
            saves.add(sid)
    for cid in ids:
        if cid not in game(state).characters:
            raise NotFound("character_not_found", "no such robot", character_id=cid)
    # a resolved test spends on its own; one resolved by this command brings its chain's robots along
    chain = [rec.test_id] if rec.resolved else opposition_chain(tests, rec.test_id)
    ids.update(tests[t].character_id for t in chain)
    conflicts = {k.conflict_id for k in (active_conflict(game(state), cid) for cid in ids) if k is not None}
    sim = scratch(state, ids, chain, saves, conflicts)
    run(sim, events)
    srec: TestRecord = sim.game.tests[rec.test_id]
    acting = rec.opposes is None
    regained = False
    for spend in cmd.spends:
        sch: RRCharacter = sim.game.characters[rec.character_id]
        if sch.override_penalty > 0 and not isinstance(spend, c.ClearOverridePenalty):
            raise RuleViolation(
                "override_penalty_first",
                "successes first buy off the shut-down override penalty",
                penalty=sch.override_penalty,
            )
        surprised = surprise_outstanding(sim.game, rec.character_id)
        pays_surprise = surprised > 0 and _buys_off_surprise(sim, rec.character_id, spend)
        if surprised > 0 and not pays_surprise:
            raise RuleViolation(
                "surprise_first",
                "a surprised robot's successes first buy off its surprise loss (restore that attribute)",
                character_id=rec.character_id,
                attribute=_surprise_attribute(sim, rec.character_id),
                outstanding=surprised,
            )
        if (
            acting
            and srec.accomplished == 0
            and not pays_surprise
            and not isinstance(spend, c.Accomplish | c.ClearOverridePenalty)
        ):
            raise RuleViolation(
                "accomplish_first", "the first success always accomplishes the action", test_id=rec.test_id
            )
        cost = _cost(spend)
        available = srec.net - srec.spent
        if cost > available:
            raise RuleViolation(
                "not_enough_successes",
                "the test has too few net successes left for that",
                test_id=rec.test_id,
                needed=cost,
                available=available,
            )
        if isinstance(spend, c.RegainActionPoints):
            if regained:
                raise InvalidCommand("one_regain_per_command", "put all Action Points regained in one spend")
            regained = True
        new = _spend(state, sim, srec, spend, cost, available - cost, ctx, roller)
        run(sim, new)
        events.extend(new)
    return events


def _surprise_attribute(sim: CampaignState, character_id: str) -> str | None:
    conflict = active_conflict(sim.game, character_id)
    return None if conflict is None else conflict.combatants[character_id].surprise_attribute


def _buys_off_surprise(sim: CampaignState, character_id: str, spend: Any) -> bool:
    """A spend that restores the roller's own surprise attribute (the surprise loss counts first)."""
    return (
        isinstance(spend, c.Restore)
        and spend.target_id in (None, character_id)
        and spend.attribute == _surprise_attribute(sim, character_id)
    )


def _surprise_restored(sim: CampaignState, target_id: str, attribute: str, points: int) -> dict[str, Any]:
    """LossRestored fields for restoring a surprised robot's surprise attribute: the restored points buy off
    the surprise first, so the conflict's record of it drops with them (and the Special Surprise Recovery
    and the ban on paying for turns see the same outstanding loss as the sheet)."""
    conflict = active_conflict(sim.game, target_id)
    if conflict is None:
        return {}
    cb = conflict.combatants[target_id]
    if cb.surprise_attribute != attribute:
        return {}
    left = outstanding(cb, sim.game.characters[target_id])
    if left <= 0:
        return {}
    return {"conflict_id": conflict.conflict_id, "surprise_after": max(0, left - points)}


def _cost(spend: Any) -> int:
    if isinstance(spend, c.Accomplish):
        return 1
    if isinstance(spend, c.Faster | c.RollOver | c.PrepareSave):
        return int(spend.successes)
    if isinstance(spend, c.SpecialEffect):
        return spend.cost
    return int(spend.points)


def _spend(
    state: CampaignState,
    sim: CampaignState,
    rec: TestRecord,
    spend: Any,
    cost: int,
    remaining: int,
    ctx: Context,
    roller: RRCharacter,
) -> list[Event]:
    chars = sim.game.characters
    base: dict[str, Any] = {
        "test_id": rec.test_id,
        "character_id": rec.character_id,
        "successes": cost,
        "remaining": remaining,
        "table_id": rec.table_id,
    }
    if isinstance(spend, c.Accomplish):
        return _accomplish(sim, rec, spend, base)
    if isinstance(spend, c.Faster):
        return [e.ActionHastened(**base, time_fraction=FASTER[spend.successes])]
    if isinstance(spend, c.RollOver):
        recipients = list(spend.recipients) or [rec.character_id]
        amounts = bonus_amounts(spend.successes, spend.mode, len(recipients), spend.allocation)
        num, den = FACTORS[spend.mode]
        return [
            e.RollOverBonusGranted(
                **base,
                mode=spend.mode,
                factor=f"{num}/{den}",
                bonuses=tuple(
                    e.GrantedBonus(bonus_id=ctx.new_id(), recipient_id=r, dice=d)
                    for r, d in zip(recipients, amounts, strict=True)
                ),
                applies_to=spend.applies_to,
            )
        ]
    if isinstance(spend, c.Restore):
        target = spend.target_id or rec.character_id
        loss = chars[target].losses.get(spend.attribute, 0)
        if spend.points > loss:
            raise RuleViolation(
                "restore_exceeds_loss",
                "successes restore temporary loss only (persistent losses wait for the GM)",
                target_id=target,
                attribute=spend.attribute,
                loss=loss,
                requested=spend.points,
            )
        return [
            e.LossRestored(
                **base,
                target_id=target,
                attribute=spend.attribute,
                loss_before=loss,
                loss_after=loss - spend.points,
                **_surprise_restored(sim, target, spend.attribute, spend.points),
            )
        ]
    if isinstance(spend, c.Repair):
        return _repair(sim, rec, spend, base)
    if isinstance(spend, c.ClearOverridePenalty):
        penalty = chars[rec.character_id].override_penalty
        if spend.points > penalty:
            raise RuleViolation(
                "penalty_exceeded", "no more override penalty to buy off", penalty=penalty, requested=spend.points
            )
        return [e.OverridePenaltyReduced(**base, before=penalty, after=penalty - spend.points)]
    if isinstance(spend, c.LowerSave):
        save = sim.game.saves.get(spend.save_id)
        if save is None:
            raise NotFound("save_not_found", "no such pending saving throw", save_id=spend.save_id)
        if save.source_test_id != rec.test_id and save.source_character_id != rec.character_id:
            raise RuleViolation(
                "not_your_save_to_lower",
                "only the robot that caused a save spends successes to make it harder",
                save_id=spend.save_id,
            )
        return [e.SaveTnLowered(**base, save_id=save.save_id, target_id=save.character_id)]
    if isinstance(spend, c.RaiseSave):
        save = sim.game.saves.get(spend.save_id)
        if save is None:
            raise NotFound("save_not_found", "no such pending saving throw", save_id=spend.save_id)
        if save.character_id != rec.character_id:
            raise RuleViolation("not_your_save", "successes raise the roller's own saves", save_id=spend.save_id)
        return [e.SaveTnRaised(**base, save_id=save.save_id)]
    if isinstance(spend, c.PrepareSave):
        return _prepare(rec, spend, base, ctx)
    if isinstance(spend, c.RegainActionPoints):
        regained = regain_action_points(state, rec.character_id, spend.points, rec.test_id)
        return [e.SuccessesSpentOnActionPoints(**base, conflict_id=regained.conflict_id), regained]
    if isinstance(spend, c.SpecialEffect):
        if not ctx.actor.is_gm:
            raise Forbidden(
                "gm_only", "the GM prices special effects; the GM records the purchase", role=ctx.actor.role
            )
        return [e.SpecialEffectBought(**base, effect=spend.effect, priced_by=ctx.actor.member_id)]
    raise InvalidCommand("unknown_spend", f"unknown way to spend successes: {type(spend).__name__}")


def _accomplish(sim: CampaignState, rec: TestRecord, spend: c.Accomplish, base: dict[str, Any]) -> list[Event]:
    chars = sim.game.characters
    out: list[Event] = []
    if spend.effect != "none":
        if not rec.repair:
            raise RuleViolation(
                "not_a_repair_roll", "only a repair roll with parts and tools does that", test_id=rec.test_id
            )
        if spend.target_id is None:
            raise InvalidCommand("target_required", "name the robot being repaired")
        target = chars[spend.target_id]
        if spend.effect == "reactivate":
            if not target.shut_down:
                raise RuleViolation("not_shut_down", "the robot is running", character_id=target.character_id)
            if spend.power_from is not None:
                source = chars[spend.power_from]
                if source.power < 1:
                    raise RuleViolation(
                        "not_enough_power",
                        "reactivation costs 1 Power",
                        character_id=source.character_id,
                        needed=1,
                        available=source.power,
                    )
                out.append(
                    e.PowerSpent(
                        character_id=source.character_id,
                        amount=1,
                        reason="repair_reactivation",
                        ref=rec.test_id,
                        before=source.power,
                        after=source.power - 1,
                        table_id=rec.table_id,
                    )
                )
            out.append(e.ActionAccomplished(**base, target_id=spend.target_id, effect="reactivate", note=spend.note))
            out.append(
                e.Reactivated(
                    character_id=target.character_id,
                    test_id=rec.test_id,
                    repaired_by=rec.character_id,
                    power_from=spend.power_from,
                    memory_save_due=target.sparked,
                    table_id=rec.table_id,
                )
            )
            return out
        if spend.accessory is None or not 0 <= spend.accessory < len(target.accessories):
            raise InvalidCommand(
                "accessory_index", "name the damaged accessory by its index", accessories=len(target.accessories)
            )
        acc = target.accessories[spend.accessory]
        if acc.state != "damaged":
            raise RuleViolation(
                "accessory_not_repairable",
                "only a damaged accessory can be repaired (a destroyed one is replaced)",
                accessory=acc.name,
                state=acc.state,
            )
        return [
            e.ActionAccomplished(
                **base, target_id=spend.target_id, effect="repair_accessory", accessory=spend.accessory, note=spend.note
            )
        ]
    return [e.ActionAccomplished(**base, target_id=spend.target_id, note=spend.note)]


def _repair(sim: CampaignState, rec: TestRecord, spend: c.Repair, base: dict[str, Any]) -> list[Event]:
    if not rec.repair:
        raise RuleViolation(
            "not_a_repair_roll",
            "Malfunction damage is restored by repair rolls with parts and tools",
            test_id=rec.test_id,
        )
    target = sim.game.characters[spend.target_id]
    if spend.attribute == "cosmetic":
        if spend.points > target.cosmetic_damage:
            raise RuleViolation(
                "repair_exceeds_damage",
                "not that much cosmetic damage",
                damage=target.cosmetic_damage,
                requested=spend.points,
            )
        return [
            e.CosmeticDamageRepaired(
                **base,
                target_id=spend.target_id,
                before=target.cosmetic_damage,
                after=target.cosmetic_damage - spend.points,
            )
        ]
    damage = target.damage.get(spend.attribute, 0)
    if spend.points > damage:
        raise RuleViolation(
            "repair_exceeds_damage",
            "no more Malfunction damage there to repair",
            attribute=spend.attribute,
            damage=damage,
            requested=spend.points,
        )
    marked: tuple[str, ...] = ()
    if spend.attribute == "memory":
        open_losses = [x.loss_id for x in target.memory_losses if not x.repaired]
        marked = tuple(open_losses[: spend.points])
    return [
        e.MalfunctionRepaired(
            **base,
            target_id=spend.target_id,
            attribute=spend.attribute,
            damage_before=damage,
            damage_after=damage - spend.points,
            memory_losses=marked,
        )
    ]


def _prepare(rec: TestRecord, spend: c.PrepareSave, base: dict[str, Any], ctx: Context) -> list[Event]:
    recipients = list(spend.recipients)
    if spend.direction == "raise":
        recipients = recipients or [rec.character_id]
    elif not recipients or rec.character_id in recipients:
        raise InvalidCommand("targets_required", "name the robots whose next save this makes harder")
    amounts = bonus_amounts(spend.successes, spend.mode, len(recipients), None)
    sign = 1 if spend.direction == "raise" else -1
    num, den = FACTORS[spend.mode]
    persistent = spend.mode in ("persistent", "multiple_persistent")
    return [
        e.SaveModifiersPrepared(
            **base,
            mode=spend.mode,
            factor=f"{num}/{den}",
            modifiers=tuple(
                e.PreparedModifier(
                    modifier_id=ctx.new_id(),
                    character_id=r,
                    amount=sign * a,
                    persistent=persistent,
                    attribute=spend.attribute,
                    source_character_id=None if sign > 0 else rec.character_id,
                )
                for r, a in zip(recipients, amounts, strict=True)
            ),
            note=spend.note,
        )
    ]
