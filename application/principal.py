"""Who is calling, and whom they are in a campaign's state.

The principal comes from the bearer token (server/access/auth.py), never from a request body; the member and role
it stands for are read from the state, since roles live in the event log and a change takes effect at once.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from application.errors import Forbidden
from domain.campaign import Actor, CampaignState


@dataclass(frozen=True)
class Principal:
    """Who is calling, as established from the bearer token."""

    campaign_id: uuid.UUID
    member_id: str
    token_id: str
    read_only: bool = False
    """A read-only token (an observer's, an overlay's, a recap's: server/access/token_scope.py): it sees what an
    observer sees, whoever issued it, and sends no command."""


def member_actor(state: CampaignState, principal: Principal) -> Actor | None:
    """The principal's member and role, None when they are no longer in the campaign. A read-only token
    is an observer of its own, owning nothing, while the GM who issued it is still a GM of the campaign."""
    member = state.members.get(principal.member_id)
    if principal.read_only:  # it lives on while the GM who issued it is one
        if member is None or not member.active or member.role != "gm":
            return None
        return Actor(member_id=f"token:{principal.token_id}", role="observer")
    if member is None or not member.active:
        return None
    return Actor(member_id=member.member_id, role=member.role)


def acting_member(state: CampaignState, principal: Principal) -> Actor:
    """The principal's member and role; `Forbidden` when they are no longer in the campaign."""
    actor = member_actor(state, principal)
    if actor is None:
        raise Forbidden(
            "this token's member is no longer in the campaign", code="member_removed", member_id=principal.member_id
        )
    return actor


def viewer_after(state: CampaignState, principal: Principal) -> Actor:
    """Whom a command's response is filtered for: its caller as of the state after it, or, when the command
    removed them (a co-GM leaving: it succeeded, so it is answered), an outsider seeing what observers see."""
    actor = member_actor(state, principal)
    return actor if actor is not None else Actor(member_id=principal.member_id, role="observer")
