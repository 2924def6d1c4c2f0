"""How stored events of an older schema read today: `(event type, schema version) -> function` turning that
version's JSON object into the next version's. The server hands these to the event store, which applies
them on every read (stored rows are never edited, so the hash chain still checks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.dice_tree import upcast_rolled_v1

UPCASTS: dict[tuple[str, int], Callable[[dict[str, Any]], dict[str, Any]]] = {
    ("campaign.rolled", 1): upcast_rolled_v1,
}
