"""The live endpoints: a WebSocket and a Server-Sent Events stream per campaign (optionally one table).

    GET /campaigns/{campaign_id}/live/ws?after=<version>&table_id=<id>&token=<token>   (WebSocket)
    GET /campaigns/{campaign_id}/live/sse?table_id=<id>      Last-Event-ID: <version>  (text/event-stream)

Both authenticate with the API's bearer tokens (`server.access.auth.valid_token`, then the token's scope:
`server.access.token_scope.check_live`): the `Authorization` header, or a `token` query parameter because
browsers can set no header on a WebSocket or an EventSource. Both send the frames of `server.live.wire`
(one JSON object each); docs/live.md is the client's side.

A WebSocket is accepted before it is checked, so a refusal reaches the client as a close code and a
reason (a browser sees nothing of a refused handshake): 4000 + the HTTP status the same refusal would
have over HTTP (4400 bad `after`, 4401 token missing/invalid/revoked, 4403 not or no longer a member,
4404 no such campaign or table, 4416 `after` beyond the campaign's newest version), each with a reason
that starts with the API's problem `code`; 4008 for a client too slow to keep up; 1001 or uvicorn's 1012
when the server shuts down. SSE refusals are ordinary problem+json responses.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Annotated, Any

from litestar import Request, WebSocket, get, websocket
from litestar.connection import ASGIConnection
from litestar.di import NamedDependency
from litestar.exceptions import WebSocketDisconnect
from litestar.params import HeaderParameter, PathParameter, QueryParameter
from litestar.response import ServerSentEvent, ServerSentEventMessage
from litestar.types import WebSocketSendEvent

from application.errors import ApplicationError
from application.principal import Principal, acting_member
from application.repository import CampaignRepository
from domain.campaign import Actor, CampaignState
from domain.game import Game
from server.access.auth import bearer, principal_for, valid_token
from server.access.token_lookup import expired
from server.access.token_scope import check_live
from server.access.tokens import TokenStore
from server.http.problems import READ_ERRORS, ApiError, from_application, responses
from server.live.fanout import CampaignNotFound, LiveFanout, PositionAhead
from server.live.subscription import REVOKED_REASON, TOKEN_REVOKED, TOO_SLOW, Frame, Subscription
from server.live.table_filter import conflict_places
from server.live.wire import marker

log = logging.getLogger("chronicle.live")

LIVE = "/campaigns/{campaign_id:uuid}/live"
POSITION_AHEAD = 4416
SSE_RETRY_MS = 1000
"""How soon a browser's EventSource reconnects after the stream ends (it resumes with Last-Event-ID)."""


@dataclass(frozen=True)
class Opened:
    """A checked request to watch: who, from where, what."""

    principal: Principal
    viewer: Actor
    viewer_as_of: int
    game: Game
    after: int
    table_id: str | None
    places: dict[str, str]


def _parse_after(raw: str | None, source: str) -> int:
    if raw is None or raw.strip() == "":
        return -1
    try:
        after = int(raw.strip())
    except ValueError:
        raise ApiError(400, "invalid_after", f"{source} must be a stream version (an integer)", value=raw) from None
    if after < -1:
        raise ApiError(400, "invalid_after", f"{source} must be -1 or more", value=raw)
    return after


async def _open(
    repository: CampaignRepository,
    tokens: TokenStore,
    campaign_id: uuid.UUID,
    token: str | None,
    after: int,
    table_id: str | None,
    connection: ASGIConnection[Any, Any, Any, Any] | None = None,
) -> Opened:
    """Authenticate (reusing the rate limiter's look-up of the token, when there was one), read the viewer's
    role and where conflicts run from the current state, check `after`."""
    info = await valid_token(tokens, token, campaign_id, connection)
    check_live(info, table_id)
    principal = principal_for(info)

    def render(game: Game, state: CampaignState) -> Opened:
        viewer = acting_member(state, principal)
        places: dict[str, str] = {}
        if table_id is not None:
            if table_id not in state.tables:
                raise ApiError(404, "table_not_found", "no such table", table_id=table_id)
            places = conflict_places(state)
        if after > state.version:
            raise ApiError(
                416,
                "position_ahead",
                f"after={after} is beyond the campaign's newest version {state.version}",
                after=after,
                version=state.version,
            )
        return Opened(principal, viewer, state.version, game, after, table_id, places)

    return await repository.view(campaign_id, render)


