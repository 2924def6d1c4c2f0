"""What the webhook API takes and answers (msgspec structs, documented in the OpenAPI schema)."""

from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Literal

import msgspec

Format = Literal["chronicle", "discord"]
VIEWER_ROLES = ("observer", "gm")
Viewer = Annotated[
    str,
    msgspec.Meta(
        min_length=1,
        max_length=200,
        description="`observer`, `gm`, or the member id of a member of the campaign (sees what that member sees).",
    ),
]
Url = Annotated[str, msgspec.Meta(min_length=1, max_length=2000, description="An absolute http(s) URL.")]
TableId = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
EventType = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
EventTypes = Annotated[list[EventType], msgspec.Meta(min_length=1, max_length=100)]


class WebhookIn(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """A new subscription: where to push the campaign's events and which of them."""

    url: Url
    table_id: TableId | None = None
    """Only events of this table (and campaign-wide ones, as in a live feed filtered to a table)."""
    event_types: EventTypes | None = None
    """Only events of these stored types (e.g. `rr.test_rolled`); a hidden roll of such a type still arrives
    hidden, and its reveal brings the full roll."""
    viewer: Viewer = "observer"
    """Whose visibility applies: an `observer` sees a hidden roll only as hidden until its reveal; a member's
    id (a player) sees what that member sees, their role followed as it changes; once the member is removed
    the subscription is disabled (`disabled_reason` `member_removed: …`)."""
    format: Format = "chronicle"
    """`chronicle`: the live feed's event frames; `discord`: a Discord execute-webhook message."""
    enabled: bool = True
    from_version: Annotated[int, msgspec.Meta(ge=0)] | None = None
    """Deliver from this campaign version (0: the whole history); default: only events after creation."""


class WebhookPatch(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    """Fields to change; absent fields keep their value (`table_id`/`event_types`: null removes the filter)."""

    url: Url | msgspec.UnsetType = msgspec.UNSET
    table_id: TableId | msgspec.UnsetType | None = msgspec.UNSET
    event_types: EventTypes | msgspec.UnsetType | None = msgspec.UNSET
    viewer: Viewer | msgspec.UnsetType = msgspec.UNSET
    format: Format | msgspec.UnsetType = msgspec.UNSET
    enabled: bool | msgspec.UnsetType = msgspec.UNSET
    """`true` re-enables a subscription the server disabled: delivery resumes at the event it stopped at."""
    rotate_secret: bool = False
    """Draw a new signing secret (returned once, in this response); the old one stops signing at once."""


class Redeliver(msgspec.Struct, kw_only=True, forbid_unknown_fields=True):
    from_version: Annotated[int, msgspec.Meta(ge=0)]
    """Deliver again every event from this campaign version on, in order."""


class WebhookOut(msgspec.Struct, kw_only=True):
    id: uuid.UUID
    campaign_id: uuid.UUID
    url: str
    table_id: str | None
    event_types: list[str] | None
    viewer: Viewer
    format: Format
    enabled: bool
    disabled_reason: str | None
    """Set when the server disabled the subscription (it kept failing)."""
    delivered_version: int
    """Every event up to this campaign version has been delivered (or filtered out); -1: none yet."""
    failed_attempts: int
    """Failed attempts in a row at the next event; 0 when the receiver is healthy."""
    rate_limited: int = 0
    """Rate-limited answers (429 naming a wait) in a row at the next event: waited out as asked, not counted
    in `failed_attempts` (up to `CHRONICLE_WEBHOOK_MAX_RATE_LIMITED`, 100 by default)."""
    failing_since: datetime | None
    last_error: str | None
    next_attempt_at: datetime | None
    """When the next attempt is due while the receiver is failing or rate-limiting."""
    created_at: datetime
    updated_at: datetime
    secret: str | None = None
    """The signing secret: only in the answer that created or rotated it."""


class DeliveryOut(msgspec.Struct, kw_only=True):
    version: int
    """The campaign version the delivery carried."""
    attempt: int
    """1 for the first attempt at this version, 2 for the first retry, …"""
    outcome: Literal["delivered", "failed"]
    status_code: int | None
    """The receiver's HTTP status (null when no answer came: refused, timed out, …)."""
    latency_ms: float | None
    error: str | None
    attempted_at: datetime


class DeliveryLog(msgspec.Struct, kw_only=True):
    deliveries: list[DeliveryOut]
    """Newest first."""
    next_before: int | None
    """Pass as `before` for the next (older) page; null on the last page."""
