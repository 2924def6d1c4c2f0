"""What a session recap says, gathered from a table's replay as one viewer may see it.

The recap is built from the same steps as `GET …/replay` (server/replay), so it shows exactly what that
viewer may see: a roll hidden from them is listed as a hidden roll, without faces, and counts in no chart.
`Recap` is plain data (also served as JSON); `server/recap/render.py` turns it into Markdown or HTML.

Besides who played, the key moments, every roll and the charts, a recap holds the game's own sections
(Robots & Rapiers: saves, damage, Inspiration, bought turns): the ruleset names them and says which events
are their story beats (its `recap` hook, domain/recap.py); the builder only gathers the lines and totals.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import datetime

import msgspec

from application.replay.steps import Step
from domain.campaign import CampaignState
from domain.luck import FLAG_BELOW, MIN_EXPECTED, Verdict, chi_squared_p_value
from domain.messages import Event, RollEvent
from domain.recap import RecapSection, RecapSpec

FACE_BUCKETS = 10
"""Dice with more sides than `MAX_FACE_BARS` are charted in this many equal buckets (a d100: 1-10, …)."""
MAX_FACE_BARS = 20
LINE_BYTES = 50
"""The least one line of a recap takes as JSON besides its text (`{"version":…,"time":"…","text":""}`), and
a roll or save line besides its text and faces: an answer too large for the read limit is refused while it
is gathered (`RecapBuilder.size`), before it is sent."""
ROLL_BYTES = 100


# The lines of a recap are not tracked by the cyclic garbage collector (`gc=False`: they hold no cycles) and
# hold tuples, which the collector stops tracking once it has seen them. A long table's recap holds hundreds
# of thousands of them while it is built: tracked, every collection of the older generations walked them
# all, holding the GIL while the event loop waited for it (100 ms and more on a busy machine).


class Dice(msgspec.Struct, kw_only=True, gc=False):
    sides: int
    faces: tuple[int, ...]


class RollLine(msgspec.Struct, kw_only=True, gc=False):
    version: int
    time: datetime
    actor: str | None
    text: str
    dice: tuple[Dice, ...]
    visibility: str
    hidden: bool = False
    """The viewer may not see this roll: only that it happened."""


class Line(msgspec.Struct, kw_only=True, gc=False):
    version: int
    time: datetime
    text: str


class BeatLine(msgspec.Struct, kw_only=True, gc=False):
    """One story beat of a section: its line, and (for a table section) whose it was, how it came out, the dice."""

    version: int
    time: datetime
    text: str
    character: str = ""
    outcome: str = ""
    dice: tuple[Dice, ...] = ()


class Player(msgspec.Struct, kw_only=True):
    name: str
    role: str
    characters: list[str]


class Totals(msgspec.Struct, kw_only=True, gc=False):
    """One character's totals in a section's columns (Inspiration: earned, spent, lost)."""

    character: str
    counts: list[int]


class Section(msgspec.Struct, kw_only=True, gc=False):
    """One of the game's own sections of the recap (domain/recap.py `RecapSection`), with its beats."""

    key: str
    title: str
    empty: str
    table: bool
    """Shown as a table of character, outcome and dice rather than a list of lines."""
    lines: list[BeatLine]
    columns: list[str]
    """The columns of `totals` (none: the section has no totals)."""
    totals: list[Totals]


class FaceCounts(msgspec.Struct, kw_only=True):
    """How often each face (or bucket of faces) of one die size came up, against a fair die's expectation."""

    sides: int
    labels: list[str]
    counts: list[int]
    dice: int
    expected_per_bar: float
    chi_square: float
    p_value: float = 1.0
    """The chance that a fair die gives counts at least this far from even (chi-squared, `len(labels) - 1`
    degrees of freedom; domain/luck.py)."""
    verdict: Verdict = "too_few"
    """As in the luck ledger: `too_few` dice to test (a bar expected fewer than 5 times), `consistent` with a
    fair die, or `flagged` (p-value below 0.001). A p-value is not a verdict on a die (docs/audit.md)."""


