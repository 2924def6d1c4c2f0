"""`chronicle replay` and `chronicle recap`: a campaign's timeline and a table's recap in the terminal.

Both read the event store directly (DATABASE_URL, or the embedded PostgreSQL in the data folder, as
`chronicle serve` does), so they work on a backup or an imported campaign with no server running. They
show the campaign as its GM sees it unless `--as` names another member, whose view then hides what the
API would hide from them.

    chronicle replay <campaign> [--table T] [--from V] [--until V|TIME] [--as MEMBER]
    chronicle recap <campaign> --table T [--format md|html|json] [-o FILE] [--until V|TIME] [--as MEMBER]

`<campaign>` is a campaign id or its exact name; tables and members are named by id or name.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import uuid
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

import msgspec

from application.held import HeldRolls
from application.past import fold_past
from application.recap import checkpoint
from application.recap.service import recap_for
from application.replay.service import TableWalk, table_walk, viewpoint_of, walk_table
from application.replay.steps import Step, Walk
from application.replay.timing import as_utc, version_at_time
from application.snapshot_policy import snapshot_type
from application.streams import STREAM_PREFIX, campaign_of, stream_name
from domain.campaign import Actor, CampaignCreated, CampaignState
from domain.game import Game
from eventstore.store import EventStore
from server.adapters.upcasters import UPCASTERS
from server.http.read_limits import offload
from server.recap.render import html_page, markdown
from server.recap.sources import recap_source


class CliError(Exception):
    """A campaign, table or member that cannot be found, or an unreadable `--until`: exit status 2."""


# --- finding things by id or name ---------------------------------------------------------------------------------


async def find_campaign(store: EventStore, given: str) -> str:
    try:
        return str(uuid.UUID(given))
    except ValueError:
        pass
    found = []
    for stream in await store.list_streams(STREAM_PREFIX):
        first = await store.read_stream(stream, from_version=0, limit=1)
        if first and first[0].type == "campaign.created":
            created = msgspec.json.decode(first[0].data, type=CampaignCreated)
            if created.name == given:
                found.append(campaign_of(stream))
    if len(found) != 1:
        raise CliError(f"{'no campaign' if not found else 'several campaigns'} named {given!r}")
    return found[0]


def find_table(state: CampaignState, given: str) -> str:
    if given in state.tables:
        return given
    named = [t.table_id for t in state.tables.values() if t.name == given]
    if len(named) != 1:
        known = ", ".join(f"{t.name} ({t.table_id})" for t in state.tables.values()) or "none"
        raise CliError(f"{'no table' if not named else 'several tables'} named {given!r}; tables: {known}")
    return named[0]


def find_viewer(state: CampaignState, given: str | None) -> Actor:
    """`--as` by member id or name; without it the campaign's first GM (who sees everything)."""
    members = list(state.members.values())
    if given is None:
        gm = next((m for m in members if m.role == "gm" and m.active), None) or next(m for m in members)
        return Actor(member_id=gm.member_id, role=gm.role)
    matches = [m for m in members if given in (m.member_id, m.name)]
    if len(matches) != 1:
        raise CliError(f"{'no member' if not matches else 'several members'} {given!r}")
    return Actor(member_id=matches[0].member_id, role=matches[0].role)


async def until_version(store: EventStore, campaign_id: str, given: str | None, head: int) -> int:
    """`--until` as a version (`42`) or a time (`2026-11-21T21:30`, UTC without a zone)."""
    if given is None:
        return head
    if given.isdigit():
        return min(int(given), head)
    try:
        moment = as_utc(datetime.fromisoformat(given))
    except ValueError:
        raise CliError(f"--until must be a version or an ISO time, not {given!r}") from None
    return await version_at_time(store, stream_name(campaign_id), moment, head)


# --- replay ---------------------------------------------------------------------------------------------------


def timeline_line(step: Step, tables: Mapping[str, str], with_table: bool) -> str:
    """`v12     20:14:03  Ann        Alfredo rolls Fencing: 8d10 [1 2 3 4 5 8 9 9] vs TN 5 → 5 successes`."""
    when = step.record.recorded_at.strftime("%Y-%m-%d %H:%M:%S")
    parts = [f"v{step.version:<5}", when]
    if with_table:
        parts.append(f"[{tables.get(step.table_id or '', '-') if step.table_id else '-'}]")
    parts.append(f"{(step.actor or '')[:12]:<12}")
    parts.append(("★ " if step.key else "") + step.text)
    return "  ".join(parts)


async def load_current(store: EventStore, campaign_id: str, rulesets: Mapping[str, Game]) -> tuple[Game, CampaignState]:
    """The campaign's game and current state: its newest snapshot and the events after it."""
    stream = stream_name(campaign_id)
    first = await store.read_stream(stream, from_version=0, limit=1)
    if not first:
        raise LookupError(f"no campaign {campaign_id}")
    created = msgspec.json.decode(first[0].data, type=CampaignCreated)
    game = rulesets.get(created.ruleset)
    if game is None:
        raise LookupError(f"this installation does not run the ruleset {created.ruleset!r}")
    head = await store.stream_version(stream)
    return game, await fold_past(store, game, stream, head, snapshot_type(game), offload=offload)


