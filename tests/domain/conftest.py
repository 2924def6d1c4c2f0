"""Every event the domain tests make the rules produce is checked against the committed OpenAPI document.

`Game.decide` is watched for the whole session (it still decides): the first `KEPT` events of each type are
kept as the API would send their data, and at the end each is validated against its type's schema
(tests/server/contract.py), naming no field the schema leaves out. A failure is an error at the session's
teardown naming the event types whose events do not match.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

from domain.game import Game
from domain.messages import tag_of

KEPT = 25


@pytest.fixture(scope="session", autouse=True)
def events_match_the_contract() -> Iterator[None]:
    kept: dict[str, list[dict[str, Any]]] = {}
    decide = Game.decide

    def watched(self: Game, *args: Any, **kwargs: Any) -> Any:
        events = decide(self, *args, **kwargs)
        for event in events:
            same = kept.setdefault(tag_of(event), [])
            if len(same) < KEPT:
                same.append(msgspec.json.decode(msgspec.json.encode(event)))
        return events

    Game.decide = watched  # type: ignore[method-assign]
    try:
        yield
    finally:
        Game.decide = decide  # type: ignore[method-assign]
    _check(kept)


def _check(kept: dict[str, list[dict[str, Any]]]) -> None:
    from tests.server.contract import check_event

    wrong: dict[str, str] = {}
    for tag, events in kept.items():
        if tag not in _documented():
            continue  # a test's own ruleset (tests/server/dice_ruleset.py), not in the served document
        for data in events:
            try:
                check_event({"version": 1, "position": 1, "type": tag, "recorded_at": _NOW, "data": data})
            except Exception as exc:
                wrong[tag] = f"{str(exc).splitlines()[0]} in {data}"
                break
    assert not wrong, "events that do not match the OpenAPI document:\n" + "\n".join(
        f"{tag}: {why}" for tag, why in sorted(wrong.items())
    )


_NOW = "2026-01-01T00:00:00Z"


def _documented() -> set[str]:
    from tests.server.contract import component

    return set(component("EventOut")["properties"]["data"]["discriminator"]["mapping"])
