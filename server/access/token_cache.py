"""Each process remembers the tokens it has looked up, and forgets one the moment it changes anywhere.

Looking a bearer token up in PostgreSQL on every request cost a round trip (two, with the pool's reset):
about a fifth of the server's CPU per command. So each process keeps token hash → `TokenInfo` for a short
while, and PostgreSQL tells every process when a token changes:

- a trigger on `chronicle_tokens` (server/migrations/0002_token_changes_notify.sql) sends
  `NOTIFY chronicle_tokens, '<token id>'` for every UPDATE or DELETE of a token — a revocation through the
  API, a deleted token, an operator's hand edit alike. PostgreSQL delivers it when that transaction
  commits, so no process can learn of the change before it is visible, and a revoking process that crashes
  right after its commit cannot leave the notice unsent;
- each process holds one LISTEN connection of its own (not a pool connection) and drops the token from its
  cache when the notice arrives — milliseconds after the commit;
- the process that revokes also drops the token itself right after the commit, before it answers, so the
  very next request there fails without waiting for the notice;
- while the LISTEN connection is not up (starting, lost, PostgreSQL restarting) the cache is empty and
  unused: every request looks its token up, as before. A lost connection empties the cache, since notices
  may have been missed; it is re-established in the background;
- an entry lives at most `ttl` seconds whatever happens, the backstop should a notice ever be lost on a
  connection that still looks healthy.

A look-up that raced a change must not put the stale row back after the notice dropped it: every change
(and every (re)connection) bumps a generation number, and a look-up stores its row only if the generation
is still the one it started with.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import asyncpg

from server.access.token_info import TokenInfo

log = logging.getLogger("chronicle.server")

CHANNEL = "chronicle_tokens"
"""Where the trigger announces changed tokens (payload: the token id, or `*` for all of them)."""
MAX_ENTRIES = 20_000
RECONNECT_MAX_SECONDS = 5.0


class TokenCache:
    """Token hash → `TokenInfo`, for one process; trusted only while its LISTEN connection is up."""

    def __init__(
        self,
        dsn: str,
        ttl: float = 2.0,
        *,
        max_entries: int = MAX_ENTRIES,
        connect: Callable[[str], Awaitable[Any]] | None = None,
    ) -> None:
        self.ttl = ttl
        self._dsn = dsn
        self._connect = connect or (lambda dsn: asyncpg.connect(dsn, timeout=10))
        self._max = max_entries
        self._entries: dict[bytes, tuple[TokenInfo, float]] = {}
        self._digests: dict[str, bytes] = {}
        """token id → the hash it is cached under, to forget it by the id a notice carries."""
        self.generation = 0
        """Bumped by every change and every (re)connection; see `put`."""
        self._listening = False
        self._connected = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._conn: Any = None

    # -- life cycle ------------------------------------------------------------------------------------

    @property
    def listening(self) -> bool:
        """Whether changes are being heard now (otherwise nothing is cached or served from the cache)."""
        return self._listening

    async def start(self, wait: float = 2.0) -> None:
        """Start listening (in the background, reconnecting as needed); wait up to `wait` seconds for the
        first LISTEN so the first requests already benefit. Until it is up, look-ups go to the database."""
        if self._task is None:
            self._task = asyncio.create_task(self._keep_listening(), name="token-cache-listen")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._connected.wait(), wait)

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._stopped_listening()

    async def _keep_listening(self) -> None:
        delay = 0.1
        while True:
            conn = None
            try:
                conn = await self._connect(self._dsn)
                lost = asyncio.Event()
                conn.add_termination_listener(lambda _conn, lost=lost: lost.set())
                await conn.add_listener(CHANNEL, self._on_notice)
                self._conn = conn
                self.generation += 1  # look-ups that began before LISTEN may have read a row changed since
                self._listening = True
                self._connected.set()
                delay = 0.1
                await lost.wait()
                log.warning("token cache: the LISTEN connection was lost; looking tokens up until it is back")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("token cache: cannot LISTEN for token changes (%s); looking every token up", exc)
            finally:
                self._stopped_listening()
                self._conn = None
                if conn is not None:
                    conn.terminate()
            await asyncio.sleep(delay)
            delay = min(delay * 2, RECONNECT_MAX_SECONDS)

    def _stopped_listening(self) -> None:
        self._listening = False
        self._connected.clear()
        self.clear()

    # -- the cache -------------------------------------------------------------------------------------

    def get(self, digest: bytes) -> TokenInfo | None:
        """The cached row of a token hash, None when not cached (or not trustworthy now)."""
        if not self._listening:
            return None
        entry = self._entries.get(digest)
        if entry is None:
            return None
        if entry[1] < time.monotonic():
            self._drop(digest, entry[0].token_id)
            return None
        return entry[0]

    def put(self, digest: bytes, info: TokenInfo, generation: int) -> None:
        """Keep a row read from the database by a look-up that started at `generation` — unless a change
        was heard since (the row may predate it) or changes cannot be heard now."""
        if not self._listening or generation != self.generation or self.ttl <= 0:
            return
        if len(self._entries) >= self._max:
            oldest = next(iter(self._entries))
            self._drop(oldest, self._entries[oldest][0].token_id)
        self._entries[digest] = (info, time.monotonic() + self.ttl)
        self._digests[info.token_id] = digest

    def forget(self, token_id: str) -> None:
        """A token changed (revoked, deleted): drop it, and keep racing look-ups from storing it again."""
        self.generation += 1
        digest = self._digests.pop(token_id, None)
        if digest is not None:
            self._entries.pop(digest, None)

    def clear(self) -> None:
        self.generation += 1
        self._entries.clear()
        self._digests.clear()

    def __len__(self) -> int:
        return len(self._entries)

    def _drop(self, digest: bytes, token_id: str) -> None:
        self._entries.pop(digest, None)
        if self._digests.get(token_id) == digest:
            del self._digests[token_id]

    def _on_notice(self, _conn: object, _pid: int, _channel: str, payload: object) -> None:
        if payload == "*":
            self.clear()
        else:
            self.forget(str(payload))  # (asyncpg hands a notice's payload over as the str it is)
