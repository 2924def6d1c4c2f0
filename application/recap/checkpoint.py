"""Recap checkpoints: what a table's recap had gathered up to a version, so the next recap folds only the tail.

A recap is built in one pass over its table's events (~30 µs an event: decoding, folding, narrating), so a
table of 100,000 events cannot be recapped from its opening in a request. A checkpoint keeps what the
`RecapBuilder` had gathered after the walk's step at `version` (`Gathered`: every line so far, the totals,
the charts' counts), in a `RecapCheckpoints` (the server's `recap_checkpoints` table: server/recap/
sources.py); the next recap of the table starts its walk at that version (from the snapshot kept at or
before it, application/past.py) and folds only the events after it.
The recap it answers is the one a walk from the table's opening gives (tests/server/test_recap_checkpoint.py).

What a viewer may see stays exact: a checkpoint is filed under its **audience** — `gm` when the viewer is
a GM or no roll at or before `version` is hidden now (everyone then sees every event of the range in
full: a GM's recap does not depend on what is hidden), else the viewer's role and member id with a digest
of the versions of the rolls at or before `version` hidden now. A roll revealed since changes that digest,
so a checkpoint a player's recap made while it was hidden is not used (the recap is built from an older
one, or from the opening, and shows it revealed).

A checkpoint is used only if it is of this layout and ruleset state (`shape_of`: `SHAPE` and the
campaign's snapshot type), decodes, names the ruleset's current recap sections, and the event at its
version still has the hash it was built after; anything else is skipped (and the recap built from an
older one, or from the opening). They are derived data: deleting any of them only costs a longer recap.

Checkpoints are made off the request path: a recap that folded `EVERY` or more events since its
checkpoint hands what it gathered to a background task that writes it, and `refresh` (run in the
background when the server keeps a snapshot of a campaign, server/adapters/snapshots.py) brings the GM's checkpoint
of each open table up to the head once it is `EVERY` events behind. Only `KEPT` checkpoints per audience of
a table are kept.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
from typing import TypeVar

import msgspec

from application.ports import RecapCheckpoints, StreamStore
from application.recap.build import BeatLine, Gathered, Line, RecapBuilder, RollLine
from application.replay.service import Viewpoint
from application.snapshot_policy import snapshot_type
from application.streams import stream_name
from domain.game import Game

log = logging.getLogger("chronicle.server")

T = TypeVar("T")

SHAPE = "recap-1"
"""The layout of a checkpoint and of the lines it holds: change it whenever `Gathered`, a line's shape or
the narration of events changes, so that older checkpoints are skipped instead of shown."""
EVERY = 2000
"""A recap that folded at least this many events after its checkpoint (or from the table's opening) keeps
a new one; `refresh` brings a checkpoint up to date once it is this many events behind the head."""
KEPT = 2
"""Checkpoints kept per table and audience (the newest)."""
CANDIDATES = 32


class Checkpoint(msgspec.Struct, kw_only=True):
    shape: str
    campaign_id: str
    table_id: str
    version: int
    """The version of the walk's last step it holds: the next walk starts from the state at it."""
    gathered: Gathered


class _Head(msgspec.Struct, kw_only=True):
    """A checkpoint's first frame: where it is, and what was gathered but the long lists."""

    shape: str
    campaign_id: str
    table_id: str
    version: int
    gathered: Gathered
    """Without `rolls`, `moments`, `lines` and `series` (their own frames follow) but with each section key."""


class _Rolls(msgspec.Struct, tag="rolls"):
    items: list[RollLine]


class _Moments(msgspec.Struct, tag="moments"):
    items: list[Line]


class _Beats(msgspec.Struct, tag="beats"):
    section: str
    items: list[tuple[BeatLine, str | None]]


class _Series(msgspec.Struct, tag="series"):
    items: dict[str, tuple[list[int], dict[str, list[int | None]]]]


FRAME = 1000
"""Lines (or conflicts) per frame. A checkpoint is encoded and decoded frame by frame: a long table's is
several megabytes, and one call decoding it whole would hold the interpreter (and so the event loop) for
a hundred milliseconds and more; a frame takes about one."""

_FRAMES = msgspec.msgpack.Decoder(list[bytes])
_HEAD = msgspec.msgpack.Decoder(_Head)
_PART = msgspec.msgpack.Decoder(_Rolls | _Moments | _Beats | _Series)
_ENCODER = msgspec.msgpack.Encoder()


def _chunks(items: list[T]) -> list[list[T]]:
    return [items[i : i + FRAME] for i in range(0, len(items), FRAME)]


def encode(checkpoint: Checkpoint) -> bytes:
    """The checkpoint as frames (see `FRAME`): its head, then the long lists a frame at a time."""
    g = checkpoint.gathered
    enc = _ENCODER.encode
    head = msgspec.structs.replace(g, rolls=[], moments=[], lines={key: [] for key in g.lines}, series={})
    frames = [
        enc(
            _Head(
                shape=checkpoint.shape,
                campaign_id=checkpoint.campaign_id,
                table_id=checkpoint.table_id,
                version=checkpoint.version,
                gathered=head,
            )
        )
    ]
    frames += [enc(_Rolls(chunk)) for chunk in _chunks(g.rolls)]
    frames += [enc(_Moments(chunk)) for chunk in _chunks(g.moments)]
    for key, beats in g.lines.items():
        frames += [enc(_Beats(key, chunk)) for chunk in _chunks(beats)]
    conflicts = list(g.series.items())
    frames += [enc(_Series(dict(chunk))) for chunk in _chunks(conflicts)]
    return enc(frames)


def decode(data: bytes) -> Checkpoint:
    """The checkpoint `encode` made (msgspec.DecodeError, ValidationError or ValueError if it is not one)."""
    frames = _FRAMES.decode(data)
    if not frames:
        raise ValueError("no frames")
    head = _HEAD.decode(frames[0])
    g = head.gathered
    for frame in frames[1:]:
        part = _PART.decode(frame)
        if isinstance(part, _Rolls):
            g.rolls += part.items
        elif isinstance(part, _Moments):
            g.moments += part.items
        elif isinstance(part, _Beats):
            if part.section not in g.lines:
                raise ValueError(f"beats of a section the head does not name: {part.section}")
            g.lines[part.section] += part.items
        else:
            g.series.update(part.items)
    return Checkpoint(
        shape=head.shape, campaign_id=head.campaign_id, table_id=head.table_id, version=head.version, gathered=g
    )


def shape_of(game: Game) -> str:
    """The layout of a checkpoint of this ruleset: `SHAPE` and the campaign state's (its snapshot type)."""
    return f"{SHAPE}/{snapshot_type(game)}"


def audience(role: str, member_id: str, hidden_now: dict[int, str], version: int) -> str:
    """Whose view a checkpoint at `version` is (see the module docstring)."""
    hidden = sorted(v for v in hidden_now if v <= version)
    if role == "gm" or not hidden:
        return "gm"
    return f"{role}:{member_id}:{hashlib.sha256(','.join(map(str, hidden)).encode()).hexdigest()[:32]}"


async def load(
    store: StreamStore, checkpoints: RecapCheckpoints, vp: Viewpoint, table_id: str, lo: int, hi: int
) -> tuple[int, RecapBuilder] | None:
    """The newest usable checkpoint of the table at a version within `[lo, hi]` for `vp`'s audience: a
    builder that goes on from it, and that version. None: build the recap from the table's opening."""
    stream = stream_name(vp.campaign_id)
    shape = shape_of(vp.game)
    own = f"{vp.viewer.role}:{vp.viewer.member_id}:"  # (the viewer's own audiences, see `audience`)
    rows = await checkpoints.candidates(stream, table_id, shape, lo, hi, own, CANDIDATES)
    for version, filed, stored_hash in rows:
        if filed != audience(vp.viewer.role, vp.viewer.member_id, vp.hidden_now, version):
            continue
        at = await store.read_stream(stream, from_version=version, limit=1, upcast=False)
        if not at or at[0].version != version or at[0].hash != bytes(stored_hash):
            continue  # the event it was built after is not the one stored now
        data = await checkpoints.data(stream, table_id, filed, version)
        if data is None:
            continue  # deleted meanwhile
        try:
            builder = await vp.offload(_resume, vp.game, bytes(data), vp.campaign_id, table_id, version)
        except (msgspec.DecodeError, msgspec.ValidationError, ValueError, TypeError) as exc:
            log.warning("%s: recap checkpoint of table %s at %d unusable (%s); skipped", stream, table_id, version, exc)
            continue
        return version, builder
    return None


def _resume(game: Game, data: bytes, campaign_id: str, table_id: str, version: int) -> RecapBuilder:
    checkpoint = decode(data)
    if (checkpoint.shape, checkpoint.campaign_id, checkpoint.table_id, checkpoint.version) != (
        shape_of(game),
        campaign_id,
        table_id,
        version,
    ):
        raise ValueError("a checkpoint of another table, version or shape")
    return RecapBuilder.resume(game.ruleset.recap, checkpoint.gathered)


class Pending(msgspec.Struct, kw_only=True):
    """A checkpoint made by a recap, encoded, waiting to be written (`keep`)."""

    stream: str
    table_id: str
    audience: str
    version: int
    shape: str
    data: bytes


def made(vp: Viewpoint, table_id: str, version: int, builder: RecapBuilder) -> Pending:
    """The checkpoint of what `builder` gathered up to the walk's step at `version`, encoded (synchronous:
    run it off the loop, before the builder gathers more)."""
    checkpoint = Checkpoint(
        shape=shape_of(vp.game),
        campaign_id=vp.campaign_id,
        table_id=table_id,
        version=version,
        gathered=builder.gathered(),
    )
    return Pending(
        stream=stream_name(vp.campaign_id),
        table_id=table_id,
        audience=audience(vp.viewer.role, vp.viewer.member_id, vp.hidden_now, version),
        version=version,
        shape=checkpoint.shape,
        data=encode(checkpoint),
    )


async def write(store: StreamStore, checkpoints: RecapCheckpoints, pending: Pending) -> None:
    """Write a checkpoint (with the hash of the event at its version) and drop the older ones of its audience."""
    at = await store.read_stream(pending.stream, from_version=pending.version, limit=1, upcast=False)
    if not at or at[0].version != pending.version:
        return
    p = pending
    await checkpoints.write(p.stream, p.table_id, p.audience, p.version, p.shape, at[0].hash, p.data, KEPT)


_WRITING: set[asyncio.Task[None]] = set()


def keep(store: StreamStore, checkpoints: RecapCheckpoints, pending: Pending) -> None:
    """Write `pending` in the background (a checkpoint only spares later recaps some folding: a failure is
    logged)."""

    async def run() -> None:
        try:
            await write(store, checkpoints, pending)
        except Exception:
            log.exception("%s: keeping a recap checkpoint at %d failed", pending.stream, pending.version)

    task = asyncio.get_running_loop().create_task(run(), name="recap-checkpoint")
    _WRITING.add(task)
    task.add_done_callback(_WRITING.discard)


async def flush() -> None:
    """Wait until the checkpoints being written are (tests, the benchmark's fill)."""
    while _WRITING:
        await asyncio.gather(*list(_WRITING), return_exceptions=True)


async def newest(checkpoints: RecapCheckpoints, vp: Viewpoint, table_id: str) -> int | None:
    """The version of the newest checkpoint of the table filed under `vp`'s audience at the head."""
    aud = audience(vp.viewer.role, vp.viewer.member_id, vp.hidden_now, vp.version)
    return await checkpoints.newest(stream_name(vp.campaign_id), table_id, aud, shape_of(vp.game))