class ActionPointSeries(msgspec.Struct, kw_only=True):
    """Each combatant's Action Points after every event of one conflict (None: not in it at that point)."""

    conflict_id: str
    versions: list[int]
    characters: dict[str, list[int | None]]


class Integrity(msgspec.Struct, kw_only=True):
    """The hash chain across the recapped table's events, and the campaign's head hash to publish.

    `checked` events, versions `checked_from`–`checked_to` (the table's), were recomputed and chain from
    the stored hash before them; `head_version`/`head_hash` are the campaign's last event as stored. A later
    `GET …/integrity?published_version=&published_hash=` (or `chronicle verify`) recomputes the whole chain
    and proves the log is the one recapped."""

    ok: bool
    checked: int
    head_version: int | None
    head_hash: str | None
    first_bad_version: int | None = None
    reason: str | None = None
    checked_from: int | None = None
    checked_to: int | None = None


class Recap(msgspec.Struct, kw_only=True):
    campaign_id: str
    campaign_name: str
    ruleset: str
    ruleset_title: str
    table_id: str
    table_name: str
    dice_mode: str
    opened_at: str | None
    closed_at: str | None
    viewer: str
    viewer_role: str
    to_version: int
    events: int
    players: list[Player]
    key_moments: list[Line]
    rolls: list[RollLine]
    sections: list[Section]
    """The game's own sections, in the order its ruleset names them."""
    faces: list[FaceCounts]
    successes: dict[str, int]
    """Successes rolled per character on tests and other success-counting rolls (saves not included)."""
    action_points: list[ActionPointSeries]
    integrity: Integrity


# --- building -------------------------------------------------------------------------------------------------


def _dice(event: RollEvent) -> tuple[Dice, ...]:
    return tuple(Dice(sides=r.sides, faces=tuple(r.faces)) for r in event.rolls)


def face_counts(rolls: Sequence[Dice]) -> list[FaceCounts]:
    """Counts per face for each die size (bucketed above MAX_FACE_BARS sides) with the fair expectation."""
    by_sides: dict[int, dict[int, int]] = {}
    for roll in rolls:
        _count_faces(by_sides, roll)
    return counted_faces(by_sides)


def _count_faces(by_sides: dict[int, dict[int, int]], roll: Dice) -> None:
    counter = by_sides.setdefault(roll.sides, {})
    for face in roll.faces:
        counter[face] = counter.get(face, 0) + 1


def counted_faces(by_sides: dict[int, dict[int, int]]) -> list[FaceCounts]:
    """`face_counts` of dice already counted: die size → face → how often it came up."""
    out = []
    for sides in sorted(by_sides):
        counter = by_sides[sides]
        dice = sum(counter.values())
        if sides <= MAX_FACE_BARS:
            labels = [str(f) for f in range(1, sides + 1)]
            counts = [counter.get(f, 0) for f in range(1, sides + 1)]
            share = [1 / sides] * sides
        else:
            width = sides // FACE_BUCKETS
            labels = [f"{b * width + 1}-{(b + 1) * width}" for b in range(FACE_BUCKETS)]
            counts = [
                sum(counter.get(f, 0) for f in range(b * width + 1, (b + 1) * width + 1)) for b in range(FACE_BUCKETS)
            ]
            share = [1 / FACE_BUCKETS] * FACE_BUCKETS
        expected = [dice * s for s in share]
        chi = sum((c - x) ** 2 / x for c, x in zip(counts, expected, strict=True) if x > 0)
        p_value = chi_squared_p_value(chi, len(counts) - 1) if dice else 1.0
        verdict: Verdict = (
            "too_few"
            if not expected or expected[0] < MIN_EXPECTED
            else "flagged"
            if p_value < FLAG_BELOW
            else "consistent"
        )
        out.append(
            FaceCounts(
                sides=sides,
                labels=labels,
                counts=counts,
                dice=dice,
                expected_per_bar=round(expected[0], 3) if expected else 0.0,
                chi_square=round(chi, 3),
                p_value=p_value,
                verdict=verdict,
            )
        )
    return out


