"""The recap's hand-written SVG charts and face statistics, and the generic narration, without a server."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from application.recap.build import Dice, face_counts
from server.recap.charts import bar_chart, line_chart

SVG = "{http://www.w3.org/2000/svg}"


def test_bar_chart_is_valid_svg_with_one_bar_per_label_and_escaped_text() -> None:
    svg = ET.fromstring(bar_chart('Rolls of <Bob & "Al">', ["<a>", "b&c", "d"], [3, 0, 7], expected=2.5))
    assert svg.tag == f"{SVG}svg"
    bars = svg.findall(f".//{SVG}rect[@class='bar']")
    assert [(b.get("data-label"), b.get("data-value")) for b in bars] == [("<a>", "3"), ("b&c", "0"), ("d", "7")]
    heights = [float(b.get("height", "")) for b in bars]
    assert heights[1] == 0 and heights[2] > heights[0] > 0
    assert abs(heights[2] / heights[0] - 7 / 3) < 0.01  # bars are proportional to the values
    assert svg.findtext(f"{SVG}title") == 'Rolls of <Bob & "Al">'
    (expected,) = svg.findall(f".//{SVG}line[@class='expected']")
    assert float(expected.get("y1", "")) > min(float(b.get("y", "")) for b in bars)


def test_line_chart_leaves_gaps_for_missing_points() -> None:
    chart = line_chart("AP", ["v1", "v2", "v3", "v4"], {"Alfredo": [3, 5, 4, 2], "Charles": [None, 4, None, 3]})
    svg = ET.fromstring(chart)
    lines = {p.get("data-name"): p.get("d", "").split() for p in svg.findall(f".//{SVG}path[@class='series']")}
    assert [m[0] for m in lines["Alfredo"]] == ["M", "L", "L", "L"]
    assert [m[0] for m in lines["Charles"]] == ["M", "M"]  # the pen lifts over the missing points
    assert len(svg.findall(f".//{SVG}circle[@class='point']")) == 6


def test_a_legend_of_many_series_wraps_and_the_chart_grows() -> None:
    few = ET.fromstring(line_chart("AP", ["v1"], {f"Robot {i}": [i] for i in range(2)}))
    many = ET.fromstring(line_chart("AP", ["v1"], {f"Robot {i}": [i] for i in range(9)}))
    assert int(many.get("height", "")) > int(few.get("height", ""))
    xs = [float(r.get("x", "")) for r in many.findall(f"{SVG}rect") if r.get("width") == "10"]
    assert len(xs) == 9 and max(xs) + 130 <= int(many.get("width", ""))


def test_face_counts_per_die_size_against_a_fair_die() -> None:
    d6, d10 = face_counts([Dice(sides=6, faces=[1, 2, 3, 4, 5, 6]), Dice(sides=10, faces=[10, 10])])
    assert (d6.sides, d6.counts, d6.dice, d6.expected_per_bar, d6.chi_square) == (6, [1] * 6, 6, 1.0, 0.0)
    assert d10.counts == [0] * 9 + [2] and d10.chi_square == 18.0  # (2-0.2)²/0.2 + 9 × 0.2


def test_a_d100_is_charted_in_ten_buckets() -> None:
    (d100,) = face_counts([Dice(sides=100, faces=[1, 10, 11, 55, 100, 100])])
    assert d100.labels[0] == "1-10" and d100.labels[-1] == "91-100" and len(d100.labels) == 10
    assert d100.counts == [2, 1, 0, 0, 0, 1, 0, 0, 0, 2]
