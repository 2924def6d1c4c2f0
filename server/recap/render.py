"""A `Recap` as a Markdown document or a self-contained HTML page, both with their charts inline as SVG.

The Markdown keeps every number readable as text too (face counts in a table under each chart), since
many Markdown viewers strip inline SVG; the HTML page needs nothing but itself (no script, no external
stylesheet or font), so it can be mailed, printed or archived next to the campaign's head hash.
"""

from __future__ import annotations

import base64
import hashlib
import html
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import datetime
from typing import Any

import msgspec

from application.recap.build import BeatLine, Dice, FaceCounts, Line, Recap, RollLine, Section
from server.recap.charts import bar_chart, line_chart

SECTIONS = (
    ("players", "Who played"),
    ("key-moments", "Key moments"),
    ("rolls", "Every roll"),
    ("charts", "Charts"),
    ("integrity", "Integrity"),
)
"""Anchors and titles of the sections every recap has, shared by both formats; the game's own sections
(`Recap.sections`) come between the rolls and the charts."""


# --- charts ---------------------------------------------------------------------------------------------------


def face_chart(counts: FaceCounts) -> str:
    return bar_chart(
        f"d{counts.sides}: faces rolled ({counts.dice} dice) vs a fair die",
        counts.labels,
        counts.counts,
        expected=counts.expected_per_bar,
        expected_label="fair",
        y_label="dice",
    )


def successes_chart(recap: Recap) -> str | None:
    if not recap.successes:
        return None
    names = list(recap.successes)
    return bar_chart("Successes rolled per character", names, [recap.successes[n] for n in names], y_label="successes")


def ap_charts(recap: Recap) -> list[str]:
    charts = []
    for n, series in enumerate(recap.action_points, start=1):
        title = "Action Points over the conflict" + (f" ({n})" if len(recap.action_points) > 1 else "")
        charts.append(line_chart(title, [f"v{v}" for v in series.versions], series.characters, y_label="Action Points"))
    return charts


def all_charts(recap: Recap) -> list[str]:
    charts = [face_chart(c) for c in recap.faces]
    s = successes_chart(recap)
    if s is not None:
        charts.append(s)
    return charts + ap_charts(recap)


# --- text helpers -----------------------------------------------------------------------------------------------


def _time(moment: datetime) -> str:
    return moment.strftime("%H:%M:%S")


_VERDICT_WORDS = {
    "consistent": "consistent with a fair die",
    "flagged": "flagged: a fair die rarely rolls like this",
    "too_few": "too few dice to tell",
}


def luck_words(counts: FaceCounts) -> str:
    """A chart's p-value and verdict in words (a p-value is not a verdict: docs/audit.md)."""
    p = f"{counts.p_value:.2f}" if counts.p_value >= 0.01 else f"{counts.p_value:.1e}"
    return f"p-value {p}, {_VERDICT_WORDS[counts.verdict]}"


def dice_note(recap: Recap) -> str:
    """What the table's dice prove, above its charts; the campaign's luck ledger goes further."""
    if recap.dice_mode == "physical":
        proof = "Physical dice, entered by hand: these counts prove nothing about the dice on the table."
    elif recap.dice_mode == "verifiable" and recap.closed_at:
        proof = "Verifiable dice: every roll can be re-derived from the seed revealed at the close (…/fairness)."
    elif recap.dice_mode == "verifiable":
        proof = "Verifiable dice: not proven until the table's seed is revealed (at its close)."
    else:
        proof = "Server dice, as the server recorded them."
    return proof + f" Each member's and character's luck over the campaign: GET /campaigns/{recap.campaign_id}/luck."


def _faces(dice: Iterable[Dice]) -> str:
    return "; ".join(f"{len(d.faces)}d{d.sides} [{' '.join(map(str, d.faces))}]" for d in dice)


def _md(text: str | None) -> str:
    """Text safe in a Markdown table cell or paragraph (no raw HTML, no broken table)."""
    return (text or "").replace("<", "&lt;").replace("|", "\\|").replace("\n", " ")


def _when(iso: str) -> str:
    """`2026-11-21T20:04:05.123+00:00` → `2026-11-21 20:04:05 UTC` (as recorded, to the second)."""
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    zone = "UTC" if moment.utcoffset() is not None and not moment.utcoffset() else moment.strftime("%z")
    return moment.strftime("%Y-%m-%d %H:%M:%S ") + zone


def _opened(recap: Recap) -> str:
    parts = []
    if recap.opened_at:
        parts.append(f"opened {_when(recap.opened_at)}")
    if recap.closed_at:
        parts.append(f"closed {_when(recap.closed_at)}")
    else:
        parts.append("still open")
    return ", ".join(parts)


