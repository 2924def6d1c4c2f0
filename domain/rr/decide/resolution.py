"""Resolving a test: every roll's successes first lose its own Difficulty (and Diminishing Returns), then its
opposers' remaining successes; an opposer is resolved the same way against its own opposers first (the seed's
"opposing an opposer"). When the opposition wins, the actor's leftover successes cancel opposers' in the order
they opposed, and each opposer keeps what remains to spend."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from domain.campaign import CampaignState, Context, require_controls
from domain.errors import Forbidden, RuleViolation
from domain.messages import Event
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.common import game, test_record
from domain.rr.conflict.lookup import active_conflict, outstanding
from domain.rr.state import TestRecord


def settle(
    tests: dict[str, TestRecord], test_id: str, out: dict[str, int], bought: Mapping[str, int] | None = None
) -> int:
    """Successes `test_id` keeps against whatever it opposes, after its Difficulty and its own opposers.

    `bought`: successes of each roll already gone to buying off its roller's surprise. Fills `out` with the
    net successes of every opposer in its subtree."""
    t = tests[test_id]
    own = max(0, t.successes - (bought.get(test_id, 0) if bought else 0) - t.difficulty - t.diminishing_returns)
    kept = [(o, settle(tests, o, out, bought)) for o in t.opposed_by if o in tests]
    remaining = own - sum(k for _, k in kept)
    if remaining > 0:
        for o, _ in kept:
            out[o] = 0
        return remaining
    left = own
    for o, k in kept:
        cancelled = min(left, k)
        out[o] = k - cancelled
        left -= cancelled
    return 0


def surprise_buy_offs(
    state: CampaignState, tests: dict[str, TestRecord], chain: Sequence[str]
) -> tuple[dict[str, int], list[Event]]:
    """Ambushes and Surprise: "The Attribute Loss must be bought off immediately with the robot's first roll
    (or rolls, if necessary). This has the effect of wasting a number of successes (typically successes
    needed to defend against a surprise attack)". So a surprised robot's roll pays its surprise loss first,
    1 success per point, before its successes cancel Difficulty or an opponent's roll — an opposing roll
    included — and before any is spent; what the roll cannot pay stays for the robot's next roll (or the
    Special Surprise Recovery). Rolls in the chain are taken in order (two defense rolls of one robot: the
    first pays first).

    Returns the successes bought off per test and one `rr.surprise_bought_off` event per paying roll."""
    g = game(state)
    bought: dict[str, int] = {}
    events: list[Event] = []
    # character -> (conflict, attribute, surprise outstanding, attribute loss) as the rolls so far leave them
    owed: dict[str, tuple[str, str, int, int]] = {}
    for tid in chain:
        t = tests[tid]
        cid = t.character_id
        if cid not in owed:
            conflict = active_conflict(g, cid)
            ch = g.characters.get(cid)
            if conflict is None or ch is None:
                owed[cid] = ("", "", 0, 0)
                continue
            cb = conflict.combatants[cid]
            left = outstanding(cb, ch)
            attribute = cb.surprise_attribute or ""
            owed[cid] = (conflict.conflict_id, attribute, left, ch.losses.get(attribute, 0))
        conflict_id, attribute, left, loss = owed[cid]
        points = min(left, t.successes)
        if points <= 0:
            continue
        bought[tid] = points
        owed[cid] = (conflict_id, attribute, left - points, loss - points)
        events.append(
            e.SurpriseBoughtOff(
                test_id=tid,
                character_id=cid,
                table_id=t.table_id,
                conflict_id=conflict_id,
                attribute=attribute,
                points=points,
                successes=t.successes,
                loss_before=loss,
                loss_after=loss - points,
                surprise_before=left,
                surprise_after=left - points,
            )
        )
    return bought, events


def resolution(state: CampaignState, rec: TestRecord) -> list[Event]:
    """The surprise buy-offs of the rolls in the chain (if any robot in it is surprised), then the
    `rr.test_resolved` that cancels the rest against Difficulty and opposition."""
    tests = game(state).tests
    if rec.opposes is not None:
        raise RuleViolation(
            "resolve_the_acting_roll",
            "resolve the acting robot's test; opposing rolls resolve with it",
            test_id=rec.test_id,
            opposes=rec.opposes,
        )
    if not rec.rolled:
        raise RuleViolation("test_not_rolled", "the test has not been rolled", test_id=rec.test_id)
    if rec.resolved:
        raise RuleViolation("test_already_resolved", "the test is already resolved", test_id=rec.test_id)
    pending = [t for t in opposition_chain(tests, rec.test_id) if not tests[t].rolled]
    if pending:
        raise RuleViolation("opposition_pending", "an opposing roll was called but not rolled", tests=pending)
    chain = opposition_chain(tests, rec.test_id)
    bought, buy_offs = surprise_buy_offs(state, tests, chain)
    out: dict[str, int] = {}
    net = settle(tests, rec.test_id, out, bought)
    results = [
        e.TestNet(
            test_id=rec.test_id,
            character_id=rec.character_id,
            successes=rec.successes,
            difficulty=rec.difficulty + rec.diminishing_returns,
            net=net,
            won=net > 0,
            bought_off=bought.get(rec.test_id, 0),
        )
    ]
    winner = rec.character_id if net > 0 else None
    best = 0
    for tid in chain[1:]:
        t = tests[tid]
        n = out.get(tid, 0)
        results.append(
            e.TestNet(
                test_id=tid,
                character_id=t.character_id,
                successes=t.successes,
                difficulty=t.difficulty + t.diminishing_returns,
                net=n,
                won=n > 0,
                bought_off=bought.get(tid, 0),
            )
        )
        if winner is None and t.opposes == rec.test_id and n > best:
            best = n
            winner = t.character_id
    return [
        *buy_offs,
        e.TestResolved(
            test_id=rec.test_id,
            character_id=rec.character_id,
            net=net,
            won=net > 0,
            results=tuple(results),
            winner_id=winner,
            table_id=rec.table_id,
        ),
    ]


def opposition_chain(tests: dict[str, TestRecord], test_id: str) -> list[str]:
    """The test and all its opposers (and theirs), depth first."""
    out = [test_id]
    for o in tests[test_id].opposed_by:
        if o in tests:  # always, unless a log from before the lapse rules let part of a chain go
            out.extend(opposition_chain(tests, o))
    return out


def resolve_test(state: CampaignState, cmd: c.ResolveTest, ctx: Context) -> list[Event]:
    rec = test_record(state, cmd.test_id)
    if not ctx.actor.is_gm:
        try:
            require_controls(state, ctx.actor, rec.character_id)
        except Forbidden:
            raise Forbidden(
                "not_your_test", "the GM or the acting robot's player resolves a test", test_id=rec.test_id
            ) from None
    return resolution(state, rec)
