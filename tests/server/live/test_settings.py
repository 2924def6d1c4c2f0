"""The live knobs read from the environment, with their names as docs/live.md documents them."""

from __future__ import annotations

import pytest

from server.live.settings import LiveSettings


def test_defaults_without_environment() -> None:
    assert LiveSettings.from_env({}) == LiveSettings()


def test_each_variable_sets_its_knob() -> None:
    settings = LiveSettings.from_env(
        {
            "CHRONICLE_LIVE_HEARTBEAT": "5",
            "CHRONICLE_LIVE_MAX_BACKLOG": "64",
            "CHRONICLE_LIVE_SEND_TIMEOUT": "2.5",
            "CHRONICLE_LIVE_POLL": "3",
            "CHRONICLE_LIVE_OUTAGE_POLL": "0.5",
            "CHRONICLE_LIVE_PAGE_SIZE": "100",
            "CHRONICLE_LIVE_PUBLISH_TIMEOUT": "0.25",
        }
    )
    assert settings == LiveSettings(
        heartbeat_seconds=5.0,
        max_backlog=64,
        send_timeout_seconds=2.5,
        poll_seconds=3.0,
        outage_poll_seconds=0.5,
        page_size=100,
        publish_timeout_seconds=0.25,
    )


@pytest.mark.parametrize("value", ["soon", "0", "-1"])
def test_a_bad_value_names_the_variable(value: str) -> None:
    with pytest.raises(ValueError, match="CHRONICLE_LIVE_MAX_BACKLOG"):
        LiveSettings.from_env({"CHRONICLE_LIVE_MAX_BACKLOG": value})
