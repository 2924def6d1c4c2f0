"""The application layer knows the rules and the store's shapes, never HTTP, Redis or PostgreSQL; and of the
server, only the composition root and the adapters know the PostgreSQL store itself."""

from __future__ import annotations

import ast
from pathlib import Path

import application
import server

ALLOWED = {"application", "domain", "eventstore", "msgspec"}
"""Ours below it, and msgspec (the shapes). Not `server`, `litestar`, `redis`, `asyncpg`."""
STORE_SHAPES = {
    "eventstore.errors",
    "eventstore.events",
    "eventstore.expected_version",
    "eventstore.hashing",
    "eventstore.personal",
}
"""What it may use of the event store: its shapes and errors, never the asyncpg store itself."""


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_the_application_imports_no_http_no_redis_no_postgresql() -> None:
    import sys

    stdlib = sys.stdlib_module_names
    root = Path(application.__file__).parent
    paths = sorted(root.rglob("*.py"))
    assert root / "replay" / "service.py" in paths, "sub-packages are checked too"
    for path in paths:
        for name in _imports(path):
            top = name.split(".")[0]
            assert top in ALLOWED or top in stdlib or top == "__future__", f"{path.name} imports {name}"
            if top == "eventstore":
                assert name in STORE_SHAPES, f"{path.name} imports {name}"


CONCRETE_STORE = {"eventstore", "eventstore.store"}
"""Where the asyncpg `EventStore` is imported from."""
KNOW_THE_STORE = {
    "services.py",  # the composition root: connects the store and builds every service on it
    "dependencies.py",  # hands it to the routes that take it (typed by them as the port)
    "adapters/read_replica.py",  # a second store on the hot standby
    "adapters/snapshots.py",  # the background snapshot writer
    "adapters/audit.py",  # integrity and export: the store's own verification and transfer
    "cli/audit.py",
    "cli/replay.py",  # `chronicle replay` / `recap`: opens a store of its own
    "recap/sources.py",  # the recap's checkpoints table and chain check on PostgreSQL
    "recap/refresh.py",  # keeps checkpoints up to date on the primary
    "adapters/forgetting.py",  # forgetting: the store's erasure, and SQL of its own on the server's tables
    "webhooks/dispatcher.py",  # webhooks follow the global log (subscriptions, checkpoints)
    "webhooks/service.py",
}
"""The server modules that may import the PostgreSQL store: the composition root and the adapters. Routes
and everything else take the store through `application.ports.StreamStore`."""


def test_routes_and_use_cases_know_the_store_only_through_its_port() -> None:
    root = Path(server.__file__).parent
    knowing = set()
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root).as_posix()
        if _imports(path) & CONCRETE_STORE:
            knowing.add(relative)
            assert not relative.startswith("http/routes/"), f"server/{relative} imports the PostgreSQL store"
            assert relative in KNOW_THE_STORE, f"server/{relative} imports the PostgreSQL store"
    assert knowing, "the composition root does import it (the test looks in the right place)"
