"""Audits of a campaign, shared by the HTTP routes and the `chronicle` command line.

- fairness: every roll of a verifiable table re-derived from its revealed seeds (`domain/fairness.py`);
- integrity: the campaign stream's hash chain recomputed, the first altered, inserted or deleted event
  named, and the head hash to publish (`eventstore/integrity.py`);
- export and import: the campaign's events as NDJSON (`eventstore/transfer.py`), and, after an import,
  a replay of each imported campaign with this server's rulesets.

Nothing here is HTTP: callers pass the store and the rulesets, and get plain Structs back.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Iterable, Mapping
from typing import BinaryIO

import msgspec

from application.streams import STREAM_PREFIX, campaign_of, stream_name, stream_pages
from domain.campaign import Actor, CampaignCreated, CampaignState, TableClosed, TableOpened
from domain.fairness import FairnessReport, check_table
from domain.game import Game
from domain.luck import LuckLedger, luck_ledger, names_of
from domain.messages import Event
from eventstore.integrity import IntegrityReport, Published, audit_stream
from eventstore.store import EventStore
from eventstore.transfer import Exported, Progress, export_chunks, export_streams, import_lines
from server.http import read_limits

_OPENED_TAG = "campaign.table_opened"
_CLOSED_TAG = "campaign.table_closed"


class UnknownCampaign(LookupError):
    """No stream holds this campaign."""


class UnknownRuleset(LookupError):
    """The campaign plays a ruleset this server does not run."""


class UnknownTable(LookupError):
    """The campaign never opened this table."""


async def campaign_streams(store: EventStore) -> list[str]:
    """Every campaign stream of the database, in name order."""
    return await store.list_streams(STREAM_PREFIX)


async def ruleset_of(store: EventStore, campaign_id: uuid.UUID | str) -> str:
    records = await store.read_stream(stream_name(campaign_id), 0, 1)
    if not records:
        raise UnknownCampaign(str(campaign_id))
    return msgspec.json.decode(records[0].data, type=CampaignCreated).ruleset


async def game_of(store: EventStore, rulesets: Mapping[str, Game], campaign_id: uuid.UUID | str) -> Game:
    name = await ruleset_of(store, campaign_id)
    game = rulesets.get(name)
    if game is None:
        raise UnknownRuleset(name)
    return game


async def campaign_log(
    store: EventStore, game: Game, campaign_id: uuid.UUID | str, until: int | None = None
) -> list[tuple[int, Event]]:
    """The campaign's events decoded, with their versions (page by page, up to `until` inclusive)."""
    out: list[tuple[int, Event]] = []
    async for records in stream_pages(store, stream_name(campaign_id), until):
        out.extend((r.version, game.decode(r.type, r.data)) for r in records)
    return out


async def replay(store: EventStore, game: Game, campaign_id: uuid.UUID | str) -> CampaignState:
    """The campaign's state folded from its first event, ignoring snapshots (what an audit should trust)."""
    state = game.new_state()
    async for records in stream_pages(store, stream_name(campaign_id)):
        game.fold((game.decode(r.type, r.data) for r in records), state)
    return state


def verifiable_tables(log: Iterable[tuple[int, Event]]) -> list[str]:
    return [e.table_id for _, e in log if isinstance(e, TableOpened) and e.dice_mode == "verifiable"]


async def fairness_reports(
    store: EventStore, rulesets: Mapping[str, Game], campaign_id: uuid.UUID | str, table_id: str | None = None
) -> list[FairnessReport]:
    """A fairness report for `table_id`, or for every verifiable table of the campaign."""
    game = await game_of(store, rulesets, campaign_id)
    log = await campaign_log(store, game, campaign_id)
    if table_id is not None:
        if not any(isinstance(e, TableOpened) and e.table_id == table_id for _, e in log):
            raise UnknownTable(table_id)
        return [check_table(table_id, log)]
    return [check_table(t, log) for t in verifiable_tables(log)]


async def luck(store: EventStore, rulesets: Mapping[str, Game], campaign_id: uuid.UUID | str) -> LuckLedger:
    """The campaign's luck ledger as its GM sees it (every roll), named as the campaign's state names them."""
    game = await game_of(store, rulesets, campaign_id)
    log = await campaign_log(store, game, campaign_id)
    state = await replay(store, game, campaign_id)  # for the names only
    gm = next((m.member_id for m in state.members.values() if m.role == "gm"), "")
    ledger = luck_ledger(((v, e, None) for v, e in log), Actor(member_id=gm, role="gm"), (), names_of(state))
    ledger.campaign_id, ledger.version = str(campaign_id), log[-1][0] if log else -1
    return ledger