async def replay(
    store: EventStore,
    rulesets: Mapping[str, Game],
    campaign: str,
    out: TextIO,
    *,
    table: str | None = None,
    from_version: int = 0,
    until: str | None = None,
    as_member: str | None = None,
) -> int:
    """Print the campaign's (or one table's) events as a timeline, one line per event, as they are walked
    (page by page: the log is never held whole). A table's timeline reads only the table's events, from
    the state kept at its opening, like the API's replay."""
    campaign_id = await find_campaign(store, campaign)
    game, state = await load_current(store, campaign_id, rulesets)
    viewer = find_viewer(state, as_member)
    table_id = find_table(state, table) if table is not None else None
    hi = await until_version(store, campaign_id, until, state.version)
    tables = {t.table_id: t.name for t in state.tables.values()}
    viewer_name = state.members[viewer.member_id].name
    scope = f"table “{tables[table_id]}”" if table_id else "all tables"
    out.write(
        f"Campaign “{state.name}” ({game.ruleset.title}), {scope}, versions {from_version}–{hi}, "
        f"as {viewer_name} ({viewer.role}) sees it\n"
    )
    shown = 0

    def take(_walk: Walk, batch: list[Step], last: bool) -> bool:
        nonlocal shown
        for step in batch:
            if step.version < from_version or step.version > hi:
                continue
            if table_id is not None and step.table_id != table_id:
                continue
            out.write(timeline_line(step, tables, with_table=table_id is None) + "\n")
            shown += 1
        return False

    vp = viewpoint_of(campaign_id, game, state, viewer, HeldRolls(store, offload=offload), offload)
    if table_id is not None:
        span = await table_walk(store, vp, table_id, from_version, hi, exact=False)
        await walk_table(store, vp, table_id, span, take)
    else:
        await walk_table(store, vp, None, TableWalk(from_version, hi, -1), take)
    out.write(f"{shown} events.\n")
    return 0


# --- recap ----------------------------------------------------------------------------------------------------


async def recap(
    store: EventStore,
    rulesets: Mapping[str, Game],
    campaign: str,
    table: str,
    *,
    fmt: str = "md",
    until: str | None = None,
    as_member: str | None = None,
) -> str:
    """The recap document of one table, as `as_member` (default: the GM) may see it."""
    campaign_id = await find_campaign(store, campaign)
    game, state = await load_current(store, campaign_id, rulesets)
    viewer = find_viewer(state, as_member)
    vp = viewpoint_of(campaign_id, game, state, viewer, HeldRolls(store, offload=offload), offload)
    hi = await until_version(store, campaign_id, until, state.version)
    made = await recap_for(recap_source(store), vp, find_table(state, table), until_version=hi)
    await checkpoint.flush()  # (a checkpoint it kept is written before the store closes)
    if fmt == "json":
        return msgspec.json.format(msgspec.json.encode(made).decode(), indent=2) + "\n"
    return html_page(made) if fmt == "html" else markdown(made)


# --- wiring ---------------------------------------------------------------------------------------------------


def _rulesets() -> Mapping[str, Game]:
    from domain.rulesets import RULESETS

    return RULESETS


async def _with_store(run: Any) -> int:
    from server.config import from_env
    from server.main import resolve_database

    settings = resolve_database(from_env())
    assert settings.database_url is not None
    store = await EventStore.connect(settings.database_url, UPCASTERS, min_size=1, max_size=2, notify=False)
    try:
        return int(await run(store))
    except (CliError, LookupError) as exc:
        print(f"chronicle: {exc}", file=sys.stderr)
        return 2
    finally:
        await store.close()


def _run_replay(args: argparse.Namespace) -> int:
    async def run(store: EventStore) -> int:
        return await replay(
            store,
            _rulesets(),
            args.campaign,
            sys.stdout,
            table=args.table,
            from_version=args.from_version,
            until=args.until,
            as_member=args.as_member,
        )

    return asyncio.run(_with_store(run))


def _run_recap(args: argparse.Namespace) -> int:
    async def run(store: EventStore) -> int:
        text = await recap(
            store, _rulesets(), args.campaign, args.table, fmt=args.format, until=args.until, as_member=args.as_member
        )
        if args.output:
            Path(args.output).write_text(text, encoding="utf-8")
            print(f"wrote {args.output}", file=sys.stderr)
        else:
            sys.stdout.write(text)
        return 0

    return asyncio.run(_with_store(run))


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("replay", help="print a campaign's events as a readable timeline")
    p.add_argument("campaign", help="campaign id or exact name")
    p.add_argument("--table", help="only this table (id or name)")
    p.add_argument("--from", dest="from_version", type=int, default=0, help="first version to print")
    p.add_argument("--until", help="last version, or an ISO time (UTC without a zone)")
    p.add_argument("--as", dest="as_member", help="see it as this member (id or name); default: the GM")
    p.set_defaults(handler=_run_replay)

    r = sub.add_parser("recap", help="write a table's session recap (Markdown, HTML or JSON)")
    r.add_argument("campaign", help="campaign id or exact name")
    r.add_argument("--table", required=True, help="the table (id or name)")
    r.add_argument("--format", choices=("md", "html", "json"), default="md")
    r.add_argument("-o", "--output", help="write to this file instead of standard output")
    r.add_argument("--until", help="recap up to this version, or an ISO time (UTC without a zone)")
    r.add_argument("--as", dest="as_member", help="as this member sees it (id or name); default: the GM")
    r.set_defaults(handler=_run_recap)
