"""A `Recap` as a Markdown document or a self-contained HTML page, both with their charts inline as SVG.

The Markdown keeps every number readable as text too (face counts in a table under each chart), since
many Markdown viewers strip inline SVG; the HTML page needs nothing but itself (no script, no external
stylesheet or font), so it can be mailed, printed or archived next to the campaign's head hash.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from datetime import datetime

from server.recap.build import Dice, FaceCounts, Line, Recap, RollLine
from server.recap.charts import bar_chart, line_chart

SECTIONS = (
    ("players", "Who played"),
    ("key-moments", "Key moments"),
    ("rolls", "Every roll"),
    ("saves", "Saves"),
    ("damage", "Damage and malfunctions"),
    ("inspiration", "Inspiration"),
    ("turns", "Turns bought"),
    ("charts", "Charts"),
    ("integrity", "Integrity"),
)
"""Section anchors and titles, in order, shared by both formats."""


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


# --- Markdown ----------------------------------------------------------------------------------------------------


def markdown(recap: Recap) -> str:
    out: list[str] = []
    add = out.append
    add(f"# Session recap: {_md(recap.table_name)}")
    add("")
    add(f"*{_md(recap.campaign_name)}* — {_md(recap.ruleset_title)}, {recap.dice_mode} dice; {_opened(recap)}.")
    add(f"Seen by {_md(recap.viewer)} ({recap.viewer_role}); {recap.events} events up to version {recap.to_version}.")
    add("")

    def section(anchor: str) -> None:
        add(f"## {dict(SECTIONS)[anchor]}")
        add("")

    def lines(items: list[Line], empty: str) -> None:
        if not items:
            add(f"_{empty}_")
        for item in items:
            add(f"- `v{item.version}` {_time(item.time)} — {_md(item.text)}")
        add("")

    section("players")
    for p in recap.players:
        chars = f": {', '.join(_md(c) for c in p.characters)}" if p.characters else ""
        add(f"- **{_md(p.name)}** ({p.role}){chars}")
    if not recap.players:
        add("_Nobody played at this table yet._")
    add("")

    section("key-moments")
    lines(recap.key_moments, "No key moments.")

    section("rolls")
    if recap.rolls:
        add("| v | time | by | roll | faces |")
        add("|---|---|---|---|---|")
        for r in recap.rolls:
            faces = "hidden" if r.hidden else _faces(r.dice)
            add(f"| {r.version} | {_time(r.time)} | {_md(r.actor)} | {_md(r.text)} | {faces} |")
    else:
        add("_No rolls._")
    add("")

    section("saves")
    if recap.saves:
        add("| v | character | outcome | faces | save |")
        add("|---|---|---|---|---|")
        for s in recap.saves:
            outcome = s.outcome.replace("_", " ")
            add(f"| {s.version} | {_md(s.character)} | {outcome} | {_faces(s.dice)} | {_md(s.text)} |")
    else:
        add("_No saves._")
    add("")

    section("damage")
    lines(recap.damage, "No damage, losses or malfunctions.")

    section("inspiration")
    if recap.inspiration_totals:
        add("| character | earned | spent | lost |")
        add("|---|---|---|---|")
        for t in recap.inspiration_totals:
            add(f"| {_md(t.character)} | {t.earned} | {t.spent} | {t.lost} |")
        add("")
    lines(recap.inspiration, "No Inspiration earned or spent.")

    section("turns")
    lines(recap.turns_bought, "No turns bought.")

    section("charts")
    for counts in recap.faces:
        add(face_chart(counts))
        add("")
        add(f"| d{counts.sides} | " + " | ".join(counts.labels) + " |")
        add("|---|" + "---|" * len(counts.labels))
        add("| rolled | " + " | ".join(str(c) for c in counts.counts) + " |")
        add(f"| fair | {' | '.join(f'{counts.expected_per_bar:g}' for _ in counts.labels)} |")
        add("")
        add(f"χ² = {counts.chi_square:g} over {len(counts.labels) - 1} degrees of freedom.")
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
    if not recap.faces and chart is None and not recap.action_points:
        add("_Nothing to chart yet._")
        add("")

    section("integrity")
    add(f"Campaign {_head(recap)}; {_checked(recap)}.")
    add("")
    return "\n".join(out)


# --- HTML ---------------------------------------------------------------------------------------------------------

CSS = """
body{font-family:Georgia,serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222;line-height:1.45}
h1{margin-bottom:.2rem}h2{border-bottom:1px solid #ccc;padding-bottom:.2rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}
td,th{border:1px solid #ddd;padding:.25rem .4rem;text-align:left}th{background:#f4f4f4}
.muted{color:#777}.hidden{color:#777;font-style:italic}code{font-size:.85rem;word-break:break-all}
figure{margin:1rem 0}svg{max-width:100%;height:auto}.broken{color:#b00;font-weight:bold}
"""


def _h(text: str | None) -> str:
    return html.escape(text or "")


def html_page(recap: Recap) -> str:
    out: list[str] = []
    add = out.append
    add("<!DOCTYPE html>")
    add('<html lang="en"><head><meta charset="utf-8">')
    add(f"<title>Session recap: {_h(recap.table_name)} — {_h(recap.campaign_name)}</title>")
    add(f"<style>{CSS}</style></head><body>")
    add(f"<h1>Session recap: {_h(recap.table_name)}</h1>")
    add(
        f'<p class="muted"><em>{_h(recap.campaign_name)}</em> — {_h(recap.ruleset_title)}, {_h(recap.dice_mode)} '
        f"dice; {_h(_opened(recap))}. Seen by {_h(recap.viewer)} ({_h(recap.viewer_role)}); {recap.events} events "
        f"up to version {recap.to_version}.</p>"
    )

    def section(anchor: str, body: Callable[[], None]) -> None:
        add(f'<section id="{anchor}"><h2>{_h(dict(SECTIONS)[anchor])}</h2>')
        body()
        add("</section>")

    def lines(items: list[Line], empty: str) -> None:
        if not items:
            add(f'<p class="muted">{_h(empty)}</p>')
            return
        add("<ul>")
        for item in items:
            add(f'<li><span class="muted">v{item.version} {_time(item.time)}</span> {_h(item.text)}</li>')
        add("</ul>")

    def players() -> None:
        if not recap.players:
            add('<p class="muted">Nobody played at this table yet.</p>')
            return
        add("<ul>")
        for p in recap.players:
            chars = f": {_h(', '.join(p.characters))}" if p.characters else ""
            add(f"<li><strong>{_h(p.name)}</strong> ({_h(p.role)}){chars}</li>")
        add("</ul>")

    def roll_row(r: RollLine) -> str:
        faces = '<span class="hidden">hidden</span>' if r.hidden else _h(_faces(r.dice))
        cls = ' class="hidden"' if r.hidden else ""
        return (
            f"<tr{cls}><td>{r.version}</td><td>{_time(r.time)}</td><td>{_h(r.actor)}</td>"
            f"<td>{_h(r.text)}</td><td>{faces}</td></tr>"
        )

    def rolls() -> None:
        if not recap.rolls:
            add('<p class="muted">No rolls.</p>')
            return
        add("<table><thead><tr><th>v</th><th>time</th><th>by</th><th>roll</th><th>faces</th></tr></thead><tbody>")
        out.extend(roll_row(r) for r in recap.rolls)
        add("</tbody></table>")

    def saves() -> None:
        if not recap.saves:
            add('<p class="muted">No saves.</p>')
            return
        add("<table><thead><tr><th>v</th><th>character</th><th>outcome</th><th>faces</th><th>save</th></tr></thead>")
        add("<tbody>")
        for s in recap.saves:
            add(
                f"<tr><td>{s.version}</td><td>{_h(s.character)}</td><td>{_h(s.outcome.replace('_', ' '))}</td>"
                f"<td>{_h(_faces(s.dice))}</td><td>{_h(s.text)}</td></tr>"
            )
        add("</tbody></table>")

    def inspiration() -> None:
        if recap.inspiration_totals:
            add("<table><thead><tr><th>character</th><th>earned</th><th>spent</th><th>lost</th></tr></thead><tbody>")
            for t in recap.inspiration_totals:
                add(f"<tr><td>{_h(t.character)}</td><td>{t.earned}</td><td>{t.spent}</td><td>{t.lost}</td></tr>")
            add("</tbody></table>")
        lines(recap.inspiration, "No Inspiration earned or spent.")

    def charts() -> None:
        svgs = all_charts(recap)
        if not svgs:
            add('<p class="muted">Nothing to chart yet.</p>')
        for counts, svg in zip(recap.faces, svgs, strict=False):
            add(
                f"<figure>{svg}<figcaption>χ² = {counts.chi_square:g} over {len(counts.labels) - 1} degrees of "
                "freedom against a fair die.</figcaption></figure>"
            )
        for svg in svgs[len(recap.faces) :]:
            add(f"<figure>{svg}</figure>")

    def integrity() -> None:
        cls = "" if recap.integrity.ok else ' class="broken"'
        i = recap.integrity
        head = f"<code>{_h(i.head_hash)}</code> at version {i.head_version}" if i.head_hash else "no events"
        text = f"Campaign head hash {head}; {_h(_checked(recap))}."
        if not i.ok:
            text += f" The hash chain is BROKEN at version {i.first_bad_version} ({_h(i.reason)})."
        add(f"<p{cls}>{text}</p>")

    section("players", players)
    section("key-moments", lambda: lines(recap.key_moments, "No key moments."))
    section("rolls", rolls)
    section("saves", saves)
    section("damage", lambda: lines(recap.damage, "No damage, losses or malfunctions."))
    section("inspiration", inspiration)
    section("turns", lambda: lines(recap.turns_bought, "No turns bought."))
    section("charts", charts)
    section("integrity", integrity)
    add("</body></html>")
    return "\n".join(out)
