"""The geometry of the Random Scenario Worksheet.

The worksheet itself is an image the text does not reproduce. What the text does say: three Factor
circles (F), two Being circles on each Factor ("two facts about each Factor") numbered 1–6 around the
outside (the d6 for random entities reads those numbers), one Doing circle between each pair of Factors,
and the inciting incident in the centre. Judgement: circles 1–2 belong to Factor 1, 3–4 to Factor 2 and
5–6 to Factor 3; Doing circles 1, 2, 3 join Factors 1–2, 2–3 and 3–1.
"""

from __future__ import annotations

from domain.rotatebird.state import Scenario

DOING_LINKS: tuple[tuple[int, int], ...] = ((0, 1), (1, 2), (2, 0))


def open_being_slots(sc: Scenario) -> list[int]:
    return [i + 1 for i, s in enumerate(sc.being) if s is None]


def _factor_has_being(sc: Scenario, factor: int) -> bool:
    return any(sc.being[i] is not None for i in (factor * 2, factor * 2 + 1))


def open_doing_links(sc: Scenario) -> list[int]:
    """Doing circles that are empty and whose two Factors both have at least one Being symbol."""
    return [
        i + 1
        for i, (a, b) in enumerate(DOING_LINKS)
        if sc.doing[i] is None and _factor_has_being(sc, a) and _factor_has_being(sc, b)
    ]
