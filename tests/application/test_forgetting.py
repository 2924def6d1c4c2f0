"""Forgetting on the in-memory store: the command's rights, the values sealed apart and erased, and every
process's cached state reread once it sees the forgetting."""

from __future__ import annotations

import msgspec
import pytest

from application.streams import stream_name
from domain.campaign import AddMember, ForgetMember, Roll
from domain.errors import Forbidden
from eventstore.personal import subjects
from tests.application.conftest import Campaign, Process


async def test_a_player_forgets_themself_and_every_process_forgets_with_them(
    campaign: Campaign, process: Process, other: Process
) -> None:
    bea = await campaign.run(process, campaign.gm, AddMember(name="Bea"))
    bea_id = bea.events[0].member_id  # type: ignore[attr-defined]
    await campaign.run(process, campaign.ann, Roll(table_id=campaign.table_id, expression="2d6", label="Ann's stake"))
    stream = stream_name(campaign.id)
    stored = await process.store.read_stream(stream, upcast=False)
    assert b"Ann" not in b"".join(r.data for r in stored)  # the hashed bytes hold digests only
    assert [subjects(r.personal) for r in stored if r.personal] == [
        [campaign.gm.member_id],
        [campaign.ann.member_id],
        [campaign.ann.member_id],
        [campaign.gm.member_id],
        [bea_id],
        [campaign.ann.member_id],
    ]
    # the other process caches the state with Ann's names in it
    names = await other.repository.view(campaign.id, lambda _g, s: [m.name for m in s.members.values()])
    assert "Ann" in names

    with pytest.raises(Forbidden):
        await campaign.run(process, campaign.ann, ForgetMember(member_id=campaign.gm.member_id))
    await campaign.run(process, campaign.ann, ForgetMember(member_id=campaign.ann.member_id))

    for p in (process, other):
        state = await p.repository.view(campaign.id, lambda _g, s: msgspec.json.encode(s))
        assert b"Ann" not in state and b"Robin" not in state and b"Bea" in state
    read = b"".join(r.data for r in await process.store.read_stream(stream))
    assert b"Ann" not in read and b"Robin" not in read and read.count(b'"forgotten"') == 3
