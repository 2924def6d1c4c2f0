"""Small SVG charts written by hand: bars against an expected level, and lines over time.

Recaps are read in a browser, in a Markdown viewer, or saved to disk and mailed to the table; a chart must
therefore be a plain, self-contained SVG string — no script, no external font or stylesheet, no browser
to render it. Every text is XML-escaped, so a character called `<Bob & "Al">` cannot break the document.
Elements carry classes (`bar`, `expected`, `series` paths, `point`) so tests and stylesheets can find them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from xml.sax.saxutils import escape, quoteattr

PALETTE = ("#3b6ea8", "#c8553d", "#4f9d69", "#8e6bb8", "#d19a2e", "#2a9d8f", "#b5467a", "#6c757d")
WIDTH = 640
HEIGHT = 280
MARGIN_LEFT = 48
MARGIN_RIGHT = 16
MARGIN_TOP = 36
MARGIN_BOTTOM = 56
LEGEND_WIDTH = 130


def _svg(width: int, height: int, title: str, body: list[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label={quoteattr(title)} '
        'font-family="Helvetica, Arial, sans-serif" font-size="11">'
        f"<title>{escape(title)}</title>"
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>'
        f'<text x="{width / 2:.1f}" y="20" text-anchor="middle" font-size="13" font-weight="bold">'
        f"{escape(title)}</text>" + "".join(body) + "</svg>"
    )


def _scale(value: float) -> tuple[float, float]:
    """A round tick step (1, 2 or 5 × 10^k, at most 5 steps up to `value`) and the axis top it gives.

    Every chart here counts things (dice, successes, Action Points), so a step is never below 1."""
    value = max(value, 1.0)
    magnitude = 1.0
    while magnitude * 10 <= value / 5:
        magnitude *= 10
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= value / 5)
    steps = -(-value // step)  # ceiling
    return step, step * steps


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def _y_axis(top: float, step: float, plot_h: float, base: float, width: int) -> list[str]:
    """Grid lines with their values every `step`, from the x axis at `base` up `plot_h` pixels."""
    parts = []
    ticks = round(top / step)
    for i in range(ticks + 1):
        value = step * i
        y = base - plot_h * value / top
        parts.append(
            f'<line x1="{MARGIN_LEFT}" y1="{y:.1f}" x2="{width - MARGIN_RIGHT}" y2="{y:.1f}" stroke="#e3e3e3"/>'
            f'<text x="{MARGIN_LEFT - 6}" y="{y + 4:.1f}" text-anchor="end" fill="#555">{_fmt(value)}</text>'
        )
    return parts


def _frame(base: float, plot_h: float, width: int, y_label: str) -> list[str]:
    """The x axis drawn over the bars or lines, and the y axis' label turned on its side."""
    parts = [f'<line x1="{MARGIN_LEFT}" y1="{base}" x2="{width - MARGIN_RIGHT}" y2="{base}" stroke="#333"/>']
    if y_label:
        middle = MARGIN_TOP + plot_h / 2
        parts.append(
            f'<text x="12" y="{middle:.1f}" transform="rotate(-90 12 {middle:.1f})" '
            f'text-anchor="middle" fill="#555">{escape(y_label)}</text>'
        )
    return parts


