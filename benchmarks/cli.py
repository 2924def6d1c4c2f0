"""`chronicle bench …`: one sub-command per benchmark module.

The chronicle command line knows nothing of the benchmarks: this distribution's `chronicle.commands` entry
point (benchmarks/pyproject.toml) hands it `register`, which adds the `bench` command.
"""

from __future__ import annotations

import argparse

from benchmarks import domain, export, http, live, long, scale, store, webhooks
from server.main import tune_gc


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    bench = sub.add_parser("bench", help="benchmarks").add_subparsers(dest="bench", required=True)
    store.register(bench, prepare_process=tune_gc)
    http.register(bench)
    live.register(bench)
    domain.register(bench)
    export.register(bench)
    long.register(bench)
    scale.register(bench)
    webhooks.register(bench)
