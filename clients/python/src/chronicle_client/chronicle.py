"""`Chronicle`: one server's base URL and one token, with commands that survive retries, reads re-validated with
`If-None-Match`, and the live feed; `Chronicle.api` is the generated client for every other route."""

from __future__ import annotations

import json
import uuid
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Generic, Protocol, Self, TypeVar
from urllib.parse import quote

import httpx

from chronicle_client import live
from chronicle_client.errors import refusal
from chronicle_client.generated import AuthenticatedClient, Client
from chronicle_client.generated.models import CampaignOut, CommandResult, EventOut, EventsPage, OffersOut
from chronicle_client.retry import RetryingTransport, RetryPolicy

T = TypeVar("T")

CampaignId = str | uuid.UUID
"""A campaign's id, as the server gives it (a string) or as a UUID."""


class Model(Protocol):
    """A generated model (a command's request body, say): anything with `to_dict()`."""

    def to_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Answer(Generic[T]):
    """The server's answer: `result` parsed into its generated model, and what the headers said."""

    result: T
    version: int | None
    """The campaign's version the answer reflects (its `ETag`), where it has one."""
    replayed: bool = False
    """A command's stored answer sent again for its `Idempotency-Key` (`Idempotent-Replayed: true`)."""
    not_modified: bool = False
    """A read the server answered `304 Not Modified`: `result` is the one held from before."""
    idempotency_key: str | None = None
    """The key a command was sent (and retried) with."""


def version_of(etag: str | None) -> int | None:
    """The version a strong `ETag` (`"5"`) names."""
    if etag is None or etag.startswith("W/"):
        return None
    try:
        return int(etag.strip('"'))
    except ValueError:
        return None