def bar_chart(
    title: str,
    labels: Sequence[str],
    values: Sequence[float],
    *,
    expected: float | None = None,
    expected_label: str = "expected",
    y_label: str = "",
    width: int = WIDTH,
    height: int = HEIGHT,
) -> str:
    """One bar per label; `expected` draws a dashed level across (e.g. a fair die's count per face)."""
    plot_w = width - MARGIN_LEFT - MARGIN_RIGHT
    plot_h = height - MARGIN_TOP - MARGIN_BOTTOM
    step, top = _scale(max([*values, expected or 0]))
    body = _y_axis(top, step, plot_h, height - MARGIN_BOTTOM, width)
    n = max(len(values), 1)
    slot = plot_w / n
    bar_w = max(2.0, slot * 0.7)
    base = height - MARGIN_BOTTOM
    for i, (label, value) in enumerate(zip(labels, values, strict=True)):
        h = plot_h * value / top
        x = MARGIN_LEFT + i * slot + (slot - bar_w) / 2
        body.append(
            f'<rect class="bar" x="{x:.1f}" y="{base - h:.1f}" width="{bar_w:.1f}" height="{h:.1f}" '
            f'fill="{PALETTE[0]}" data-label={quoteattr(label)} data-value="{_fmt(value)}">'
            f"<title>{escape(label)}: {_fmt(value)}</title></rect>"
        )
        if n <= 24 or i % max(1, n // 12) == 0:
            body.append(
                f'<text x="{x + bar_w / 2:.1f}" y="{base + 14}" text-anchor="middle" fill="#333">{escape(label)}</text>'
            )
    if expected is not None:
        y = base - plot_h * expected / top
        body.append(
            f'<line class="expected" x1="{MARGIN_LEFT}" y1="{y:.1f}" x2="{width - MARGIN_RIGHT}" y2="{y:.1f}" '
            f'stroke="{PALETTE[1]}" stroke-width="2" stroke-dasharray="6 4"/>'
            f'<text x="{width - MARGIN_RIGHT}" y="{y - 4:.1f}" text-anchor="end" fill="{PALETTE[1]}">'
            f"{escape(expected_label)} {_fmt(expected)}</text>"
        )
    return _svg(width, height, title, body + _frame(base, plot_h, width, y_label))


def line_chart(
    title: str,
    x_labels: Sequence[str],
    series: Mapping[str, Sequence[float | None]],
    *,
    y_label: str = "",
    width: int = WIDTH,
    height: int = HEIGHT,
) -> str:
    """One line (an SVG path) per series over the same x positions; None leaves a gap in the line (e.g.
    before a robot joined). The legend wraps onto as many rows as the series need."""
    per_row = max(1, (width - MARGIN_LEFT) // LEGEND_WIDTH)
    rows = max(1, -(-len(series) // per_row))
    legend_h = 18 * rows
    height += 18 * (rows - 1)
    plot_w = width - MARGIN_LEFT - MARGIN_RIGHT
    plot_h = height - MARGIN_TOP - MARGIN_BOTTOM - legend_h
    base = height - MARGIN_BOTTOM - legend_h
    values = [v for s in series.values() for v in s if v is not None]
    tick, top = _scale(max(values, default=1))
    body = _y_axis(top, tick, plot_h, base, width)
    n = max(len(x_labels), 1)
    dx = plot_w / max(n - 1, 1)

    def xy(i: int, v: float) -> tuple[float, float]:
        return MARGIN_LEFT + i * dx, base - plot_h * v / top

    for i, label in enumerate(x_labels):
        if n <= 20 or i % max(1, n // 10) == 0:
            x = MARGIN_LEFT + i * dx
            body.append(f'<text x="{x:.1f}" y="{base + 14}" text-anchor="middle" fill="#333">{escape(label)}</text>')
    for k, (name, points) in enumerate(series.items()):
        colour = PALETTE[k % len(PALETTE)]
        moves: list[str] = []
        pen_down = False
        for i, v in enumerate(points):
            if v is None:
                pen_down = False
                continue
            x, y = xy(i, v)
            moves.append(f"{'L' if pen_down else 'M'}{x:.1f},{y:.1f}")
            pen_down = True
        body.append(
            f'<path class="series" data-name={quoteattr(name)} fill="none" stroke="{colour}" stroke-width="2" '
            f'd="{" ".join(moves)}"/>'
        )
        for i, v in enumerate(points):
            if v is not None:
                x, y = xy(i, v)
                body.append(
                    f'<circle class="point" cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{colour}">'
                    f"<title>{escape(name)} @ {escape(x_labels[i])}: {_fmt(v)}</title></circle>"
                )
        lx = MARGIN_LEFT + (k % per_row) * LEGEND_WIDTH
        ly = base + MARGIN_BOTTOM - 8 + 18 * (k // per_row)
        body.append(
            f'<rect x="{lx}" y="{ly}" width="10" height="10" fill="{colour}"/>'
            f'<text x="{lx + 14}" y="{ly + 9}" fill="#333">{escape(name)}</text>'
        )
    return _svg(width, height, title, body + _frame(base, plot_h, width, y_label))
