"""Random play through `Game.decide` + `Game.apply`: the fold, the codec and the bounds always hold.

Each rule builds a command from the current state — often legal, sometimes not. A refused command must
leave the state untouched (decide is pure); an accepted one is folded. After every step the whole log,
encoded and decoded, must fold from scratch to the live state, and the ruleset's bounds must hold. The
GM now and then closes the table and opens the next: the closed tests leave with it, and a snapshot of the
state at any point decides every command on every test as the live state does.
"""

from __future__ import annotations

from collections import Counter

import msgspec
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from domain.campaign import Actor, CloseTable, OpenTable
from domain.dice import SeededDice
from domain.errors import DomainError
from domain.messages import Command, Event
from domain.rotatebird import commands as c
from domain.rotatebird.results import MAX_TEST_DICE
from domain.rotatebird.state import ClosedTest
from domain.rotatebird.symbols import BEING_SYMBOLS, DOING_SYMBOLS
from tests.domain.table import outcome, same_decisions_after_a_snapshot

from .harness import GM, Play, builtins, tag

BEING = sorted(BEING_SYMBOLS)
DOING = sorted(DOING_SYMBOLS)


def seeded(data: st.DataObject, play: Play) -> SeededDice:
    """Verifiable dice from a drawn seed: real faces, reproducible, and shrinking the seed never makes the
    dice degenerate (shrinking drawn faces would make every die a 1 and every re-roll a duplicate)."""
    seed = data.draw(st.binary(min_size=4, max_size=4))
    return SeededDice(seed, play.table_id, play.state.tables[play.table_id].next_nonce)


class RotateBirdMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.p = Play(players=2)
        self.decoded: list[Event] = []

    # -- plumbing --------------------------------------------------------------------------------------

    def send(self, actor: Actor, cmd: Command, data: st.DataObject | None = None) -> None:
        before = builtins(self.p.state)
        dice = seeded(data, self.p) if data is not None else None
        try:
            self.p.run(actor, cmd, dice)
        except DomainError:
            assert builtins(self.p.state) == before, "a refused command changed the state"
            return

    def owner(self, character_id: str) -> Actor:
        owner_id = self.p.state.characters[character_id].owner_id
        return next(a for a in self.p.players if a.member_id == owner_id)

    def pick(self, data: st.DataObject, items: list) -> object:  # type: ignore[type-arg]
        return data.draw(st.sampled_from(items))

    def open_tests(self, *phases: str) -> list[str]:
        return [t.conflict_id for t in self.p.g.conflicts.values() if t.phase in phases]

    def only(self, only: str | None, *phases: str) -> list[str]:
        """The open tests in `phases`, or just `only` when a whole-test rule is driving one test."""
        if only is None:
            return self.open_tests(*phases)
        return [only] if self.p.g.conflicts[only].phase in phases else []

    # -- rules -----------------------------------------------------------------------------------------

    @initialize(data=st.data())
    def characters(self, data: st.DataObject) -> None:
        for player in self.p.players:
            (rolled,) = self.p.run(player, c.RollCharacter(table_id=self.p.table_id), seeded(data, self.p))
            sheet = c.RbSheet(name="pc", title="the Test", doing_names=["a", "b", "c"])
            self.p.run(player, c.CreateCharacter(draft_id=rolled.draft_id, sheet=sheet))  # type: ignore[attr-defined]

    @rule(data=st.data(), epic=st.booleans(), perilous=st.booleans(), setup=st.booleans(), extra=st.integers(0, 3))
    def call_test(self, data: st.DataObject, epic: bool, perilous: bool, setup: bool, extra: int) -> None:
        ids = list(self.p.g.characters)
        leader = self.pick(data, ids)
        kw: dict[str, object] = {"epic": epic, "perilous": perilous}
        if setup:
            kw["setup_for"] = self.pick(data, [i for i in ids if i != leader])
        tracks = [t.track_id for t in self.p.g.tracks.values() if not t.removed]
        npcs = [n.npc_id for n in self.p.g.npcs.values() if not n.removed]
        if extra == 1 and tracks:
            kw["progress_track_id"] = self.pick(data, tracks)
        elif extra == 2 and tracks:
            kw["disaster_track_id"] = self.pick(data, tracks)
        elif extra == 3 and npcs:
            kw["target_id"] = self.pick(data, npcs)
        self.send(GM, c.CallTest(character_id=leader, **kw))  # type: ignore[arg-type]

    @rule(data=st.data(), epic=st.booleans(), perilous=st.booleans(), extra=st.integers(0, 4))
    def play_a_whole_test(self, data: st.DataObject, epic: bool, perilous: bool, extra: int) -> None:
        """Call, pay, gather, roll, pick and settle one test, each step a separate command."""
        before = set(self.p.g.conflicts)
        self.call_test(data, epic, perilous, extra == 4, extra)
        new = [cid for cid in self.p.g.conflicts if cid not in before]
        if not new:
            return
        t = self.p.g.conflicts[new[0]]
        steps = [self.pay_epic_cost, self.gather, self.roll_test, self.pick_die_any, self.settle_fallout]
        for step in steps:
            step(data, only=t.conflict_id)

    def pick_die_any(self, data: st.DataObject, only: str) -> None:
        t = self.p.g.conflicts[only]
        if t.phase == "rolled":
            die = data.draw(st.integers(0, len(t.faces) - 1))
            self.send(self.owner(t.character_id), c.PickDie(conflict_id=only, die=die))

    def settle_fallout(self, data: st.DataObject, only: str) -> None:
        t = self.p.g.conflicts[only]
        if t.phase != "fallout":
            return
        if t.mandatory_edges:
            ch = next(x for x in self.p.g.characters.values() if t.mandatory_edges[0] in x.edges)
            cmd = c.OffsetFallout(conflict_id=only, character_id=ch.character_id, edge_id=t.mandatory_edges[0])
            self.send(self.owner(ch.character_id), cmd)
            return
        self.send(GM, c.RollFallout(table_id=self.p.table_id, conflict_id=only), data)
        choice = data.draw(st.integers(0, 2))
        if choice == 0:
            self.send(GM, c.ResolveFallout(conflict_id=only))
        else:
            self.offset_fallout(data, "symbol" if choice == 1 else "trait", only=only)

    @precondition(lambda self: bool(self.open_tests("awaiting_cost")))
    @rule(data=st.data())
    def pay_epic_cost(self, data: st.DataObject, only: str | None = None) -> None:
        tests = self.only(only, "awaiting_cost")
        if tests:
            t = self.p.g.conflicts[self.pick(data, tests)]
            symbol = self.pick(data, [b.symbol for b in self.p.g.characters[t.character_id].being])
            self.send(self.owner(t.character_id), c.PayEpicCost(conflict_id=t.conflict_id, symbol=symbol))

    @precondition(lambda self: bool(self.open_tests("gathering", "awaiting_cost")))
    @rule(data=st.data())
    def gather(self, data: st.DataObject, only: str | None = None) -> None:
        tests = self.only(only, "gathering", "awaiting_cost")
        if not tests:
            return
        t = self.p.g.conflicts[self.pick(data, tests)]
        leader = self.p.g.characters[t.character_id]
        # Mostly unmarked traits (legal pools), sometimes any trait (refusals are part of the test).
        usable = [b.symbol for b in leader.being if not b.marked or data.draw(st.integers(0, 9)) == 0]
        if not usable:
            return
        own = data.draw(st.lists(st.sampled_from(usable), min_size=1, max_size=3, unique=True))
        refs = [c.RbTraitRef(character_id=leader.character_id, symbol=s) for s in own]
        being_edges = [e.edge_id for e in leader.edges.values() if e.kind == "being"]
        any_edges = list(leader.edges)
        if any_edges and data.draw(st.booleans()):
            # Mostly Being edges; a Doing-trait edge now and then to exercise its refusal.
            edges = being_edges if being_edges and data.draw(st.integers(0, 4)) else any_edges
            refs.append(c.RbTraitRef(character_id=leader.character_id, edge_id=self.pick(data, edges)))
        for other in self.p.g.characters.values():
            free = [b.symbol for b in other.being if not b.marked]
            if other.character_id != leader.character_id and free and data.draw(st.booleans()):
                refs.append(c.RbTraitRef(character_id=other.character_id, symbol=self.pick(data, free)))
        doing = []
        if leader.doing and data.draw(st.booleans()):
            choices = [d.trait_id for d in leader.doing] + [
                e.edge_id for e in leader.edges.values() if e.kind == "doing"
            ]
            doing.append(c.RbDoingUse(character_id=leader.character_id, trait_id=self.pick(data, choices)))
        if refs:
            self.send(GM, c.SetTestTraits(conflict_id=t.conflict_id, traits=refs, doing=doing))

    @precondition(lambda self: bool(self.open_tests("gathering")))
    @rule(data=st.data())
    def roll_test(self, data: st.DataObject, only: str | None = None) -> None:
        tests = self.only(only, "gathering")
        if tests:
            t = self.p.g.conflicts[self.pick(data, tests)]
            self.send(self.owner(t.character_id), c.RollTest(table_id=self.p.table_id, conflict_id=t.conflict_id), data)

    @precondition(lambda self: bool(self.open_tests("rolled")))
    @rule(data=st.data(), die=st.integers(0, 5))
    def pick_die(self, data: st.DataObject, die: int) -> None:
        tests = self.open_tests("rolled")
        if tests:
            t = self.p.g.conflicts[self.pick(data, tests)]
            self.send(self.owner(t.character_id), c.PickDie(conflict_id=t.conflict_id, die=die))

    @precondition(lambda self: bool(self.open_tests("fallout")))
    @rule(data=st.data())
    def roll_fallout(self, data: st.DataObject) -> None:
        tests = self.open_tests("fallout")
        if tests:
            self.send(GM, c.RollFallout(table_id=self.p.table_id, conflict_id=self.pick(data, tests)), data)

    @precondition(lambda self: bool(self.open_tests("fallout")))
    @rule(data=st.data(), how=st.sampled_from(["symbol", "trait", "edge"]))
    def offset_fallout(self, data: st.DataObject, how: str, only: str | None = None) -> None:
        tests = self.only(only, "fallout")
        if not tests:
            return
        t = self.p.g.conflicts[self.pick(data, tests)]
        ch = self.p.g.characters[self.pick(data, t.contributors)]
        kw: dict[str, str] = {}
        if how == "symbol":
            kw["symbol"] = self.pick(data, [b.symbol for b in ch.being])
        elif how == "trait":
            kw["trait_id"] = self.pick(data, [d.trait_id for d in ch.doing])
        elif ch.edges:
            kw["edge_id"] = self.pick(data, list(ch.edges))
        else:
            return
        cmd = c.OffsetFallout(conflict_id=t.conflict_id, character_id=ch.character_id, **kw)
        self.send(self.owner(ch.character_id), cmd)

    @precondition(lambda self: bool(self.open_tests("fallout")))
    @rule(data=st.data())
    def resolve_fallout(self, data: st.DataObject) -> None:
        tests = self.open_tests("fallout")
        if tests:
            self.send(GM, c.ResolveFallout(conflict_id=self.pick(data, tests)))

    @precondition(lambda self: sum(len(ch.edges) for ch in self.p.g.characters.values()) < 5)
    @rule(data=st.data(), doing=st.booleans())
    def grant_edge(self, data: st.DataObject, doing: bool) -> None:
        owed = list(self.p.g.owed_edges.values())
        if owed and data.draw(st.booleans()):
            o = self.pick(data, owed)
            cid, owed_id = o.character_id, o.owed_id  # type: ignore[attr-defined]
        else:
            cid, owed_id = self.pick(data, list(self.p.g.characters)), None
        kw = {"kind": "doing", "doing_symbol": self.pick(data, DOING)} if doing else {}
        self.send(GM, c.GrantEdge(character_id=cid, symbol=self.pick(data, BEING), owed_id=owed_id, **kw))  # type: ignore[arg-type]

    @rule(data=st.data(), by_gm=st.booleans())
    def move_edge(self, data: st.DataObject, by_gm: bool) -> None:
        holders = [ch for ch in self.p.g.characters.values() if ch.edges]
        if not holders:
            return
        ch = self.pick(data, holders)
        edge_id = self.pick(data, list(ch.edges))  # type: ignore[attr-defined]
        if data.draw(st.booleans()):
            cmd: Command = c.RemoveEdge(character_id=ch.character_id, edge_id=edge_id)  # type: ignore[attr-defined]
            self.send(GM, cmd)
        else:
            to = self.pick(data, [i for i in self.p.g.characters if i != ch.character_id])  # type: ignore[attr-defined]
            cmd = c.TransferEdge(character_id=ch.character_id, edge_id=edge_id, recipient_id=to)  # type: ignore[attr-defined]
            self.send(GM if by_gm else self.owner(ch.character_id), cmd)  # type: ignore[attr-defined]

    @precondition(lambda self: bool(self.open_tests("gathering", "awaiting_cost")))
    @rule(data=st.data())
    def withdraw(self, data: st.DataObject) -> None:
        tests = self.open_tests("gathering", "awaiting_cost")
        if tests:
            t = self.p.g.conflicts[self.pick(data, tests)]
            self.send(self.owner(t.character_id), c.WithdrawTest(conflict_id=t.conflict_id))

    @precondition(lambda self: any(t.marked for ch in self.p.g.characters.values() for t in [*ch.being, *ch.doing]))
    @rule(data=st.data())
    def recover(self, data: st.DataObject) -> None:
        cid = self.pick(data, list(self.p.g.characters))
        if data.draw(st.booleans()):
            self.send(GM, c.Rest(character_ids=[cid]))
        else:
            self.send(GM, c.RecoverUndoing(character_id=cid))

    @precondition(lambda self: self.p.g.sessions_ended < 4)
    @rule()
    def end_session(self) -> None:
        self.send(GM, c.EndSession())

    @rule(data=st.data(), change=st.sampled_from(["swap_being", "swap_doing", "extend_doing"]))
    def spend_advance(self, data: st.DataObject, change: str) -> None:
        ch = self.p.g.characters[self.pick(data, list(self.p.g.characters))]
        if not ch.advances:
            return
        trait = self.pick(data, ch.doing)
        kind = data.draw(st.sampled_from(["being", "doing"]))
        cmd = c.SpendAdvance(
            character_id=ch.character_id,
            advance=ch.advances[0],
            change=change,  # type: ignore[arg-type]
            replace=self.pick(data, [b.symbol for b in ch.being]),
            symbol=self.pick(data, BEING if (change == "swap_being" or kind == "being") else DOING),
            trait_id=trait.trait_id,  # type: ignore[attr-defined]
            symbol_index=data.draw(st.integers(0, 2)),
            kind=kind,  # type: ignore[arg-type]
            discard_index=data.draw(st.integers(0, 2)),
            name="renamed",
        )
        self.send(self.owner(ch.character_id), cmd)

    @precondition(lambda self: len(self.p.g.tracks) < 3)
    @rule(kind=st.sampled_from(["progress", "disaster"]), boxes=st.integers(1, 5))
    def create_track(self, kind: str, boxes: int) -> None:
        self.send(GM, c.CreateTrack(kind=kind, name="t", boxes=boxes))  # type: ignore[arg-type]

    @precondition(lambda self: len(self.p.g.npcs) < 3)
    @rule(data=st.data(), copies=st.integers(1, 3))
    def create_npc(self, data: st.DataObject, copies: int) -> None:
        self.send(GM, c.CreateNpc(name="n", tier="background", being=[self.pick(data, BEING)] * copies, mob=copies > 1))

    @precondition(lambda self: len(self.p.g.npcs) < 3)
    @rule(data=st.data())
    def generate_npc(self, data: st.DataObject) -> None:
        tier = data.draw(st.sampled_from(["background", "minor", "major", "boss"]))
        self.send(GM, c.GenerateNpc(table_id=self.p.table_id, name="r", tier=tier), data)  # type: ignore[arg-type]

    @precondition(
        lambda self: any(t.target_id and t.success and not t.shrugged_off for t in self.p.g.conflicts.values())
    )
    @rule(data=st.data(), index=st.integers(0, 3))
    def shrug_off(self, data: st.DataObject, index: int) -> None:
        tests = [t.conflict_id for t in self.p.g.conflicts.values() if t.target_id and t.success]
        if tests:
            self.send(GM, c.NpcShrugOff(conflict_id=self.pick(data, tests), index=index))

    @rule()
    def next_table(self) -> None:
        """The session's table closes and the next opens: closed tests leave the state, open ones stay."""
        closed = {cid for cid, t in self.p.g.conflicts.items() if t.phase in ("resolved", "withdrawn")}
        still_open = set(self.p.g.conflicts) - closed
        for cid in closed:  # a repeat is refused while the table is open ...
            assert outcome(self.p.game, self.p.state, c.PickDie(conflict_id=cid, die=0), GM, []) == "wrong_test_phase"
        self.p.run(GM, CloseTable(table_id=self.p.table_id))
        (opened,) = self.p.run(GM, OpenTable(name="next session"))
        self.p.table_id = opened.table_id  # type: ignore[attr-defined]
        assert set(self.p.g.conflicts) == still_open
        for cid in closed:  # ... and still refused once the test has left with its table
            assert outcome(self.p.game, self.p.state, c.PickDie(conflict_id=cid, die=0), GM, []) == "test_not_found"

    # -- invariants ------------------------------------------------------------------------------------

    @invariant()
    def snapshot_decides_alike(self) -> None:
        """The state encoded and decoded (a snapshot) decides every command on every test as the live one."""
        probes: list[tuple[Command, Actor]] = []
        for t in self.p.g.conflicts.values():
            owner = self.owner(t.character_id)
            probes += [
                (c.PickDie(conflict_id=t.conflict_id, die=0), owner),
                (c.WithdrawTest(conflict_id=t.conflict_id), owner),
                (c.RollTest(table_id=self.p.table_id, conflict_id=t.conflict_id), owner),
                (c.RollFallout(table_id=self.p.table_id, conflict_id=t.conflict_id), GM),
                (c.ResolveFallout(conflict_id=t.conflict_id), GM),
                (c.NpcShrugOff(conflict_id=t.conflict_id, index=0), GM),
            ]
        same_decisions_after_a_snapshot(self.p.game, self.p.state, probes, [3] * 12)

    @invariant()
    def fold_equals_live_state_after_encode_decode(self) -> None:
        # Each new event must survive encode → decode unchanged; the decoded log (what a reader of the
        # store gets) is then folded from scratch and must equal the live state.
        for e in self.p.log[len(self.decoded) :]:
            back = self.p.game.decode(tag(e), self.p.game.encode(e))
            assert back == e
            self.decoded.append(back)
        assert builtins(self.p.game.fold(self.decoded)) == builtins(self.p.state)
        snapshot = self.p.game.decode_state(self.p.game.encode_state(self.p.state))
        assert builtins(snapshot) == builtins(self.p.state)

    @invariant()
    def bounds(self) -> None:
        g = self.p.g
        for ch in g.characters.values():
            assert len(ch.being) == 5 and len({b.symbol for b in ch.being}) == 5
            assert len(ch.doing) == 3
            for d in ch.doing:
                kinds = Counter(s.kind for s in d.symbols)
                assert 2 <= len(d.symbols) <= 3 and kinds["being"] >= 1 and kinds["doing"] >= 1
            for e in ch.edges.values():
                assert (e.kind == "being") == (e.symbol is not None) == (e.doing is None)
            assert set(ch.advances) <= {"minor", "major"}
        for t in g.conflicts.values():
            if isinstance(t, ClosedTest):  # a closed test keeps only what a rule may still ask of it
                assert t.phase in ("resolved", "withdrawn") and t.character_id in t.contributors
                assert t.phase == "withdrawn" or t.fallout_state in ("none", "offset", "suffered")
                continue
            assert len(t.pool) <= MAX_TEST_DICE
            if t.phase in ("rolled", "fallout", "resolved") and t.faces:
                assert len(t.faces) == len(t.pool) and all(1 <= f <= 6 for f in t.faces)
            if t.phase == "fallout":
                assert t.fallout != "none" and t.fallout_state in ("pending", "rolled")
            if t.mandatory_edges:
                assert t.phase == "fallout"
            if t.fallout_state == "rolled":
                assert len(t.fallout_symbols) == {"minor": 1, "major": 2}[t.fallout]
        for tr in g.tracks.values():
            assert 0 <= tr.marked <= tr.boxes
        for n in g.npcs.values():
            assert n.removed == all(b.marked for b in n.being)
        for o in g.owed_edges.values():
            assert o.character_id in g.characters
        assert g.sessions_ended >= 0


RotateBirdMachine.TestCase.settings = settings(
    max_examples=50,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestRotateBird = RotateBirdMachine.TestCase


def test_msgspec_builtins_of_an_empty_game_round_trip() -> None:
    p = Play(players=0)
    assert msgspec.json.decode(msgspec.json.encode(builtins(p.state))) == builtins(p.state)