def _head(recap: Recap) -> str:
    i = recap.integrity
    if i.head_hash is None:
        return "no events"
    text = f"head hash `{i.head_hash}` at version {i.head_version}"
    if not i.ok:
        text += f" — the hash chain is BROKEN at version {i.first_bad_version} ({i.reason})"
    return text


def _checked(recap: Recap) -> str:
    i = recap.integrity
    if i.checked_from is None or i.checked_to is None:
        return f"{i.checked} events verified"
    return (
        f"the table's {i.checked} events (versions {i.checked_from}–{i.checked_to}) verified against the chain; "
        "a check of the whole log (/integrity) with this head proves it unchanged"
    )


# --- pieces ------------------------------------------------------------------------------------------------------

CHUNK_LINES = 500
"""Lines of a document handed out at a time: a long table's recap is sent as it is rendered."""


class _Lines:
    """A document's lines, handed out in chunks (each the `"\n"`-joined text of its lines) as they pile up,
    so the whole document never sits in memory as one string: the document is the chunks joined by `"\n"`."""

    def __init__(self) -> None:
        self.out: list[str] = []
        self.add = self.out.append

    def ready(self) -> Iterator[str]:
        if len(self.out) >= CHUNK_LINES:
            yield from self.rest()

    def rest(self) -> Iterator[str]:
        if self.out:
            yield "\n".join(self.out)
            self.out.clear()


def json_parts(recap: Recap, items: int = 500) -> Iterator[bytes]:
    """The recap as JSON in pieces: each value whole, but a long list (every roll of a long table, a
    section's lines) `items` entries at a time. Joined, the pieces are exactly `msgspec.json.encode(recap)`."""
    yield from _pieces(recap, items)


def _long(value: Any, items: int) -> bool:
    """Whether `value` holds a list longer than `items` (itself, a field, or an entry of a short list)."""
    if isinstance(value, list):
        return len(value) > items or any(_long(v, items) for v in value if isinstance(v, msgspec.Struct))
    if isinstance(value, msgspec.Struct):
        return any(_long(getattr(value, name), items) for name in value.__struct_fields__)
    return False


def _pieces(value: Any, items: int) -> Iterator[bytes]:
    encode = _JSON.encode
    if not _long(value, items):
        yield encode(value)
    elif isinstance(value, msgspec.Struct):
        for n, name in enumerate(value.__struct_fields__):
            yield (b"{" if n == 0 else b",") + encode(name) + b":"
            yield from _pieces(getattr(value, name), items)
        yield b"}"
    elif len(value) > items:
        for i in range(0, len(value), items):
            yield (b"[" if i == 0 else b",") + encode(value[i : i + items])[1:-1]
        yield b"]"
    else:
        for n, entry in enumerate(value):
            yield b"[" if n == 0 else b","
            yield from _pieces(entry, items)
        yield b"]"


_JSON = msgspec.json.Encoder()


def text_bytes(parts: Iterable[str]) -> Iterator[bytes]:
    """Chunks of `markdown_parts` or `html_parts` as UTF-8 bytes, with the `"\n"` that joins them."""
    first = True
    for part in parts:
        yield part.encode() if first else b"\n" + part.encode()
        first = False


# --- Markdown ----------------------------------------------------------------------------------------------------


def markdown(recap: Recap) -> str:
    return "\n".join(markdown_parts(recap))


