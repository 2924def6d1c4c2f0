"""`chronicle verify`, `verify-dice`, `luck`, `export` and `import`: audits from the command line.

They talk to the database directly (DATABASE_URL, or the embedded PostgreSQL `chronicle serve` uses when
it is unset), never to a running server, so an auditor with a copy of the database needs nothing else.
Exit status: 0 when everything checked out, 1 when an audit found a problem (a broken or rewritten hash
chain, an unfair roll) or an import was refused, 2 for a usage error (no such campaign, unreadable file, a
setting to fix), 3 when the database could not be reached or read (refused, wrong password, not migrated,
lost mid-way: one line on stderr, without the password), 130 when interrupted. A nightly `chronicle verify`
can so tell "the log was tampered with" (1) from "the check could not run" (3).

Long operations show a progress bar (counts and rate) on stderr when it is a terminal. An import runs
in one transaction: Ctrl-C, a broken hash chain or a bad line leave the target database as it was.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import sys
import uuid
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any, TextIO

import asyncpg
import msgspec

from application.streams import STREAM_PREFIX, campaign_of, stream_name
from domain.fairness import FairnessReport
from domain.game import Game
from domain.luck import LuckLedger
from eventstore.dsn import display
from eventstore.errors import DatabaseUnreachable, connection_failure, session_lost
from eventstore.integrity import IntegrityReport, Published
from eventstore.migrator import migrate
from eventstore.store import EventStore
from eventstore.transfer import ImportRefused
from server.adapters import audit
from server.adapters.upcasters import UPCASTERS

EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, EXIT_DATABASE, EXIT_INTERRUPTED = 0, 1, 2, 3, 130


class UsageError(Exception):
    """Something the caller asked for does not exist or cannot be read (exit status 2)."""


# -- plumbing ----------------------------------------------------------------------------------------------


def database_url() -> str:
    from server.config import from_env
    from server.main import resolve_database

    url = resolve_database(from_env()).database_url
    assert url is not None
    return url


def default_rulesets() -> Mapping[str, Game]:
    from domain.rulesets import RULESETS

    return RULESETS


@contextlib.contextmanager
def progress_bar(total: int | None, desc: str, enabled: bool | None, file: TextIO | None = None) -> Iterator[Any]:
    """A tqdm bar (counts, rate, time left when `total` is known) on stderr.

    `enabled`: True always, False never, None only when `file` is a terminal (the CLI's default).
    """
    from tqdm import tqdm

    bar = tqdm(
        total=total,
        desc=desc,
        unit=" events",
        unit_scale=True,
        file=file or sys.stderr,
        disable=None if enabled is None else not enabled,
        dynamic_ncols=True,
        mininterval=0.2,
    )
    try:
        yield bar
    finally:
        bar.close()


def head_text(version: int | None, digest: str | bytes | None) -> str:
    """A head as `<version>:<hash>`, the form `chronicle verify --published` and the API take back."""
    if version is None or digest is None:
        return "(empty)"
    return f"{version}:{digest.hex() if isinstance(digest, bytes) else digest}"


def _campaign_id(text: str) -> str:
    try:
        return str(uuid.UUID(text.removeprefix(STREAM_PREFIX)))
    except ValueError:
        raise UsageError(f"{text!r} is not a campaign id") from None


async def _connect(url: str) -> EventStore:
    try:
        return await EventStore.connect(url, UPCASTERS, min_size=1, max_size=4, notify=False)
    except Exception as exc:
        failure = connection_failure(url, exc)
        if failure is not None:
            raise failure from None
        raise


@contextlib.contextmanager
def _reading(url: str) -> Iterator[None]:
    """Database failures while an audit reads (the database lost, not migrated, refusing the role) become
    `DatabaseUnreachable`: exit 3, not 1, which says the log itself is broken."""
    try:
        yield
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        raise DatabaseUnreachable(display(url), exc, "reach" if session_lost(exc) else "read") from None


async def _require_campaign(store: EventStore, campaign_id: str) -> None:
    if await store.stream_version(stream_name(campaign_id)) < 0:
        raise UsageError(f"no campaign {campaign_id} in this database")


# -- chronicle verify --------------------------------------------------------------------------------------


def _integrity_line(report: IntegrityReport) -> str:
    campaign = campaign_of(report.stream)
    if report.ok:
        line = f"{campaign}  ok        {report.events} events  head {head_text(report.head_version, report.head_hash)}"
        if report.published_matches:
            line += f"  (leads to the published head at version {report.published_version})"
        return line
    return (
        f"{campaign}  {(report.problem or 'BROKEN').upper():<9} at version {report.first_bad_version}: {report.reason}"
        f"\n    last good head {head_text(report.head_version, report.head_hash)}"
    )


async def verify(
    url: str,
    campaign: str | None,
    published: Published | None = None,
    *,
    as_json: bool = False,
    progress: bool | None = None,
    out: TextIO | None = None,
) -> int:
    """Recompute the hash chain of one campaign, or of every campaign in the database."""
    out = out or sys.stdout
    campaign_id = None if campaign is None else _campaign_id(campaign)
    if campaign_id is None and published is not None:
        raise UsageError("--published names the head of one campaign: give the campaign too")
    store = await _connect(url)
    try:
        with _reading(url):
            if campaign_id is not None:
                await _require_campaign(store, campaign_id)
                streams = [stream_name(campaign_id)]
            else:
                streams = await audit.campaign_streams(store)
            reports: list[IntegrityReport] = []
            with progress_bar(len(streams), "verify", False if len(streams) < 2 else progress) as bar:
                for stream in streams:
                    reports.append(await audit.integrity(store, campaign_of(stream), published))
                    bar.update(1)
    finally:
        await store.close()
    bad = [r for r in reports if not r.ok]
    if as_json:
        out.write(json.dumps({"ok": not bad, "campaigns": msgspec.to_builtins(reports)}) + "\n")
    else:
        for report in reports:
            out.write(_integrity_line(report) + "\n")
        if campaign is None:
            out.write(f"{len(reports)} campaign(s) verified, {len(bad)} with a broken or rewritten log\n")
    return EXIT_PROBLEM if bad else EXIT_OK


# -- chronicle verify-dice ---------------------------------------------------------------------------------


def _fairness_lines(report: FairnessReport) -> list[str]:
    if not report.verifiable:
        return [f"table {report.table_id}: not a verifiable table (nothing to check)"]
    verdict = "fair" if report.ok else "UNFAIR"
    lines = [
        f"table {report.table_id}: {verdict} — {report.rolls_checked} roll(s) recomputed from "
        f"{len(report.revealed_seeds)} revealed seed(s), {report.rolls_pending} waiting for their seed's reveal"
        + (f", {report.rolls_proven} proven alone" if report.rolls_proven else "")
    ]
    for check in report.rolls:
        if not check.ok:
            faces = ""
            if check.expected is not None:
                faces = f" (recorded {list(check.recorded)}, the seed gives {list(check.expected)})"
            lines.append(f"  version {check.version} roll {check.roll_index}: {check.problem}{faces}")
    lines += [f"  {p}" for p in report.problems if not p.startswith("version ")]
    return lines


async def verify_dice(
    url: str,
    campaign: str,
    table_id: str | None = None,
    *,
    rulesets: Mapping[str, Game] | None = None,
    as_json: bool = False,
    out: TextIO | None = None,
) -> int:
    """Recompute every roll of a verifiable table (or of every verifiable table of the campaign)."""
    out = out or sys.stdout
    campaign_id = _campaign_id(campaign)
    store = await _connect(url)
    try:
        await _require_campaign(store, campaign_id)
        try:
            reports = await audit.fairness_reports(store, rulesets or default_rulesets(), campaign_id, table_id)
        except audit.UnknownRuleset as exc:
            raise UsageError(f"this Chronicle does not run the campaign's ruleset {exc}") from None
        except audit.UnknownTable:
            raise UsageError(f"no table {table_id} in campaign {campaign_id}") from None
    finally:
        await store.close()
    unfair = [r for r in reports if not r.ok]
    if as_json:
        out.write(json.dumps({"ok": not unfair, "tables": msgspec.to_builtins(reports)}) + "\n")
    elif not reports:
        out.write(f"campaign {campaign_id} has no verifiable table\n")
    else:
        for report in reports:
            out.write("\n".join(_fairness_lines(report)) + "\n")
    return EXIT_PROBLEM if unfair else EXIT_OK


# -- chronicle luck -------------------------------------------------------------------------------------------


async def luck(
    url: str,
    campaign: str,
    *,
    rulesets: Mapping[str, Game] | None = None,
    as_json: bool = False,
    out: TextIO | None = None,
) -> int:
    """The campaign's luck ledger as the GM sees it (every roll): exit status 0 whatever it shows, as a p-value
    is not a verdict."""
    out = out or sys.stdout
    campaign_id = _campaign_id(campaign)
    store = await _connect(url)
    try:
        await _require_campaign(store, campaign_id)
        try:
            ledger = await audit.luck(store, rulesets or default_rulesets(), campaign_id)
        except audit.UnknownRuleset as exc:
            raise UsageError(f"this Chronicle does not run the campaign's ruleset {exc}") from None
    finally:
        await store.close()
    if as_json:
        out.write(msgspec.json.encode(ledger).decode() + "\n")
    else:
        out.write("\n".join(_luck_lines(ledger)) + "\n")
    return EXIT_OK


def _luck_lines(ledger: LuckLedger) -> Iterator[str]:
    for subject in (ledger.campaign, *ledger.members, *ledger.characters):
        who = "everyone" if subject.kind == "campaign" else f"{subject.kind} {subject.name or subject.id}"
        for part_name, part in (("proven", subject.proven), ("physical", subject.physical)):
            for t in part.dice:
                faces = " ".join(map(str, t.counts))
                yield (
                    f"{who} {part_name} d{t.sides}: {t.dice} dice [{faces}] chi2 {t.chi_squared:.2f} "
                    f"({t.degrees_of_freedom} df) p = {t.p_value:.4g} — {t.verdict.replace('_', ' ')}"
                )
    for table in ledger.tables:
        yield f"table {table.name or table.table_id} ({table.dice_mode} dice): {table.status} — {table.note}"


# -- chronicle export / import -----------------------------------------------------------------------------


async def export(
    url: str, campaign: str, output: str | None, *, progress: bool | None = None, err: TextIO | None = None
) -> int:
    """Write the campaign as NDJSON to `output` (written whole or not at all) or to stdout."""
    err = err or sys.stderr
    campaign_id = _campaign_id(campaign)
    store = await _connect(url)
    try:
        await _require_campaign(store, campaign_id)
        total = await store.stream_version(stream_name(campaign_id)) + 1
        with progress_bar(total, "export", progress) as bar:
            if output is None or output == "-":
                exported = await audit.export_campaigns(store, [campaign_id], sys.stdout.buffer, bar.update)
                sys.stdout.buffer.flush()
            else:
                path = Path(output)
                partial = path.with_name(path.name + ".partial")
                try:
                    with partial.open("wb") as file:
                        exported = await audit.export_campaigns(store, [campaign_id], file, bar.update)
                    partial.replace(path)
                finally:
                    partial.unlink(missing_ok=True)
        still_open = await audit.open_verifiable_tables(store, campaign_id)
    finally:
        await store.close()
    version, digest = exported.heads[stream_name(campaign_id)]
    where = "stdout" if output in (None, "-") else output
    err.write(f"exported {exported.events} events of campaign {campaign_id} to {where}\n")
    err.write(f"head {head_text(version, digest)}\n")
    for table in still_open:
        err.write(
            f"warning: verifiable table {table} is still open; its secret seed stays with this server, so after "
            "an import elsewhere it can neither roll nor reveal. Close it and export again to take it along.\n"
        )
    return EXIT_OK


def _count_events(path: Path) -> int | None:
    """Events in a file (one per line after the header), counted fast for the progress bar; None for a stream."""
    if not path.is_file():
        return None
    count = 0
    with path.open("rb") as f:
        header = f.readline().startswith(b'{"format":')
        f.seek(0)
        while chunk := f.read(1 << 20):
            count += chunk.count(b"\n")
    return count - 1 if header else count


async def import_file(
    url: str,
    source: str,
    *,
    rulesets: Mapping[str, Game] | None = None,
    issue_tokens: bool = True,
    progress: bool | None = None,
    out: TextIO | None = None,
    lines: IO[bytes] | None = None,
) -> int:
    """Load an export into the database at `url` (all or nothing), then verify, replay and hand out GM tokens."""
    from server.access.tokens import TokenStore
    from server.services import SERVER_MIGRATIONS

    out = out or sys.stdout
    try:
        await migrate(url, extra_dirs=(SERVER_MIGRATIONS,))
    except Exception as exc:
        failure = connection_failure(url, exc)
        if failure is not None:
            raise failure from None
        raise
    path = Path(source)
    if lines is None and source != "-" and not path.is_file():
        raise UsageError(f"no file {source}")
    total = None if lines is not None or source == "-" else _count_events(path)
    store = await _connect(url)
    try:
        with contextlib.ExitStack() as stack:
            reader: IO[bytes] = (
                lines
                if lines is not None
                else sys.stdin.buffer
                if source == "-"
                else stack.enter_context(path.open("rb"))
            )
            bar = stack.enter_context(progress_bar(total, "import", progress))
            try:
                imported = await audit.import_campaigns(store, rulesets or default_rulesets(), reader, bar.update)
            except ImportRefused as refused:
                out.write(f"refused: {refused}; nothing was imported\n")
                return EXIT_PROBLEM
        tokens = TokenStore(store.pool)
        for item in imported:
            out.write(
                f"imported campaign {item.campaign_id}: {item.events} events, chain "
                f"{'verified' if item.verified else 'BROKEN'}, head {head_text(item.events - 1, item.head_hash)}\n"
            )
            if item.replayed:
                out.write(f"  replayed every event with the {item.ruleset} ruleset\n")
            else:
                out.write(f"  this Chronicle does not run the {item.ruleset} ruleset: stored, not replayed\n")
            if issue_tokens and item.gm_ids:
                secret, info = await tokens.issue(uuid.UUID(item.campaign_id), item.gm_ids[0], label="import")
                out.write(f"  GM token (member {info.member_id}, shown once): {secret}\n")
    finally:
        await store.close()
    return EXIT_OK if all(i.verified for i in imported) else EXIT_PROBLEM


# -- argparse ----------------------------------------------------------------------------------------------


def _published(text: str) -> Published:
    try:
        return audit.parse_published(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _run(coro: Any) -> int:
    """Run an audit; map usage errors and Ctrl-C to their exit statuses."""
    try:
        return int(asyncio.run(coro))
    except UsageError as exc:
        print(f"chronicle: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("\ninterrupted: nothing was changed", file=sys.stderr)
        return EXIT_INTERRUPTED


def _progress(args: argparse.Namespace) -> bool | None:
    return False if args.quiet else None


def _verify(args: argparse.Namespace) -> int:
    return _run(verify(database_url(), args.campaign, args.published, as_json=args.json, progress=_progress(args)))


def _verify_dice(args: argparse.Namespace) -> int:
    return _run(verify_dice(database_url(), args.campaign, args.table, as_json=args.json))


def _luck(args: argparse.Namespace) -> int:
    return _run(luck(database_url(), args.campaign, as_json=args.json))


def _export(args: argparse.Namespace) -> int:
    return _run(export(database_url(), args.campaign, args.output, progress=_progress(args)))


def _import(args: argparse.Namespace) -> int:
    return _run(import_file(database_url(), args.file, issue_tokens=not args.no_token, progress=_progress(args)))


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("verify", help="recompute hash chains; name the first altered, inserted or deleted event")
    p.add_argument("campaign", nargs="?", help="a campaign id (default: every campaign in the database)")
    p.add_argument(
        "--published", type=_published, metavar="VERSION:HASH", help="a head published earlier, to check against"
    )
    p.add_argument("--json", action="store_true", help="print one JSON document instead of text")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    p.set_defaults(handler=_verify)

    p = sub.add_parser("verify-dice", help="recompute every roll of verifiable tables from their revealed seeds")
    p.add_argument("campaign", help="a campaign id")
    p.add_argument("--table", help="one table id (default: every verifiable table of the campaign)")
    p.add_argument("--json", action="store_true", help="print one JSON document instead of text")
    p.set_defaults(handler=_verify_dice)

    p = sub.add_parser("luck", help="each member's and character's dice against a fair die (the luck ledger)")
    p.add_argument("campaign", help="a campaign id")
    p.add_argument("--json", action="store_true", help="print one JSON document instead of text")
    p.set_defaults(handler=_luck)

    p = sub.add_parser("export", help="write a campaign's events as NDJSON (positions, hashes, metadata)")
    p.add_argument("campaign", help="a campaign id")
    p.add_argument("-o", "--output", help="file to write (default: stdout)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    p.set_defaults(handler=_export)

    p = sub.add_parser("import", help="load an NDJSON export into this database (DATABASE_URL), all or nothing")
    p.add_argument("file", help="an export file, or - for stdin")
    p.add_argument("--no-token", action="store_true", help="do not issue a GM token for the imported campaigns")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    p.set_defaults(handler=_import)
