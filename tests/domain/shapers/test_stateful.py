"""Random legal (and illegal) play through `Game.decide` + `Game.apply`.

After every step: folding the whole log from scratch gives the live state; every event survives
encode → decode unchanged; every check's dice are in its event's rolls; HP and action counts stay in
bounds. A refused command must leave the state untouched. A challenge, contest or fight leaves the state
once it is over (nothing of it is kept) and acting on it again is refused; a snapshot of the state (encoded and
decoded) decides every command on what is open, and on what has closed, as the live state does.
"""

from __future__ import annotations

from typing import Any

import msgspec
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from domain.campaign import Actor
from domain.dice import SeededDice
from domain.errors import DomainError
from domain.messages import Command, Event, RollEvent
from domain.shapers import commands as sb
from domain.shapers.checks import Check
from domain.shapers.decide.attacks import MAX_BORROWED
from domain.shapers.features import BASE_FEATURES, SPECIES
from domain.shapers.state import Challenge, Contest, Fight
from tests.domain.table import outcome, same_decisions_after_a_snapshot

from .support import Session

SPECIES_NAMES = sorted(SPECIES)
SKILLS = ["Brawling", "Climbing", "Hiding", "Stealth", "Swimming", "Weapon:Bow", "Mechanics", "Flying", "Tracking"]
RATINGS = ["STR", "DEX", "FIT", "SGT", "SML", *SKILLS]
picks = st.integers(min_value=0, max_value=10_000)


def _checks(event: Event) -> list[Check]:
    found: list[Check] = []
    for name in event.__struct_fields__:
        value = getattr(event, name)
        if isinstance(value, Check):
            found.append(value)
        elif isinstance(value, tuple):
            for item in value:
                if hasattr(item, "check") and isinstance(item.check, Check):
                    found.append(item.check)
    return found


