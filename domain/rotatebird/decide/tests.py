"""Decisions of a test, from the GM's call to the last of its fallout, and the edges it moves.

A test walks through phases: called (an epic test first waits for its Unbeing) → gathering (the GM accepts
the related traits) → rolled → picked, where the result, edges, track marks and any mandatory edge
sacrifice are settled → fallout (rolled by the GM, offset by a contributor or described) → resolved.
"""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_controls, require_open_table
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rotatebird import lookups as lk
from domain.rotatebird.commands import (
    CallTest,
    NpcShrugOff,
    OfferTraits,
    PayEpicCost,
    PickDie,
    RbTraitRef,
    RollTest,
    SetTestTraits,
    WithdrawTest,
)
from domain.rotatebird.events import (
    DiePicked,
    EdgeEarned,
    EdgeSacrificed,
    NpcRemoved,
    NpcUnbeingSuffered,
    TestCalled,
    TestRolled,
    TestTraitsOffered,
    TestTraitsSet,
    TestWithdrawn,
    TrackCompleted,
    TrackMarked,
    UnbeingSuffered,
)
from domain.rotatebird.results import MAX_TEST_DICE, FalloutLevel, read_result
from domain.rotatebird.state import AnyTest, DoingRef, Edge, PoolDie, RotateBirdState, Test


def call_test(state: CampaignState, cmd: CallTest, ctx: Context) -> list[Event]:
    g = lk.game(state)
    leader = lk.character(g, cmd.character_id)
    if cmd.setup_for is not None:
        lk.character(g, cmd.setup_for)
        if cmd.setup_for == cmd.character_id:
            raise RuleViolation("setup_needs_another_character", "a setup gives its edge to another character")
    if cmd.target_id is not None:
        lk.npc(g, cmd.target_id)
        if cmd.progress_track_id is not None:
            # "When dealing with NPCs that have traits, this rule replaces any general rules regarding the
            # need for multiple successes to achieve an objective."
            raise RuleViolation(
                "npc_replaces_progress_track",
                "tests against an NPC with traits use NPC Unbeing, not a progress track",
                target_id=cmd.target_id,
            )
    for track_id, kind in ((cmd.progress_track_id, "progress"), (cmd.disaster_track_id, "disaster")):
        if track_id is None:
            continue
        t = lk.track(g, track_id)
        if t.kind != kind:
            raise InvalidCommand("wrong_track_kind", f"that is a {t.kind} track", track_id=track_id, kind=t.kind)
        if t.complete:
            raise RuleViolation("track_complete", "every box of that track is already marked", track_id=track_id)
    if cmd.epic and not any(not t.marked for t in leader.being):
        raise RuleViolation(
            "no_being_trait_to_mark", "an epic test costs a point of Unbeing and every Being trait is marked"
        )
    return [
        TestCalled(
            conflict_id=ctx.new_id(),
            character_id=cmd.character_id,
            description=cmd.description,
            epic=cmd.epic,
            perilous=cmd.perilous,
            target_id=cmd.target_id,
            progress_track_id=cmd.progress_track_id,
            disaster_track_id=cmd.disaster_track_id,
            setup_for=cmd.setup_for,
            called_by=ctx.actor.member_id,
        )
    ]


def in_phase(t: AnyTest, *phases: str) -> Test:
    """The test, if it is in one of `phases` (never a closed one's): a repeat on a closed test is refused here."""
    if t.phase not in phases or not isinstance(t, Test):
        raise RuleViolation(
            "wrong_test_phase",
            f"the test is {t.phase}; this needs it {' or '.join(phases)}",
            conflict_id=t.conflict_id,
            phase=t.phase,
            expected=list(phases),
        )
    return t


def pay_epic_cost(state: CampaignState, cmd: PayEpicCost, ctx: Context) -> list[Event]:
    g = lk.game(state)
    t = lk.test(g, cmd.conflict_id)
    require_controls(state, ctx.actor, t.character_id)  # "only the leading character can pay the cost"
    t = in_phase(t, "awaiting_cost")
    leader = lk.character(g, t.character_id)
    trait = leader.being[lk.being_index(leader, cmd.symbol)]
    if trait.marked:
        raise RuleViolation("being_trait_marked", "that Being trait is already marked", symbol=cmd.symbol)
    return [
        UnbeingSuffered(
            character_id=leader.character_id,
            symbol=cmd.symbol,
            reason="epic_cost",
            conflict_id=t.conflict_id,
            actor_id=ctx.actor.member_id,
        )
    ]


