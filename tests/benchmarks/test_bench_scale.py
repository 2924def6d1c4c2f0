"""A tiny run of `chronicle bench scale`: real server processes on one database, its table and JSON (nothing
here is timed)."""

from __future__ import annotations

import json

import pytest

from benchmarks.scale import bench, default_processes, print_report


async def test_bench_scale_smoke(server_url: str, capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    monkeypatch.setenv("DATABASE_URL", server_url)
    result = await bench([1, 2], connections=4, rolls=3, warmup=1)
    assert result["errors"] == 0
    assert [r["processes"] for r in result["rows"]] == [1, 2]
    for row in result["rows"]:
        assert row["rolls"] == 4 * 3
        assert row["rolls_per_s"] > 0 and 0 < row["p50_ms"] <= row["p99_ms"]
        # CPU time is counted in clock ticks (10 ms): a dozen rolls may not reach one
        assert row["server_cpu_ms_per_roll"] >= 0 and row["postgres_cpu_ms_per_roll"] >= 0
    assert result["rows"][0]["speedup"] == 1.0

    print_report(result)
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("bench scale:") and len(lines) == 2 + 2 + 1
    assert json.loads(lines[-1]) == result


def test_default_process_counts_double_up_to_the_cores(monkeypatch) -> None:
    for cores, counts in ((1, [1]), (2, [1, 2]), (6, [1, 2, 4, 6]), (8, [1, 2, 4, 8])):
        monkeypatch.setattr("os.cpu_count", lambda cores=cores: cores)
        assert default_processes() == counts
