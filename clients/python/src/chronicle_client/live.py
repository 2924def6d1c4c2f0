"""The live feed (docs/live.md) over Server-Sent Events (read with httpx-sse): every frame in order, each once,
resuming after a dropped connection from the last version received (`Last-Event-ID`), so nothing is lost or
repeated across reconnections."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx
from httpx_sse import SSEError, aconnect_sse

from chronicle_client.errors import refusal
from chronicle_client.generated.models import EventOut

FINAL_STATUSES = frozenset({400, 401, 403, 404, 416})
"""Refusals no reconnection cures (a bad `after`, a token or membership that no longer holds, no such campaign
or table, a position beyond the log): the feed raises them."""

POSITION_KINDS = frozenset({"event", "ready", "heartbeat", "dropped"})
"""Frames whose `version` is where to resume (a `revealed` frame re-sends an older event: it does not move it)."""


@dataclass(frozen=True)
class LiveFrame:
    """One frame of the live feed, or of a webhook delivery.

    `kind`: `event` (a stored event as the viewer may see it), `revealed` (a hidden roll's full event, sent just
    before the `campaign.roll_revealed` that opened it), `ready` (catch-up is over), `heartbeat` (nothing new for
    a while), `dropped` (the server ended the stream; the feed reconnects)."""

    kind: str
    campaign_id: str
    version: int
    """The event's stream version, or on a marker the version to resume after."""
    event: EventOut | None = None
    """On `event` and `revealed`: the event, its `data` typed by its `type` (`UnknownEvent` for a type added
    after this SDK was generated)."""
    reason: str | None = None
    """On `dropped`: why."""
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False)
    """The frame as sent (`committed_at`, `text`, `revealed_by` …)."""


def parse_frame(raw: Mapping[str, Any]) -> LiveFrame:
    kind = str(raw["kind"])
    event = EventOut.from_dict(raw) if kind in ("event", "revealed") else None
    reason = raw.get("reason")
    return LiveFrame(
        kind=kind,
        campaign_id=str(raw.get("campaign_id", "")),
        version=int(raw["version"]),
        event=event,
        reason=reason if isinstance(reason, str) else None,
        raw=raw,
    )


@dataclass(frozen=True)
class Reconnect:
    """A connection of the feed ended and is being opened again."""

    after: int
    """The version the feed resumes after."""
    cause: BaseException | str
    """What ended the connection."""
    attempt: int
    """Reconnections in a row without a frame in between (0: the first, made at once)."""


async def follow(
    http: httpx.AsyncClient,
    path: str,
    *,
    after: int = -1,
    table_id: str | None = None,
    text: bool = False,
    idle_timeout: float = 45.0,
    max_delay: float = 10.0,
    on_reconnect: Callable[[Reconnect], None] | None = None,
) -> AsyncIterator[LiveFrame]:
    """Follow the feed at `path` through `http` (see `Chronicle.live`). A connection that sends nothing, not even
    a heartbeat, for `idle_timeout` seconds is dropped and opened again; reconnections after the first wait up to
    `max_delay` seconds (backoff with jitter). Stop by leaving the loop."""
    params: dict[str, str] = {}
    if table_id is not None:
        params["table_id"] = table_id
    if text:
        params["text"] = "1"
    attempt = 0
    while True:
        cause: BaseException | str = "the stream ended"
        headers = {"Last-Event-ID": str(after)} if after >= 0 else {}
        try:
            async with aconnect_sse(
                http, "GET", path, params=params, headers=headers, timeout=httpx.Timeout(30.0, read=idle_timeout)
            ) as source:
                response = source.response
                if response.status_code != 200:
                    await response.aread()
                    error = refusal(response)
                    if response.status_code in FINAL_STATUSES:
                        raise error
                    cause = error
                else:
                    async for message in source.aiter_sse():
                        if not message.data:
                            continue
                        frame = parse_frame(json.loads(message.data))
                        if frame.kind in POSITION_KINDS:
                            after = frame.version
                        attempt = 0
                        yield frame
                        if frame.kind == "dropped":
                            cause = f"dropped: {frame.reason}"
                            break
        except (httpx.TransportError, SSEError) as error:
            cause = error
        if on_reconnect is not None:
            on_reconnect(Reconnect(after=after, cause=cause, attempt=attempt))
        if attempt:
            await asyncio.sleep(random.uniform(0, min(max_delay, 0.25 * 2**attempt)))
        attempt += 1
