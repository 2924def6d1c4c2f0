"""The luck ledger: how each member's and each character's dice fell, against a fair die.

For every member (the roller) and every character (a roll event's `character_id`), and for each die size, the
ledger counts how often each face came up and compares the counts with a fair die's by Pearson's chi-squared
test: the statistic, its degrees of freedom (sides − 1) and its p-value — the chance that a fair die gives
counts at least this far from even.

Only dice that can be proven are tallied as **proven**: server dice as the server recorded them (the hash chain
shows they were not changed afterwards), and verifiable dice re-derived from their table's revealed seed
(`domain/fairness.py`), face for face. Verifiable dice whose seed is not revealed yet are counted as awaiting
their reveal and left out; a roll the seed does not give, or an epoch whose seed does not match its
commitment, is counted as failing and left out. Physical dice, typed in by hand, prove nothing: they are
tallied in a part of their own (`physical`), never mixed with the proven dice. Rolls hidden from the viewer —
and rolls that follow from a hidden roll — are left out for that viewer, so the ledger never tells faces
they may not see.

A p-value is not a verdict. A tally is `flagged` only when the sample is large enough for the test (a fair
die's expected count of every face at least 5) and its p-value is below `FLAG_BELOW`; a fair die is flagged
about once in a thousand tallies, and a small sample says little either way.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Container, Iterable, Mapping
from typing import Literal

import msgspec

from domain.campaign import Actor, CampaignState, SeedRevealed, TableOpened
from domain.fairness import check_table
from domain.messages import Event, RollEvent
from domain.visibility import may_see, may_see_follower

FLAG_BELOW = 0.001
"""A tally whose p-value is below this (with enough dice) is flagged: a fair die does it 1 time in 1000."""

MIN_EXPECTED = 5.0
"""The chi-squared test needs a fair die's expected count of every face to be at least this."""

Verdict = Literal["too_few", "consistent", "flagged"]
SubjectKind = Literal["campaign", "member", "character"]
TableStatus = Literal["proven", "awaiting_reveal", "physical", "failing", "unproven", "mixed", "no_rolls"]


# -- the statistics ------------------------------------------------------------------------------------------


def upper_gamma_q(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), for a > 0 and x ≥ 0.

    A power series for x < a + 1 and Lentz's continued fraction otherwise (each converges fast there).
    """
    if a <= 0:
        raise ValueError("a must be positive")
    if x <= 0:
        return 1.0
    log_prefix = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:  # P(a, x) = e^-x x^a / Γ(a+1) · Σ x^n / ((a+1)…(a+n))
        term = total = 1.0 / a
        n = a
        for _ in range(10_000):
            n += 1
            term *= x / n
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1.0 - total * math.exp(log_prefix))
    tiny = 1e-300  # Q(a, x) = e^-x x^a / Γ(a) · 1 / (x + 1 - a - 1·(1-a) / (x + 3 - a - …))
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return min(1.0, math.exp(log_prefix) * h)


def chi_squared_p_value(statistic: float, degrees_of_freedom: int) -> float:
    """The chance that a chi-squared variable with these degrees of freedom is at least `statistic`."""
    return upper_gamma_q(degrees_of_freedom / 2, statistic / 2)


def chi_squared(counts: Iterable[int]) -> tuple[float, int]:
    """Pearson's statistic of face counts against equally likely faces, and its degrees of freedom."""
    counts = list(counts)
    n = sum(counts)
    if n == 0:
        return 0.0, len(counts) - 1
    expected = n / len(counts)
    return sum((c - expected) ** 2 for c in counts) / expected, len(counts) - 1


# -- the ledger ----------------------------------------------------------------------------------------------


class DieTally(msgspec.Struct, kw_only=True):
    """One die size of one part of a subject's ledger."""

    sides: int
    dice: int
    """How many dice of this size were tallied."""
    counts: list[int]
    """`counts[i]` is how often face `i + 1` came up."""
    expected: float
    """How often a fair die shows each face in that many dice."""
    chi_squared: float
    degrees_of_freedom: int
    p_value: float
    """The chance that a fair die gives counts at least this far from `expected` (1 when nothing was rolled)."""
    enough: bool
    """Whether every face's expected count reaches 5, which the chi-squared test needs."""
    verdict: Verdict
    """`too_few` dice to test; `consistent` with a fair die; `flagged`: p-value below 0.001."""
    from_server: int = 0
    """Of `dice`, how many were server dice (proven part only)."""
    from_verifiable: int = 0
    """Of `dice`, how many were verifiable dice re-derived from a revealed seed (proven part only)."""


