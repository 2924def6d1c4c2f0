"""A table's recap (application/recap/) through the read facade on the in-memory store: what each viewer
may see of the table's rolls, the chain check of its range, and checkpoints that change nothing shown."""

from __future__ import annotations

import uuid

import msgspec
import pytest

from application.held import HeldRolls
from application.memory import InMemoryRecapCheckpoints
from application.principal import Principal
from application.reads import Reads
from application.recap import checkpoint
from application.recap.service import RecapSource
from application.streams import stream_name
from domain.campaign import AddMember
from eventstore.events import VerifyResult
from tests.application.conftest import Campaign, Process
from tests.server.dice_ruleset import Roll


@pytest.fixture
def checkpoints() -> InMemoryRecapCheckpoints:
    return InMemoryRecapCheckpoints()


@pytest.fixture
def reads(process: Process, checkpoints: InMemoryRecapCheckpoints) -> Reads:
    return Reads(process.repository, process.hidden_rolls, HeldRolls(process.store), checkpoints=checkpoints)


def _source(process: Process, checkpoints: InMemoryRecapCheckpoints) -> RecapSource:
    return RecapSource(process.store, checkpoints, process.store.verify_range)


async def _rolls(campaign: Campaign, process: Process, count: int, visibility: str = "public") -> list[int]:
    roll = Roll(table_id=campaign.table_id, character_id=campaign.character_id, visibility=visibility)  # type: ignore[arg-type]
    return [(await campaign.run(process, campaign.ann, roll)).version for _ in range(count)]


async def test_a_recap_shows_each_roll_as_its_viewer_may_see_it_and_checks_the_chain(
    campaign: Campaign, process: Process, reads: Reads, checkpoints: InMemoryRecapCheckpoints
) -> None:
    bob = Principal(campaign.id, str(uuid.uuid4()), "bob-token")
    await campaign.run(process, campaign.gm, AddMember(name="Bob"), first_id=bob.member_id)
    public = await _rolls(campaign, process, 3)
    (hidden,) = await _rolls(campaign, process, 1, visibility="gm")
    source = _source(process, checkpoints)

    gm = await reads.recap(source, await reads.viewpoint(campaign.id, campaign.gm), campaign.table_id)
    assert [r.version for r in gm.rolls] == [*public, hidden] and not any(r.hidden for r in gm.rolls)
    assert gm.integrity.ok and gm.integrity.checked_to == hidden and gm.integrity.head_version == hidden
    stored = process.store.streams[stream_name(campaign.id)]
    assert gm.integrity.head_hash == stored[hidden].hash.hex()

    seen_by_bob = await reads.recap(source, await reads.viewpoint(campaign.id, bob), campaign.table_id)
    (shown,) = [r for r in seen_by_bob.rolls if r.version == hidden]
    assert shown.hidden and shown.dice == (), "a roll hidden from Bob is in his recap without its faces"


async def test_a_changed_event_fails_the_recaps_chain_check(
    campaign: Campaign, process: Process, reads: Reads, checkpoints: InMemoryRecapCheckpoints
) -> None:
    versions = await _rolls(campaign, process, 3)
    records = process.store.streams[stream_name(campaign.id)]
    records[versions[1]] = msgspec.structs.replace(records[versions[1]], hash=b"\x01" * 32)
    reads.pages.clear()
    recap = await reads.recap(
        _source(process, checkpoints), await reads.viewpoint(campaign.id, campaign.gm), campaign.table_id
    )
    assert not recap.integrity.ok and recap.integrity.first_bad_version == versions[1]


async def test_a_recap_from_a_checkpoint_says_what_one_from_the_opening_says(
    campaign: Campaign,
    process: Process,
    reads: Reads,
    checkpoints: InMemoryRecapCheckpoints,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(checkpoint, "EVERY", 4)
    source = _source(process, checkpoints)
    await _rolls(campaign, process, 6)
    first = await reads.recap(source, await reads.viewpoint(campaign.id, campaign.gm), campaign.table_id)
    await checkpoint.flush()
    assert checkpoints.rows, "a recap that folded EVERY events or more kept a checkpoint"
    (kept,) = {key[3] for key in checkpoints.rows}
    assert kept == first.to_version

    await _rolls(campaign, process, 2)
    reads.pages.clear()
    vp = await reads.viewpoint(campaign.id, campaign.gm)
    found = await checkpoint.load(process.store, checkpoints, vp, campaign.table_id, 0, vp.version)
    assert found is not None and found[0] == kept, "the next recap goes on from it"
    from_checkpoint = await reads.recap(source, vp, campaign.table_id)
    reads.pages.clear()
    from_opening = await reads.recap(
        RecapSource(process.store, InMemoryRecapCheckpoints(), process.store.verify_range), vp, campaign.table_id
    )
    assert msgspec.json.encode(from_checkpoint) == msgspec.json.encode(from_opening)
    assert from_checkpoint.events == first.events + 2


async def test_the_chain_check_goes_on_from_what_this_process_recomputed(
    campaign: Campaign, process: Process, reads: Reads, checkpoints: InMemoryRecapCheckpoints
) -> None:
    checked: list[tuple[int, int]] = []

    async def verify(stream: str, first: int, last: int) -> VerifyResult:
        checked.append((first, last))
        return await process.store.verify_range(stream, first, last)

    source = RecapSource(process.store, checkpoints, verify)
    await _rolls(campaign, process, 3)
    first = await reads.recap(source, await reads.viewpoint(campaign.id, campaign.gm), campaign.table_id)
    more = await _rolls(campaign, process, 2)
    second = await reads.recap(source, await reads.viewpoint(campaign.id, campaign.gm), campaign.table_id)
    assert checked == [(first.integrity.checked_from, first.integrity.checked_to), (first.to_version + 1, more[-1])]
    assert second.integrity.ok and second.integrity.checked == first.integrity.checked + 2

    elsewhere = Reads(process.repository, process.hidden_rolls, HeldRolls(process.store))  # another process
    again = await elsewhere.recap(source, await elsewhere.viewpoint(campaign.id, campaign.gm), campaign.table_id)
    assert checked[-1] == (first.integrity.checked_from, more[-1]), "what another process recomputed is not trusted"
    assert again.integrity == second.integrity
