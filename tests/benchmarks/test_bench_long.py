"""A tiny run of `chronicle bench long` (the benchmark itself is not a test, and nothing here is timed)."""

from __future__ import annotations

import json
import tempfile

import pytest

from benchmarks.long import CASES, GROWTH, READ_LABELS, READS, TARGETS, Options, bench, print_report
from benchmarks.rr_table import RULESET
from domain.rulesets import RULESETS


@pytest.mark.skipif(RULESET not in RULESETS, reason="Robots & Rapiers is not registered")
async def test_bench_long_smoke(server_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    opts = Options(
        sizes=(200, 400), table_every=150, tests=2, read_timeout=300, rss_cap_mb=4096, baseline_seconds=(0.05, 0.2)
    )
    with tempfile.TemporaryFile() as log:
        results, result = await bench(opts, server_url, log)

    assert [(m.case, m.size) for m in results] == [(c, s) for c in CASES for s in (200, 400)]
    for case in CASES:
        small, large = (m for m in results if m.case == case)
        assert small.size <= small.versions < large.versions and large.size <= large.versions
        for m in (small, large):
            assert m.characters >= 3  # the measured robot and the two duellists
            assert m.commands >= 2 * 3 and m.command_errors == 0
            assert m.cold_command_s is not None and m.cold_command_s > 0
            assert m.command_p50_s is not None and m.command_p99_s is not None
            assert 0 < m.command_p50_s <= m.command_p99_s
            assert m.snapshot_bytes and m.snapshot_bytes > 1000
            assert m.snapshot_version is not None and m.snapshot_version <= m.versions - 1
            assert 10 * 1024 * 1024 < m.rss_after_commands <= m.rss_peak
            assert set(m.reads) == set(READS)
            for name, read in m.reads.items():
                assert read.status == 200, (case, m.size, name, read.note)
                assert read.seconds is not None and read.seconds > 0
                assert read.bytes is not None and read.bytes > 0
                assert read.health_pings >= 1 and read.health_max_s is not None
                assert read.health_baseline_s is not None and read.health_baseline_s > 0
        if case == "worst":
            assert large.tables == 1
            assert large.table_versions >= large.size - 10  # every version but the set-up is the one table's
        else:
            assert large.tables >= 3  # a new one every 150 versions
            assert large.table_versions < large.versions / 2  # the reads are about the newest table only

    verdicts = result["verdicts"]
    assert set(verdicts) == set(CASES)
    for verdict in verdicts.values():
        assert set(verdict["targets"]) == set(TARGETS)
        assert all(t["value"] is not None and isinstance(t["met"], bool) for t in verdict["targets"].values())
        assert set(verdict["growth"]) == set(GROWTH)
        assert all(g["ratio"] is not None and g["ratio"] > 0 for g in verdict["growth"].values())

    print_report(results, result)
    out = capsys.readouterr().out.strip().splitlines()
    last = json.loads(out[-1])
    assert last["benchmark"] == "long" and last["sizes"] == [200, 400]
    assert last["verdicts"] == json.loads(json.dumps(verdicts))
    assert set(last["cases"]) == set(CASES) and all(len(v) == 2 for v in last["cases"].values())
    assert all(set(m["reads"]) == set(READS) for v in last["cases"].values() for m in v)
    for label in READ_LABELS.values():
        assert sum(line.startswith(label + " ") for line in out) == len(CASES), label
    for label, _limit, _unit in TARGETS.values():
        verdicts_printed = [line for line in out if line.startswith(f"  {label} ") and line.endswith("met")]
        assert len(verdicts_printed) == len(CASES), label
    assert sum(line.startswith("per-version cost growth") for line in out) == len(CASES)
