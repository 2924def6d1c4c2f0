"""The command handler on the in-memory store: retry on conflict, If-Match, keyed replays, hooks, errors."""

from __future__ import annotations

import inspect
import uuid

import pytest

from application.errors import ConcurrencyConflict, Forbidden, NotFound, Unprocessable, VersionMismatch
from application.hooks import Commit
from application.memory import InMemoryStore
from application.ports import StreamStore
from application.streams import stream_name
from domain.campaign import AddMember, MemberAdded, RemoveMember
from domain.errors import DomainError, RuleViolation
from eventstore.store import EventStore
from tests.application.conftest import Campaign, Process
from tests.server.dice_ruleset import GrantLuck, SpendLuck


@pytest.mark.parametrize("implementation", [EventStore, InMemoryStore])
def test_the_stores_have_the_protocols_methods_with_its_parameters(implementation: type) -> None:
    """The asyncpg store is used through the Protocol without an adapter, the in-memory one in tests."""
    for name, method in inspect.getmembers(StreamStore, inspect.isfunction):
        if name.startswith("_"):
            continue
        wanted = inspect.signature(method).parameters
        given = inspect.signature(getattr(implementation, name)).parameters
        assert list(given) == list(wanted), f"{implementation.__name__}.{name}"
        assert [p.kind for p in given.values()] == [p.kind for p in wanted.values()], name


async def test_a_command_appends_at_the_expected_version_and_publishes(campaign: Campaign, process: Process) -> None:
    before = len(process.store.streams[stream_name(campaign.id)])
    outcome = await campaign.run(process, campaign.ann, SpendLuck(character_id=campaign.character_id))
    assert outcome.version == before and [r.version for r in outcome.recorded] == [before]
    assert outcome.events[0].left == 2  # type: ignore[attr-defined]
    assert process.publisher.published[-1] == (str(campaign.id), outcome.recorded)
    published = [r.version for _, records in process.publisher.published for r in records]
    assert published == list(range(before + 1)), "every event handed on once, in commit order"


async def test_a_stale_cache_catches_up_and_decides_again(campaign: Campaign, process: Process, other: Process) -> None:
    """Another process appended since this one cached the state: the append is refused, the state catches
    up, and the command is decided again on the newer state (the luck it spends is the luck left now)."""
    await campaign.run(other, campaign.ann, SpendLuck(character_id=campaign.character_id))  # other: 3 → 2
    appends = process.store.appends
    outcome = await campaign.run(process, campaign.ann, SpendLuck(character_id=campaign.character_id))
    assert outcome.events[0].left == 1  # type: ignore[attr-defined]
    assert process.store.appends == appends + 1


async def test_a_conflict_on_append_is_retried_on_the_newer_state(
    campaign: Campaign, process: Process, other: Process
) -> None:
    spend = SpendLuck(character_id=campaign.character_id)
    await campaign.run(other, campaign.gm, GrantLuck(character_id=campaign.character_id))  # other caches it
    await campaign.run(process, campaign.ann, spend)  # process is current: luck 4 → 3
    process.store.interleave.append(lambda: campaign.run(other, campaign.ann, spend))  # 3 → 2, in between
    outcome = await campaign.run(process, campaign.ann, spend)
    assert outcome.events[0].left == 1  # type: ignore[attr-defined]
    records = process.store.streams[stream_name(campaign.id)]
    assert [r.type for r in records[-2:]] == ["td.luck_spent", "td.luck_spent"]
    assert outcome.version == records[-1].version


async def test_conflicts_beyond_the_retries_are_a_concurrency_conflict(
    campaign: Campaign, store: InMemoryStore, seeds
) -> None:
    process, other = Process(store, seeds, retries=2), Process(store, seeds)
    grant = GrantLuck(character_id=campaign.character_id)
    for _ in range(3):  # the first attempt and both retries each find the campaign moved on
        store.interleave.append(lambda: campaign.run(other, campaign.gm, grant))
    with pytest.raises(ConcurrencyConflict) as refused:
        await campaign.run(process, campaign.gm, grant)
    assert refused.value.code == "concurrency_conflict" and refused.value.data["attempts"] == 3
    assert refused.value.data["version"] == len(store.streams[stream_name(campaign.id)]) - 1


