"""A tiny run of `chronicle bench webhooks`: a real server process, a real receiver, and its report."""

from __future__ import annotations

import json

import pytest

from benchmarks.webhooks import bench, print_report


@pytest.mark.parametrize("processes", [1, 2])
async def test_a_small_webhooks_bench_misses_nothing_and_reports(
    server_url: str, capsys: pytest.CaptureFixture[str], processes: int
) -> None:
    """With two processes both dispatchers claim subscriptions: still every event once to each."""
    report = await bench(server_url, subscriptions=3, rate=10.0, seconds=1.0, fail=0.3, drain=30.0, processes=processes)
    assert report["processes"] == processes
    assert report["events"] >= 10 and report["expected_deliveries"] == 3 * report["events"]
    assert report["delivered"] == report["expected_deliveries"] and report["missed"] == 0
    assert report["duplicates"] == 0
    assert report["attempts"] == report["delivered"] + report["failed_first_attempts"]
    assert 0 < report["p50_ms"] <= report["p99_ms"] <= report["max_ms"]
    print_report(report)
    printed = capsys.readouterr().out.strip().splitlines()
    assert "| deliveries | missed |" in "\n".join(printed)
    assert json.loads(printed[-1]) == report