def _name_of(character_id: str, state: CampaignState) -> str:
    """The character's name: its ownership record's, else its sheet's, else its id."""
    ref = state.characters.get(character_id)
    if ref is not None:
        return ref.name
    sheet = getattr(state.game, "characters", {}).get(character_id)
    name = getattr(sheet, "name", None)
    return name if isinstance(name, str) else character_id


def _character_id(event: Event) -> str | None:
    cid = getattr(event, "character_id", None)
    return cid if isinstance(cid, str) else None


class Gathered(msgspec.Struct, kw_only=True, gc=False):
    """What a `RecapBuilder` has gathered so far: plain data, so that a recap checkpoint can keep it
    (application/recap/checkpoint.py) and a later recap of the table goes on from there (`RecapBuilder.resume`)."""

    events: int = 0
    size: int = 0
    rolls: list[RollLine] = msgspec.field(default_factory=list)
    moments: list[Line] = msgspec.field(default_factory=list)
    lines: dict[str, list[tuple[BeatLine, str | None]]] = msgspec.field(default_factory=dict)
    """Section key → its beats so far, each with the id of the character it is about."""
    tallies: dict[str, dict[str, list[int]]] = msgspec.field(default_factory=dict)
    successes: dict[str, int] = msgspec.field(default_factory=dict)
    faces: dict[int, dict[int, int]] = msgspec.field(default_factory=dict)
    """Die size → face → how often the viewer saw it come up."""
    actors: list[str] = msgspec.field(default_factory=list)
    characters: list[str] = msgspec.field(default_factory=list)
    series: dict[str, tuple[list[int], dict[str, list[int | None]]]] = msgspec.field(default_factory=dict)
    secret: list[int] = msgspec.field(default_factory=list)
    """Versions of the table's non-public rolls whose reveal the walk has not met."""