async def test_if_match_names_the_version_the_command_expects(
    campaign: Campaign, process: Process, other: Process
) -> None:
    grant = GrantLuck(character_id=campaign.character_id)
    version = (await campaign.run(process, campaign.gm, grant)).version
    assert (await campaign.run(process, campaign.gm, grant, if_match=version)).version == version + 1
    await campaign.run(other, campaign.gm, grant)  # another process moves the campaign to version + 2
    with pytest.raises(VersionMismatch) as refused:  # this process's cache says version + 1: it checks
        await campaign.run(process, campaign.gm, grant, if_match=version + 1)
    assert (refused.value.expected, refused.value.actual) == (version + 1, version + 2)


async def test_if_match_and_a_conflict_on_append_is_a_version_mismatch_not_a_retry(
    campaign: Campaign, process: Process, other: Process
) -> None:
    grant = GrantLuck(character_id=campaign.character_id)
    version = (await campaign.run(process, campaign.gm, grant)).version
    process.store.interleave.append(lambda: campaign.run(other, campaign.gm, grant))
    appends = process.store.appends
    with pytest.raises(VersionMismatch) as refused:
        await campaign.run(process, campaign.gm, grant, if_match=version)
    assert refused.value.actual == version + 1
    assert process.store.appends == appends + 1, "only the other process's command was stored"


async def test_a_keyed_retry_is_answered_from_what_the_first_attempt_stored(
    campaign: Campaign, process: Process, other: Process
) -> None:
    """The first attempt committed but its answer was lost; the retry (here in another process, which never
    saw it) decides nothing and answers as the first attempt did, though the rules would now refuse it."""
    spend = SpendLuck(character_id=campaign.character_id)
    for _ in range(2):
        await campaign.run(process, campaign.ann, spend)  # luck 3 → 1
    first = await campaign.run(process, campaign.ann, spend, key_scope="ann:key-1")  # 1 → 0
    appends = process.store.appends
    with pytest.raises(RuleViolation):  # a new command is refused: no luck left
        await campaign.run(other, campaign.ann, spend)
    for retry in (other, process):
        again = await campaign.run(retry, campaign.ann, spend, key_scope="ann:key-1")
        assert again.replayed and not first.replayed
        assert (again.version, again.recorded) == (first.version, first.recorded)
    resumed = await campaign.run(other, campaign.ann, spend, key_scope="ann:key-1", resumed=True)
    assert resumed.replayed and resumed.recorded == first.recorded
    assert process.store.appends == appends


async def test_a_keyed_retry_after_later_commands_answers_as_of_its_own_version(
    campaign: Campaign, process: Process
) -> None:
    first = await campaign.run(process, campaign.gm, GrantLuck(character_id=campaign.character_id), key_scope="k")
    await campaign.run(process, campaign.ann, SpendLuck(character_id=campaign.character_id))
    process.repository.forget(campaign.id)  # a restart
    again = await campaign.run(process, campaign.gm, GrantLuck(character_id=campaign.character_id), key_scope="k")
    assert again.replayed and again.version == first.version < len(process.store.streams[stream_name(campaign.id)])


async def test_keyed_creation_is_exactly_once(process: Process, other: Process) -> None:
    from domain.campaign import CreateCampaign

    command = CreateCampaign(name="Once", ruleset="test-dice")
    first, gm = await process.commands.create(command, tokens=process.tokens, correlation={}, key_scope="create:k")
    again, gm_again = await other.commands.create(command, tokens=other.tokens, correlation={}, key_scope="create:k")
    assert again.replayed and again.campaign_id == first.campaign_id and gm_again == gm
    assert gm == (first.campaign_id, first.viewer.member_id)
    assert len(process.store.streams) == 1


