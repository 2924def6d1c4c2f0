"""What a replay step and a GM screen show of a Robots & Rapiers table (the `table_view` hook).

The table's conflicts (Turn Order, whose turn, the window to Pay for Turn, each combatant's Action Points),
every robot that took part (current attributes, temporary and persistent losses, malfunction damage,
Inspiration, Self Awareness, Power, shut down), and the table's pending saves (with the TN they stand at) and
unresolved tests. A test or save made by a roll hidden from the viewer shows as `{"hidden": true}`; what landed
on the robots stays visible, as the table saw it happen.
"""

from __future__ import annotations

from typing import Any, get_args

import msgspec

from domain.campaign import CampaignState
from domain.rr.attributes import current
from domain.rr.saving_throw import total
from domain.rr.state import RRState
from domain.rr.vocabulary import LossAttribute
from domain.table_view import Watch, people_of, table_of

SHOWN_ATTRIBUTES = get_args(LossAttribute)
"""Every attribute a loss can lower, as it stands now."""

_SHEET = msgspec.msgpack.Encoder()


def table_view(state: CampaignState[RRState], w: Watch) -> dict[str, Any]:
    """Conflicts, robots, pending saves and open tests of the table."""
    conflicts = rr_conflicts(state, w)
    if w.conflicts_only:
        return {"conflicts": conflicts}
    g = state.game
    hidden = w.hidden()
    robots: dict[str, Any] = {}
    for ch_id in sorted(people_of(w, conflicts)):
        ch = g.characters.get(ch_id)
        if ch is None:
            continue
        ref = state.characters.get(ch_id)
        owner = ref.owner_id if ref else None
        sheet = _SHEET.encode((ch, owner))  # a few µs; the view below costs several times that
        last = w.shown.get(ch_id)
        if last is not None and last[0] == sheet:
            robots[ch_id] = last[1]
            continue
        robots[ch_id] = view = {
            "name": ch.name,
            "owner_id": owner,
            "attributes": {a: current(ch, a) for a in SHOWN_ATTRIBUTES},
            "losses": dict(ch.losses),
            "persistent_losses": dict(ch.persistent_losses),
            "damage": dict(ch.damage),
            "malfunctions": ch.malfunctions,
            "cosmetic_damage": ch.cosmetic_damage,
            "sparked": ch.sparked,
            "inspiration": ch.inspiration,
            "self_awareness": ch.self_awareness,
            "role": ch.role,
            "power": ch.power,
            "capacitor": ch.capacitor,
            "shut_down": ch.shut_down,
            "override_penalty": ch.override_penalty,
        }
        w.shown[ch_id] = (sheet, view)
    saves: dict[str, Any] = {}
    tests: dict[str, Any] = {}
    for record_id in sorted(w.live):
        test = g.tests.get(record_id)
        save = g.saves.get(record_id)
        if test is not None and test.table_id == w.table_id and not test.resolved:
            tests[record_id] = {"hidden": True} if record_id in hidden else msgspec.to_builtins(test)
        elif save is not None and save.table_id == w.table_id:
            saves[record_id] = (
                {"hidden": True} if record_id in hidden else {**msgspec.to_builtins(save), "tn": total(save.tn_parts)}
            )
        else:
            w.live.discard(record_id)  # resolved, rolled, or not a test or save: never open again
    return {
        "table": table_of(state, w.table_id),
        "conflicts": conflicts,
        "characters": robots,
        "pending_saves": saves,
        "open_tests": tests,
    }


def rr_conflicts(state: CampaignState[RRState], w: Watch) -> dict[str, Any]:
    """The table's conflicts: Turn Order, whose turn, each combatant's Action Points."""
    conflicts: dict[str, Any] = {}
    for cid, conflict in state.game.conflicts.items():
        if conflict.table_id != w.table_id:
            continue
        settled = w.settled.get(cid)
        if settled is not None:
            conflicts[cid] = settled
            continue
        conflicts[cid] = shown = {
            "conflict_id": cid,
            "kind": conflict.kind,
            "phase": conflict.phase,
            "order": list(conflict.order),
            "acting": conflict.acting,
            "turns_taken": conflict.turns_taken,
            "window_open": conflict.window_open,
            "first_right": conflict.first_right,
            "combatants": {
                ch_id: {
                    "side": c.side,
                    "action_points": c.action_points,
                    "max_action_points": c.max_action_points,
                    "engaged": c.engaged,
                    "surprised": c.surprise_loss > 0,
                }
                for ch_id, c in conflict.combatants.items()
            },
        }
        if conflict.phase == "ended":
            w.settled[cid] = shown
    return conflicts