def withdraw_test(state: CampaignState, cmd: WithdrawTest, ctx: Context) -> list[Event]:
    t = lk.test(lk.game(state), cmd.conflict_id)
    require_controls(state, ctx.actor, t.character_id)
    t = in_phase(t, "awaiting_cost", "gathering")
    return [TestWithdrawn(conflict_id=t.conflict_id, character_id=t.character_id, withdrawn_by=ctx.actor.member_id)]


def _die_key(g: RotateBirdState, die: PoolDie) -> tuple[str, str]:
    """One die's trait: the character's unmarked Being trait, or one of their Being edges."""
    c = lk.character(g, die.character_id)
    if die.edge_id is not None:
        e = lk.edge(c, die.edge_id)
        if e.kind != "being":
            raise RuleViolation(
                "doing_traits_give_no_dice", "Doing traits, even as edges, never contribute dice", edge_id=e.edge_id
            )
        return ("edge", die.edge_id)
    trait = c.being[lk.being_index(c, die.symbol)]
    if trait.marked:
        raise RuleViolation(
            "being_trait_marked",
            "a Being trait marked with Unbeing cannot be invoked for dice",
            character_id=c.character_id,
            symbol=die.symbol,
        )
    return (c.character_id, die.symbol)


def _check_doing(g: RotateBirdState, ref: DoingRef) -> None:
    c = lk.character(g, ref.character_id)
    regular = next((d for d in c.doing if d.trait_id == ref.trait_id), None)
    if regular is not None:
        if regular.marked:
            raise RuleViolation(
                "doing_trait_undone", "a Doing trait with Undoing cannot be used", trait_id=ref.trait_id
            )
        return
    doing_edge = c.edges.get(ref.trait_id)
    if doing_edge is None or doing_edge.kind != "doing":
        raise NotFound("doing_trait_not_found", "no such Doing trait", trait_id=ref.trait_id)


def _check_pool(g: RotateBirdState, t: Test, pool: list[PoolDie], doing: list[DoingRef]) -> tuple[str, ...]:
    """Every rule on which traits may give dice; returns the combination key of the pool."""
    seen: set[tuple[str, str]] = set()
    helpers: set[str] = set()
    for die in pool:
        key = _die_key(g, die)
        if key in seen:
            raise RuleViolation("trait_used_twice", "each trait gives one die", character_id=die.character_id)
        seen.add(key)
        if die.helper:
            if die.character_id in helpers:
                raise RuleViolation(
                    "helper_gives_one_die",
                    "a helper invokes a single trait for a single die",
                    character_id=die.character_id,
                )
            helpers.add(die.character_id)
    if not any(not d.helper for d in pool):
        raise RuleViolation(
            "no_related_being_trait",
            "the leading character needs at least one related Being trait (or edge) to attempt the test",
            character_id=t.character_id,
        )
    if len(pool) > MAX_TEST_DICE:
        raise RuleViolation("too_many_dice", "a test rolls at most five dice", dice=len(pool), maximum=MAX_TEST_DICE)
    contributors = {t.character_id} | helpers
    for ref in doing:
        if ref.character_id not in contributors:
            raise RuleViolation(
                "not_a_contributor",
                "only the test's contributors bring Doing traits into play",
                character_id=ref.character_id,
            )
        _check_doing(g, ref)
    combination = tuple(sorted(f"{d.character_id}:{d.symbol}" for d in pool))
    if t.progress_track_id is not None:
        track = lk.track(g, t.progress_track_id)
        if list(combination) in track.combinations:
            raise RuleViolation(
                "combination_already_used",
                "the exact same combination of Being traits was already used toward this goal",
                track_id=track.track_id,
                combination=list(combination),
            )
    return combination


def _gathering(g: RotateBirdState, conflict_id: str) -> Test:
    t = lk.test(g, conflict_id)
    if t.phase == "awaiting_cost":
        raise RuleViolation("epic_cost_unpaid", "an epic test's Unbeing is paid before gathering dice")
    return in_phase(t, "gathering")