async def test_a_campaign_not_created_keeps_no_token(process: Process) -> None:
    from domain.campaign import CreateCampaign

    async def database_gone() -> None:
        raise ConnectionError("the database went away")

    process.store.interleave.append(database_gone)  # the append fails after the GM's token was issued
    with pytest.raises(ConnectionError):
        await process.commands.create(
            CreateCampaign(name="Lost", ruleset="test-dice"), tokens=process.tokens, correlation={}
        )
    assert process.tokens.live == [] and len(process.tokens.forgotten) == 1
    assert process.store.streams == {}


async def test_a_member_is_added_with_the_token_issued_for_it(campaign: Campaign, process: Process) -> None:
    """The token is issued first, for the id the member then gets; a keyed retry names the same member."""
    add = AddMember(name="Bo")
    first, token = await process.commands.add_member(
        campaign.id, campaign.gm, add, tokens=process.tokens, key_scope="gm:add-bo"
    )
    added = first.events[0]
    assert isinstance(added, MemberAdded) and token == (campaign.id, added.member_id)
    again, token_again = await process.commands.add_member(
        campaign.id, campaign.gm, add, tokens=process.tokens, key_scope="gm:add-bo", resumed=True
    )
    assert again.replayed and token_again == token


async def test_a_member_the_rules_refuse_leaves_no_token(campaign: Campaign, process: Process) -> None:
    live = list(process.tokens.live)
    with pytest.raises((DomainError, Forbidden)):
        await process.commands.add_member(campaign.id, campaign.ann, AddMember(name="Cy"), tokens=process.tokens)
    assert process.tokens.live == live and len(process.tokens.forgotten) == 1


async def test_errors_are_the_applications(campaign: Campaign, process: Process) -> None:
    with pytest.raises(NotFound) as missing:
        await process.repository.game_of(uuid.uuid4())
    assert missing.value.code == "campaign_not_found"
    with pytest.raises(Unprocessable) as wrong:
        await campaign.run(process, campaign.gm, GrantLuck(character_id="x"), expected_ruleset="robots-and-rapiers")
    assert wrong.value.code == "wrong_ruleset"
    await campaign.run(process, campaign.gm, RemoveMember(member_id=campaign.ann.member_id))
    with pytest.raises(Forbidden) as removed:
        await campaign.run(process, campaign.ann, SpendLuck(character_id=campaign.character_id))
    assert removed.value.code == "member_removed"


async def test_a_hook_is_one_line_and_one_that_fails_does_not_fail_the_command(
    campaign: Campaign, process: Process
) -> None:
    seen: list[tuple[int, int]] = []

    async def record(commit: Commit) -> None:
        seen.append((commit.before, commit.state.version))

    async def broken(_commit: Commit) -> None:
        raise RuntimeError("a webhook endpoint is down")

    process.commands.hooks += [broken, record]
    outcome = await campaign.run(process, campaign.gm, GrantLuck(character_id=campaign.character_id))
    assert seen == [(outcome.version - 1, outcome.version)]
    assert process.publisher.published[-1][1] == outcome.recorded


async def test_a_cold_load_reads_the_latest_snapshot_and_the_events_after_it(
    campaign: Campaign, process: Process, other: Process
) -> None:
    grant = GrantLuck(character_id=campaign.character_id)
    for _ in range(12):  # past a snapshot point (every 10 versions here)
        await campaign.run(process, campaign.gm, grant)
    await process.snapshots.flush()
    snapshot = await process.store.load_snapshot(stream_name(campaign.id))
    assert snapshot is not None and 0 < snapshot.version < 16
    luck = await other.repository.view(campaign.id, lambda _g, s: s.game.characters[campaign.character_id].luck)
    assert luck == 3 + 12
