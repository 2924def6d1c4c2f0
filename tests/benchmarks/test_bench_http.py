"""A tiny run of `chronicle bench http` (the benchmark itself is not a timed test)."""

from __future__ import annotations

import pytest

from benchmarks.http import bench, print_report
from benchmarks.rr_table import RULESET
from domain.rulesets import RULESETS


@pytest.mark.skipif(RULESET not in RULESETS, reason="Robots & Rapiers is not registered yet")
async def test_bench_http_smoke(server_url: str, redis_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    result = await bench(connections=2, rolls=3, warmup=1, server_url=server_url, redis_url=redis_url)
    assert result["errors"] == 0
    assert result["noop_rps"] > 0 and result["roll_rps"] > 0 and result["append_rps"] > 0
    assert result["append_ratio"] > 0 and result["append_p50_ms"] <= result["append_p99_ms"]
    assert result["roll_p50_ms"] <= result["roll_p99_ms"]
    assert result["paced_rps"] > 0 and result["roll_server_cpu_ms"] >= 0
    assert result["fanout"] == "redis"
    # the floor: a bare Litestar + msgspec app under the same server, measured in the same run
    assert result["floor_rps"] > 0 and result["floor_server_cpu_ms"] >= 0
    assert result["roll_floor_rps_ratio"] > 0 and result["noop_floor_cpu_ratio"] >= 0
    assert result["startup_seconds"] > 0 and result["floor_startup_seconds"] > 0 and result["startup_cpu_seconds"] > 0
    print_report(result)
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith('{"benchmark":"http"') and "ratio" in out[-1]
    assert any(line.startswith("POST /_bench/append") for line in out)
    assert any(line.startswith("POST /_bench/noop") and " bare " in line for line in out)
    assert any(line.startswith("server CPU per request over the bare no-op's") for line in out)


@pytest.mark.skipif(RULESET not in RULESETS, reason="Robots & Rapiers is not registered yet")
async def test_bench_http_against_a_ref(server_url: str, redis_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    """--against HEAD: the same benchmark on HEAD's code, from a temporary worktree, alternated with this tree's."""
    result = await bench(
        connections=2, rolls=2, warmup=1, server_url=server_url, redis_url=redis_url, paced=2, against="HEAD", rounds=2
    )
    assert result["errors"] == 0 and result["rounds"] == 2
    other = result["against"]
    assert other["ref"] == "HEAD" and other["sha"] and other["roll_rps"] > 0 and other["noop_rps"] > 0
    assert other["floor_rps"] == result["floor_rps"]  # one floor for both
    assert result["requests_per_connection"] == 2
    assert set(result["vs_against"]) >= {"noop_server_cpu_ms", "append_rps", "roll_server_cpu_ms", "roll_rps"}
    assert result["vs_against"]["roll_rps"] > 0
    print_report(result)
    out = capsys.readouterr().out
    assert "this tree / HEAD: " in out and "roll CPU ×" in out


async def test_the_layers_of_a_no_op_are_measured_apart(server_url: str, redis_url: str) -> None:
    """`python -m benchmarks.layers` at a tiny size: every variant answers its no-op and gets a CPU figure."""
    from benchmarks.layers import measure

    best = await measure(rounds=1, requests=80, server_url=server_url, redis_url=redis_url)
    assert set(best) == {
        "bare",
        "bare + gzip compression",
        "bare + request edge",
        "bare + input checks",
        "bare + all three",
        "Chronicle's app",
    }
    assert all(0 < seconds < 1 for seconds in best.values())