class RecapBuilder:
    """Gathers a recap in one pass over the table's steps, as they come off the walk (`add`), and names
    everyone as of the state the walk ends on (`finish`): nothing per step is kept but the recap's lines.

    `gathered()` is what it holds so far as plain data; `RecapBuilder.resume(spec, gathered)` goes on from
    there (a recap checkpoint)."""

    def __init__(self, spec: RecapSpec) -> None:
        self.spec = spec
        self.columns = {section.key: section.totals for section in spec.sections}
        self.rolls: list[RollLine] = []
        self.lines: dict[str, list[tuple[BeatLine, str | None]]] = {section.key: [] for section in spec.sections}
        self.moments: list[Line] = []
        self.tallies: dict[str, dict[str, list[int]]] = {section.key: {} for section in spec.sections}
        self.successes: Counter[str] = Counter()
        self.faces: dict[int, dict[int, int]] = {}
        self.actors: set[str] = set()
        self.characters: set[str] = set()
        self.series: dict[str, tuple[list[int], dict[str, list[int | None]]]] = {}
        self.secret: set[int] = set()
        """Versions of the table's non-public rolls whose reveal the walk has not met (the recap service
        keeps it: the reveal, after the table closed, of one not hidden now belongs to the recap)."""
        self.events = 0
        self.size = 0
        """The least the recap's lines will take as JSON, in bytes, as they are gathered (see `LINE_BYTES`)."""

    def gathered(self) -> Gathered:
        """What was gathered so far (shared, not copied: encode it before adding more)."""
        return Gathered(
            events=self.events,
            size=self.size,
            rolls=self.rolls,
            moments=self.moments,
            lines=self.lines,
            tallies=self.tallies,
            successes=dict(self.successes),
            faces=self.faces,
            actors=sorted(self.actors),
            characters=sorted(self.characters),
            series=self.series,
            secret=sorted(self.secret),
        )

    @classmethod
    def resume(cls, spec: RecapSpec, gathered: Gathered) -> RecapBuilder:
        """A builder that goes on from `gathered`. ValueError if it was gathered for other sections (the
        ruleset's recap changed since): it cannot be used."""
        builder = cls(spec)
        if set(gathered.lines) != set(builder.lines) or set(gathered.tallies) != set(builder.tallies):
            raise ValueError("gathered for other recap sections")
        for key, counts in gathered.tallies.items():
            if any(len(row) != len(builder.columns[key]) for row in counts.values()):
                raise ValueError("gathered for other recap columns")
        builder.events, builder.size = gathered.events, gathered.size
        builder.rolls, builder.moments, builder.lines = gathered.rolls, gathered.moments, gathered.lines
        builder.tallies, builder.faces, builder.series = gathered.tallies, gathered.faces, gathered.series
        builder.successes = Counter(gathered.successes)
        builder.actors, builder.characters = set(gathered.actors), set(gathered.characters)
        builder.secret = set(gathered.secret)
        return builder

    def add(self, step: Step) -> None:
        self.events += 1
        self._lines(step)
        self._conflicts(step)

    def _lines(self, step: Step) -> None:
        event, when = step.event, step.record.recorded_at
        if step.actor_id is not None:
            self.actors.add(step.actor_id)
        if not step.seen and not isinstance(event, RollEvent):
            return  # it follows from a hidden roll, whose own line stands for it
        if not step.seen:
            assert isinstance(event, RollEvent)
            self.actors.add(event.roller_id)
            self.size += ROLL_BYTES + len(step.text)
            self.rolls.append(
                RollLine(
                    version=step.version,
                    time=when,
                    actor=step.actor,
                    text=step.text,
                    dice=(),
                    visibility=event.visibility,
                    hidden=True,
                )
            )
            return
        cid = _character_id(event)
        if cid is not None:
            self.characters.add(cid)
        line = Line(version=step.version, time=when, text=step.text)
        line_size = LINE_BYTES + len(step.text)
        if step.key:
            self.size += line_size
            self.moments.append(line)
        if isinstance(event, RollEvent) and event.rolls:
            dice = _dice(event)
            for die in dice:
                _count_faces(self.faces, die)
            self.size += ROLL_BYTES + len(step.text) + sum(2 * len(d.faces) for d in dice)
            self.rolls.append(
                RollLine(
                    version=step.version,
                    time=when,
                    actor=step.actor,
                    text=step.text,
                    dice=dice,
                    visibility=event.visibility,
                )
            )
            count = getattr(event, "successes", None)
            if isinstance(count, int) and cid is not None and not hasattr(event, "outcome"):
                self.successes[cid] += count
        for beat in self.spec.beats(event):
            lines = self.lines.get(beat.section)
            if lines is None:
                continue  # a section the ruleset does not name: not shown
            who = beat.character_id if beat.character_id is not None else cid
            outcome = beat.outcome if beat.outcome is not None else getattr(event, "outcome", None)
            dice = _dice(event) if isinstance(event, RollEvent) else ()
            beat_line = BeatLine(version=step.version, time=when, text=step.text, outcome=str(outcome or ""), dice=dice)
            lines.append((beat_line, who))
            self.size += ROLL_BYTES + len(step.text) + sum(2 * len(d.faces) for d in dice)
            if who is not None:
                self.characters.add(who)
            columns = self.columns[beat.section]
            if beat.total in columns and who is not None:
                counts = self.tallies[beat.section].setdefault(who, [0] * len(columns))
                counts[columns.index(beat.total)] += beat.amount

    def _conflicts(self, step: Step) -> None:
        """Who fought (every combatant takes part) and each conflict's Action Points after this step."""
        conflicts = (step.state or {}).get("conflicts") or {}
        for cid, conflict in conflicts.items():
            combatants = conflict.get("combatants") if isinstance(conflict, dict) else None
            if not isinstance(combatants, dict):
                continue
            self.characters.update(combatants)
            if not any(isinstance(c, dict) and "action_points" in c for c in combatants.values()):
                continue
            if conflict.get("phase") == "ended" and cid in self.series:
                continue  # Action Points lapse with the conflict; the line stops where it ended
            versions, lines = self.series.setdefault(cid, ([], {}))
            versions.append(step.version)
            for ch_id, c in combatants.items():
                line = lines.setdefault(ch_id, [None] * (len(versions) - 1))
                line.append(c.get("action_points") if isinstance(c, dict) else None)
            for line in lines.values():
                if len(line) < len(versions):
                    line.append(None)

    def finish(
        self,
        *,
        campaign_id: str,
        state: CampaignState,
        ruleset_title: str,
        table_id: str,
        viewer: str,
        viewer_role: str,
        integrity: Integrity,
    ) -> Recap:
        """The recap, everyone named as of `state` (the walk's last state)."""
        table = state.tables[table_id]
        sections = [self._section(section, state) for section in self.spec.sections]
        successes: Counter[str] = Counter()
        for cid, count in self.successes.items():
            successes[_name_of(cid, state)] += count
        action_points = []
        for conflict_id, (versions, lines) in self.series.items():
            named: dict[str, list[int | None]] = {}
            for ch_id, line in lines.items():
                named.setdefault(_name_of(ch_id, state), line)
            action_points.append(ActionPointSeries(conflict_id=conflict_id, versions=versions, characters=named))
        return Recap(
            campaign_id=campaign_id,
            campaign_name=state.name,
            ruleset=state.ruleset,
            ruleset_title=ruleset_title,
            table_id=table_id,
            table_name=table.name,
            dice_mode=table.dice_mode,
            opened_at=table.opened_at,
            closed_at=table.closed_at,
            viewer=viewer,
            viewer_role=viewer_role,
            to_version=state.version,
            events=self.events,
            players=_players(state, self.actors, self.characters),
            key_moments=self.moments,
            rolls=self.rolls,
            sections=sections,
            faces=counted_faces(self.faces),
            successes=dict(sorted(successes.items())),
            action_points=action_points,
            integrity=integrity,
        )

    def _section(self, section: RecapSection, state: CampaignState) -> Section:
        lines = []
        for line, cid in self.lines[section.key]:
            line.character = _name_of(cid, state) if cid is not None else ""
            lines.append(line)
        totals: dict[str, list[int]] = {}
        for cid, counts in self.tallies[section.key].items():
            row = totals.setdefault(_name_of(cid, state), [0] * len(counts))
            for i, n in enumerate(counts):
                row[i] += n
        return Section(
            key=section.key,
            title=section.title,
            empty=section.empty,
            table=section.table,
            lines=lines,
            columns=list(section.totals),
            totals=[Totals(character=name, counts=counts) for name, counts in sorted(totals.items())],
        )


def _players(state: CampaignState, actors: set[str], characters: set[str]) -> list[Player]:
    """Members who acted at the table or own a character that took part, GMs first."""
    owned: dict[str, list[str]] = {}
    for cid in characters:
        ref = state.characters.get(cid)
        if ref is not None:
            owned.setdefault(ref.owner_id, []).append(ref.name)
    people = actors | set(owned)
    out = []
    for member_id in people:
        member = state.members.get(member_id)
        if member is None:
            continue
        out.append(Player(name=member.name, role=member.role, characters=sorted(owned.get(member_id, []))))
    order = {"gm": 0, "player": 1, "observer": 2}
    return sorted(out, key=lambda p: (order.get(p.role, 3), p.name))