def _subscribe(
    fanout: LiveFanout, campaign_id: uuid.UUID, opened: Opened, text: bool = False
) -> contextlib.AbstractAsyncContextManager[Subscription]:
    return fanout.subscribe(
        str(campaign_id),
        opened.viewer,
        opened.after,
        opened.table_id,
        token_id=opened.principal.token_id,
        game=opened.game,
        places=opened.places,
        viewer_as_of=opened.viewer_as_of,
        text=text,
    )


def _wants_text(value: str | None) -> bool:
    """`?text=1` (or `true`): event frames carry their line of plain English."""
    return (value or "").strip().lower() in ("1", "true", "yes")


def _token_check(tokens: TokenStore, token: str) -> Callable[[], Awaitable[str | None]]:
    """Whether the connection's token still holds: None, or the close reason."""

    async def check() -> str | None:
        try:
            info = await tokens.lookup(token)
        except Exception:  # the database being away is no reason to drop a watcher
            return None
        if info is None or info.revoked_at is not None or expired(info):
            return REVOKED_REASON
        return None

    return check


class _Recheck:
    """Re-checks the connection's token once per heartbeat interval, busy or idle — the fallback should a
    revocation notice be lost (the notice itself ends the connection at once)."""

    def __init__(self, token_ok: Callable[[], Awaitable[str | None]], subscription: Subscription) -> None:
        self.token_ok = token_ok
        self.subscription = subscription
        self.interval = subscription.feed.settings.heartbeat_seconds
        self.next = time.monotonic() + self.interval

    async def due(self) -> None:
        if time.monotonic() < self.next:
            return
        self.next = time.monotonic() + self.interval
        problem = await self.token_ok()
        if problem is not None:
            self.subscription.close(TOKEN_REVOKED, problem)


def _reason(text: str) -> str:
    """A close reason fits in 123 bytes of UTF-8."""
    data = text.encode()[:123]
    return data.decode("utf-8", errors="ignore")


# -- WebSocket -----------------------------------------------------------------------------------------


@websocket(LIVE + "/ws", name="live_ws")
async def live_ws(
    socket: WebSocket[Any, Any, Any],
    campaign_id: Annotated[uuid.UUID, PathParameter(name="campaign_id")],
    fanout: NamedDependency[LiveFanout],
    repository: NamedDependency[CampaignRepository],
    tokens: NamedDependency[TokenStore],
) -> None:
    """Live events of a campaign over a WebSocket: `?after=<version>` (default -1, everything),
    `?table_id=`, `?token=` (or the Authorization header), `?text=1` (each event frame with its line of plain
    English)."""
    await socket.accept()
    settings = fanout.settings
    try:
        token = socket.query_params.get("token") or bearer(socket)
        after = _parse_after(socket.query_params.get("after"), "after")
        table_id = socket.query_params.get("table_id") or None
        opened = await _open(repository, tokens, campaign_id, token, after, table_id)
        text = _wants_text(socket.query_params.get("text"))
        async with _subscribe(fanout, campaign_id, opened, text) as subscription:
            await _serve_socket(socket, subscription, _token_check(tokens, token or ""))
    except (ApiError, ApplicationError) as refused:
        exc = refused if isinstance(refused, ApiError) else from_application(refused)
        await _close(socket, 4000 + exc.status_code, f"{exc.code}: {exc.detail}", settings.send_timeout_seconds)
    except PositionAhead as exc:
        await _close(socket, POSITION_AHEAD, f"position_ahead: {exc}", settings.send_timeout_seconds)
    except CampaignNotFound:
        await _close(socket, 4404, "campaign_not_found: no such campaign", settings.send_timeout_seconds)


async def _serve_socket(
    socket: WebSocket[Any, Any, Any], subscription: Subscription, token_ok: Callable[[], Awaitable[str | None]]
) -> None:
    settings = subscription.feed.settings

    recheck = _Recheck(token_ok, subscription)

    async def pump() -> None:
        async for frame in subscription.frames():
            try:
                async with asyncio.timeout(settings.send_timeout_seconds):  # a timer, not a task per frame
                    await socket.send(WebSocketSendEvent(type="websocket.send", bytes=None, text=frame.text))
            except TimeoutError:
                subscription.close(TOO_SLOW, f"too slow; reconnect with after={subscription.cursor}")
                return
            await recheck.due()

    async def listen() -> None:
        """Read (and ignore) what the client sends, to notice when it leaves."""
        with contextlib.suppress(WebSocketDisconnect):
            while (await socket.receive())["type"] != "websocket.disconnect":
                pass

    tasks = {
        asyncio.create_task(pump(), name="live-ws-pump"),
        asyncio.create_task(listen(), name="live-ws-listen"),
        asyncio.create_task(subscription.closed_event.wait(), name="live-ws-closed"),
    }
    try:
        done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    for task in done:
        error = None if task.cancelled() else task.exception()
        if isinstance(error, WebSocketDisconnect | OSError):  # the client left mid-send (uvicorn: ClientDisconnected)
            return
        if error is not None:
            log.error("live WebSocket failed", exc_info=error)
            await _close(socket, 1011, "internal error; reconnect", settings.send_timeout_seconds)
            return
    if subscription.closed is not None and socket.connection_state != "disconnect":
        await _close(socket, subscription.closed.code, subscription.closed.reason, settings.send_timeout_seconds)


