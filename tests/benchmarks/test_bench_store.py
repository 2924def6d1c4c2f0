"""A smoke run of `chronicle bench store` with tiny sizes: every figure is produced and plausible."""

from __future__ import annotations

import json

from benchmarks import store

TINY = store.Sizes(events=32, batched_events=200, read_events=1000, writers=4, batch=50, rounds=1)


async def test_bench_store_runs_end_to_end(server_url: str) -> None:
    figures = await store.run(server_url, TINY)

    rates = [k for k in figures if k.endswith("_per_s")]
    assert set(rates) == {
        "sequential_raw_per_s",
        "sequential_store_per_s",
        "concurrent_raw_per_s",
        "concurrent_store_per_s",
        "own_commit_raw_per_s",
        "own_commit_store_per_s",
        "batched_per_s",
        "read_per_s",
        "read_payload_per_s",
    }
    assert all(figures[k] > 0 for k in rates)
    assert figures["sequential_ratio"] > 0 and figures["concurrent_ratio"] > 0 and figures["own_commit_ratio"] > 0
    assert figures["server"].startswith("PostgreSQL")

    table = store.format_table(figures)
    assert "sequential single-event commits/s" in table and "read + decode a 1,000-event stream" in table
    assert "with the group commit off (a commit per append)" in table
    assert json.loads(json.dumps(figures)) == figures, "the JSON line carries every figure"


def test_cli_wiring() -> None:
    from server.cli.chronicle import build_parser

    args = build_parser().parse_args(["bench", "store", "--quick", "--events", "10"])
    assert args.quick and args.events == 10 and callable(args.handler)
    assert callable(build_parser().parse_args(["migrate"]).handler)