def markdown_parts(recap: Recap) -> Iterator[str]:
    """The Markdown document in chunks (joined by `"\n"`, they are `markdown(recap)`)."""
    doc = _Lines()
    add = doc.add
    add(f"# Session recap: {_md(recap.table_name)}")
    add("")
    add(f"*{_md(recap.campaign_name)}* — {_md(recap.ruleset_title)}, {recap.dice_mode} dice; {_opened(recap)}.")
    add(f"Seen by {_md(recap.viewer)} ({recap.viewer_role}); {recap.events} events up to version {recap.to_version}.")
    add("")

    def section(anchor: str) -> None:
        add(f"## {dict(SECTIONS)[anchor]}")
        add("")

    def lines(items: Sequence[Line | BeatLine], empty: str) -> Iterator[str]:
        if not items:
            add(f"_{empty}_")
        for item in items:
            add(f"- `v{item.version}` {_time(item.time)} — {_md(item.text)}")
            yield from doc.ready()
        add("")

    section("players")
    for p in recap.players:
        chars = f": {', '.join(_md(c) for c in p.characters)}" if p.characters else ""
        add(f"- **{_md(p.name)}** ({p.role}){chars}")
    if not recap.players:
        add("_Nobody played at this table yet._")
    add("")

    section("key-moments")
    yield from lines(recap.key_moments, "No key moments.")

    section("rolls")
    if recap.rolls:
        add("| v | time | by | roll | faces |")
        add("|---|---|---|---|---|")
        for r in recap.rolls:
            faces = "hidden" if r.hidden else _faces(r.dice)
            add(f"| {r.version} | {_time(r.time)} | {_md(r.actor)} | {_md(r.text)} | {faces} |")
            yield from doc.ready()
    else:
        add("_No rolls._")
    add("")

    for own in recap.sections:
        add(f"## {_md(own.title)}")
        add("")
        if own.totals:
            add("| character | " + " | ".join(own.columns) + " |")
            add("|---|" + "---|" * len(own.columns))
            for t in own.totals:
                add(f"| {_md(t.character)} | " + " | ".join(str(n) for n in t.counts) + " |")
            add("")
        if not own.table or not own.lines:
            yield from lines(own.lines, own.empty)
            continue
        add("| v | character | outcome | faces | what |")
        add("|---|---|---|---|---|")
        for b in own.lines:
            outcome = b.outcome.replace("_", " ")
            add(f"| {b.version} | {_md(b.character)} | {_md(outcome)} | {_faces(b.dice)} | {_md(b.text)} |")
            yield from doc.ready()
        add("")

    section("charts")
    if recap.faces:
        add(_md(dice_note(recap)))
        add("")
    for counts in recap.faces:
        add(face_chart(counts))
        add("")
        add(f"| d{counts.sides} | " + " | ".join(counts.labels) + " |")
        add("|---|" + "---|" * len(counts.labels))
        add("| rolled | " + " | ".join(str(c) for c in counts.counts) + " |")
        add(f"| fair | {' | '.join(f'{counts.expected_per_bar:g}' for _ in counts.labels)} |")
        add("")
        add(f"χ² = {counts.chi_square:g} over {len(counts.labels) - 1} degrees of freedom; {luck_words(counts)}.")
        add("")
    chart = successes_chart(recap)
    if chart is not None:
        add(chart)
        add("")
        add(", ".join(f"{_md(n)} {v}" for n, v in recap.successes.items()))
        add("")
    for svg in ap_charts(recap):
        add(svg)
        add("")
        yield from doc.ready()
    if not recap.faces and chart is None and not recap.action_points:
        add("_Nothing to chart yet._")
        add("")

    section("integrity")
    add(f"Campaign {_head(recap)}; {_checked(recap)}.")
    add("")
    yield from doc.rest()


# --- HTML ---------------------------------------------------------------------------------------------------------

CSS = """
body{font-family:Georgia,serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222;line-height:1.45}
h1{margin-bottom:.2rem}h2{border-bottom:1px solid #ccc;padding-bottom:.2rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}
td,th{border:1px solid #ddd;padding:.25rem .4rem;text-align:left}th{background:#f4f4f4}
.muted{color:#595959}.hidden{color:#595959;font-style:italic}code{font-size:.85rem;word-break:break-all}
figure{margin:1rem 0}svg{max-width:100%;height:auto}.broken{color:#b00;font-weight:bold}
"""

RECAP_PAGE_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; style-src 'sha256-"
        + base64.b64encode(hashlib.sha256(CSS.encode()).digest()).decode()
        + "'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"
    ),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}
"""The recap page's headers: nothing runs, nothing loads but its own style (by its hash) and inline charts."""


def _h(text: str | None) -> str:
    return html.escape(text or "")


def html_page(recap: Recap) -> str:
    return "\n".join(html_parts(recap))


