"""Ended conflicts leave a ruleset's state; a marker (conflict id → its table) stays to refuse late commands
with `conflict_ended` until that table closes. Shared by the rulesets whose conflicts are keyed this way
(Scratch RPS, Shapers d100)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domain.campaign import Table


def end_conflict(conflicts: dict[str, Any], ended: dict[str, str], conflict_id: str) -> None:
    """The conflict leaves `conflicts`; its marker names its table."""
    ended[conflict_id] = conflicts.pop(conflict_id).table_id


def markers_of_open_tables(ended: Mapping[str, str], tables: Mapping[str, Table]) -> dict[str, str]:
    """The markers still kept once a table closed: those of open tables (a conflict that ended after its own
    table had closed goes with the next table that closes)."""
    return {cid: tid for cid, tid in ended.items() if tid in tables and tables[tid].open}
