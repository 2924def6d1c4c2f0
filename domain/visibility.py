"""What each viewer may see of the log.

Public events are seen by everyone. A non-public roll is seen in full by the GM, by its roller when the
roll is GM-only (``"gm"``), and by everyone once revealed; anyone else — and the roller of a blind roll —
sees only that a roll happened. The same rule serves history pages, live feeds, replays and recaps.
"""

from __future__ import annotations

from collections.abc import Container

from domain.campaign import Actor
from domain.messages import Event, RollEvent

HIDDEN_ROLL_TYPE = "roll.hidden"


def may_see(event: Event, version: int, viewer: Actor, hidden_versions: Container[int]) -> bool:
    """True when `viewer` may see `event` (stored at `version`) in full.

    `hidden_versions` holds the versions of non-public rolls not revealed (yet) from the viewer's point
    in the log: the current state's `hidden_rolls` for history, the state at delivery for live feeds.
    """
    if not isinstance(event, RollEvent) or event.visibility == "public":
        return True
    if viewer.role == "gm" or version not in hidden_versions:
        return True
    return event.visibility == "gm" and event.roller_id == viewer.member_id


def redacted(event: RollEvent) -> dict[str, object]:
    """What a viewer who may not see a roll learns: who rolled, where, and that it was hidden."""
    return {
        "type": HIDDEN_ROLL_TYPE,
        "table_id": event.table_id,
        "roller_id": event.roller_id,
        "visibility": event.visibility,
    }
