"""`chronicle openapi`: write the OpenAPI 3.1 document the app serves to `openapi/openapi.json`, and the live
feeds' AsyncAPI 3 document built from it to `openapi/asyncapi.json` (server/cli/asyncapi.py).

The committed file is what integrators read and generate clients from; `tests/server/http/test_openapi.py` fails
when it differs from what the app generates, so run this after changing routes or a ruleset's commands.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

DEFAULT_PATH = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
ASYNCAPI_PATH = DEFAULT_PATH.parent / "asyncapi.json"


def document() -> dict[str, Any]:
    """The OpenAPI document of the app with the registered rulesets (no database needed), as served."""
    from litestar.serialization import encode_json

    from server.app import create_app
    from server.config import Settings
    from server.http.schemas import finish

    app = create_app(Settings(database_url="postgresql://unused/unused", seed_key=b"\0" * 32))
    return finish(json.loads(encode_json(app.openapi_schema.to_schema())))


def render(doc: dict[str, Any]) -> str:
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def write(path: Path = DEFAULT_PATH, asyncapi_path: Path = ASYNCAPI_PATH) -> list[Path]:
    """Write the OpenAPI document and, from it, the live feeds' AsyncAPI document (server/cli/asyncapi.py)."""
    from server.cli import asyncapi as asyncapi_export

    doc = document()
    for where, content in ((path, doc), (asyncapi_path, asyncapi_export.document(doc))):
        where.parent.mkdir(parents=True, exist_ok=True)
        where.write_text(render(content), encoding="utf-8")
    return [path, asyncapi_path]


def _run(args: argparse.Namespace) -> int:
    for path in write(Path(args.output), Path(args.asyncapi_output)):
        print(f"wrote {path}")
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("openapi", help="write openapi/openapi.json and openapi/asyncapi.json")
    p.add_argument("--output", default=str(DEFAULT_PATH), help="where to write it (default: %(default)s)")
    p.add_argument(
        "--asyncapi-output", default=str(ASYNCAPI_PATH), help="the live feeds' AsyncAPI 3 document (%(default)s)"
    )
    p.set_defaults(handler=_run)