def offer_traits(state: CampaignState, cmd: OfferTraits, ctx: Context) -> list[Event]:
    """A player argues which of their character's traits relate; the GM accepts them with `set_test_traits`."""
    g = lk.game(state)
    require_controls(state, ctx.actor, cmd.character_id)
    t = _gathering(g, cmd.conflict_id)
    if any(ref.character_id != cmd.character_id for ref in cmd.traits):
        raise RuleViolation(
            "offer_your_own_traits", "each player offers their own character's traits", character_id=cmd.character_id
        )
    pool = _pool(g, t, cmd.traits)
    helper = cmd.character_id != t.character_id
    if helper and len(pool) > 1:
        raise RuleViolation(
            "helper_gives_one_die", "a helper invokes a single trait for a single die", character_id=cmd.character_id
        )
    seen: set[tuple[str, str]] = set()
    for die in pool:
        key = _die_key(g, die)
        if key in seen:
            raise RuleViolation("trait_used_twice", "each trait gives one die", character_id=die.character_id)
        seen.add(key)
    doing = [DoingRef(character_id=cmd.character_id, trait_id=trait_id) for trait_id in cmd.doing]
    for ref in doing:
        _check_doing(g, ref)
    return [
        TestTraitsOffered(
            conflict_id=t.conflict_id,
            character_id=cmd.character_id,
            pool=tuple(pool),
            doing=tuple(doing),
            offered_by=ctx.actor.member_id,
        )
    ]


def _pool(g: RotateBirdState, t: Test, refs: list[RbTraitRef]) -> list[PoolDie]:
    pool: list[PoolDie] = []
    for ref in refs:
        if (ref.symbol is None) == (ref.edge_id is None):
            raise InvalidCommand("trait_ref_ambiguous", "each die names either a Being `symbol` or an `edge_id`")
        c = lk.character(g, ref.character_id)
        symbol = ref.symbol
        if ref.edge_id is not None:
            e = lk.edge(c, ref.edge_id)
            if e.kind != "being" or e.symbol is None:
                raise RuleViolation(
                    "doing_traits_give_no_dice", "Doing traits, even as edges, never contribute dice", edge_id=e.edge_id
                )
            symbol = e.symbol
        assert symbol is not None
        pool.append(
            PoolDie(
                character_id=ref.character_id,
                symbol=symbol,
                edge_id=ref.edge_id,
                helper=ref.character_id != t.character_id,
            )
        )
    return pool


def set_test_traits(state: CampaignState, cmd: SetTestTraits, ctx: Context) -> list[Event]:
    g = lk.game(state)
    t = _gathering(g, cmd.conflict_id)
    pool = _pool(g, t, cmd.traits)
    doing = [DoingRef(character_id=d.character_id, trait_id=d.trait_id) for d in cmd.doing]
    combination = _check_pool(g, t, pool, doing)
    return [TestTraitsSet(conflict_id=t.conflict_id, pool=tuple(pool), doing=tuple(doing), combination=combination)]


def roll_test(state: CampaignState, cmd: RollTest, ctx: Context) -> list[Event]:
    g = lk.game(state)
    t = lk.test(g, cmd.conflict_id)
    require_controls(state, ctx.actor, t.character_id)
    require_open_table(state, cmd.table_id)
    t = in_phase(t, "gathering")
    if not t.pool:
        raise RuleViolation("no_dice_gathered", "the GM has not accepted any traits for this test yet")
    # Marks, edges and tracks may have changed since the pool was accepted: check it again.
    _check_pool(g, t, t.pool, t.doing)
    if t.target_id is not None:
        lk.npc(g, t.target_id)
    for track_id in (t.progress_track_id, t.disaster_track_id):
        if track_id is not None and lk.track(g, track_id).complete:
            raise RuleViolation("track_complete", "every box of that track is already marked", track_id=track_id)
    roll = ctx.dice.roll(len(t.pool), 6)
    return [
        TestRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            conflict_id=t.conflict_id,
            character_id=t.character_id,
            pool=tuple(t.pool),
            epic=t.epic,
            perilous=t.perilous,
        )
    ]


def _mandatory_edges(g: RotateBirdState, t: Test, fallout: str) -> tuple[str, ...]:
    """Edges whose sacrifice the fallout forces: tapped Being edges on minor fallout, Doing-trait edges in
    play on major fallout (only those their owners still hold)."""
    if fallout == "minor":
        ids = [(d.character_id, d.edge_id) for d in t.pool if d.edge_id is not None]
        kind = "being"
    elif fallout == "major":
        ids = [(d.character_id, d.trait_id) for d in t.doing]
        kind = "doing"
    else:
        return ()
    out: list[str] = []
    for cid, eid in ids:
        c = g.characters.get(cid)
        e = c.edges.get(eid) if c is not None and eid is not None else None
        if e is not None and e.kind == kind and e.edge_id not in out:
            out.append(e.edge_id)
    return tuple(out)


