"""The rules every campaign shares: members, tables, seeds, ownership, hidden rolls and visibility.

A two-command ruleset defined here exercises the common layer independently of any real game system.
"""

from __future__ import annotations

from datetime import UTC, datetime

import msgspec
import pytest

from domain.campaign import (
    Actor,
    AddMember,
    CampaignState,
    ChangeMemberRole,
    CloseTable,
    Context,
    CreateCampaign,
    OpenTable,
    RemoveMember,
    RevealRoll,
    RotateSeed,
    TransferCharacter,
    require_controls,
    require_open_table,
)
from domain.dice import DiceSource, PhysicalDice, ScriptedDice, seed_commitment
from domain.errors import DomainError
from domain.game import Game
from domain.messages import CharacterCreated, Command, Event, RollCommand, RollEvent
from domain.ruleset import Ruleset
from domain.visibility import HIDDEN_ROLL_TYPE, may_see, redacted

NOW = datetime(2026, 11, 21, 20, 0, tzinfo=UTC)


class MakeCharacter(Command, frozen=True, kw_only=True, tag="mini.make_character"):
    name: str
    owner_id: str


class Roll(RollCommand, frozen=True, kw_only=True, tag="mini.roll"):
    character_id: str


class MiniCharacterCreated(CharacterCreated, frozen=True, kw_only=True, tag="mini.character_created"):
    pass


class Rolled(RollEvent, frozen=True, kw_only=True, tag="mini.rolled"):
    character_id: str


class MiniState(msgspec.Struct):
    characters: dict[str, int] = msgspec.field(default_factory=dict)
    conflicts: dict[str, int] = msgspec.field(default_factory=dict)


