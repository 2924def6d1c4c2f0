"""The event store's `chronicle` sub-commands: `chronicle migrate` and `chronicle bench store`.

server/cli.py wires them to argparse (it knows the configuration: where the database is, which other
migration folders exist); what they do lives here.
"""

from __future__ import annotations

import argparse
import asyncio
import os
from collections.abc import Callable, Sequence
from pathlib import Path


def migrate_command(
    database_url: str | None, *, embedded_dir: Path | None = None, extra_dirs: Sequence[Path] = ()
) -> int:
    """Apply pending migrations to `database_url`, or to the embedded PostgreSQL in `embedded_dir` when None."""
    from eventstore.embedded import embedded_dsn, stop_embedded
    from eventstore.migrator import migrate

    if database_url is not None:
        applied = asyncio.run(migrate(database_url, extra_dirs=extra_dirs))
    elif embedded_dir is not None:
        try:
            applied = asyncio.run(migrate(embedded_dsn(embedded_dir), extra_dirs=extra_dirs))
        finally:
            stop_embedded(embedded_dir)
    else:
        raise ValueError("either a database URL or an embedded data folder")
    where = database_url or f"the embedded PostgreSQL in {embedded_dir}"
    for name in applied:
        print(f"applied {name}")
    print(f"{where}: {len(applied)} migration(s) applied, schema up to date")
    return 0


def register_bench_store(
    bench: argparse._SubParsersAction[argparse.ArgumentParser],
    prepare_process: Callable[[], None] | None = None,
) -> None:
    """`chronicle bench store [--quick] [--events N] ...`

    `prepare_process` runs first: the caller's process settings (server/cli.py passes the garbage collector
    tuning of a server process, so the store is measured as a server runs it).
    """
    from eventstore.bench import DEFAULT

    p = bench.add_parser(
        "store",
        help="event store against raw asyncpg: single-event appends (sequential, concurrent), batches, reads",
        description="Runs on DATABASE_URL's server (in a scratch database) or, when unset, an embedded PostgreSQL.",
    )
    p.add_argument("--quick", action="store_true", help="small sizes, for a look in seconds rather than minutes")
    p.add_argument("--events", type=int, help=f"single-event commits per side per round (default {DEFAULT.events})")
    p.add_argument("--batched-events", type=int, help=f"events appended in batches (default {DEFAULT.batched_events})")
    p.add_argument("--batch", type=int, help=f"events per batched append (default {DEFAULT.batch})")
    p.add_argument("--read-events", type=int, help=f"length of the stream read back (default {DEFAULT.read_events})")
    p.add_argument("--writers", type=int, help=f"concurrent writers (default {DEFAULT.writers})")
    p.add_argument("--rounds", type=int, help=f"rounds whose median is reported (default {DEFAULT.rounds})")
    p.set_defaults(handler=_bench_store, prepare_process=prepare_process)


def _bench_store(args: argparse.Namespace) -> int:
    from eventstore.bench import DEFAULT, QUICK, main

    if args.prepare_process is not None:
        args.prepare_process()

    sizes = QUICK if args.quick else DEFAULT
    given = {k: getattr(args, k) for k in sizes._fields if getattr(args, k, None) is not None}
    main(os.environ.get("DATABASE_URL") or None, sizes._replace(**given))
    return 0