def html_parts(recap: Recap) -> Iterator[str]:
    """The HTML page in chunks (joined by `"\n"`, they are `html_page(recap)`)."""
    doc = _Lines()
    add = doc.add
    add("<!DOCTYPE html>")
    add('<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">')
    add(f"<title>Session recap: {_h(recap.table_name)} — {_h(recap.campaign_name)}</title>")
    add(f"<style>{CSS}</style></head><body>")
    add(f"<h1>Session recap: {_h(recap.table_name)}</h1>")
    add(
        f'<p class="muted"><em>{_h(recap.campaign_name)}</em> — {_h(recap.ruleset_title)}, {_h(recap.dice_mode)} '
        f"dice; {_h(_opened(recap))}. Seen by {_h(recap.viewer)} ({_h(recap.viewer_role)}); {recap.events} events "
        f"up to version {recap.to_version}.</p>"
    )

    def section(anchor: str, body: Callable[[], Iterator[str]]) -> Iterator[str]:
        add(f'<section id="{anchor}"><h2>{_h(dict(SECTIONS)[anchor])}</h2>')
        yield from body()
        add("</section>")

    def lines(items: Sequence[Line | BeatLine], empty: str) -> Iterator[str]:
        if not items:
            add(f'<p class="muted">{_h(empty)}</p>')
            return
        add("<ul>")
        for item in items:
            add(f'<li><span class="muted">v{item.version} {_time(item.time)}</span> {_h(item.text)}</li>')
            yield from doc.ready()
        add("</ul>")

    def players() -> Iterator[str]:
        if not recap.players:
            add('<p class="muted">Nobody played at this table yet.</p>')
            return
        add("<ul>")
        for p in recap.players:
            chars = f": {_h(', '.join(p.characters))}" if p.characters else ""
            add(f"<li><strong>{_h(p.name)}</strong> ({_h(p.role)}){chars}</li>")
        add("</ul>")
        yield from doc.ready()

    def roll_row(r: RollLine) -> str:
        faces = '<span class="hidden">hidden</span>' if r.hidden else _h(_faces(r.dice))
        cls = ' class="hidden"' if r.hidden else ""
        return (
            f"<tr{cls}><td>{r.version}</td><td>{_time(r.time)}</td><td>{_h(r.actor)}</td>"
            f"<td>{_h(r.text)}</td><td>{faces}</td></tr>"
        )

    def rolls() -> Iterator[str]:
        if not recap.rolls:
            add('<p class="muted">No rolls.</p>')
            return
        add("<table><thead><tr><th>v</th><th>time</th><th>by</th><th>roll</th><th>faces</th></tr></thead><tbody>")
        for r in recap.rolls:
            add(roll_row(r))
            yield from doc.ready()
        add("</tbody></table>")

    def own(section: Section) -> Iterator[str]:
        add(f'<section id="{_h(section.key)}"><h2>{_h(section.title)}</h2>')
        if section.totals:
            head = "".join(f"<th>{_h(c)}</th>" for c in section.columns)
            add(f"<table><thead><tr><th>character</th>{head}</tr></thead><tbody>")
            for t in section.totals:
                cells = "".join(f"<td>{n}</td>" for n in t.counts)
                add(f"<tr><td>{_h(t.character)}</td>{cells}</tr>")
            add("</tbody></table>")
        if not section.table or not section.lines:
            yield from lines(section.lines, section.empty)
        else:
            add("<table><thead><tr><th>v</th><th>character</th><th>outcome</th><th>faces</th><th>what</th></tr>")
            add("</thead><tbody>")
            for b in section.lines:
                add(
                    f"<tr><td>{b.version}</td><td>{_h(b.character)}</td><td>{_h(b.outcome.replace('_', ' '))}</td>"
                    f"<td>{_h(_faces(b.dice))}</td><td>{_h(b.text)}</td></tr>"
                )
                yield from doc.ready()
            add("</tbody></table>")
        add("</section>")

    def charts() -> Iterator[str]:
        svgs = all_charts(recap)
        if not svgs:
            add('<p class="muted">Nothing to chart yet.</p>')
        if recap.faces:
            add(f'<p class="muted" data-luck="{_h(recap.dice_mode)}">{_h(dice_note(recap))}</p>')
        for counts, svg in zip(recap.faces, svgs, strict=False):
            add(
                f"<figure>{svg}<figcaption>χ² = {counts.chi_square:g} over {len(counts.labels) - 1} degrees of "
                f"freedom against a fair die; {_h(luck_words(counts))}.</figcaption></figure>"
            )
        for svg in svgs[len(recap.faces) :]:
            add(f"<figure>{svg}</figure>")
            yield from doc.ready()

    def integrity() -> Iterator[str]:
        cls = "" if recap.integrity.ok else ' class="broken"'
        i = recap.integrity
        head = f"<code>{_h(i.head_hash)}</code> at version {i.head_version}" if i.head_hash else "no events"
        text = f"Campaign head hash {head}; {_h(_checked(recap))}."
        if not i.ok:
            text += f" The hash chain is BROKEN at version {i.first_bad_version} ({_h(i.reason)})."
        add(f"<p{cls}>{text}</p>")
        yield from doc.ready()

    yield from section("players", players)
    yield from section("key-moments", lambda: lines(recap.key_moments, "No key moments."))
    yield from section("rolls", rolls)
    for game_section in recap.sections:
        yield from own(game_section)
    yield from section("charts", charts)
    yield from section("integrity", integrity)
    add("</body></html>")
    yield from doc.rest()
