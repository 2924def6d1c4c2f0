"""Keyed commands across a crash, on real server processes sharing one database.

A process SIGKILLed after committing a keyed command and before answering (held there by the TEST-ONLY fault
point, server/ops/faults.py): the retry with the same key on another process gets the answer the first attempt
would have given — not a refusal decided again on top of its own events — without waiting out a timeout.
The claims themselves are checked directly too: a claim is resumed as soon as its process's liveness lock
is gone, or when its attempt released it, and not while a live process runs it.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator

import asyncpg
import httpx
import pytest

from eventstore.connections import ConnectionCache
from eventstore.migrator import migrate
from server.http.idempotency import Claim, IdempotencyStore
from server.http.problems import ApiError
from server.ops.faults import FAULT_KEY_PREFIX, REACHED
from server.ops.liveness import ProcessLiveness
from server.services import SERVER_MIGRATIONS
from tests.server.api import create_campaign
from tests.server.processes import ServerProcess


@pytest.fixture
async def two_servers(database_url: str, redis_url: str) -> AsyncIterator[tuple[ServerProcess, ServerProcess]]:
    """A process with the fault point armed (a keyed command pauses after its commit) and a normal one."""
    faulty = ServerProcess(database_url, redis_url, CHRONICLE_TEST_FAULT="after_commit:120")
    healthy = ServerProcess(database_url, redis_url)
    try:
        await healthy.start()  # migrates first
        await faulty.start()
        yield faulty, healthy
    finally:
        faulty.kill()
        healthy.stop()


async def _reached(proc: ServerProcess) -> None:
    for _ in range(300):
        if REACHED in proc.stderr():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the fault point was never reached:\n" + proc.stderr())


async def _retry_until_answered(client: httpx.AsyncClient, url: str, body: dict, headers: dict) -> httpx.Response:
    """Retry as a client does while the key is reported in progress (409); the answer after that."""
    for _ in range(100):
        r = await client.post(url, json=body, headers=headers)
        if r.status_code != 409:
            return r
        assert r.json()["code"] == "idempotency_in_progress"
        await asyncio.sleep(0.1)
    raise AssertionError("the key stayed in progress after its process died")


async def test_a_command_killed_between_commit_and_answer_is_answered_from_its_events(
    two_servers: tuple[ServerProcess, ServerProcess],
) -> None:
    faulty, healthy = two_servers
    async with httpx.AsyncClient(base_url=healthy.url, timeout=30) as client:
        campaign = await create_campaign(client, ruleset="robots-and-rapiers")
        table = await campaign.open_table()
        path = f"{campaign.base}/commands/campaign.close_table"
        body = {"table_id": table}
        headers = {**campaign.gm.headers, "Idempotency-Key": FAULT_KEY_PREFIX + "close"}

        first = asyncio.create_task(client.post(faulty.url + path, json=body, headers=headers))
        await _reached(faulty)  # committed; the answer is neither stored nor sent

        # while its process lives, a duplicate elsewhere is told the key is in progress
        duplicate = await client.post(path, json=body, headers=headers)
        assert duplicate.status_code == 409, duplicate.text
        assert duplicate.json()["code"] == "idempotency_in_progress"
        assert duplicate.headers["Retry-After"] == "1"

        faulty.kill()
        with pytest.raises(httpx.TransportError):
            await first
        # a read on the other process catches its cached state up past the committed command, so deciding the
        # command again there would be refused (table_closed): only the stored events can answer it
        await campaign.version()

        retried = await _retry_until_answered(client, path, body, headers)
        assert retried.status_code == 200, retried.text  # not 422 table_closed decided on its own event
        closed = [e for e in await campaign.events() if e["type"] == "campaign.table_closed"]
        assert len(closed) == 1
        assert retried.json() == {"campaign_id": campaign.id, "version": closed[0]["version"], "events": closed}
        assert retried.headers["ETag"] == f'"{closed[0]["version"]}"'

        # the rebuilt answer is now the key's stored answer
        again = await client.post(path, json=body, headers=headers)
        assert (again.status_code, again.json()) == (200, retried.json())
        assert again.headers["Idempotent-Replayed"] == "true"


async def test_a_campaign_created_by_a_process_killed_before_answering_is_found_not_created_again(
    two_servers: tuple[ServerProcess, ServerProcess],
) -> None:
    faulty, healthy = two_servers
    name = f"Once {uuid.uuid4()}"
    body = {"name": name, "ruleset": "scratch-rps", "gm_name": "Gemma"}
    headers = {"Idempotency-Key": FAULT_KEY_PREFIX + "create"}
    async with httpx.AsyncClient(base_url=healthy.url, timeout=30) as client:
        first = asyncio.create_task(client.post(faulty.url + "/campaigns", json=body, headers=headers))
        await _reached(faulty)  # the campaign is stored; the answer is neither stored nor sent
        faulty.kill()
        with pytest.raises(httpx.TransportError):
            await first
        retried = await _retry_until_answered(client, "/campaigns", body, headers)
        assert retried.status_code == 201, retried.text
        answer = retried.json()
        gm = {"Authorization": f"Bearer {answer['issued']['token']}"}
        campaign = await client.get(f"/campaigns/{answer['campaign_id']}", headers=gm)  # the new token works
        assert campaign.status_code == 200 and campaign.json()["version"] == answer["version"] == 0
        (created,) = answer["events"]
        (stored,) = (await client.get(f"/campaigns/{answer['campaign_id']}/events", headers=gm)).json()["events"]
        assert created["id"] == stored["id"]  # the first attempt's event, not a second campaign's
        again = await client.post("/campaigns", json=body, headers=headers)
        assert (again.status_code, again.json()) == (201, answer)
    conn = await asyncpg.connect(healthy.env["DATABASE_URL"])
    try:
        # the name is a personal value, kept beside the hashed data (eventstore/personal.py)
        count = "SELECT count(*) FROM events WHERE type = 'campaign.created' AND strpos(personal::text, $1) > 0"
        assert await conn.fetchval(count, name) == 1  # one campaign, not one per attempt
    finally:
        await conn.close()


async def test_a_removal_killed_after_its_commit_is_not_answered_member_not_found(
    two_servers: tuple[ServerProcess, ServerProcess],
) -> None:
    """Another command the rules refuse once it has happened: removing a member."""
    faulty, healthy = two_servers
    async with httpx.AsyncClient(base_url=healthy.url, timeout=30) as client:
        campaign = await create_campaign(client, ruleset="robots-and-rapiers")
        bea = await campaign.add_member("Bea", "player")
        path = f"{campaign.base}/commands/campaign.remove_member"
        body = {"member_id": bea.member_id}
        headers = {**campaign.gm.headers, "Idempotency-Key": FAULT_KEY_PREFIX + "remove"}
        first = asyncio.create_task(client.post(faulty.url + path, json=body, headers=headers))
        await _reached(faulty)
        faulty.kill()
        with pytest.raises(httpx.TransportError):
            await first
        await campaign.version()  # the other process's state now has the member removed
        retried = await _retry_until_answered(client, path, body, headers)
        assert retried.status_code == 200, retried.text  # not 404/422: the member is already gone
        removed = [e for e in await campaign.events() if e["type"] == "campaign.member_removed"]
        assert retried.json()["events"] == removed
        assert retried.json()["version"] == removed[-1]["version"]


async def test_claims_are_resumed_when_their_process_is_gone_or_released_them(database_url: str) -> None:
    await migrate(database_url, extra_dirs=(SERVER_MIGRATIONS,))
    pool = await asyncpg.create_pool(database_url, min_size=1, max_size=4)
    connections = ConnectionCache(pool)
    first_process, second_process = ProcessLiveness(database_url), ProcessLiveness(database_url)
    await first_process.start()
    await second_process.start()
    first = IdempotencyStore(connections, 48, bytes(32), first_process)
    second = IdempotencyStore(connections, 48, bytes(32), second_process)
    scope, digest = f"test:{uuid.uuid4()}", b"\x01" * 32
    try:
        assert await first.begin(scope, "k", digest) == Claim(resumed=False)
        with pytest.raises(ApiError) as refused:  # its process lives: in progress
            await second.begin(scope, "k", digest)
        assert refused.value.code == "idempotency_in_progress"

        await first_process.stop()  # the process's session ends, and its lock with it
        claim = await _begin_when_free(second, scope, "k", digest)
        assert claim == Claim(resumed=True)

        # the attempt gives up (an error, an answer that could not be stored): the next one resumes at once
        await second.release(scope, "k")
        assert await second.begin(scope, "k", digest) == Claim(resumed=True)

        await second.finish(scope, "k", 200, b"{}", {}, sensitive=False)
        done = await second.begin(scope, "k", digest)
        assert done.stored is not None and (done.stored.status, done.stored.body) == (200, b"{}")
    finally:
        await first_process.stop()
        await second_process.stop()
        await connections.close()
        await pool.close()


async def _begin_when_free(store: IdempotencyStore, scope: str, key: str, digest: bytes) -> Claim:
    """PostgreSQL notices a closed session within moments; until then the claim is still in progress."""
    for _ in range(100):
        try:
            return await store.begin(scope, key, digest)
        except ApiError as exc:
            assert exc.code == "idempotency_in_progress"
            await asyncio.sleep(0.05)
    raise AssertionError("the claim of a stopped process was never resumed")


async def test_an_attempt_that_finds_its_own_committed_command_refused_by_the_rules_answers_with_it(
    api: httpx.AsyncClient, api_settings
) -> None:
    """Two attempts with one key: the first commits on one process; the second, on a process whose cache is
    cold (so its state already holds the first's events), meets the rules' refusal to repeat the command. The
    refusal is of its own first attempt: the answer is that attempt's, never the refusal."""
    from application.principal import Principal
    from domain.campaign import CloseTable
    from tests.server.servers import make_app, serving

    c = await create_campaign(api)
    table = await c.open_table()
    principal = Principal(uuid.UUID(c.id), c.gm.member_id, c.gm.token_id)
    key_scope = f"{c.id}:{c.gm.token_id}\0close-once"
    first = await api.app.state.services.commands.execute(  # type: ignore[attr-defined]
        uuid.UUID(c.id), principal, CloseTable(table_id=table), key_scope=key_scope
    )
    async with serving(make_app(api_settings)) as other:  # another process: nothing of this campaign cached
        second = await other.app.state.services.commands.execute(  # type: ignore[attr-defined]
            uuid.UUID(c.id), principal, CloseTable(table_id=table), key_scope=key_scope
        )
    assert second.version == first.version
    assert [r.id for r in second.recorded] == [r.id for r in first.recorded]