class LuckPart(msgspec.Struct, kw_only=True):
    rolls: int = 0
    """Rolls (pools) tallied in this part."""
    dice: list[DieTally] = msgspec.field(default_factory=list)
    """One tally per die size, smallest die first."""


class SubjectLuck(msgspec.Struct, kw_only=True):
    """The luck of one member, one character, or the whole campaign as the viewer may see it."""

    kind: SubjectKind
    id: str
    name: str | None = None
    proven: LuckPart
    """Server dice as recorded and verifiable dice re-derived from their revealed seeds."""
    physical: LuckPart
    """Physical dice as they were typed in: counted, never proven, never mixed with `proven`."""
    awaiting_reveal: int = 0
    """Verifiable rolls left out because their table's seed is not revealed yet."""
    failing: int = 0
    """Verifiable rolls left out because the revealed seed does not give them (see the table's fairness)."""
    unproven: int = 0
    """Rolls left out because their dice are of no source the ledger counts, or show faces their die has not."""


class TableLuck(msgspec.Struct, kw_only=True):
    """How one table's rolls were counted, and why the rest were not."""

    table_id: str
    name: str | None = None
    dice_mode: str | None = None
    status: TableStatus
    """`proven`: all its rolls the viewer sees are proven; `awaiting_reveal`: verifiable dice whose seed is not
    revealed yet (close the table or rotate its seed); `physical`: dice typed in, counted apart; `failing`:
    its rolls do not match their revealed seed; `unproven`: dice of no source the ledger counts; `mixed`: rolls
    of several of these kinds; `no_rolls`: none the viewer may see."""
    rolls_proven: int = 0
    rolls_physical: int = 0
    rolls_awaiting_reveal: int = 0
    rolls_failing: int = 0
    rolls_unproven: int = 0
    rolls_hidden: int = 0
    """Rolls hidden from the viewer, left out of everything above."""
    note: str


class LuckLedger(msgspec.Struct, kw_only=True):
    campaign_id: str = ""
    version: int = -1
    """The stream version the ledger reflects (also the read's `ETag`)."""
    campaign: SubjectLuck
    """Every tallied die of the campaign the viewer may see."""
    members: list[SubjectLuck] = msgspec.field(default_factory=list)
    """Per roller."""
    characters: list[SubjectLuck] = msgspec.field(default_factory=list)
    """Per character a roll was made for (rolls naming no character count for their roller only)."""
    tables: list[TableLuck] = msgspec.field(default_factory=list)
    flag_below: float = FLAG_BELOW
    min_expected: float = MIN_EXPECTED


def tally(sides: int, counts: list[int], from_server: int = 0, from_verifiable: int = 0) -> DieTally:
    """The chi-squared test of one die size's face counts against a fair die."""
    dice = sum(counts)
    statistic, freedom = chi_squared(counts)
    expected = dice / sides
    p_value = chi_squared_p_value(statistic, freedom) if dice else 1.0
    enough = expected >= MIN_EXPECTED
    verdict: Verdict = "too_few" if not enough else "flagged" if p_value < FLAG_BELOW else "consistent"
    return DieTally(
        sides=sides,
        dice=dice,
        counts=counts,
        expected=expected,
        chi_squared=statistic,
        degrees_of_freedom=freedom,
        p_value=p_value,
        enough=enough,
        verdict=verdict,
        from_server=from_server,
        from_verifiable=from_verifiable,
    )


