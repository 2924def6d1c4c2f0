"""Where a campaign's events live in the event store: one stream per campaign, named `campaign-<uuid>`."""

from __future__ import annotations

import uuid

STREAM_PREFIX = "campaign-"


def stream_name(campaign_id: uuid.UUID | str) -> str:
    return f"{STREAM_PREFIX}{campaign_id}"


def campaign_of(stream: str) -> str:
    """The campaign id a stream name holds (the inverse of `stream_name`)."""
    return stream.removeprefix(STREAM_PREFIX)