class ShapersPlay(RuleBasedStateMachine):
    @initialize(seed=st.binary(min_size=8, max_size=8))
    def setup(self, seed: bytes) -> None:
        self.s = Session()
        self.seed = seed
        self.finished: list[str] = []
        self.actors = [self.s.gm, self.s.player, self.s.other]
        # A cast to play with from the first step: a player's kangaroo, the GM's berserk-prone rabbit, a
        # wolf with a sword, an armored bot.
        self.s.create("Roo", species="kangaroo", skills={"Brawling": 4})
        self.s.extra("Bun", species="rabbit", features={"FIT": 4})
        wolf = self.s.extra("Wolf", species="wolf", skills={"Weapon:Sword": 2})
        self.s.do(self.s.gm, sb.SetWeapon(character_id=wolf, name="w0", weapon_class="medium", skill="Weapon:Sword"))
        self.s.do(self.s.gm, sb.ReadyWeapon(character_id=wolf, weapon="w0"))
        self.s.create("Bolt", actor=self.s.other, kind="bot", bot={"features": ["armor", "sawblade"]})

    # -- plumbing ----------------------------------------------------------------------------------------

    def pick(self, items: list[Any], n: int) -> Any:
        return items[n % len(items)] if items else None

    def run(self, actor: Actor, command: Command) -> list[Event]:
        s = self.s
        dice = SeededDice(self.seed, s.table, s.state.tables[s.table].next_nonce)
        before = msgspec.to_builtins(s.state)
        open_before = set(s.sb.conflicts)
        try:
            events = s.game.decide(s.state, command, s.ctx(actor, dice))
        except DomainError:
            assert msgspec.to_builtins(s.state) == before, "a refused command changed the state"
            return []
        assert msgspec.to_builtins(s.state) == before, "decide mutated the state"
        for event in events:
            data = s.game.encode(event)
            tag = msgspec.inspect.type_info(type(event)).tag  # type: ignore[attr-defined]
            assert s.game.decode(tag, data) == event
            if isinstance(event, RollEvent):
                for check in _checks(event):
                    assert check.dice_total == sum(event.rolls[check.roll_index].faces)
            s.game.apply(s.state, event, s.state.version + 1)
            s.log.append(event)
        self.finished += sorted(open_before - set(s.sb.conflicts))
        return events

    def characters(self) -> list[str]:
        return list(self.s.sb.characters)

    def conflicts(self, kind: type) -> list[Any]:
        return [c for c in self.s.sb.conflicts.values() if isinstance(c, kind)]

    def actor(self, n: int) -> Actor:
        # Mostly the GM, so that play moves on; players try too (and are often refused).
        return self.s.gm if n % 3 else self.pick(self.actors, n // 3)

    # -- characters --------------------------------------------------------------------------------------

    @rule(
        n=picks,
        species=st.sampled_from(SPECIES_NAMES),
        adjustments=st.dictionaries(st.sampled_from(BASE_FEATURES), st.integers(-2, 2), max_size=3),
        skills=st.dictionaries(st.sampled_from(SKILLS), st.integers(-2, 4), max_size=3),
        bot=st.booleans(),
        extra=st.booleans(),
    )
    def create(
        self, n: int, species: str, adjustments: dict[str, int], skills: dict[str, int], bot: bool, extra: bool
    ) -> None:
        if len(self.characters()) >= 8:
            return
        sheet: dict[str, Any] = {"skills": skills}
        if bot:
            sheet |= {"kind": "bot", "bot": {"features": ["armor"] if n % 2 else []}}
        else:
            sheet["species"] = species
        if extra:
            sheet |= {"extra": True, "features": {k: v for k, v in adjustments.items() if k not in ("SGT", "HER")}}
        else:
            sheet["adjustments"] = adjustments
        actor = self.s.gm if extra else self.pick([self.s.player, self.s.other, self.s.gm], n)
        command = sb.CreateCharacter(name=f"C{n}", sheet=msgspec.convert(sheet, sb.SbSheet))
        self.run(actor, command)

    @rule(n=picks, worn=st.booleans())
    def armor(self, n: int, worn: bool) -> None:
        cid = self.pick(self.characters(), n)
        if cid:
            self.run(self.actor(n), sb.SetArmor(character_id=cid, worn=worn))

    @rule(n=picks, weapon_class=st.sampled_from(["punch", "small", "medium", "large"]), reload=st.integers(0, 2))
    def weapon(self, n: int, weapon_class: str, reload: int) -> None:
        cid = self.pick(self.characters(), n)
        if cid:
            name = f"w{n % 2}"
            self.run(
                self.actor(n),
                sb.SetWeapon(
                    character_id=cid,
                    name=name,
                    weapon_class=weapon_class,
                    skill="Weapon:Bow",
                    reload_actions=reload,  # type: ignore[arg-type]
                ),
            )
            self.run(self.actor(n + 1), sb.ReadyWeapon(character_id=cid, weapon=name))

    # -- challenges and contests -------------------------------------------------------------------------

    @rule(n=picks, rating=st.sampled_from(RATINGS), difficulty=st.integers(-6, 6), automatic=st.integers(0, 3))
    def challenge(self, n: int, rating: str, difficulty: int, automatic: int) -> None:
        cid = self.pick(self.characters(), n)
        if cid:
            self.run(
                self.actor(n),
                sb.CallChallenge(character_id=cid, rating=rating, difficulty=difficulty, automatic=automatic == 0),
            )

    @precondition(lambda self: bool(self.conflicts(Challenge)))
    @rule(n=picks)
    def roll_challenge(self, n: int) -> None:
        c = self.pick(self.conflicts(Challenge), n)
        if c:
            self.run(self.actor(n), sb.RollChallenge(table_id=self.s.table, conflict_id=c.conflict_id))

    @rule(n=picks, m=picks, rating=st.sampled_from(RATINGS))
    def contest(self, n: int, m: int, rating: str) -> None:
        ids = self.characters()
        if len(ids) >= 2:
            a, b = self.pick(ids, n), self.pick(ids, m)
            self.run(self.s.gm, sb.CallContest(character_id=a, target_id=b, rating=rating, target_rating="STR"))

    @precondition(lambda self: bool(self.conflicts(Contest)))
    @rule(n=picks, ruling=st.sampled_from(["continue", "unusual"]))
    def roll_contest(self, n: int, ruling: str) -> None:
        c = self.pick(self.conflicts(Contest), n)
        if c is None:
            return
        if c.tied:
            self.run(self.s.gm, sb.RuleTie(conflict_id=c.conflict_id, ruling=ruling))  # type: ignore[arg-type]
        else:
            side = c.character_id if n % 2 else c.target_id
            self.run(self.actor(n), sb.RollContest(table_id=self.s.table, conflict_id=c.conflict_id, character_id=side))

    # -- fights ------------------------------------------------------------------------------------------

    @precondition(lambda self: not self.conflicts(Fight))
    @rule(n=picks, size=st.integers(2, 4))
    def start_fight(self, n: int, size: int) -> None:
        ids = self.characters()
        if len(ids) >= 2:
            chosen = list(dict.fromkeys(self.pick(ids, n + k) for k in range(size)))
            self.run(self.s.gm, sb.StartFight(table_id=self.s.table, character_ids=chosen))

    @precondition(lambda self: any(f.current and not f.pending for f in self.conflicts(Fight)))
    @rule(
        n=picks,
        weapon=st.sampled_from(["punch", "punch", "punch", "w0", "sawblade", "claws and bite"]),
        surprise=st.booleans(),
    )
    def attack(self, n: int, weapon: str, surprise: bool) -> None:
        fight = self.pick([f for f in self.conflicts(Fight) if f.current and not f.pending], n)
        if fight:
            target = self.pick([c for c in fight.combatants if c != fight.current or n % 10 == 0], n)
            command = sb.DeclareAttack(
                table_id=self.s.table,
                conflict_id=fight.conflict_id,
                character_id=fight.current,
                target_id=target,
                weapon=weapon,
                surprise=surprise and n % 4 == 0,
            )
            self.run(self.actor(n), command)

    @precondition(lambda self: any(f.pending for f in self.conflicts(Fight)))
    @rule(n=picks, defend=st.booleans())
    def respond(self, n: int, defend: bool) -> None:
        fight = self.pick([f for f in self.conflicts(Fight) if f.pending], n)
        if fight:
            self.run(
                self.actor(n), sb.RespondToAttack(table_id=self.s.table, conflict_id=fight.conflict_id, defend=defend)
            )

    @precondition(lambda self: bool(self.conflicts(Fight)))
    @rule(n=picks, kind=st.sampled_from(["pick_up", "draw", "run", "reload"]))
    def act(self, n: int, kind: str) -> None:
        fight = self.pick(self.conflicts(Fight), n)
        if fight:
            self.run(self.actor(n), sb.TakeAction(conflict_id=fight.conflict_id, action=kind, weapon=f"w{n % 2}"))  # type: ignore[arg-type]

    @precondition(lambda self: bool(self.conflicts(Fight)))
    @rule(n=picks)
    def end_turn(self, n: int) -> None:
        fight = self.pick(self.conflicts(Fight), n)
        if fight:
            self.run(self.actor(n), sb.EndTurn(conflict_id=fight.conflict_id))

    @precondition(lambda self: bool(self.conflicts(Fight)))
    @rule(n=picks, count=st.integers(1, 4))
    def grant(self, n: int, count: int) -> None:
        fight = self.pick(self.conflicts(Fight), n)
        if fight:
            cid = self.pick(list(fight.combatants), n)
            self.run(self.s.gm, sb.GrantActions(conflict_id=fight.conflict_id, character_id=cid, count=count))

    @precondition(lambda self: bool(self.conflicts(Fight)))
    @rule(n=picks)
    def end_fight(self, n: int) -> None:
        fight = self.pick(self.conflicts(Fight), n)
        if fight and n % 5 == 0:
            self.run(self.s.gm, sb.EndFight(conflict_id=fight.conflict_id))

    # -- health and adventures ---------------------------------------------------------------------------

    @rule(n=picks, damage=st.integers(1, 4), weapon=st.sampled_from([None, "punch", "small", "medium", "large"]))
    def injure(self, n: int, damage: int, weapon: str | None) -> None:
        cid = self.pick(self.characters(), n)
        if cid:
            command = sb.Injure(
                table_id=self.s.table,
                character_id=cid,
                damage=None if weapon else damage,
                weapon=weapon,  # type: ignore[arg-type]
            )
            self.run(self.actor(n), command)

    @precondition(lambda self: any(c.alive and not c.conscious for c in self.s.sb.characters.values()))
    @rule(n=picks)
    def wake(self, n: int) -> None:
        cid = self.pick([c.character_id for c in self.s.sb.characters.values() if c.alive and not c.conscious], n)
        if cid:
            self.run(self.actor(n), sb.TryToWake(table_id=self.s.table, character_id=cid))

    @rule(n=picks, amount=st.integers(1, 3))
    def heal(self, n: int, amount: int) -> None:
        cid = self.pick(self.characters(), n)
        if cid:
            self.run(self.actor(n), sb.Heal(character_id=cid, amount=amount))

    @rule(n=picks, skill=st.sampled_from(SKILLS))
    def adventure(self, n: int, skill: str) -> None:
        cid = self.pick(self.characters(), n)
        choice = n % 4
        if choice == 0:
            self.run(self.s.gm, sb.EndAdventure())
        elif choice == 1:
            self.run(self.s.gm, sb.StartAdventure())
        elif cid and choice == 2:
            self.run(self.s.gm, sb.LevelUp(character_id=cid, skill=skill))
        elif cid:
            self.run(self.actor(n), sb.TeachSkill(character_id=cid, skill=skill))

    # -- invariants --------------------------------------------------------------------------------------

    @invariant()
    def fold_from_scratch_equals_live_state(self) -> None:
        if hasattr(self, "s"):
            assert self.s.refold() == msgspec.to_builtins(self.s.state)

    def _probes(self, conflict_id: str) -> list[tuple[Command, Actor]]:
        s = self.s
        someone = self.pick(self.characters(), len(conflict_id))
        return [
            (sb.RollChallenge(table_id=s.table, conflict_id=conflict_id), s.gm),
            (sb.CancelChallenge(conflict_id=conflict_id), s.gm),
            (sb.RollContest(table_id=s.table, conflict_id=conflict_id, character_id=someone), s.gm),
            (sb.RuleTie(conflict_id=conflict_id, ruling="continue"), s.gm),
            (sb.EndTurn(conflict_id=conflict_id), s.gm),
            (sb.RespondToAttack(table_id=s.table, conflict_id=conflict_id, defend=True), s.gm),
            (sb.EndFight(conflict_id=conflict_id), s.gm),
        ]

    @invariant()
    def finished_business_is_gone_and_refused(self) -> None:
        if not hasattr(self, "s"):
            return
        for cid in self.finished[-3:]:
            assert cid not in self.s.sb.conflicts
            for command, actor in self._probes(cid):
                assert outcome(self.s.game, self.s.state, command, actor, [3] * 30) == "conflict_not_found"

    @invariant()
    def snapshot_decides_alike(self) -> None:
        if not hasattr(self, "s"):
            return
        probes = [p for cid in [*self.s.sb.conflicts, *self.finished[-2:]] for p in self._probes(cid)]
        same_decisions_after_a_snapshot(self.s.game, self.s.state, probes, [3] * 30)

    @invariant()
    def bounds(self) -> None:
        if not hasattr(self, "s"):
            return
        game = self.s.sb
        for ch in game.characters.values():
            assert ch.max_hp >= 1 and ch.hp <= ch.max_hp
            assert ch.hp >= 0 or not ch.alive  # negative HP means dead
            assert ch.alive or not ch.conscious
        for c in game.conflicts.values():
            if isinstance(c, Fight):
                assert c.current is None or c.current in c.order
                assert sorted(c.order) == sorted(c.combatants)
                for combatant in c.combatants.values():
                    assert combatant.actions >= 0
                    assert 0 <= combatant.borrowed <= MAX_BORROWED
                    assert combatant.berserk_actions in (0, 1)
                    assert combatant.berserk_actions == 0 or combatant.berserk
                if c.pending is not None:
                    assert c.pending.character_id == c.current and c.pending.target_id in c.combatants
            if isinstance(c, Contest):
                assert set(c.scores) <= {c.character_id, c.target_id}
                assert not c.tied or len(c.scores) == 2


ShapersPlay.TestCase.settings = settings(
    max_examples=60, stateful_step_count=30, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestShapersPlay = ShapersPlay.TestCase