class _Counter:
    """Face counts of one part of one subject, by die size and source."""

    def __init__(self) -> None:
        self.rolls = 0
        self.faces: dict[int, list[int]] = {}
        self.sources: dict[tuple[int, str], int] = {}

    def add(self, sides: int, faces: Iterable[int], source: str) -> None:
        counts = self.faces.setdefault(sides, [0] * sides)
        n = 0
        for face in faces:
            counts[face - 1] += 1
            n += 1
        self.sources[sides, source] = self.sources.get((sides, source), 0) + n

    def part(self) -> LuckPart:
        return LuckPart(
            rolls=self.rolls,
            dice=[
                tally(
                    sides,
                    self.faces[sides],
                    self.sources.get((sides, "server"), 0),
                    self.sources.get((sides, "verifiable"), 0),
                )
                for sides in sorted(self.faces)
            ],
        )


class _Subject:
    def __init__(self, kind: SubjectKind, id: str) -> None:
        self.kind = kind
        self.id = id
        self.proven = _Counter()
        self.physical = _Counter()
        self.awaiting_reveal = 0
        self.failing = 0
        self.unproven = 0

    def out(self, names: Mapping[str, str]) -> SubjectLuck:
        return SubjectLuck(
            kind=self.kind,
            id=self.id,
            name=names.get(self.id),
            proven=self.proven.part(),
            physical=self.physical.part(),
            awaiting_reveal=self.awaiting_reveal,
            failing=self.failing,
            unproven=self.unproven,
        )


class _Table:
    def __init__(self, table_id: str) -> None:
        self.table_id = table_id
        self.dice_mode: str | None = None
        self.log: list[tuple[int, Event]] = []
        self.rolls: list[tuple[int, RollEvent, bool]] = []
        """Each roll event with whether the viewer may see it."""


def names_of(state: CampaignState[object]) -> dict[str, str]:
    """The names a ledger shows, by id: the campaign's tables, characters and members as they are named now."""
    names = {t.table_id: t.name for t in state.tables.values()}
    names.update({c.character_id: c.name for c in state.characters.values()})
    names.update({m.member_id: m.name for m in state.members.values()})
    return names


LoggedEvent = tuple[int, Event, Mapping[str, object] | None]
"""A stream version, its event, and the hidden roll it follows from (its metadata's `follows_roll`), if any."""


def _seeds_kept(table_log: list[tuple[int, Event]]) -> list[bool]:
    """For each revealed seed of a table, in order, whether it is the one committed to."""
    commitments: list[str | None] = []
    kept: list[bool] = []
    for _, event in table_log:
        if isinstance(event, TableOpened):
            commitments.append(event.seed_commitment)
        elif isinstance(event, SeedRevealed):
            committed = commitments[len(kept)] if len(kept) < len(commitments) else None
            try:
                ok = hashlib.sha256(bytes.fromhex(event.seed)).hexdigest() == committed == event.commitment
            except ValueError:  # not hex: no seed at all
                ok = False
            kept.append(ok)
            commitments.append(event.next_commitment)
    return kept


def _epoch_of(table_log: list[tuple[int, Event]]) -> dict[int, int]:
    """The epoch (number of reveals before it) of each version of a table's log."""
    epoch, out = 0, {}
    for version, event in table_log:
        out[version] = epoch
        if isinstance(event, SeedRevealed):
            epoch += 1
    return out


