"""Smoke test of `chronicle bench domain` at tiny sizes: it runs, folds to the live state, ends with JSON."""

from __future__ import annotations

import json

import pytest

from server.cli.chronicle import main


def test_bench_domain_prints_a_table_and_a_json_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "domain", "--roll-iterations", "20", "--events", "400"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[0].startswith("measurement")
    result = json.loads(out[-1])
    assert result["bench"] == "domain" and result["ruleset"] == "robots-and-rapiers"
    assert result["fold_events"] >= 400
    assert result["roll_server_events_per_s"] > 0 and result["fold_events_per_s"] > 0
    assert result["distinct_event_types"] >= 10
