"""The fold of the past (application/past.py) on the in-memory store: the state at any version, from the
newest usable snapshot at or before it, the same for a command's retry (the repository) and for reads."""

from __future__ import annotations

from application.past import fold_past
from application.snapshot_policy import snapshot_type
from application.streams import stream_name
from tests.application.conftest import Campaign, Process
from tests.server.dice_ruleset import Roll


async def _rolls(campaign: Campaign, process: Process, count: int) -> list[int]:
    roll = Roll(table_id=campaign.table_id, character_id=campaign.character_id)
    return [(await campaign.run(process, campaign.ann, roll)).version for _ in range(count)]


async def test_the_state_at_each_version_is_the_state_the_commands_left_there(
    campaign: Campaign, process: Process
) -> None:
    game = await process.repository.game_of(campaign.id)
    stream = stream_name(campaign.id)
    states = {}
    for _ in range(25):
        version = (await _rolls(campaign, process, 1))[0]
        states[version] = await process.repository.view(campaign.id, lambda g, s: g.encode_state(s))
    await process.snapshots.flush()
    assert process.store.snapshots, "the policy took snapshots on the way (every 10 events)"
    for version, encoded in states.items():
        past = await fold_past(process.store, game, stream, version, snapshot_type(game))
        assert past.version == version
        assert game.encode_state(past) == encoded
    before = await fold_past(process.store, game, stream, -1, snapshot_type(game))
    assert before.version == -1 and before.members == {}


async def test_an_unreadable_snapshot_is_skipped_by_commands_and_reads_alike(
    campaign: Campaign, process: Process
) -> None:
    versions = await _rolls(campaign, process, 6)
    game = await process.repository.game_of(campaign.id)
    stream = stream_name(campaign.id)
    at = versions[-2]
    expected = game.encode_state(await fold_past(process.store, game, stream, at, snapshot_type(game)))
    await process.store.keep_snapshot(stream, at - 1, snapshot_type(game), b"{not a state")
    assert (await process.store.load_snapshot(stream, at_or_before=at)).data == b"{not a state"  # type: ignore[union-attr]

    read = await fold_past(process.store, game, stream, at, snapshot_type(game))
    assert game.encode_state(read) == expected
    _, state = await process.repository.state_at(campaign.id, at)  # what a read at a version uses
    assert game.encode_state(state) == expected
    retried = await process.repository.past_state(game, campaign.id, at)  # what a command's retry uses
    assert game.encode_state(retried) == expected


async def test_a_snapshot_of_another_state_type_is_not_used(campaign: Campaign, process: Process) -> None:
    versions = await _rolls(campaign, process, 4)
    game = await process.repository.game_of(campaign.id)
    stream = stream_name(campaign.id)
    expected = game.encode_state(await fold_past(process.store, game, stream, versions[-1], snapshot_type(game)))
    older_shape = game.encode_state(game.new_state())
    await process.store.keep_snapshot(stream, versions[-1], "campaign_state/other/1", older_shape)
    state = await fold_past(process.store, game, stream, versions[-1], snapshot_type(game))
    assert game.encode_state(state) == expected
