"""Every read path that shows shared state, as one member sees one entity (tests of application/held.py)."""

from __future__ import annotations

from typing import Any

import httpx

from application.replay.changes import apply_changes
from tests.server.api import Campaign, Member

HELD = "held_until_reveal"


async def _json(api: httpx.AsyncClient, url: str, who: Member, **params: Any) -> dict[str, Any]:
    r = await api.get(url, params=params, headers=who.headers)
    assert r.status_code == 200, (url, r.status_code, r.text)
    return r.json()  # type: ignore[no-any-return]


async def entity_views(
    api: httpx.AsyncClient, c: Campaign, who: Member, section: str, entity_id: str, table_id: str, at: int
) -> dict[str, Any]:
    """How `who` is shown entity `entity_id` of the ruleset state's `section` (`characters`, `conflicts`) on
    every state read path: now, as an entity, at version `at`, as a past state, in a replay's states (built
    from a page's first state and its steps' changes), keyed by the path. None where it is absent."""
    base = c.base
    out: dict[str, Any] = {}
    out["state"] = (await _json(api, f"{base}/state", who))["state"]["game"][section].get(entity_id)
    kind = {"characters": "character", "conflicts": "conflict"}[section]
    entity = (await _json(api, f"{base}/state", who, entity=f"{kind}:{entity_id}"))["state"]
    out["entity"] = entity.get("sheet") if kind == "character" else entity
    out["route"] = entity.get("sheet") if kind == "character" else entity
    if kind == "character":
        out["route"] = (await _json(api, f"{base}/characters/{entity_id}", who))["state"]["sheet"]
    else:
        out["route"] = (await _json(api, f"{base}/conflicts/{entity_id}", who))["state"]
    out["at"] = (await _json(api, f"{base}/state", who, at=at))["state"]["game"][section].get(entity_id)
    out["past"] = (await _json(api, f"{base}/replay/state", who, at=at))["state"]["game"][section].get(entity_id)
    replay = await _json(api, f"{base}/tables/{table_id}/replay", who, state="full", limit=500)
    steps = replay["steps"]
    view = steps[0]["state"]
    for step in steps[1:]:
        view = apply_changes(view, step["changes"])
    out["replay"] = view.get(section, {}).get(entity_id)
    return out