def parse_published(text: str) -> Published:
    """`"<version>:<hex hash>"` (as `chronicle verify` prints a head) → Published; ValueError otherwise."""
    version, sep, digest = text.partition(":")
    if not sep:
        raise ValueError("a published head is written <version>:<hash>, e.g. 41:9f2c…")
    raw = bytes.fromhex(digest.strip())
    if len(raw) != 32:
        raise ValueError("a head hash is 64 hex digits (SHA-256)")
    number = int(version)
    if number < 0:
        raise ValueError("a version is 0 or more")
    return Published(number, raw)


async def integrity(
    store: EventStore,
    campaign_id: uuid.UUID | str,
    published: Published | None = None,
    *,
    offload: bool = False,
    dsn: str | None = None,
) -> IntegrityReport:
    """The campaign's chain checked; with `offload` (the HTTP route) its hashing runs off the event loop on
    the heavy-read threads (server/http/read_limits.py), batch by batch, while the next batch is read — or, given
    the database's `dsn` and a server that runs read processes, a long chain is checked range by range by
    those processes, which read the rows themselves."""
    # on the store's leases (one statement each), so a connection whose session was lost is not reused
    processes = read_limits.read_processes() if offload else None
    return await audit_stream(
        store.connections,
        stream_name(campaign_id),
        published,
        offload=read_limits.offload if offload else None,
        processes=None if processes is None or dsn is None else (processes, dsn),
    )


async def export_campaigns(
    store: EventStore, campaign_ids: Iterable[uuid.UUID | str], out: BinaryIO, progress: Progress | None = None
) -> Exported:
    """Write the campaigns' events to `out` as NDJSON (one consistent snapshot); what was written."""
    return await export_streams(store.pool, [stream_name(c) for c in campaign_ids], out, progress)


def export_stream(store: EventStore, campaign_id: uuid.UUID | str) -> AsyncIterator[bytes]:
    """The campaign's export (the NDJSON of `export_campaigns`) as chunks, read as they are taken: what the
    HTTP export streams, never the whole file in memory."""
    return export_chunks(store.pool, [stream_name(campaign_id)])


async def open_verifiable_tables(store: EventStore, campaign_id: uuid.UUID | str) -> list[str]:
    """Verifiable tables still open: their secret seed stays with this server (it is never exported), so
    they cannot roll or close after an import elsewhere. Decodes only the table events, any ruleset."""
    opened: dict[str, None] = {}
    async for records in stream_pages(store, stream_name(campaign_id)):
        for r in records:
            if r.type == _OPENED_TAG:
                table = msgspec.json.decode(r.data, type=TableOpened)
                if table.dice_mode == "verifiable":
                    opened[table.table_id] = None
            elif r.type == _CLOSED_TAG:
                opened.pop(msgspec.json.decode(r.data, type=TableClosed).table_id, None)
    return list(opened)


class Imported(msgspec.Struct, kw_only=True):
    """One campaign an import brought in, checked after the commit."""

    campaign_id: str
    events: int
    head_hash: str | None
    verified: bool
    ruleset: str
    replayed: bool
    """Whether this server runs the ruleset and folded every event of it."""
    gm_ids: list[str] = msgspec.field(default_factory=list)


async def import_campaigns(
    store: EventStore, rulesets: Mapping[str, Game], lines: Iterable[bytes], progress: Progress | None = None
) -> list[Imported]:
    """Load exported lines (all or nothing), then verify and replay each imported campaign."""
    counts = await import_lines(store.pool, lines, progress)
    out: list[Imported] = []
    for stream, events in sorted(counts.items()):
        campaign_id = campaign_of(stream)
        report = await audit_stream(store.pool, stream)
        name = await ruleset_of(store, campaign_id) if stream.startswith(STREAM_PREFIX) else "?"
        game = rulesets.get(name)
        gm_ids: list[str] = []
        if game is not None:
            state = await replay(store, game, campaign_id)
            gm_ids = [m.member_id for m in state.members.values() if m.active and m.role == "gm"]
        out.append(
            Imported(
                campaign_id=campaign_id,
                events=events,
                head_hash=report.head_hash,
                verified=report.ok,
                ruleset=name,
                replayed=game is not None,
                gm_ids=gm_ids,
            )
        )
    return out
