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
    print_report(result)
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith('{"benchmark":"http"') and "ratio" in out[-1]
    assert any(line.startswith("POST /_bench/append") for line in out)
