"""The application layer knows the rules and the store's shapes, never HTTP, Redis or PostgreSQL."""

from __future__ import annotations

import ast
from pathlib import Path

import application

ALLOWED = {"application", "domain", "eventstore", "msgspec"}
"""Ours below it, and msgspec (the shapes). Not `server`, `litestar`, `redis`, `asyncpg`."""
STORE_SHAPES = {"eventstore.errors", "eventstore.events", "eventstore.expected_version", "eventstore.hashing"}
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
    for path in Path(application.__file__).parent.glob("*.py"):
        for name in _imports(path):
            top = name.split(".")[0]
            assert top in ALLOWED or top in stdlib or top == "__future__", f"{path.name} imports {name}"
            if top == "eventstore":
                assert name in STORE_SHAPES, f"{path.name} imports {name}"