def _decide(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    if isinstance(command, MakeCharacter):
        return [MiniCharacterCreated(character_id=ctx.new_id(), owner_id=command.owner_id, name=command.name)]
    assert isinstance(command, Roll)
    require_open_table(state, command.table_id)
    require_controls(state, ctx.actor, command.character_id)
    roll = ctx.dice.roll(2, 6)
    return [
        Rolled(
            table_id=command.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=command.visibility,
            character_id=command.character_id,
        )
    ]


def _rolled(state: CampaignState, e: Rolled) -> None:
    state.game.characters[e.character_id] = state.game.characters.get(e.character_id, 0) + sum(e.rolls[0].faces)


MINI = Ruleset(
    name="mini",
    title="Mini",
    commands=(MakeCharacter, Roll),
    events=(MiniCharacterCreated, Rolled),
    new_state=MiniState,
    decide=_decide,
    handlers={Rolled: _rolled},
)
GAME = Game(MINI)
GM = Actor("gm-1", "gm")


class Table:
    """A campaign under test: decides, applies, and keeps the log to check the fold invariant."""

    def __init__(self) -> None:
        self.state = GAME.new_state()
        self.log: list[Event] = []
        self.ids = (f"id-{n}" for n in range(1, 1000))

    def run(self, command: Command, actor: Actor = GM, dice: DiceSource | None = None, **ctx: bytes) -> list[Event]:
        context = Context(actor=actor, dice=dice or ScriptedDice([]), now=NOW, ids=self.ids, **ctx)
        events = GAME.decide(self.state, command, context)
        for e in events:
            GAME.apply(self.state, e, self.state.version + 1)
            self.log.append(GAME.decode(type(e).__struct_config__.tag, GAME.encode(e)))  # type: ignore[arg-type]
        assert msgspec.to_builtins(GAME.fold(self.log)) == msgspec.to_builtins(self.state)
        return events


@pytest.fixture
def table() -> Table:
    t = Table()
    t.run(CreateCampaign(name="Tuesday", ruleset="mini"), actor=Actor("gm-1", "gm"))
    return t


def _refused(code: str, t: Table, command: Command, actor: Actor = GM, **kw: object) -> DomainError:
    before = msgspec.to_builtins(t.state)
    with pytest.raises(DomainError) as err:
        t.run(command, actor, **kw)  # type: ignore[arg-type]
    assert err.value.code == code
    assert msgspec.to_builtins(t.state) == before
    return err.value


def test_creator_is_the_gm(table: Table) -> None:
    assert table.state.members["gm-1"].role == "gm"
    assert table.state.name == "Tuesday" and table.state.version == 0
    _refused("campaign_exists", table, CreateCampaign(name="again", ruleset="mini"))


def test_only_a_gm_manages_members_and_the_last_gm_stays(table: Table) -> None:
    (added,) = table.run(AddMember(name="Ana", role="player"))
    ana = Actor(added.member_id, "player")  # type: ignore[attr-defined]
    _refused("gm_only", table, AddMember(name="Bo"), actor=ana)
    _refused("last_gm", table, ChangeMemberRole(member_id="gm-1", role="player"))
    _refused("last_gm", table, RemoveMember(member_id="gm-1"))
    table.run(ChangeMemberRole(member_id=ana.member_id, role="observer"))
    _refused("observer_read_only", table, AddMember(name="Cy"), actor=Actor(ana.member_id, "observer"))
    table.run(RemoveMember(member_id=ana.member_id))
    _refused("member_not_found", table, RemoveMember(member_id=ana.member_id))


def test_players_roll_only_for_their_own_characters(table: Table) -> None:
    (ana_ev,) = table.run(AddMember(name="Ana"))
    (bo_ev,) = table.run(AddMember(name="Bo"))
    ana, bo = Actor(ana_ev.member_id, "player"), Actor(bo_ev.member_id, "player")  # type: ignore[attr-defined]
    (opened,) = table.run(OpenTable(name="Night 1"))
    (made,) = table.run(MakeCharacter(name="Gear", owner_id=ana.member_id))
    tid, cid = opened.table_id, made.character_id  # type: ignore[attr-defined]
    table.run(Roll(table_id=tid, character_id=cid), actor=ana, dice=ScriptedDice([3, 4]))
    assert table.state.game.characters[cid] == 7
    _refused("not_your_character", table, Roll(table_id=tid, character_id=cid), actor=bo, dice=ScriptedDice([1, 1]))
    table.run(TransferCharacter(character_id=cid, owner_id=bo.member_id))
    table.run(Roll(table_id=tid, character_id=cid), actor=bo, dice=ScriptedDice([6, 6]))
    assert table.state.game.characters[cid] == 19


def test_physical_dice_must_all_be_used(table: Table) -> None:
    (opened,) = table.run(OpenTable(name="Night 1", dice_mode="physical"))
    (made,) = table.run(MakeCharacter(name="Gear", owner_id="gm-1"))
    tid, cid = opened.table_id, made.character_id  # type: ignore[attr-defined]
    _refused("physical_dice_unused", table, Roll(table_id=tid, character_id=cid), dice=PhysicalDice([[1, 2], [3]]))
    (rolled,) = table.run(Roll(table_id=tid, character_id=cid), dice=PhysicalDice([[5, 2]]))
    assert rolled.rolls[0].source == "physical"  # type: ignore[attr-defined]


def test_verifiable_table_commits_then_reveals_and_rotates(table: Table) -> None:
    first, second = b"a" * 32, b"b" * 32
    _refused("seed_required", table, OpenTable(name="Fair", dice_mode="verifiable"))
    (opened,) = table.run(OpenTable(name="Fair", dice_mode="verifiable"), fresh_seed=first)
    tid = opened.table_id  # type: ignore[attr-defined]
    assert opened.seed_commitment == seed_commitment(first)  # type: ignore[attr-defined]
    _refused("seed_mismatch", table, RotateSeed(table_id=tid), secret_seed=second, fresh_seed=second)
    (rotated,) = table.run(RotateSeed(table_id=tid), secret_seed=first, fresh_seed=second)
    assert rotated.seed == first.hex() and rotated.next_commitment == seed_commitment(second)  # type: ignore[attr-defined]
    revealed, closed = table.run(CloseTable(table_id=tid), secret_seed=second)
    assert closed.table_id == tid  # type: ignore[attr-defined]
    assert revealed.seed == second.hex()  # type: ignore[attr-defined]
    assert table.state.tables[tid].revealed_seeds == [first.hex(), second.hex()]
    assert not table.state.tables[tid].open
    _refused("table_closed", table, CloseTable(table_id=tid))


def test_hidden_rolls_are_seen_by_whom_the_rules_say_until_revealed(table: Table) -> None:
    (ana_ev,) = table.run(AddMember(name="Ana"))
    (bo_ev,) = table.run(AddMember(name="Bo"))
    ana, bo = Actor(ana_ev.member_id, "player"), Actor(bo_ev.member_id, "player")  # type: ignore[attr-defined]
    (opened,) = table.run(OpenTable(name="Night"))
    (made,) = table.run(MakeCharacter(name="Gear", owner_id=ana.member_id))
    tid, cid = opened.table_id, made.character_id  # type: ignore[attr-defined]
    (gm_roll,) = table.run(Roll(table_id=tid, character_id=cid, visibility="gm"), actor=ana, dice=ScriptedDice([1, 2]))
    gm_version = table.state.version
    (blind,) = table.run(Roll(table_id=tid, character_id=cid, visibility="blind"), actor=ana, dice=ScriptedDice([3, 4]))
    blind_version = table.state.version
    hidden = table.state.hidden_rolls
    assert set(hidden) == {gm_version, blind_version}
    assert may_see(gm_roll, gm_version, GM, hidden) and may_see(blind, blind_version, GM, hidden)
    assert may_see(gm_roll, gm_version, ana, hidden) and not may_see(blind, blind_version, ana, hidden)
    assert not may_see(gm_roll, gm_version, bo, hidden)
    assert redacted(blind) == {
        "type": HIDDEN_ROLL_TYPE,
        "table_id": tid,
        "roller_id": ana.member_id,
        "visibility": "blind",
    }
    _refused("hidden_roll_not_found", table, RevealRoll(version=0))
    table.run(RevealRoll(version=blind_version))
    assert may_see(blind, blind_version, bo, table.state.hidden_rolls)
    assert not may_see(gm_roll, gm_version, bo, table.state.hidden_rolls)


def test_state_round_trips_through_its_snapshot_encoding(table: Table) -> None:
    table.run(AddMember(name="Ana"))
    (opened,) = table.run(OpenTable(name="Night"))
    (made,) = table.run(MakeCharacter(name="Gear", owner_id="gm-1"))
    table.run(
        Roll(table_id=opened.table_id, character_id=made.character_id, visibility="blind"),  # type: ignore[attr-defined]
        dice=ScriptedDice([2, 2]),
    )
    restored = GAME.decode_state(GAME.encode_state(table.state))
    assert msgspec.to_builtins(restored) == msgspec.to_builtins(table.state)
    assert restored.hidden_rolls == table.state.hidden_rolls


def test_fairness_check_recomputes_every_roll_and_catches_forgeries(table: Table) -> None:
    from domain.fairness import check_table
    from domain.roll_proofs import CommittedDice

    first, second = b"1" * 32, b"2" * 32
    (opened,) = table.run(OpenTable(name="Fair", dice_mode="verifiable"), fresh_seed=first)
    (made,) = table.run(MakeCharacter(name="Gear", owner_id="gm-1"))
    tid, cid = opened.table_id, made.character_id  # type: ignore[attr-defined]

    def roll(seed: bytes) -> None:
        t = table.state.tables[tid]
        table.run(Roll(table_id=tid, character_id=cid), dice=CommittedDice(seed, tid, t.next_nonce, t.first_nonce))

    roll(first)
    roll(first)
    pending = check_table(tid, enumerate(table.log))
    assert pending.rolls_pending == 2 and pending.rolls_checked == 0 and pending.ok
    table.run(RotateSeed(table_id=tid), secret_seed=first, fresh_seed=second)
    roll(second)
    table.run(CloseTable(table_id=tid), secret_seed=second)
    report = check_table(tid, enumerate(table.log))
    assert report.ok, report.problems
    assert report.rolls_checked == 3 and [c.nonce for c in report.rolls] == [0, 1, 2]

    forged_log = list(table.log)
    index = next(i for i, e in enumerate(forged_log) if isinstance(e, Rolled))
    original = forged_log[index]
    assert isinstance(original, Rolled)
    faces = tuple(7 - f for f in original.rolls[0].faces)
    forged_log[index] = msgspec.structs.replace(
        original, rolls=(msgspec.structs.replace(original.rolls[0], faces=faces),)
    )
    forged = check_table(tid, enumerate(forged_log))
    assert not forged.ok
    assert [c.version for c in forged.rolls if not c.ok] == [index]