class Chronicle:
    """A Chronicle server as one token sees it (`token=None`: before a campaign exists)."""

    def __init__(
        self,
        base_url: str,
        token: str | None = None,
        *,
        timeout: float = 30.0,
        retry: RetryPolicy | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        etag_cache_size: int = 256,
    ) -> None:
        """`transport` (default: httpx's own) carries every request, wrapped in the retries of `retry`. The
        connection pool is shared with every `with_token` copy and closed by `aclose()` of this one."""
        self.base_url = base_url.rstrip("/")
        self.token = token
        self._timeout = timeout
        self._transport = RetryingTransport(transport or httpx.AsyncHTTPTransport(), retry or RetryPolicy())
        self._owner = True
        self._etag_cache_size = etag_cache_size
        self._setup()

    def _setup(self) -> None:
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        self.http = httpx.AsyncClient(
            base_url=self.base_url, headers=headers, timeout=self._timeout, transport=self._transport
        )
        """The httpx client every request goes through (retries included)."""
        self.api: AuthenticatedClient | Client = (
            AuthenticatedClient(base_url=self.base_url, token=self.token)
            if self.token
            else Client(base_url=self.base_url)
        )
        """The generated client, for every route: `await get_luck.asyncio(campaign_id, client=chronicle.api)`."""
        self.api.set_async_httpx_client(self.http)
        self._held: OrderedDict[str, tuple[str, Any]] = OrderedDict()

    def with_token(self, token: str) -> Chronicle:
        """The same server (and connection pool) as another token sees it."""
        other = object.__new__(Chronicle)
        other.base_url, other.token, other._timeout = self.base_url, token, self._timeout
        other._transport, other._owner, other._etag_cache_size = self._transport, False, self._etag_cache_size
        other._setup()
        return other

    async def aclose(self) -> None:
        """Close the connection pool (of every `with_token` copy, when this one made it)."""
        if self._owner:
            await self._transport.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        await self.aclose()

    # commands

    async def create_campaign(
        self, name: str, ruleset: str, *, idempotency_key: str | None = None, **fields: Any
    ) -> Answer[CommandResult]:
        """`POST /campaigns`; `result.issued.token` is the GM's token (`fields`: `gm_name`, `settings`)."""
        return await self._send("/campaigns", {"name": name, "ruleset": ruleset, **fields}, None, idempotency_key)

    async def command(
        self,
        campaign_id: CampaignId,
        tag: str,
        body: Model | Mapping[str, Any] | None = None,
        *,
        if_match: int | str | None = None,
        idempotency_key: str | None = None,
    ) -> Answer[CommandResult]:
        """Send the command `tag` (`"campaign.roll"`, `"rr.roll_test"` …) with `body` (a dict or the generated
        request model, `RrRollTestRequest(…)`). It carries an `Idempotency-Key` (a new one unless given) and, when
        `if_match` is given (a version, or `"*"`), `If-Match`; a retry re-sends both, so it never acts twice.
        Raises `ChronicleError` on a refusal (`version_mismatch`, a rule's 422 …)."""
        fields = dict(body) if isinstance(body, Mapping) else body.to_dict() if body is not None else {}
        path = f"/campaigns/{_segment(campaign_id)}/commands/{quote(tag, safe='')}"
        return await self._send(path, fields, if_match, idempotency_key)

    async def _send(
        self, path: str, body: dict[str, Any], if_match: int | str | None, key: str | None
    ) -> Answer[CommandResult]:
        key = key or str(uuid.uuid4())
        headers = {"Idempotency-Key": key, "Content-Type": "application/json"}
        if if_match is not None:
            tag = str(if_match)
            headers["If-Match"] = tag if tag == "*" or tag.startswith('"') else f'"{tag}"'
        response = await self.http.post(path, content=json.dumps(body), headers=headers)
        if not response.is_success:
            raise refusal(response)
        return Answer(
            CommandResult.from_dict(response.json()),
            version_of(response.headers.get("ETag")),
            replayed=response.headers.get("Idempotent-Replayed") == "true",
            idempotency_key=key,
        )

    # reads

    async def read(self, path: str, parse: Callable[[Any], T], params: Mapping[str, Any] | None = None) -> Answer[T]:
        """`GET path`, its JSON parsed by `parse`. A read with an `ETag` is held, and read again with
        `If-None-Match`: a `304` is answered with what was held (`not_modified=True`)."""
        request = self.http.build_request(
            "GET", path, params={k: v for k, v in (params or {}).items() if v is not None}
        )
        url = str(request.url)
        held = self._held.get(url)
        if held is not None:
            request.headers["If-None-Match"] = held[0]
        response = await self.http.send(request)
        if response.status_code == 304 and held is not None:
            self._held.move_to_end(url)
            return Answer(held[1], version_of(held[0]), not_modified=True)
        if not response.is_success:
            raise refusal(response)
        result = parse(response.json())
        etag = response.headers.get("ETag")
        if etag is not None:
            self._held[url] = (etag, result)
            self._held.move_to_end(url)
            while len(self._held) > self._etag_cache_size:
                self._held.popitem(last=False)
        return Answer(result, version_of(etag))

    async def campaign(self, campaign_id: CampaignId) -> Answer[CampaignOut]:
        """`GET /campaigns/{id}`: members, tables, characters, hidden rolls, `you`."""
        return await self.read(f"/campaigns/{_segment(campaign_id)}", CampaignOut.from_dict)

    async def offers(self, campaign_id: CampaignId, table_id: str | None = None) -> Answer[OffersOut]:
        """`GET /campaigns/{id}/offers`: what the table waits for and what this token may do now."""
        return await self.read(
            f"/campaigns/{_segment(campaign_id)}/offers", OffersOut.from_dict, {"table_id": table_id}
        )

    async def events(
        self,
        campaign_id: CampaignId,
        *,
        cursor: str | None = None,
        limit: int | None = None,
        table_id: str | None = None,
        character_id: str | None = None,
        types: Sequence[str] | None = None,
    ) -> Answer[EventsPage]:
        """One page of the log (`result.events`, each `data` its event type's model; `UnknownEvent` for a type
        added after this SDK was generated); read on with `cursor=result.next_cursor` while `result.more`."""
        params = {
            "cursor": cursor,
            "limit": limit,
            "table_id": table_id,
            "character_id": character_id,
            "type": list(types) if types else None,
        }
        return await self.read(f"/campaigns/{_segment(campaign_id)}/events", EventsPage.from_dict, params)

    async def all_events(self, campaign_id: CampaignId, **filters: Any) -> AsyncIterator[EventOut]:
        """Every event of the log (as `events` filters it), page after page."""
        cursor: str | None = None
        while True:
            page = (await self.events(campaign_id, cursor=cursor, **filters)).result
            for event in page.events:
                yield event
            if not page.more or not isinstance(page.next_cursor, str):
                return
            cursor = page.next_cursor

    # live

    def live(
        self,
        campaign_id: CampaignId,
        *,
        after: int = -1,
        table_id: str | None = None,
        text: bool = False,
        idle_timeout: float = 45.0,
        max_delay: float = 10.0,
        on_reconnect: Callable[[live.Reconnect], None] | None = None,
    ) -> AsyncIterator[live.LiveFrame]:
        """The live feed (docs/live.md) over Server-Sent Events: every frame after version `after` (-1: the whole
        log), in order, each once; after a dropped connection it reconnects and resumes from the last version it
        got. It raises `ChronicleError` only for refusals no reconnection cures (401, 403, 404, 400, 416). See
        `live.follow`."""
        return live.follow(
            self.http,
            f"/campaigns/{_segment(campaign_id)}/live/sse",
            after=after,
            table_id=table_id,
            text=text,
            idle_timeout=idle_timeout,
            max_delay=max_delay,
            on_reconnect=on_reconnect,
        )


def _segment(campaign_id: CampaignId) -> str:
    return quote(str(campaign_id), safe="")
