"""What the application needs of the world outside it, as Protocols.

`StreamStore` is the few operations of the event store the application calls, commands and reads of the
past alike; the asyncpg `eventstore.EventStore` satisfies it as it is, and `application.memory.InMemoryStore`
implements it for tests (tests/application/test_store_contract.py runs the same tests against both).
`Publisher` is the live fan-out (server/live/fanout.py), `SeedVault` the encrypted seeds of verifiable
tables (server/adapters/seed_vault.py), `SnapshotSink` the background snapshot writer (server/adapters/snapshots.py):
each is
wired in by `server/services.py`. `MemberTokens` issues the token of a member a command creates (the
server's token store, adapted in server/http/routes/commands.py), handed to the command that does.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from typing import ParamSpec, Protocol, TypeVar

from eventstore.events import AppendResult, NewEvent, RecordedEvent, Snapshot, StreamHead, VerifyResult
from eventstore.expected_version import ExpectedVersion

P = ParamSpec("P")
T = TypeVar("T")
Issued = TypeVar("Issued")


class StreamStore(Protocol):
    """Streams of events with optimistic concurrency, and snapshots of what they fold to.

    `append` raises `eventstore.errors.WrongExpectedVersion` when the stream is not at `expected_version`,
    returns the original result for a retry of an append that landed (same ids, same content), and raises
    `eventstore.errors.DuplicateEventConflict` for an id stored otherwise."""

    async def append(
        self, stream: str, events: Sequence[NewEvent], expected_version: ExpectedVersion = ...
    ) -> AppendResult: ...

    async def read_stream(
        self, stream: str, from_version: int = 0, limit: int | None = None, *, upcast: bool = True
    ) -> list[RecordedEvent]: ...

    async def read_stream_backward(
        self, stream: str, from_version: int | None = None, limit: int | None = None, *, upcast: bool = True
    ) -> list[RecordedEvent]:
        """From `from_version` (default: the last) back to the first, newest first."""
        ...

    async def stream_version(self, stream: str) -> int:
        """The version of the stream's last event, -1 if it has none."""
        ...

    async def version_of(self, stream: str, event_id: uuid.UUID) -> int | None: ...

    async def stream_heads(self, prefix: str, *, after: str = "", limit: int) -> list[StreamHead]:
        """Streams whose names start with `prefix` and sort after `after`, in order, `limit` at most: each with
        its version and its first event."""
        ...

    async def load_snapshot(
        self, stream: str, *, at_or_before: int | None = None, type: str | None = None
    ) -> Snapshot | None: ...

    async def save_snapshot(self, stream: str, version: int, type: str, data: bytes) -> bool:
        """Store the latest snapshot unless a newer one of this type exists; ValueError: no such version."""
        ...

    async def keep_snapshot(self, stream: str, version: int, type: str, data: bytes) -> None:
        """Keep a snapshot for reads of the past beside the latest; ValueError: no such version."""
        ...

    async def forget(
        self, stream: str, subject: str, events: Sequence[NewEvent] = (), expected_version: ExpectedVersion = ...
    ) -> tuple[int, AppendResult | None]:
        """Erase `subject`'s personal values from every event of `stream`, drop its snapshots and append
        `events`, all or nothing (eventstore/personal.py)."""
        ...


class MemberTokens(Protocol[Issued]):
    """The bearer tokens of members about to exist (a new campaign's GM, a member being added): issued before
    the member is stored, so that no member ever exists without the token the answer promises, and forgotten
    when the member never came to be (an `Issued` is what the caller is shown)."""

    async def issue(self, campaign_id: uuid.UUID, member_id: str, label: str) -> Issued: ...

    async def forget(self, issued: Issued) -> None:
        """Delete a token whose member was not stored; a failure to is logged, not raised (such a token
        authenticates nobody: its member does not exist, and its secret was never shown)."""
        ...


class Publisher(Protocol):
    """Delivers committed events to live subscribers (after the commit, in commit order per campaign)."""

    async def publish(self, campaign_id: str, recorded_events: Sequence[RecordedEvent]) -> None: ...


class SeedVault(Protocol):
    """Secret seeds of verifiable tables: drawn, kept before the event committing to them, looked up."""

    def draw(self) -> bytes: ...

    async def keep(self, campaign_id: uuid.UUID, seed: bytes) -> str: ...

    async def seed_for(self, commitment: str | None) -> bytes: ...


class SnapshotSink(Protocol):
    """Takes encoded states to write beside the request path: `save` the latest, `keep` one for the past."""

    def save(self, stream: str, version: int, type: str, data: bytes) -> None: ...

    def keep(self, stream: str, version: int, type: str, data: bytes) -> None: ...


class Offload(Protocol):
    """Runs CPU-heavy synchronous work for a read: off the event loop in the server (its read threads,
    server/http/read_limits.py::offload), on it in tests (`application.past.on_the_loop`)."""

    async def __call__(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T: ...


class RecapCheckpoints(Protocol):
    """Where recaps keep what they had gathered up to a version (application/recap/checkpoint.py): the
    server's `recap_checkpoints` table (server/recap/sources.py), a dict in tests."""

    async def candidates(
        self, stream: str, table_id: str, shape: str, lo: int, hi: int, own: str, limit: int
    ) -> list[tuple[int, str, bytes]]:
        """(version, audience, hash) of the table's checkpoints of `shape` at versions in `[lo, hi]` filed for
        the GM or an audience starting with `own`, newest first, at most `limit`."""
        ...

    async def data(self, stream: str, table_id: str, audience: str, version: int) -> bytes | None: ...

    async def write(
        self, stream: str, table_id: str, audience: str, version: int, shape: str, hash: bytes, data: bytes, kept: int
    ) -> None:
        """File a checkpoint (replacing one of the same version) and keep only the `kept` newest of its
        audience and shape (dropping those of other shapes)."""
        ...

    async def newest(self, stream: str, table_id: str, audience: str, shape: str) -> int | None: ...


class ChainCheck(Protocol):
    """Recomputes the hash chain of a stream's versions `first`–`last`, chained from the stored hash before
    them (`eventstore.verification.verify_range` in the server; application/memory.py in tests)."""

    async def __call__(self, stream: str, first: int, last: int) -> VerifyResult: ...
