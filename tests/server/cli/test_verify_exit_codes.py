"""`chronicle verify` as a nightly job runs it: its exit status tells a tampered log (1) from a check that
could not run (3: the database refused, unknown, not migrated, not answering), and a usage error (2) from
both. Real `chronicle verify` processes on real databases: one tampered with, one empty, one that does not
exist, and a port nobody listens on."""

from __future__ import annotations

import json
import os
import subprocess
import uuid

from application.streams import stream_name
from benchmarks.postgres import with_database
from server.cli.audit import EXIT_DATABASE, EXIT_OK, EXIT_PROBLEM, EXIT_USAGE
from server.config import Settings
from tests.scratch_databases import scratch_database
from tests.server.api import create_campaign
from tests.server.audit_support import own_server, tamper
from tests.server.processes import CHRONICLE
from tests.server.servers import free_port


def verify(database_url: str, *args: str) -> tuple[int, str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CHRONICLE_", "DATABASE_URL"))}
    env["DATABASE_URL"] = database_url
    done = subprocess.run([CHRONICLE, "verify", "-q", *args], env=env, capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def test_the_exit_statuses_are_distinct() -> None:
    assert len({EXIT_OK, EXIT_PROBLEM, EXIT_USAGE, EXIT_DATABASE}) == 4
    assert (EXIT_PROBLEM, EXIT_USAGE, EXIT_DATABASE) == (1, 2, 3)  # documented: docs/operations.md, the CronJob


async def test_a_tampered_log_is_1_and_an_intact_one_0(server_url: str, api_settings: Settings) -> None:
    async with own_server(server_url, api_settings) as own:
        c = await create_campaign(own.client)
        await c.add_member("Ann")
        await c.add_member("Bo")
        assert verify(own.database_url)[0] == EXIT_OK
        edited = json.dumps({"name": "Mallory", "role": "gm"})
        await tamper(
            own.database_url,
            ("UPDATE events SET data = $1::json WHERE stream = $2 AND version = 1", edited, stream_name(c.id)),
        )
        code, out, err = verify(own.database_url)
        assert code == EXIT_PROBLEM, (out, err)
        assert f"{c.id}  ALTERED   at version 1" in out and "1 with a broken or rewritten log" in out
        code, out, _ = verify(own.database_url, c.id)
        assert code == EXIT_PROBLEM and out.startswith(f"{c.id}  ALTERED")
        code, _, err = verify(own.database_url, str(uuid.uuid4()))
        assert code == EXIT_USAGE and "no campaign" in err


async def test_a_database_that_cannot_be_reached_or_read_is_3_in_one_line_without_its_password(
    server_url: str,
) -> None:
    password = "pw-" + uuid.uuid4().hex
    nobody = f"postgresql://chronicle:{password}@127.0.0.1:{free_port()}/chronicle"
    missing = with_database(server_url, f"chronicle_missing_{uuid.uuid4().hex[:12]}")
    async with scratch_database(server_url, migrated=False) as empty:
        cases = {"no server": nobody, "no such database": missing, "not migrated": empty}
        for case, url in cases.items():
            code, out, err = verify(url)
            assert code == EXIT_DATABASE, (case, code, out, err)
            assert out == "" and len(err.splitlines()) == 1, (case, err)  # one line, no traceback
            assert err.startswith("chronicle verify: cannot "), (case, err)
            assert password not in err
    assert ":REDACTED@127.0.0.1" in verify(nobody)[2]


def test_a_database_url_that_cannot_be_used_is_a_setting_to_fix_2() -> None:
    for url in ("postgresql://chronicle:pw-unusable@127.0.0.1:port/chronicle", "mysql://chronicle:pw-unusable@db/c"):
        code, out, err = verify(url)
        assert code == EXIT_USAGE and out == "" and len(err.splitlines()) == 1, (url, code, err)
        assert err.startswith("chronicle verify: the database URL ") and "pw-unusable" not in err, err
