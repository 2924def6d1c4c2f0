"""Replays over HTTP: stepping through a Robots & Rapiers table with a conflict, states as of a version or a
time, paging, and what players may see of a blind roll.

Each step's state — the page's `state=full` start with every step's `changes` applied in order, as a client
follows a replay — is checked against the campaign folded directly (`Game.fold`) from the GM's copy of the
log up to that step's version, not against the replay's own incremental fold.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any, get_args

import msgspec
import pytest

from application.replay.changes import apply_changes
from domain.campaign import CampaignState
from domain.rr.attributes import current
from domain.rr.vocabulary import LossAttribute
from domain.rulesets import RULESETS
from tests.server.api import problem
from tests.server.rr_session import Session, play

GAME = RULESETS["robots-and-rapiers"]


@pytest.fixture(scope="module")
async def session(api: Any) -> Session:
    return await play(api, name="Replay duel")


def with_states(replay: dict[str, Any]) -> dict[str, Any]:
    """The replay with each step's whole state filled in: the first step's, then each step's changes applied."""
    state: dict[str, Any] = {}
    for n, step in enumerate(replay["steps"]):
        assert ("state" in step) == (n == 0), "only a page's first step carries the whole state"
        state = step["state"] if n == 0 else apply_changes(state, step["changes"])
        step["state"] = state
    return replay


async def _replay(api: Any, s: Session, who: Any = None, **params: Any) -> dict[str, Any]:
    r = await api.get(
        f"{s.campaign.base}/tables/{s.table}/replay",
        params={"limit": 500, "state": "full", **params},
        headers=(who or s.campaign.gm).headers,
    )
    assert r.status_code == 200, r.text
    return with_states(r.json())


def _fold(events: list[dict[str, Any]], version: int) -> CampaignState:
    decoded = [GAME.decode(e["type"], msgspec.json.encode(e["data"])) for e in events[: version + 1]]
    return GAME.fold(decoded)


async def test_each_step_matches_a_direct_fold_of_the_log(api: Any, session: Session) -> None:
    s = session
    log = await s.campaign.events()
    replay = await _replay(api, s)
    steps = replay["steps"]

    # Every event from the table's opening to its closing belongs to it: rolls, the conflict's turns (no
    # table_id of their own), the losses and malfunctions the saves caused, the GM's award mid-session.
    opened = next(e["version"] for e in log if e["type"] == "campaign.table_opened")
    assert [st["version"] for st in steps] == list(range(opened, len(log)))
    assert replay["more"] is False and replay["to_version"] == replay["current_version"] == len(log) - 1

    checked_conflict = checked_robots = 0
    for step in steps:
        version = step["version"]
        assert step["event"] == log[version]  # the GM sees each event in full, hash included
        folded = _fold(log, version)
        shown = step["state"]
        assert shown["table"]["table_id"] == s.table
        for cid, conflict in folded.game.conflicts.items():
            view = shown["conflicts"][cid]
            assert view["order"] == conflict.order
            assert view["acting"] == conflict.acting
            assert view["phase"] == conflict.phase
            assert {k: c["action_points"] for k, c in view["combatants"].items()} == {
                k: c.action_points for k, c in conflict.combatants.items()
            }
            checked_conflict += 1
        for ch_id, robot in shown["characters"].items():
            ch = folded.game.characters[ch_id]
            assert robot["inspiration"] == ch.inspiration
            assert robot["losses"] == ch.losses
            assert robot["damage"] == ch.damage
            assert robot["attributes"] == {a: current(ch, a) for a in get_args(LossAttribute)}
            checked_robots += 1
    assert checked_conflict > 20 and checked_robots > 40

    last = steps[-1]["state"]
    assert last["characters"][s.alfredo]["losses"] == {"locomotion": 4}
    assert last["characters"][s.charles]["damage"] == {"force": 1, "locomotion": 1}
    assert last["conflicts"][s.conflict]["phase"] == "ended"


async def test_steps_tell_who_did_what_with_the_faces(api: Any, session: Session) -> None:
    steps = {st["version"]: st for st in (await _replay(api, session))["steps"]}
    texts = [st["text"] for st in steps.values()]
    assert "Alfredo rolls Fencing: 8d10 [1 2 3 4 5 8 9 9] vs TN 5 (articulation +5) → 5 successes" in texts
    assert any(t.startswith("Charles saves against Durability: 3d10 [1 2 10]") for t in texts)
    assert any("Alfredo loses 4 Locomotion" in t for t in texts)
    assert any("pays for the next turn" in t for t in texts)
    roll = next(st for st in steps.values() if "8d10" in st["text"])
    assert roll["actor"] == "Ann"
    turn_bought = next(st for st in steps.values() if st["event"]["type"] == "rr.turn_purchased")
    assert turn_bought["key_moment"] is True


