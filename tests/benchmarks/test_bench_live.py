"""A tiny run of `chronicle bench live`: real server processes, Redis, WebSocket subscribers, and its report."""

from __future__ import annotations

import json

import pytest

from benchmarks.live import bench, ok, print_report


async def test_a_small_live_bench_loses_nothing_and_reports(
    server_url: str, redis_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    report = await bench(subscribers=4, rate=20.0, seconds=1.0, server_url=server_url, redis_url=redis_url)
    assert ok(report), report
    assert report["processes"] == 2 and report["fanout"] == "redis"
    assert report["events"] >= 20
    assert report["receipts"] == 4 * report["events"], "every subscriber received every event"
    assert report["missed"] == report["duplicated"] == report["out_of_order"] == 0
    assert 0 < report["delay_p50_ms"] <= report["delay_p99_ms"] <= report["delay_max_ms"]
    print_report(report)
    printed = capsys.readouterr().out.strip().splitlines()
    assert "commit → receipt p99" in "\n".join(printed)
    assert json.loads(printed[-1]) == report
