"""Fixtures of the API tests: one real app for the session (`tests/server/servers.py` serves it), on the
session's PostgreSQL and Redis, with the registered rulesets plus the tests' own `test-dice`.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from server.config import Settings
from tests.server.servers import SEED_KEY, make_app, serving

# Re-exported: test_access.py and test_commands.py (under other work now) still import it from here.
from tests.server.servers import api_rulesets as api_rulesets

# Every app and server process of the tests delivers webhooks to receivers on 127.0.0.1, gives up on a
# hanging one after 2 s and disables a subscription after 6 failures in a row (tests/server/test_webhook*.py).
# Each app runs a dispatcher that may deliver any subscription, so they must all agree.
os.environ.setdefault("CHRONICLE_WEBHOOK_ALLOW_PRIVATE", "1")
os.environ.setdefault("CHRONICLE_WEBHOOK_TIMEOUT", "2")
os.environ.setdefault("CHRONICLE_WEBHOOK_MAX_ATTEMPTS", "6")


@pytest.fixture(scope="session")
def api_settings(database_url: str, redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return Settings(
        database_url=database_url,
        redis_url=redis_url,
        data_dir=Path(tmp_path_factory.mktemp("chronicle-data")),
        seed_key=SEED_KEY,
        rate_limit=None,
        read_processes=0,  # no worker processes per test app: their range checks are tests/eventstore's
        log_level=os.environ.get("CHRONICLE_LOG_LEVEL", "WARNING"),
    )


@pytest.fixture(scope="session")
async def api(api_settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    """One server for the session (tests create campaigns of their own)."""
    async with serving(make_app(api_settings)) as client:
        yield client
