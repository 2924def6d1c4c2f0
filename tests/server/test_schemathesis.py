"""Schemathesis over the whole OpenAPI document: zero 5xx, zero responses outside the documented schemas.

A short run for the test suite (a few examples per operation, against `chronicle serve` in a process of its
own on the test database). Two runs:

- the conformance run calls every operation under /campaigns/{campaign_id} with a real campaign of its
  ruleset and that campaign's GM token — always: Schemathesis fills the `Authorization` header with values
  of its own, which the test overrides — so generated commands reach the rules instead of stopping at the
  token check. It counts the status codes it gets and, once the module is done, prints their distribution
  and fails a run that mostly hit the token check (401/403 at 20% or more) or that never reached both a
  success (2xx) and a refusal of malformed input (400 `validation_failed`);
- the auth run calls every operation that needs a token with none and with an unknown one: a 401.

The live stream (`/live/…`, an endless response) is left to part B's tests.

The longer run (documented in the README): `SCHEMATHESIS_EXAMPLES=200 ./dev test tests/server/test_schemathesis.py`.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from domain.messages import tag_of
from domain.rulesets import RULESETS
from server.cli.openapi import document
from tests.server.servers import SEED_KEY, free_port

EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "6"))
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    negative_data_rejection,
]

schema = schemathesis.openapi.from_dict(document()).exclude(path_regex=r"/live/")

STATUSES: Counter[str] = Counter()
"""Status codes of the conformance run (`400 validation_failed` counted apart from other 400s)."""
MIN_CALLS_FOR_DISTRIBUTION = 300
"""Below this many calls (a run of a few selected tests) the distribution is printed but not judged."""


def distribution(statuses: Counter[str]) -> str:
    total = sum(statuses.values()) or 1
    return ", ".join(f"{code}: {n} ({100 * n / total:.1f}%)" for code, n in sorted(statuses.items()))


def judge_distribution(statuses: Counter[str]) -> None:
    """A run that mostly fuzzes the token check, or never reaches the rules, fails."""
    total = sum(statuses.values())
    print(f"\nSchemathesis status codes over {total} calls: {distribution(statuses)}")
    if total < MIN_CALLS_FOR_DISTRIBUTION:
        return
    refused = sum(n for code, n in statuses.items() if code.startswith(("401", "403")))
    assert refused < 0.2 * total, f"{refused} of {total} calls were 401/403: {distribution(statuses)}"
    assert any(code.startswith("2") for code in statuses), f"no call succeeded: {distribution(statuses)}"
    assert statuses["400 validation_failed"] > 0, f"no malformed input was refused: {distribution(statuses)}"


@pytest.fixture(scope="module")
def served(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """`chronicle serve` on a free port, and one campaign (with its GM token) per registered ruleset."""
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "CHRONICLE_SEED_KEY": SEED_KEY.hex(),
        "CHRONICLE_PORT": str(port),
        "CHRONICLE_RATE_LIMIT": "0",
        "CHRONICLE_DATA_DIR": str(tmp_path_factory.mktemp("schemathesis")),
        "CHRONICLE_LOG_LEVEL": "WARNING",
    }
    env.pop("REDIS_URL", None)
    log = Path(env["CHRONICLE_DATA_DIR"]) / "server.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "server.cli.chronicle", "serve"], env=env, stdout=out, stderr=out
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert proc.poll() is None and time.monotonic() < deadline, log.read_text()[-3000:]
            time.sleep(0.1)
        campaigns = {}
        for name in RULESETS:
            r = httpx.post(f"{base}/campaigns", json={"name": f"Fuzz {name}", "ruleset": name})
            assert r.status_code == 201, r.text
            body = r.json()
            token = body["issued"]["token"]
            headers = {"Authorization": f"Bearer {token}"}
            cid = body["campaign_id"]
            httpx.post(f"{base}/campaigns/{cid}/commands/campaign.add_member", json={"name": "P"}, headers=headers)
            httpx.post(f"{base}/campaigns/{cid}/commands/campaign.open_table", json={"name": "T"}, headers=headers)
            prefix = tag_of(RULESETS[name].ruleset.commands[0]).split(".", 1)[0]  # its tags' prefix
            campaigns[prefix] = (cid, token)
        STATUSES.clear()
        CALLS["campaigns"] = campaigns
        yield {"base": base, "campaigns": campaigns, "log": log}
        CALLS["campaigns"] = None
        judge_distribution(STATUSES)
    finally:
        proc.terminate()
        proc.wait(10)
    errors = [line for line in log.read_text().splitlines() if "unhandled error" in line]
    assert not errors, "\n".join(errors)


CALLS: dict[str, Any] = {"campaigns": None, "authenticate": True}
"""What the before_call hook applies: the served campaigns, and whether to send the GM's token."""


