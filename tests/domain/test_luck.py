"""The luck ledger: the chi-squared p-value against closed forms, and the ledger's parts (proven, physical,
awaiting a reveal, failing) and visibility on hand-built logs."""

from __future__ import annotations

import math
import os
import random

from hypothesis import given
from hypothesis import strategies as st

from domain.campaign import Actor, SeedRevealed, TableOpened
from domain.dice import DiceRoll, SeededDice, ServerDice, seed_commitment
from domain.luck import FLAG_BELOW, LoggedEvent, chi_squared, chi_squared_p_value, luck_ledger, tally, upper_gamma_q
from domain.messages import RollEvent

GM = Actor(member_id="gm", role="gm")
ANN = Actor(member_id="ann", role="player")
BEA = Actor(member_id="bea", role="player")


class Rolled(RollEvent, frozen=True, kw_only=True, tag="luck_test.rolled"):
    character_id: str | None = None


@given(st.integers(min_value=1, max_value=60), st.floats(min_value=0, max_value=200))
def test_q_of_an_integer_order_is_the_poisson_tail(k: int, x: float) -> None:
    # Q(k, x) = e^-x · Σ_{i<k} x^i / i! for a whole k
    poisson = math.exp(-x) * sum(x**i / math.factorial(i) for i in range(k))
    assert math.isclose(upper_gamma_q(k, x), poisson, rel_tol=1e-9, abs_tol=1e-300)


@given(st.floats(min_value=0, max_value=400))
def test_one_degree_of_freedom_is_the_normal_tail(x: float) -> None:
    # a chi-squared variable of one degree of freedom is a squared standard normal: P(X ≥ x) = erfc(√(x/2))
    assert math.isclose(chi_squared_p_value(x, 1), math.erfc(math.sqrt(x / 2)), rel_tol=1e-9, abs_tol=1e-300)


@given(st.lists(st.integers(min_value=0, max_value=500), min_size=2, max_size=100))
def test_the_statistic_is_pearsons(counts: list[int]) -> None:
    statistic, freedom = chi_squared(counts)
    n = sum(counts)
    assert freedom == len(counts) - 1
    if n:
        e = n / len(counts)
        assert math.isclose(statistic, sum(c * c for c in counts) / e - n, rel_tol=1e-9, abs_tol=1e-9)
    p = tally(len(counts), counts).p_value
    assert 0.0 <= p <= 1.0


def test_even_counts_are_not_flagged_and_a_loaded_die_is() -> None:
    assert tally(6, [10] * 6).p_value == 1.0 and tally(6, [10] * 6).verdict == "consistent"
    loaded = tally(6, [8, 8, 8, 8, 8, 30])
    assert loaded.p_value < FLAG_BELOW and loaded.verdict == "flagged"
    # the same lopsided die in too few rolls is not a verdict
    few = tally(6, [0, 0, 0, 0, 1, 5])
    assert not few.enough and few.verdict == "too_few"


def _physical(version: int, roller: str, faces: list[int], table: str = "phys", **kw: object) -> LoggedEvent:
    roll = DiceRoll(sides=6, faces=tuple(faces), source="physical")
    return (version, Rolled(table_id=table, roller_id=roller, rolls=(roll,), **kw), None)  # type: ignore[arg-type]


def test_a_loaded_physical_die_is_flagged_apart_from_fair_server_dice() -> None:
    rng = random.Random(28)
    log: list[LoggedEvent] = [(0, TableOpened(table_id="phys", name="P", dice_mode="physical", opened_at="x"), None)]
    log.append((1, TableOpened(table_id="srv", name="S", dice_mode="server", opened_at="x"), None))
    version = 2
    for _ in range(40):  # Ann's d6 shows a 6 half the time
        faces = [6 if rng.random() < 0.5 else rng.randint(1, 5) for _ in range(3)]
        log.append(_physical(version, "ann", faces, character_id="robin"))
        version += 1
    server = ServerDice()
    for _ in range(40):
        roll = server.roll(30, 6)
        log.append((version, Rolled(table_id="srv", roller_id="ann", rolls=(roll,), character_id="robin"), None))
        version += 1
    ledger = luck_ledger(log, GM, set(), {"ann": "Ann", "robin": "Robin", "phys": "P"})
    (ann,) = ledger.members
    (robin,) = ledger.characters
    assert (ann.name, robin.name) == ("Ann", "Robin")
    for subject in (ann, robin, ledger.campaign):
        (physical,) = subject.physical.dice
        assert physical.dice == 120 and physical.verdict == "flagged" and subject.physical.rolls == 40
        (proven,) = subject.proven.dice
        assert proven.dice == 1200 and proven.from_server == 1200 and proven.from_verifiable == 0
        assert sum(proven.counts) == 1200 and proven.p_value > 0  # os.urandom: consistent bar a 1/1000 chance
    assert {t.table_id: t.status for t in ledger.tables} == {"phys": "physical", "srv": "proven"}


