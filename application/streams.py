"""Where a campaign's events live in the event store: one stream per campaign, named `campaign-<uuid>`,
and how readers walk it (a page at a time, so a long campaign never sits in one query's result)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator

from application.ports import StreamStore
from eventstore.events import RecordedEvent

STREAM_PREFIX = "campaign-"
PAGE = 5000


def stream_name(campaign_id: uuid.UUID | str) -> str:
    return f"{STREAM_PREFIX}{campaign_id}"


def campaign_of(stream: str) -> str:
    """The campaign id a stream name holds (the inverse of `stream_name`)."""
    return stream.removeprefix(STREAM_PREFIX)


async def stream_pages(
    store: StreamStore, stream: str, upto: int | None = None, *, start: int = 0, page: int = PAGE
) -> AsyncIterator[list[RecordedEvent]]:
    """The stream's records from version `start` up to `upto` (inclusive; default: its end), `page` at a time."""
    version = start
    while upto is None or version <= upto:
        limit = page if upto is None else min(page, upto - version + 1)
        records = await store.read_stream(stream, version, limit)
        if records:
            yield records
        if len(records) < limit:
            return
        version = records[-1].version + 1