def pick_die(state: CampaignState, cmd: PickDie, ctx: Context) -> list[Event]:
    g = lk.game(state)
    t = lk.test(g, cmd.conflict_id)
    require_controls(state, ctx.actor, t.character_id)  # "The leading character chooses which die to use"
    t = in_phase(t, "rolled")
    if cmd.die >= len(t.faces):
        raise InvalidCommand("no_such_die", "pick one of the rolled dice", die=cmd.die, dice=len(t.faces))
    result = read_result(t.faces, cmd.die, perilous=t.perilous)
    mandatory = _mandatory_edges(g, t, result.fallout)
    events: list[Event] = [
        DiePicked(
            conflict_id=t.conflict_id,
            character_id=t.character_id,
            die=cmd.die,
            face=result.face,
            faces=tuple(t.faces),
            success=result.success,
            table_fallout=result.table_fallout,
            fallout=result.fallout,
            perilous=t.perilous,
            doubles=result.doubles,
            mandatory_edges=mandatory,
            picked_by=ctx.actor.member_id,
        )
    ]
    if result.doubles:  # only the leading character can receive the edge
        events.append(
            EdgeEarned(
                owed_id=f"{t.conflict_id}:doubles",
                character_id=t.character_id,
                conflict_id=t.conflict_id,
                source="doubles",
            )
        )
    if result.success and t.setup_for is not None:
        events.append(
            EdgeEarned(
                owed_id=f"{t.conflict_id}:setup", character_id=t.setup_for, conflict_id=t.conflict_id, source="setup"
            )
        )
    # A box is checked even if the success incurs fallout; a failure marks a disaster track even
    # without fallout.
    track_id = t.progress_track_id if result.success else t.disaster_track_id
    if track_id is not None:
        track = lk.track(g, track_id)
        events.append(
            TrackMarked(
                track_id=track_id,
                kind=track.kind,
                conflict_id=t.conflict_id,
                marked=track.marked + 1,
                boxes=track.boxes,
            )
        )
        if track.marked + 1 >= track.boxes:
            events.append(TrackCompleted(track_id=track_id, kind=track.kind))
    if len(mandatory) == 1:
        owner = _edge_owner(g, mandatory[0])
        e = g.characters[owner].edges[mandatory[0]]
        events.append(sacrifice(owner, e, t, result.fallout, mandatory=True, actor=ctx.actor.member_id))
    return events


def _edge_owner(g: RotateBirdState, edge_id: str) -> str:
    for c in g.characters.values():
        if edge_id in c.edges:
            return c.character_id
    raise NotFound("edge_not_found", "no such edge", edge_id=edge_id)


def sacrifice(owner: str, e: Edge, t: Test, fallout: FalloutLevel, *, mandatory: bool, actor: str) -> EdgeSacrificed:
    symbol = e.symbol if e.kind == "being" else (e.doing.symbols[0].symbol if e.doing else "")
    return EdgeSacrificed(
        character_id=owner,
        edge_id=e.edge_id,
        kind=e.kind,
        symbol=symbol or "",
        conflict_id=t.conflict_id,
        fallout=fallout,
        mandatory=mandatory,
        actor_id=actor,
    )


def npc_shrug_off(state: CampaignState, cmd: NpcShrugOff, ctx: Context) -> list[Event]:
    g = lk.game(state)
    t = lk.test(g, cmd.conflict_id)
    if t.target_id is None:
        raise RuleViolation("no_opposing_npc", "the test was not against an NPC", conflict_id=t.conflict_id)
    if t.picked is None or not t.success:
        raise RuleViolation("no_success_to_shrug_off", "only a success against the NPC can be shrugged off")
    if t.shrugged_off:
        raise RuleViolation("already_shrugged_off", "the NPC already shrugged off this success")
    n = lk.npc(g, t.target_id)
    if cmd.index >= len(n.being):
        raise InvalidCommand(
            "no_such_npc_trait", "the NPC has no trait at that index", index=cmd.index, traits=len(n.being)
        )
    if n.being[cmd.index].marked:
        raise RuleViolation("npc_trait_marked", "that NPC trait is already marked", index=cmd.index)
    owed = f"{t.conflict_id}:setup"
    events: list[Event] = [
        NpcUnbeingSuffered(
            npc_id=n.npc_id,
            index=cmd.index,
            symbol=n.being[cmd.index].symbol,
            conflict_id=t.conflict_id,
            cancelled_owed_id=owed if owed in g.owed_edges else None,
        )
    ]
    if sum(1 for b in n.being if not b.marked) == 1:  # "An NPC whose final Being trait becomes marked"
        events.append(NpcRemoved(npc_id=n.npc_id, reason="unbeing"))
    return events