def _verifiable_table(reveal: bool, forge: bool = False) -> list[LoggedEvent]:
    seed = os.urandom(32)
    commitment = seed_commitment(seed)
    opened = TableOpened(table_id="v", name="V", dice_mode="verifiable", seed_commitment=commitment, opened_at="x")
    log: list[LoggedEvent] = [(0, opened, None)]
    dice = SeededDice(seed, "v", 0)
    for version in range(1, 61):
        roll = dice.roll(20, 6)
        if forge and version == 7:
            roll = DiceRoll(sides=6, faces=(6,) * 20, source="verifiable", nonce=roll.nonce)
        event = Rolled(table_id="v", roller_id="bea" if version % 2 else "ann", rolls=(roll,), visibility="public")
        log.append((version, event, None))
    if reveal:
        log.append((61, SeedRevealed(table_id="v", seed=seed.hex(), commitment=seed_commitment(seed)), None))
    return log


def test_verifiable_dice_count_once_their_seed_is_revealed_and_match() -> None:
    waiting = luck_ledger(_verifiable_table(reveal=False), GM, set())
    assert waiting.campaign.proven.dice == [] and waiting.campaign.awaiting_reveal == 60
    assert waiting.tables[0].status == "awaiting_reveal" and waiting.tables[0].rolls_awaiting_reveal == 60

    revealed = luck_ledger(_verifiable_table(reveal=True), GM, set())
    (d6,) = revealed.campaign.proven.dice
    assert d6.dice == d6.from_verifiable == 1200 and revealed.tables[0].status == "proven"
    assert {m.id: m.proven.rolls for m in revealed.members} == {"ann": 30, "bea": 30}

    forged = luck_ledger(_verifiable_table(reveal=True, forge=True), GM, set())
    assert forged.campaign.failing == 1 and forged.campaign.proven.dice[0].dice == 1180
    assert forged.tables[0].status == "mixed" and forged.tables[0].rolls_failing == 1


def test_a_hidden_roll_counts_only_for_those_who_may_see_it() -> None:
    opened: LoggedEvent = (0, TableOpened(table_id="t", name="T", dice_mode="physical", opened_at="x"), None)
    public = _physical(1, "ann", [1, 2, 3], "t")
    two_sixes = (DiceRoll(sides=6, faces=(6, 6), source="physical"),)
    secret: LoggedEvent = (2, Rolled(table_id="t", roller_id="ann", rolls=two_sixes, visibility="gm"), None)
    a_five = (DiceRoll(sides=6, faces=(5,), source="physical"),)
    blind: LoggedEvent = (3, Rolled(table_id="t", roller_id="ann", rolls=a_five, visibility="blind"), None)
    version, event, _ = _physical(4, "gm", [4], "t")
    follower: LoggedEvent = (version, event, {"version": 3, "roller_id": "ann", "visibility": "blind", "table_id": "t"})
    log: list[LoggedEvent] = [opened, public, secret, blind, follower]
    hidden = {2, 3}

    def dice(viewer: Actor) -> int:
        ledger = luck_ledger(log, viewer, hidden)
        return sum(t.dice for t in ledger.campaign.physical.dice)

    assert dice(GM) == 3 + 2 + 1 + 1
    assert dice(ANN) == 3 + 2  # her own GM-only roll, not her blind one nor what follows it
    assert dice(BEA) == 3
    assert [t.rolls_hidden for t in luck_ledger(log, BEA, hidden).tables] == [3]
    assert [t.rolls_hidden for t in luck_ledger(log, ANN, hidden).tables] == [2]
    # once revealed, everyone counts everything
    assert luck_ledger(log, BEA, set()).campaign.physical.dice[0].dice == dice(GM)


def test_a_revealed_seed_that_is_not_one_proves_nothing() -> None:
    log = _verifiable_table(reveal=True)
    version, revealed, _ = log[-1]
    assert isinstance(revealed, SeedRevealed)
    log[-1] = (version, SeedRevealed(table_id="v", seed="not hex", commitment=revealed.commitment), None)
    ledger = luck_ledger(log, GM, set())
    assert ledger.campaign.proven.dice == [] and ledger.campaign.failing == 60
    assert ledger.tables[0].status == "failing"


def test_faces_a_die_does_not_have_are_left_out() -> None:
    opened: LoggedEvent = (0, TableOpened(table_id="t", name="T", dice_mode="server", opened_at="x"), None)
    for faces in ((0, 3), (7, 1)):  # a record edited to faces no d6 shows
        odd = Rolled(table_id="t", roller_id="ann", rolls=(DiceRoll(sides=6, faces=faces, source="server"),))
        fine = Rolled(table_id="t", roller_id="ann", rolls=(DiceRoll(sides=6, faces=(2, 5), source="server"),))
        ledger = luck_ledger([opened, (1, odd, None), (2, fine, None)], GM, set())
        assert ledger.campaign.unproven == 1 and ledger.campaign.proven.dice[0].counts == [0, 1, 0, 0, 1, 0]
        assert ledger.tables[0].status == "mixed" and ledger.tables[0].rolls_unproven == 1