@schemathesis.hook("before_call")
def _point_at_a_campaign(context: Any, case: Any, kwargs: dict[str, Any]) -> None:
    """Calls under /campaigns/{campaign_id} go to the campaign of their ruleset, with that campaign's GM token
    in place of whatever Authorization Schemathesis generated (none, or a random string).

    Done in a `before_call` hook because Schemathesis then re-checks which parts of the request still
    break the schema: a case generated as invalid only for its token or campaign id is valid once they are
    replaced, and is no longer expected to be refused."""
    campaigns = CALLS["campaigns"]
    if campaigns is None or "campaign_id" not in (case.path_parameters or {}):
        return
    tag = case.path.rsplit("/", 1)[-1]
    prefix = tag.split(".", 1)[0] if "/commands/" in case.path else None
    cid, token = campaigns.get(prefix) or next(iter(campaigns.values()))
    case.path_parameters = {**case.path_parameters, "campaign_id": cid}
    headers = {k: v for k, v in (case.headers or {}).items() if k.lower() != "authorization"}
    if CALLS["authenticate"]:
        headers["Authorization"] = f"Bearer {token}"
    case.headers = headers


AUTH_CHECKED: set[str] = set()


def _status(response: Any) -> str:
    code = str(response.status_code)
    if response.status_code == 400:
        try:
            if response.json().get("code") == "validation_failed":
                return "400 validation_failed"
        except ValueError:
            pass
    return code


def _needs_token(case: Any) -> bool:
    return bool(case.operation.definition.raw.get("security"))


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
)
def test_api_conforms_to_its_document(case: Any, served: dict[str, Any]) -> None:
    CALLS["authenticate"] = True
    response = case.call(base_url=served["base"], timeout=30)
    STATUSES[_status(response)] += 1
    case.validate_response(response, checks=CHECKS)


@schema.parametrize()
@settings(
    max_examples=1,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    derandomize=True,
)
def test_operations_that_need_a_token_refuse_calls_without_one(case: Any, served: dict[str, Any]) -> None:
    """The negative run for authentication: no token, and a well-formed token nobody issued — once per
    operation (its first generated case in the operation's own method)."""
    operation = f"{case.operation.method.upper()} {case.operation.path}"
    if not _needs_token(case) or case.method.upper() != case.operation.method.upper() or operation in AUTH_CHECKED:
        return
    AUTH_CHECKED.add(operation)
    CALLS["authenticate"] = False
    try:
        unknown = "chr_" + "A" * 43
        for headers in ({}, {"Authorization": f"Bearer {unknown}"}):
            response = case.call(base_url=served["base"], headers=headers, timeout=30)
            if response.status_code == 400 and response.json().get("code") == "validation_failed":
                continue  # text no store can hold, refused before anything else (server/http/input_checks.py)
            assert response.status_code == 401, (case.method, case.formatted_path, response.status_code, response.text)
            content_type = response.headers.get("content-type") or response.headers.get("Content-Type") or [""]
            assert content_type[0].startswith("application/problem+json"), content_type
    finally:
        CALLS["authenticate"] = True
