"""The `chronicle` command line.

Each sub-command lives in the module that owns the feature; this file only wires them to argparse.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from importlib.metadata import entry_points

Handler = Callable[[argparse.Namespace], int | None]


def _serve(args: argparse.Namespace) -> int | None:
    from server.main import serve

    return serve(host=args.host, port=args.port)


def _migrate(args: argparse.Namespace) -> int | None:
    from eventstore.migrate_command import migrate_command
    from server.config import from_env
    from server.services import SERVER_MIGRATIONS

    settings = from_env()
    return migrate_command(
        settings.database_url, embedded_dir=(settings.data_dir / "postgres").resolve(), extra_dirs=(SERVER_MIGRATIONS,)
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="chronicle", description="Chronicle campaign server")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("serve", help="run the HTTP server (embedded PostgreSQL when DATABASE_URL is unset)")
    p.add_argument("--host", default=None)
    p.add_argument("--port", type=int, default=None)
    p.set_defaults(handler=_serve)

    p = sub.add_parser("migrate", help="apply pending migrations (event store, then server) to DATABASE_URL")
    p.set_defaults(handler=_migrate)

    from server.cli.openapi import register as register_openapi

    register_openapi(sub)
    from server.cli.replay import register as register_replay

    register_replay(sub)
    from server.cli.audit import register as register_audit

    register_audit(sub)
    from server.cli.forget import register as register_forget

    register_forget(sub)

    _register_installed(sub)
    return parser


def _register_installed(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Commands other installed distributions add: each entry point of the `chronicle.commands` group is a
    function given the sub-parsers. The benchmarks (benchmarks/pyproject.toml, installed in the dev
    environment) add `chronicle bench …` this way, so the product never imports them."""
    for entry in sorted(entry_points(group="chronicle.commands"), key=lambda entry: entry.name):
        entry.load()(sub)


def main(argv: list[str] | None = None) -> int:
    """Run a command; its exit status (the codes are server/cli/audit.py's: 2 a setting or usage to fix, 3 a
    database that could not be reached or read)."""
    from eventstore.errors import DatabaseUnreachable, DatabaseUrlInvalid
    from server.cli.audit import EXIT_DATABASE, EXIT_USAGE
    from server.config import ConfigError
    from server.ops.redaction import redact

    args = build_parser().parse_args(argv)
    handler: Handler = args.handler
    try:
        return int(handler(args) or 0)
    except ConfigError as exc:  # a setting to fix, not a bug: one line, no traceback
        print(f"chronicle: {redact(str(exc))}", file=sys.stderr)
        return EXIT_USAGE
    except DatabaseUrlInvalid as exc:  # a setting to fix, the URL shown without its password
        print(f"chronicle {args.command}: {redact(str(exc))}", file=sys.stderr)
        return EXIT_USAGE
    except DatabaseUnreachable as exc:  # the database, not Chronicle: one line, no password, no traceback
        print(f"chronicle {args.command}: {redact(str(exc))}", file=sys.stderr)
        return EXIT_DATABASE


if __name__ == "__main__":
    sys.exit(main())
