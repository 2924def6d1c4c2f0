"""A Python client generated from the committed OpenAPI document works, as an integrator would use it.

`openapi-python-client` generates the client from `openapi/openapi.json` with the configuration shipped
beside the example (`openapi/examples/python/`), printing no warning; then the example
(`openapi/examples/python/play_session.py`) plays a short session through the generated code against a
real server: a campaign, a table, a character, a roll, the log read back with the roll as a typed event,
and a problem response.
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from server.app import create_app
from server.config import Settings
from server.openapi_export import DEFAULT_PATH
from tests.server.servers import run_server

EXAMPLE = DEFAULT_PATH.parent / "examples" / "python"


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The client package `chronicle_client`, generated into a fresh directory put on `sys.path`."""
    where = tmp_path_factory.mktemp("generated")
    bin_dir = Path(sys.executable).parent
    done = subprocess.run(
        [
            str(bin_dir / "openapi-python-client"),
            "generate",
            "--path",
            str(DEFAULT_PATH),
            "--config",
            str(EXAMPLE / "config.yaml"),
            "--meta",
            "none",
            "--output-path",
            str(where / "chronicle_client"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"},  # its ruff hooks
        timeout=600,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "warning" not in output.lower(), output
    sys.path[:0] = [str(where), str(EXAMPLE)]
    try:
        yield where / "chronicle_client"
    finally:
        sys.path.remove(str(where))
        sys.path.remove(str(EXAMPLE))
        for name in [m for m in sys.modules if m == "play_session" or m.startswith("chronicle_client")]:
            del sys.modules[name]


async def test_a_generated_client_plays_a_session(generated: Path, api_settings: Settings) -> None:
    play_session = importlib.import_module("play_session")
    async with run_server(create_app(api_settings)) as served:
        rolled = await play_session.play(served.url)
    assert rolled.type_ == "scratch.ability_rolled"
    assert rolled.rolls and all(1 <= face <= roll.sides for roll in rolled.rolls for face in roll.faces)
