"""The application layer: the use-cases between the HTTP edge (`server/`) and the rules (`domain/`).

It loads a campaign (`repository.py`: cache, per-campaign lock, snapshot + tail), runs a command
(`commands.py`: decide, append with the expected version, retry on conflict, answer a keyed retry from what
it stored), and runs the after-commit hooks (`hooks.py`: publish, snapshot, …). It talks to storage only
through the small Protocols of `ports.py`, which the asyncpg `eventstore.EventStore` satisfies and
`memory.py` implements in memory for millisecond tests, and it raises the errors of `errors.py`, which only
`server/http/problems.py` turns into HTTP.

A top-level package rather than a part of `server/`: it must not know HTTP, Litestar, Redis or
configuration, and living outside `server/` makes that an import rule a test checks
(tests/application/test_boundaries.py), as `domain/` and `eventstore/` are kept pure.
"""
