"""`chronicle forget` and `chronicle forgotten`: an operator's forgetting, and re-applying erasures after a
backup was restored (docs/operations.md#forgetting-and-backups, docs/privacy.md)."""

from __future__ import annotations

import argparse
import json
import sys
import uuid
from pathlib import Path
from typing import TextIO

import msgspec

from server.adapters.forgetting import Forgotten, forget_as_operator, forgotten_in
from server.cli.audit import EXIT_OK, EXIT_PROBLEM, UsageError, _campaign_id, _connect, _reading, _run, database_url


async def forget(url: str, campaign: str, member: str, *, out: TextIO | None = None) -> int:
    """Forget one member of one campaign, as the operator."""
    out = out or sys.stdout
    campaign_id = uuid.UUID(_campaign_id(campaign))
    store = await _connect(url)
    try:
        with _reading(url):
            try:
                recorded, erased = await forget_as_operator(store, campaign_id, member, "operator")
            except LookupError as exc:
                raise UsageError(str(exc)) from None
    finally:
        await store.close()
    out.write(f"{campaign_id}  member {member} forgotten at version {recorded[-1].version}, {erased} event(s) erased\n")
    return EXIT_OK


async def reapply(url: str, path: Path, *, out: TextIO | None = None) -> int:
    """Forget again every member a list (`chronicle forgotten --json`) names: after restoring a backup older
    than some of them. A campaign the database does not hold is reported and skipped."""
    out = out or sys.stdout
    try:
        listed = msgspec.json.decode(path.read_bytes(), type=list[Forgotten])
    except (OSError, msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise UsageError(f"{path}: not a list of forgettings ({exc})") from None
    store = await _connect(url)
    missing = 0
    try:
        with _reading(url):
            for entry in listed:
                try:
                    recorded, erased = await forget_as_operator(
                        store, uuid.UUID(entry.campaign_id), entry.member_id, "operator"
                    )
                except LookupError as exc:
                    missing += 1
                    out.write(f"{entry.campaign_id}  skipped: {exc}\n")
                    continue
                out.write(
                    f"{entry.campaign_id}  member {entry.member_id} forgotten again at version "
                    f"{recorded[-1].version}, {erased} event(s) erased\n"
                )
    finally:
        await store.close()
    return EXIT_PROBLEM if missing else EXIT_OK


async def forgotten(url: str, *, as_json: bool = False, out: TextIO | None = None) -> int:
    """List every forgetting the database's logs hold (save it apart from the backups)."""
    out = out or sys.stdout
    store = await _connect(url)
    try:
        with _reading(url):
            found = await forgotten_in(store)
    finally:
        await store.close()
    if as_json:
        out.write(json.dumps(msgspec.to_builtins(found)) + "\n")
    else:
        for f in found:
            out.write(f"{f.campaign_id}  member {f.member_id} forgotten at version {f.version} ({f.recorded_at})\n")
    return EXIT_OK


def _forget(args: argparse.Namespace) -> int:
    if args.reapply is not None:
        if args.campaign or args.member:
            print("chronicle: give either --reapply FILE or a campaign and a member", file=sys.stderr)
            return 2
        return _run(reapply(database_url(), Path(args.reapply)))
    if not (args.campaign and args.member):
        print("chronicle: give a campaign and a member (or --reapply FILE)", file=sys.stderr)
        return 2
    return _run(forget(database_url(), args.campaign, args.member))


def _forgotten(args: argparse.Namespace) -> int:
    return _run(forgotten(database_url(), as_json=args.json))


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("forget", help="forget a member for good: their names and free text read 'forgotten'")
    p.add_argument("campaign", nargs="?", help="a campaign id")
    p.add_argument("member", nargs="?", help="the member's id")
    p.add_argument("--reapply", metavar="FILE", help="forget again everyone a `chronicle forgotten --json` list names")
    p.set_defaults(handler=_forget)

    p = sub.add_parser("forgotten", help="list every forgetting in the database (keep it apart from backups)")
    p.add_argument("--json", action="store_true", help="print one JSON document instead of text")
    p.set_defaults(handler=_forgotten)
