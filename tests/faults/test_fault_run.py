"""A short fault run (tests/faults/fault_run.py) as a regression test: two real server processes, one
SIGKILLed under load and the database sessions terminated, every command retried with its key — nothing
acknowledged is lost, nothing is stored twice, no retry is answered differently from the log, no 500."""

from __future__ import annotations

from tests.faults.fault_run import parser, report, run


async def test_a_short_fault_run_loses_duplicates_and_misanswers_nothing(server_url: str, redis_url: str) -> None:
    args = parser().parse_args(["--seconds", "12", "--clients", "6", "--kill-every", "5", "--terminate-every", "3"])
    result = await run(args, server_url, redis_url)
    summary = report(result)
    assert result["kills"] >= 1 and result["terminations"] >= 1, summary
    assert result["sent"] > 0 and result["unanswered"] == 0, summary
    assert result["acknowledged"] == result["stored"] == result["sent"], summary
    assert (result["lost"], result["duplicated"], result["answered_wrongly"]) == (0, 0, 0), summary
    assert (result["server_500s"], result["tracebacks"]) == (0, 0), summary
