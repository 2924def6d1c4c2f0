"""The answer to a command: what it appended, as the caller may see it, and the campaign's new version."""

from __future__ import annotations

import msgspec

from application.visible import EventOut
from server.access.token_info import IssuedToken


class CommandResult(msgspec.Struct, kw_only=True, omit_defaults=True):
    """What a command did: the events it appended (as the caller may see them) and the campaign's new version."""

    campaign_id: str
    version: int
    events: list[EventOut]
    issued: IssuedToken | None = None
    """For campaign.create (the GM's token) and campaign.add_member (the new member's token)."""
