"""Fixtures of the API tests: the app on the session's PostgreSQL (and Redis), served through Litestar's
AsyncTestClient, with the registered rulesets plus the tests' own `test-dice` ruleset."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from domain.rulesets import RULESETS
from server.app import create_app
from server.config import Settings
from tests.server.dice_ruleset import GAME as DICE_GAME

SEED_KEY = bytes(range(32))


def api_rulesets() -> dict:
    return {**RULESETS, DICE_GAME.ruleset.name: DICE_GAME}


@pytest.fixture(scope="session")
def api_settings(database_url: str, redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return Settings(
        database_url=database_url,
        redis_url=redis_url,
        data_dir=Path(tmp_path_factory.mktemp("chronicle-data")),
        seed_key=SEED_KEY,
        rate_limit=None,
        log_level=os.environ.get("CHRONICLE_LOG_LEVEL", "WARNING"),
    )


def make_app(settings: Settings, **kw: object) -> Litestar:
    return create_app(settings, rulesets=api_rulesets(), **kw)  # type: ignore[arg-type]


@pytest.fixture(scope="session")
async def api(api_settings: Settings) -> AsyncIterator[AsyncTestClient]:
    """One app for the session (most tests only need their own campaigns)."""
    async with AsyncTestClient(app=make_app(api_settings)) as client:
        yield client