def luck_ledger(
    log: Iterable[LoggedEvent],
    viewer: Actor,
    hidden_versions: Container[int],
    names: Mapping[str, str] | None = None,
) -> LuckLedger:
    """The ledger of every roll in `log` that `viewer` may see.

    `log` needs the roll events and the tables' `campaign.table_opened` and `campaign.seed_revealed` events
    (others are ignored); `hidden_versions` are the versions of rolls not revealed yet, as for `may_see`;
    `names` gives members', characters' and tables' names by id.
    """
    names = names or {}
    tables: dict[str, _Table] = {}
    for version, event, follows in log:
        if isinstance(event, TableOpened):
            table = tables.setdefault(event.table_id, _Table(event.table_id))
            table.dice_mode = event.dice_mode
            table.log.append((version, event))
        elif isinstance(event, SeedRevealed):
            tables.setdefault(event.table_id, _Table(event.table_id)).log.append((version, event))
        elif isinstance(event, RollEvent):
            seen = may_see(event, version, viewer, hidden_versions) and (
                follows is None or may_see_follower(follows, viewer, hidden_versions)
            )
            table = tables.setdefault(event.table_id, _Table(event.table_id))
            table.log.append((version, event))
            table.rolls.append((version, event, seen))

    everyone = _Subject("campaign", "campaign")
    members: dict[str, _Subject] = {}
    characters: dict[str, _Subject] = {}
    table_out: list[TableLuck] = []
    for table in tables.values():
        proven_faces: dict[tuple[int, int], bool] = {}
        kept: list[bool] = []
        epochs: dict[int, int] = {}
        if any(roll.source == "verifiable" for _, event, _ in table.rolls for roll in event.rolls):
            try:
                report = check_table(table.table_id, table.log)
                proven_faces = {(c.version, c.roll_index): c.ok and c.expected is not None for c in report.rolls}
            except ValueError:  # a revealed "seed" that is not hex: none of its rolls is proven
                proven_faces = {}
            kept = _seeds_kept(table.log)
            epochs = _epoch_of(table.log)
        counts = {"proven": 0, "physical": 0, "awaiting": 0, "failing": 0, "unproven": 0, "hidden": 0}
        for version, event, seen in table.rolls:
            if not seen:
                counts["hidden"] += len(event.rolls)
                continue
            subjects = [everyone, members.setdefault(event.roller_id, _Subject("member", event.roller_id))]
            character_id = getattr(event, "character_id", None)
            if isinstance(character_id, str):
                subjects.append(characters.setdefault(character_id, _Subject("character", character_id)))
            for index, roll in enumerate(event.rolls):
                if not all(1 <= face <= roll.sides for face in roll.faces):
                    kind = "unproven"  # faces no die of that size shows: a record no tally can take
                elif roll.source == "server":
                    kind = "proven"
                elif roll.source == "physical":
                    kind = "physical"
                elif roll.source == "verifiable":
                    epoch = epochs.get(version, 0)
                    if epoch >= len(kept):
                        kind = "awaiting"
                    elif kept[epoch] and proven_faces.get((version, index), False):
                        kind = "proven"
                    else:
                        kind = "failing"
                else:
                    kind = "unproven"
                counts[kind] += 1
                for subject in subjects:
                    if kind in ("proven", "physical"):
                        counter = subject.proven if kind == "proven" else subject.physical
                        counter.add(roll.sides, roll.faces, roll.source)
                        counter.rolls += 1
                    elif kind == "awaiting":
                        subject.awaiting_reveal += 1
                    elif kind == "failing":
                        subject.failing += 1
                    else:
                        subject.unproven += 1
        table_out.append(_table_luck(table, counts, names))

    return LuckLedger(
        campaign=everyone.out(names),
        members=[s.out(names) for s in members.values()],
        characters=[s.out(names) for s in characters.values()],
        tables=table_out,
    )


_ONE_KIND: dict[str, tuple[TableStatus, str]] = {
    "proven": ("proven", "every roll counted as proven"),
    "physical": ("physical", "dice entered by hand: counted apart, never proven"),
    "awaiting": ("awaiting_reveal", "verifiable dice not proven until the seed is revealed (close the table)"),
    "failing": ("failing", "rolls the revealed seed does not give: left out (see the table's fairness)"),
    "unproven": ("unproven", "dice of no source the ledger counts"),
}


def _table_luck(table: _Table, counts: Mapping[str, int], names: Mapping[str, str]) -> TableLuck:
    kinds = [k for k in ("proven", "physical", "awaiting", "failing", "unproven") if counts[k]]
    status: TableStatus
    if not kinds:
        status, note = "no_rolls", "no roll you may see"
    elif len(kinds) > 1:
        status, note = "mixed", "rolls of several kinds: each counted as its own kind"
    else:
        status, note = _ONE_KIND[kinds[0]]
    if counts["awaiting"] and status == "mixed":
        note += "; verifiable rolls after the last reveal wait for the next one"
    return TableLuck(
        table_id=table.table_id,
        name=names.get(table.table_id),
        dice_mode=table.dice_mode,
        status=status,
        rolls_proven=counts["proven"],
        rolls_physical=counts["physical"],
        rolls_awaiting_reveal=counts["awaiting"],
        rolls_failing=counts["failing"],
        rolls_unproven=counts["unproven"],
        rolls_hidden=counts["hidden"],
        note=note,
    )