async def _close(socket: WebSocket[Any, Any, Any], code: int, reason: str, timeout: float) -> None:
    """Close with a reason; a client too stuck to take even that is left to the server's TCP clean-up."""
    with contextlib.suppress(Exception):
        await asyncio.wait_for(socket.close(code, _reason(reason)), timeout)


# -- Server-Sent Events --------------------------------------------------------------------------------


@get(
    LIVE + "/sse",
    operation_id="live_sse",
    summary="Live events (Server-Sent Events)",
    tags=["live"],
    security=[{"bearer": []}],
    responses=responses({**READ_ERRORS, 416: "`after` / `Last-Event-ID` is beyond the campaign's newest version."}),
    media_type="text/event-stream",
)
async def live_sse(
    request: Request[Any, Any, Any],
    campaign_id: Annotated[uuid.UUID, PathParameter(name="campaign_id")],
    fanout: NamedDependency[LiveFanout],
    repository: NamedDependency[CampaignRepository],
    tokens: NamedDependency[TokenStore],
    table_id: Annotated[str | None, QueryParameter(name="table_id", description="Only this table's events.")] = None,
    after: Annotated[
        int | None,
        QueryParameter(
            name="after", ge=-1, description="The last version seen (-1: from the start); Last-Event-ID wins."
        ),
    ] = None,
    token: Annotated[
        str | None, QueryParameter(name="token", description="The bearer token, for clients that cannot set headers.")
    ] = None,
    text: Annotated[
        bool,
        QueryParameter(name="text", description="Each event frame also carries its line of plain English (`text`)."),
    ] = False,
    last_event_id: Annotated[
        str | None,
        HeaderParameter(name="Last-Event-ID", description="Sent by EventSource on reconnect: the last version seen."),
    ] = None,
) -> ServerSentEvent:
    """Every event after `Last-Event-ID` (or `after`) from the log, then live, in order, each once, as the
    caller may see it. Each message's `id` is the event's stream version; its data is one JSON frame (see
    docs/live.md): unnamed messages are events, named ones are `revealed`, `ready` and, last,
    `dropped` (the server gave up on a slow reader; reconnecting resumes). Comments are heartbeats."""
    start = _parse_after(last_event_id, "Last-Event-ID") if last_event_id else (-1 if after is None else after)
    opened = await _open(repository, tokens, campaign_id, token or bearer(request), start, table_id, request)
    check = _token_check(tokens, token or bearer(request) or "")
    messages = _sse_messages(fanout, campaign_id, opened, check, text)
    return ServerSentEvent(messages, headers={"X-Accel-Buffering": "no"})


async def _sse_messages(
    fanout: LiveFanout,
    campaign_id: uuid.UUID,
    opened: Opened,
    token_ok: Callable[[], Awaitable[str | None]],
    text: bool = False,
) -> AsyncIterator[ServerSentEventMessage]:
    yield ServerSentEventMessage(data=None, retry=SSE_RETRY_MS, comment="chronicle live")
    async with _subscribe(fanout, campaign_id, opened, text) as subscription:
        recheck = _Recheck(token_ok, subscription)
        async for frame in subscription.frames():
            yield _sse(frame)
            await recheck.due()
        closed = subscription.closed
        if closed is not None:
            yield ServerSentEventMessage(
                event="dropped",
                data=marker("dropped", str(campaign_id), subscription.cursor, closed.reason),
            )


def _sse(frame: Frame) -> ServerSentEventMessage:
    if frame.kind == "heartbeat":
        return ServerSentEventMessage(data=None, comment=frame.text)
    return ServerSentEventMessage(
        data=frame.text,
        id=frame.sse_id,
        event=None if frame.kind == "event" else frame.kind,
    )


def route_handlers() -> list[Any]:
    return [live_ws, live_sse]