async def test_pages_and_ranges(api: Any, session: Session) -> None:
    full = [st["version"] for st in (await _replay(api, session))["steps"]]
    collected: list[int] = []
    start = 0
    while True:
        page = await _replay(api, session, limit=7, **{"from": start})
        collected += [st["version"] for st in page["steps"]]
        if not page["more"]:
            break
        start = page["next_from"]
    assert collected == full

    window = await _replay(api, session, **{"from": 13, "to": 20})
    assert [st["version"] for st in window["steps"]] == list(range(13, 21))
    assert (window["from_version"], window["to_version"]) == (13, 20)
    later = await _replay(api, session, to=10_000)
    assert later["to_version"] == later["current_version"]


async def test_replay_as_of_a_time(api: Any, session: Session) -> None:
    s = session
    log = await s.campaign.events()
    times = [datetime.fromisoformat(e["recorded_at"]) for e in log]
    save = next(e["version"] for e in log if e["type"] == "rr.save_rolled")
    moment = times[save]
    # The save's command also appended its Malfunctions in the same transaction (same recorded time).
    expected = max(v for v, t in enumerate(times) if t <= moment)
    assert log[expected]["type"] == "rr.malfunction_suffered"

    replay = await _replay(api, s, to_time=moment.isoformat())
    assert replay["to_version"] == expected and replay["steps"][-1]["version"] == expected
    since = await _replay(api, s, from_time=moment.isoformat())
    assert since["steps"][0]["version"] == min(v for v, t in enumerate(times) if t >= moment)

    base = f"{s.campaign.base}/replay/state"
    r = await api.get(
        base, params={"at_time": moment.isoformat(), "entity": f"character:{s.charles}"}, headers=s.campaign.gm.headers
    )
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["version"] == expected and r.headers["etag"] == f'"{expected}"'
    assert datetime.fromisoformat(body["recorded_at"]) == moment
    assert body["state"]["sheet"]["damage"] == {"force": 1, "locomotion": 1}

    before = moment - timedelta(microseconds=1)
    r = await api.get(
        base, params={"at_time": before.isoformat(), "entity": f"character:{s.charles}"}, headers=s.campaign.gm.headers
    )
    assert r.json()["version"] == save - 1 and r.json()["state"]["sheet"]["damage"] == {}

    # A time without a zone is UTC.
    naive = moment.replace(tzinfo=None)
    r = await api.get(base, params={"at_time": naive.isoformat()}, headers=s.campaign.gm.headers)
    assert r.json()["version"] == expected

    # The same version through `at` and through the /state read agree.
    by_version = (await api.get(base, params={"at": expected}, headers=s.ann.headers)).json()
    plain = (await api.get(f"{s.campaign.base}/state", params={"at": expected}, headers=s.ann.headers)).json()
    assert by_version["state"] == plain["state"]


async def test_past_state_refusals(api: Any, session: Session) -> None:
    s = session
    base = f"{s.campaign.base}/replay/state"
    gm = s.campaign.gm.headers
    problem(await api.get(base, params={"at_time": "2001-01-01T00:00:00Z"}, headers=gm), 422, "time_out_of_range")
    problem(await api.get(base, params={"at": 1, "at_time": "2030-01-01T00:00:00Z"}, headers=gm), 400)
    problem(await api.get(base, params={"at": 10_000}, headers=gm), 422, "version_out_of_range")
    problem(await api.get(base, params={"at": 2, "entity": f"character:{s.alfredo}"}, headers=gm), 404)
    problem(await api.get(base, params={"at_time": "yesterday"}, headers=gm), 400)
    problem(await api.get(f"{s.campaign.base}/tables/nope/replay", headers=gm), 404, "table_not_found")
    problem(await api.get(f"{s.campaign.base}/tables/{s.table}/replay"), 401)


async def test_players_do_not_see_a_blind_roll(api: Any, session: Session) -> None:
    s = session
    log = await s.campaign.events()
    parry = log[s.blind_version]["data"]["test_id"]
    faces = log[s.blind_version]["data"]["rolls"][0]["faces"]
    assert faces == [8] * 11

    gm_step = next(st for st in (await _replay(api, s))["steps"] if st["version"] == s.blind_version)
    assert "11d10 [8 8 8 8 8 8 8 8 8 8 8]" in gm_step["text"]
    assert gm_step["state"]["open_tests"][parry]["faces"] == faces

    for who in (s.ann, s.bob):  # Bob rolled blind: he learns only that he rolled
        for params in ({"limit": 500}, {"limit": 500, "state": "full"}, {"from": s.blind_version, "state": "full"}):
            r = await api.get(f"{s.campaign.base}/tables/{s.table}/replay", params=params, headers=who.headers)
            assert "8 8 8 8 8 8 8 8 8 8 8" not in r.text and "[8,8,8,8,8,8,8,8,8,8,8]" not in r.text.replace(" ", "")
        step = next(st for st in with_states(r.json())["steps"] if st["version"] == s.blind_version)
        assert step["event"]["type"] == "roll.hidden" and "hash" not in step["event"]
        assert step["text"] == "Bob makes a hidden roll (blind)"
        assert step["key_moment"] is False
        assert step["state"]["open_tests"][parry] == {"hidden": True}
        # The consequences on shared entities stay visible: the Action Point Charles paid to oppose.
        assert step["state"]["conflicts"][s.conflict]["combatants"][s.charles]["action_points"] == 3
