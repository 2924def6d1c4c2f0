"""Rotate Bird at the table: what the rules wait for and what a viewer may do now (the `offers` hook).

A test is the game's loop, in the rulebook's order: the GM calls it (who leads it, what is at stake, epic or
perilous, the opposing NPC, the track it counts toward, whom it sets up); an epic test's leader first marks a
Being trait; the leader's player offers the Being traits they argue relate (a helper hands over one die) and
the GM accepts them; the leader rolls, then taps the one die that is the result; fallout is rolled by the GM,
offset by a contributor (Unbeing for minor, Undoing for major, or an edge) and otherwise described by the GM;
edges owed to doubles or a setup are granted by the GM, and an opposing NPC may shrug off a success. Symbols
are shown as the rulebook describes them ("Cat", "Check mark"), never as their slugs.

Everything here is a proposal: `Game.offers` keeps only what `decide` accepts from the viewer.
"""

from __future__ import annotations

from typing import Any

from domain.campaign import Actor, CampaignState
from domain.offers import Action, Ask, Choice, Offers, Waiting
from domain.rotatebird.commands import COMMANDS
from domain.rotatebird.results import RESULT_TEXT, read_result
from domain.rotatebird.scenario import DOING_LINKS, open_being_slots, open_doing_links
from domain.rotatebird.state import Character, ClosedTest, DoingRef, Npc, PoolDie, RotateBirdState, Test
from domain.rotatebird.symbols import BEING_TABLES, DOING_TABLE, words

TIERS: dict[str, str] = {
    "background": "Background/extra NPC",
    "minor": "Minor named NPC",
    "major": "Major named NPC",
    "boss": "“Boss” NPC",
}
"""The rulebook's names of the NPC tiers (Non-Player Characters)."""

GM_ONLY = frozenset(cls.__struct_config__.tag for cls in COMMANDS if cls.gm_only)
"""The commands of what the GM judges (calling tests, accepting traits, rolling and describing fallout…)."""

FALLOUT_WORDS = {"none": "no fallout", "minor": "minor fallout", "major": "major fallout"}


def result_hint(faces: list[int], index: int, *, perilous: bool) -> str:
    """What picking die `index` means, in the Test Results table's words."""
    r = read_result(faces, index, perilous=perilous)
    line = f"{r.face}: {RESULT_TEXT[r.face]}"
    if r.fallout != r.table_fallout:
        line += " Perilous: the fallout is major."
    if r.doubles:
        line += " Doubles: you gain an edge."
    return line


class _Table:
    """The campaign as the offers read it: names, owners, who the viewer acts for."""

    def __init__(self, state: CampaignState[RotateBirdState], viewer: Actor, table_id: str) -> None:
        self.state = state
        self.g = state.game
        self.viewer = viewer
        self.table_id = table_id
        self.gms = tuple(m.member_id for m in state.members.values() if m.active and m.role == "gm")
        self.pcs = [c for cid, c in self.g.characters.items() if cid in state.characters]

    def name(self, character_id: str) -> str:
        c = self.g.characters.get(character_id)
        return c.name if c is not None else "someone"

    def owner(self, character_id: str) -> tuple[str, ...]:
        ref = self.state.characters.get(character_id)
        return (ref.owner_id,) if ref is not None and ref.owner_id else self.gms

    def controls(self, character_id: str) -> bool:
        return self.viewer.is_gm or self.viewer.member_id in self.owner(character_id)

    def waits_on_me(self, character_id: str) -> bool:
        """The rules wait on the viewer for this character (its player; the GM for a character of their own)."""
        return self.viewer.member_id in self.owner(character_id)

    def npc_label(self, npc: Npc) -> str:
        traits = ", ".join(words(t.symbol) + (" (marked)" if t.marked else "") for t in npc.being)
        return f"{npc.name} — {TIERS.get(npc.tier, npc.tier)}: {traits}"


def offers(state: CampaignState[RotateBirdState], viewer: Actor, table_id: str | None) -> Offers:
    if table_id is None:
        return Offers()
    table = state.tables.get(table_id)
    if table is None or not table.open:
        return Offers()
    t = _Table(state, viewer, table_id)
    turn: list[str] = []
    waiting: list[Waiting] = []
    actions: list[Action] = []
    tests = [x for x in t.g.conflicts.values() if isinstance(x, Test) and x.table_id in (None, table_id)]
    for test in tests:
        turn.append(_test_line(t, test))
        w, a = _test_offers(t, test)
        waiting += w
        actions += a
    w, a = _after_tests(t)
    waiting += w
    actions += a
    if not tests:
        turn.append("No test under way: the GM calls for one when a character does something risky.")
    actions += _gm_actions(t, tests)
    actions += _character_actions(t)
    scenario_turn, w, a = _scenarios(t)
    turn += scenario_turn
    waiting += w
    actions += a
    if not viewer.is_gm:  # a player acts for their own characters, and never sends what the GM judges
        actions = [a for a in actions if a.command not in GM_ONLY and (a.by is None or t.controls(a.by))]
    return Offers(turn=" ".join(turn), waiting=tuple(waiting), actions=tuple(actions))


# --- a test in play ------------------------------------------------------------------------------------------


def _test_line(t: _Table, test: Test) -> str:
    kinds = [k for k, on in (("epic", test.epic), ("perilous", test.perilous)) if on]
    what = f"{' and '.join(kinds)} test" if kinds else "test"
    line = f"{t.name(test.character_id)}'s {what}"
    if test.description:
        line += f": {test.description}"
    extras = []
    if test.target_id is not None and test.target_id in t.g.npcs:
        extras.append(f"against {t.g.npcs[test.target_id].name}")
    for track_id in (test.progress_track_id, test.disaster_track_id):
        if track_id is not None and track_id in t.g.tracks:
            track = t.g.tracks[track_id]
            extras.append(f"{track.kind} track “{track.name}” {track.marked}/{track.boxes}")
    if test.setup_for is not None:
        extras.append(f"a setup for {t.name(test.setup_for)}")
    if extras:
        line += f" ({', '.join(extras)})"
    phase = {
        "awaiting_cost": "the epic test's price is not paid yet",
        "gathering": f"{_dice(len(test.pool))} accepted" if test.pool else "gathering dice",
        "rolled": f"rolled {' · '.join(map(str, test.faces))}: one die to pick",
    }.get(test.phase)
    if test.phase == "fallout":
        verdict = "success" if test.success else "failure"
        phase = f"{verdict} with {FALLOUT_WORDS[test.fallout]}"
        if test.fallout_symbols:
            phase += f": {', '.join(words(s) for s in test.fallout_symbols)}"
    return f"{line} — {phase}."


def _dice(n: int) -> str:
    return f"{n} {'die' if n == 1 else 'dice'}"


def _test_offers(t: _Table, test: Test) -> tuple[list[Waiting], list[Action]]:
    leader = t.g.characters.get(test.character_id)
    if leader is None:
        return [], []
    who = leader.name
    about = (test.conflict_id,)
    owner = t.owner(test.character_id)
    mine = t.waits_on_me(test.character_id)
    waiting: list[Waiting] = []
    actions: list[Action] = []
    group = f"{who}'s test"
    if test.phase == "awaiting_cost":
        waiting.append(
            Waiting(
                what=f"{who} to pay the epic test's price: one Being trait marked with Unbeing", on=owner, about=about
            )
        )
        actions.append(
            Action(
                command="rb.pay_epic_cost",
                label="Pay the epic test's price",
                body={"conflict_id": test.conflict_id},
                asks=(Ask(field="symbol", label="Mark with Unbeing", choices=_being_choices(leader)),),
                hint="Mark one of your Being traits before gathering dice; it gives no die until recovered.",
                by=test.character_id,
                about=about,
                prompt=mine,
                group=group,
            )
        )
    if test.phase in ("awaiting_cost", "gathering"):
        actions.append(
            Action(
                command="rb.withdraw_test",
                label="Change your mind: withdraw the test",
                body={"conflict_id": test.conflict_id},
                by=test.character_id,
                about=about,
                group=group,
            )
        )
    if test.phase == "gathering":
        w, a = _gathering(t, test, leader, mine, group)
        waiting += w
        actions += a
    if test.phase == "rolled":
        waiting.append(Waiting(what=f"{who} to pick one die as the result", on=owner, about=about))
        actions.append(
            Action(
                command="rb.pick_die",
                label="Pick one die",
                body={"conflict_id": test.conflict_id},
                asks=(
                    Ask(
                        field="die",
                        label="Tap the die that is your result",
                        kind="die",
                        choices=tuple(
                            Choice(value=i, label=str(face), hint=result_hint(test.faces, i, perilous=test.perilous))
                            for i, face in enumerate(test.faces)
                        ),
                    ),
                ),
                hint="Choose any one die; the number you pick gives an edge if it rolled doubles.",
                by=test.character_id,
                about=about,
                prompt=mine,
                group=group,
            )
        )
    if test.phase == "fallout":
        w, a = _fallout(t, test, group)
        waiting += w
        actions += a
    return waiting, actions


def _ref(die: PoolDie) -> dict[str, Any]:
    ref: dict[str, Any] = {"character_id": die.character_id}
    if die.edge_id is not None:
        ref["edge_id"] = die.edge_id
    else:
        ref["symbol"] = die.symbol
    return ref


def _own_dice(c: Character) -> list[PoolDie]:
    """The dice a character could bring: each unmarked Being trait, each Being edge."""
    dice = [PoolDie(character_id=c.character_id, symbol=b.symbol) for b in c.being if not b.marked]
    dice += [
        PoolDie(character_id=c.character_id, symbol=e.symbol, edge_id=e.edge_id)
        for e in c.edges.values()
        if e.kind == "being" and e.symbol is not None
    ]
    return dice


def _die_label(t: _Table, test: Test, die: PoolDie) -> str:
    label = words(die.symbol) + (" (edge)" if die.edge_id is not None else "")
    if die.character_id != test.character_id:
        label += f" — {t.name(die.character_id)} helps"
    return label


def _doing_choices(t: _Table, c: Character) -> list[tuple[DoingRef, str]]:
    refs = [(DoingRef(character_id=c.character_id, trait_id=d.trait_id), d.name) for d in c.doing if not d.marked]
    refs += [
        (DoingRef(character_id=c.character_id, trait_id=e.edge_id), e.doing.name or "Doing-trait edge")
        for e in c.edges.values()
        if e.kind == "doing" and e.doing is not None
    ]
    return refs


def _gathering(t: _Table, test: Test, leader: Character, mine: bool, group: str) -> tuple[list[Waiting], list[Action]]:
    about = (test.conflict_id,)
    who = leader.name
    owner = t.owner(test.character_id)
    waiting: list[Waiting] = []
    actions: list[Action] = []
    offered_by_leader = [d for d in test.offered if d.character_id == test.character_id]
    accepted = {(d.character_id, d.symbol, d.edge_id) for d in test.pool}
    offered = {(d.character_id, d.symbol, d.edge_id) for d in test.offered}
    if not test.pool and not offered_by_leader:
        waiting.append(Waiting(what=f"{who} to offer the Being traits that relate to the test", on=owner, about=about))
    if test.offered and offered != accepted:
        waiting.append(Waiting(what=f"The GM to accept the traits offered for {who}'s test", on=t.gms, about=about))
    if test.pool:
        waiting.append(Waiting(what=f"{who} to roll {_dice(len(test.pool))}", on=owner, about=about))

    # the leader's player: which of their traits relate (and the Doing traits they bring into play)
    default = offered_by_leader or [d for d in test.pool if d.character_id == test.character_id]
    leader_doing = [d for d in (test.offered_doing or test.doing) if d.character_id == test.character_id]
    doing_choices = _doing_choices(t, leader)
    asks = [
        Ask(
            field="traits",
            label="Being traits that relate (one die each)",
            kind="many",
            choices=tuple(Choice(value=_ref(d), label=_die_label(t, test, d)) for d in _own_dice(leader)),
            default=[_ref(d) for d in default] or None,
            minimum=1,
            maximum=5,
        )
    ]
    if doing_choices:
        asks.append(
            Ask(
                field="doing",
                label="Doing traits brought into play (no dice)",
                kind="many",
                choices=tuple(Choice(value=ref.trait_id, label=name) for ref, name in doing_choices),
                default=[d.trait_id for d in leader_doing],
                optional=True,
            )
        )
    actions.append(
        Action(
            command="rb.offer_traits",
            label="Offer your traits to the GM" if not default else "Offer these traits instead",
            body={"conflict_id": test.conflict_id, "character_id": test.character_id},
            asks=tuple(asks),
            hint="Pick each Being symbol you can argue relates to the task; say why. The GM accepts the dice.",
            by=test.character_id,
            about=about,
            prompt=mine and not test.pool and not offered_by_leader,
            group=group,
        )
    )
    # helpers: any other character hands the leader a single die
    helping = {d.character_id for d in [*test.offered, *test.pool] if d.character_id != test.character_id}
    for c in t.pcs:
        if c.character_id == test.character_id or c.character_id in helping or not t.controls(c.character_id):
            continue
        dice = _own_dice(c)
        if not dice:
            continue
        actions.append(
            Action(
                command="rb.offer_traits",
                label=f"{c.name}: help {who} with one die",
                body={"conflict_id": test.conflict_id, "character_id": c.character_id},
                asks=(
                    Ask(
                        field="traits",
                        label="The Being trait that contributes",
                        choices=tuple(Choice(value=[_ref(d)], label=words(d.symbol)) for d in dice),
                    ),
                ),
                hint="Describe how the trait contributes; you share in the test's fallout.",
                by=c.character_id,
                about=about,
                group="Help",
            )
        )
    if t.viewer.is_gm:
        actions.append(_accept(t, test, leader))
    if test.pool:
        actions.append(
            Action(
                command="rb.roll_test",
                label=f"Roll {_dice(len(test.pool))}",
                body={"conflict_id": test.conflict_id, "table_id": t.table_id},
                hint=", ".join(_die_label(t, test, d) for d in test.pool),
                by=test.character_id,
                about=about,
                rolls=True,
                prompt=mine,
                group=group,
            )
        )
    return waiting, actions


def _accept(t: _Table, test: Test, leader: Character) -> Action:
    """The GM's call: the dice that relate (what was offered, checked) and the Doing traits in play."""
    dice: list[PoolDie] = []
    for d in [*test.offered, *test.pool, *_own_dice(leader)]:
        key = (d.character_id, d.symbol, d.edge_id)
        if all((x.character_id, x.symbol, x.edge_id) != key for x in dice):
            dice.append(PoolDie(character_id=d.character_id, symbol=d.symbol, edge_id=d.edge_id))
    dice.sort(key=lambda d: d.character_id != test.character_id)  # the leader's dice first
    chosen = test.offered or test.pool
    doing: list[tuple[DoingRef, str]] = []
    for ref in [*test.offered_doing, *test.doing]:
        if all(r != ref for r, _ in doing):
            doing.append((ref, _doing_name(t, ref)))
    for ref, name in _doing_choices(t, leader):
        if all(r != ref for r, _ in doing):
            doing.append((ref, name))
    asks = [
        Ask(
            field="traits",
            label="Dice the GM accepts",
            kind="many",
            choices=tuple(Choice(value=_ref(d), label=_die_label(t, test, d)) for d in dice),
            default=[_ref(d) for d in chosen] or None,
            minimum=1,
            maximum=5,
        )
    ]
    if doing:
        asks.append(
            Ask(
                field="doing",
                label="Doing traits in play",
                kind="many",
                choices=tuple(
                    Choice(value={"character_id": r.character_id, "trait_id": r.trait_id}, label=name)
                    for r, name in doing
                ),
                default=[
                    {"character_id": r.character_id, "trait_id": r.trait_id} for r in (test.offered_doing or test.doing)
                ],
                optional=True,
            )
        )
    offered = {(d.character_id, d.symbol, d.edge_id) for d in test.offered}
    accepted = {(d.character_id, d.symbol, d.edge_id) for d in test.pool}
    return Action(
        command="rb.set_test_traits",
        label="Accept these traits",
        body={"conflict_id": test.conflict_id},
        asks=tuple(asks),
        hint="Which traits relate is the GM's call: make them work for a third die, harder for a fourth.",
        by=test.character_id,
        about=(test.conflict_id,),
        prompt=bool(test.offered) and offered != accepted,
        group=f"{leader.name}'s test",
    )


def _doing_name(t: _Table, ref: DoingRef) -> str:
    c = t.g.characters.get(ref.character_id)
    if c is None:
        return "Doing trait"
    for d in c.doing:
        if d.trait_id == ref.trait_id:
            return d.name if ref.character_id in (None, "") else f"{d.name} ({c.name})"
    e = c.edges.get(ref.trait_id)
    return (e.doing.name if e is not None and e.doing is not None else "") or "Doing-trait edge"


def _being_choices(c: Character) -> tuple[Choice, ...]:
    return tuple(Choice(value=b.symbol, label=words(b.symbol)) for b in c.being if not b.marked)


def _fallout(t: _Table, test: Test, group: str) -> tuple[list[Waiting], list[Action]]:
    about = (test.conflict_id,)
    level = FALLOUT_WORDS[test.fallout]
    waiting: list[Waiting] = []
    actions: list[Action] = []
    if test.mandatory_edges:
        owners = {cid for cid, c in t.g.characters.items() if any(e in c.edges for e in test.mandatory_edges)}
        on = tuple(m for cid in sorted(owners) for m in t.owner(cid))
        waiting.append(Waiting(what=f"A tapped edge to be sacrificed to the {level}", on=on, about=about))
        for cid in sorted(owners):
            c = t.g.characters[cid]
            edges = [c.edges[e] for e in test.mandatory_edges if e in c.edges]
            actions.append(
                Action(
                    command="rb.offset_fallout",
                    label=f"{c.name}: sacrifice a tapped edge",
                    body={"conflict_id": test.conflict_id, "character_id": cid},
                    asks=(
                        Ask(
                            field="edge_id",
                            label="The edge to cross off",
                            choices=tuple(Choice(value=e.edge_id, label=_edge_label(e)) for e in edges),
                        ),
                    ),
                    hint="An edge tapped on a test with this fallout must be sacrificed; you choose which.",
                    by=cid,
                    about=about,
                    prompt=t.waits_on_me(cid),
                    group=group,
                )
            )
        return waiting, actions
    if test.fallout_state == "pending":
        waiting.append(Waiting(what=f"The GM to roll the {level}", on=t.gms, about=about))
        tables = tuple(Choice(value=name, label=words(name)) for name in t.g.fallout_tables)
        asks = (Ask(field="fallout_table", label="Fallout table", choices=tables, optional=True),) if tables else ()
        actions.append(
            Action(
                command="rb.roll_fallout",
                label=f"Roll the {level}",
                body={"conflict_id": test.conflict_id, "table_id": t.table_id},
                asks=asks,
                hint="One die for minor fallout, two for major (none chosen: the Random Fallout table).",
                by=test.character_id,
                about=about,
                rolls=True,
                prompt=t.viewer.is_gm,
                group=group,
            )
        )
    if test.fallout_state == "rolled":
        contributors = [cid for cid in test.contributors if cid in t.g.characters]
        symbols = ", ".join(words(s) for s in test.fallout_symbols)
        on = tuple(dict.fromkeys(m for cid in contributors for m in t.owner(cid)))
        waiting.append(
            Waiting(
                what=f"{', '.join(t.name(c) for c in contributors)}: offset the {level} ({symbols}) or let it strike",
                on=on,
                about=about,
            )
        )
        waiting.append(Waiting(what=f"The GM to describe the {level}: {symbols}", on=t.gms, about=about))
        for cid in contributors:
            if t.controls(cid):
                actions += _offsets(t, test, t.g.characters[cid], group)
        actions.append(
            Action(
                command="rb.resolve_fallout",
                label=f"Describe the fallout: {symbols}",
                body={"conflict_id": test.conflict_id},
                hint=f"It strikes {', '.join(t.name(c) for c in contributors)} and can no longer be offset.",
                by=test.character_id,
                about=about,
                prompt=t.viewer.is_gm,
                group=group,
            )
        )
    return waiting, actions


def _edge_label(e: Any) -> str:
    if e.kind == "being" and e.symbol is not None:
        return f"{words(e.symbol)} (edge)"
    name = e.doing.name if e.doing is not None else ""
    symbols = " + ".join(words(s.symbol) for s in e.doing.symbols) if e.doing is not None else ""
    return f"{name or 'Doing-trait edge'} ({symbols})"


def _offsets(t: _Table, test: Test, c: Character, group: str) -> list[Action]:
    about = (test.conflict_id,)
    body = {"conflict_id": test.conflict_id, "character_id": c.character_id}
    mine = t.waits_on_me(c.character_id)
    out: list[Action] = []
    if test.fallout == "minor":
        if any(not b.marked for b in c.being):
            out.append(
                Action(
                    command="rb.offset_fallout",
                    label=f"{c.name}: suffer Unbeing to cancel the fallout",
                    body=body,
                    asks=(Ask(field="symbol", label="Mark a Being trait", choices=_being_choices(c)),),
                    hint="Unbeing offsets minor fallout for everyone involved; the trait gives no die until you rest.",
                    by=c.character_id,
                    about=about,
                    prompt=mine,
                    group=group,
                )
            )
        kind = "being"
    else:
        doing = tuple(Choice(value=d.trait_id, label=d.name) for d in c.doing if not d.marked)
        if doing:
            out.append(
                Action(
                    command="rb.offset_fallout",
                    label=f"{c.name}: suffer Undoing to cancel the fallout",
                    body=body,
                    asks=(Ask(field="trait_id", label="Mark a Doing trait", choices=doing),),
                    hint="Undoing offsets major fallout for everyone involved; the trait is lost until it recovers.",
                    by=c.character_id,
                    about=about,
                    prompt=mine,
                    group=group,
                )
            )
        kind = "doing"
    edges = tuple(Choice(value=e.edge_id, label=_edge_label(e)) for e in c.edges.values() if e.kind == kind)
    if edges:
        out.append(
            Action(
                command="rb.offset_fallout",
                label=f"{c.name}: sacrifice an edge to cancel the fallout",
                body=body,
                asks=(Ask(field="edge_id", label="The edge to cross off", choices=edges),),
                by=c.character_id,
                about=about,
                group=group,
            )
        )
    return out


# --- after a test: edges owed, NPCs shrugging off successes, edges given away ------------------------------


def _after_tests(t: _Table) -> tuple[list[Waiting], list[Action]]:
    waiting: list[Waiting] = []
    actions: list[Action] = []
    here = {cid for cid, x in t.g.conflicts.items() if x.table_id == t.table_id}
    for owed in t.g.owed_edges.values():
        if owed.conflict_id not in here or owed.character_id not in t.g.characters:
            continue
        who = t.name(owed.character_id)
        how = "doubles" if owed.source == "doubles" else "a successful setup"
        waiting.append(Waiting(what=f"The GM to choose the symbol of {who}'s edge from {how}", on=t.gms))
        actions.append(
            Action(
                command="rb.grant_edge",
                label=f"Grant {who} the edge from {how}",
                body={"character_id": owed.character_id, "owed_id": owed.owed_id},
                asks=(Ask(field="symbol", label="The edge's Being symbol", choices=_all_being(t.g)),),
                hint="Pick a symbol for the situation, or roll one on the Being tables; its player interprets it.",
                by=owed.character_id,
                about=(owed.conflict_id,),
                prompt=t.viewer.is_gm,
                group="Edges",
            )
        )
    for x in t.g.conflicts.values():
        if not isinstance(x, ClosedTest) or x.table_id != t.table_id:
            continue
        if x.target_id is None or not x.success or x.shrugged_off:
            continue
        npc = t.g.npcs.get(x.target_id)
        if npc is None or npc.removed:
            continue
        actions.append(
            Action(
                command="rb.npc_shrug_off",
                label=f"{npc.name} shrugs off {t.name(x.character_id)}'s success",
                body={"conflict_id": x.conflict_id},
                asks=(
                    Ask(
                        field="index",
                        label="Mark one of the NPC's Being traits (Unbeing)",
                        choices=tuple(
                            Choice(value=i, label=words(b.symbol)) for i, b in enumerate(npc.being) if not b.marked
                        ),
                    ),
                ),
                hint="An NPC whose last Being trait is marked is removed from play.",
                about=(x.conflict_id,),
                group="NPCs",
            )
        )
    # the leader may hand the edge they earned on a helped test to a helper; the GM judges any other gift
    for c in t.pcs:
        if not t.controls(c.character_id):
            continue
        for e in c.edges.values():
            test = t.g.conflicts.get(e.conflict_id or "")
            if t.viewer.is_gm:
                others = [o for o in t.pcs if o.character_id != c.character_id]
            elif test is not None and e.source == "doubles" and test.character_id == c.character_id:
                contributors = test.contributors if isinstance(test, ClosedTest) else []
                others = [o for o in t.pcs if o.character_id in contributors and o.character_id != c.character_id]
            else:
                continue
            if not others:
                continue
            actions.append(
                Action(
                    command="rb.transfer_edge",
                    label=f"{c.name}: give {_edge_label(e)} away",
                    body={"character_id": c.character_id, "edge_id": e.edge_id},
                    asks=(
                        Ask(
                            field="recipient_id",
                            label="To",
                            choices=tuple(Choice(value=o.character_id, label=o.name) for o in others),
                        ),
                    ),
                    by=c.character_id,
                    group="Edges",
                )
            )
    return waiting, actions


def _all_being(g: RotateBirdState) -> tuple[Choice, ...]:
    symbols = {s for table in BEING_TABLES.values() for s in table} | set(g.custom_being)
    return tuple(Choice(value=s, label=words(s)) for s in sorted(symbols, key=words))


# --- the GM's screen: calling tests, NPCs, tracks, rest ---------------------------------------------------


def _gm_actions(t: _Table, tests: list[Test]) -> list[Action]:
    if not t.viewer.is_gm:
        return []
    pcs = tuple(Choice(value=c.character_id, label=f"{c.name}, {c.title}" if c.title else c.name) for c in t.pcs)
    npcs = tuple(Choice(value=n.npc_id, label=t.npc_label(n)) for n in t.g.npcs.values() if not n.removed)
    progress = tuple(
        Choice(value=k.track_id, label=f"{k.name} ({k.marked}/{k.boxes})")
        for k in t.g.tracks.values()
        if not k.removed and k.kind == "progress" and not k.complete
    )
    disaster = tuple(
        Choice(value=k.track_id, label=f"{k.name} ({k.marked}/{k.boxes})")
        for k in t.g.tracks.values()
        if not k.removed and k.kind == "disaster" and not k.complete
    )
    asks: list[Ask] = [
        Ask(field="character_id", label="Who leads the test", choices=pcs),
        Ask(field="description", label="What is at stake", kind="text"),
        Ask(field="epic", label="Epic (the leader suffers Unbeing before rolling)", kind="flag"),
        Ask(field="perilous", label="Perilous (minor fallout becomes major)", kind="flag"),
    ]
    if npcs:
        asks.append(Ask(field="target_id", label="Against (the opposing NPC)", choices=npcs, optional=True))
    if progress:
        asks.append(Ask(field="progress_track_id", label="Toward the progress track", choices=progress, optional=True))
    if disaster:
        asks.append(Ask(field="disaster_track_id", label="Disaster track in play", choices=disaster, optional=True))
    if len(pcs) > 1:
        asks.append(Ask(field="setup_for", label="A setup for", choices=pcs, optional=True))
    owners = {ref.owner_id for ref in t.state.characters.values()} | {
        d.owner_id for d in t.g.drafts.values() if not d.used
    }
    players = tuple(  # a player who has no character yet (one with a character rolls the next one by the form)
        Choice(value=m.member_id, label=m.name)
        for m in t.state.members.values()
        if m.active and m.role == "player" and m.member_id not in owners
    )
    out = [
        Action(
            command="rb.call_test",
            label="Call for a test",
            asks=tuple(asks),
            hint="Warn the player of an epic or perilous test: they may change their mind before rolling.",
            prompt=not tests,
            group="GM",
        ),
        Action(
            command="rb.generate_npc",
            label="Roll up an NPC",
            body={"table_id": t.table_id, "name": "NPC"},  # the name asked replaces it
            asks=(
                Ask(field="name", label="Name", kind="text"),
                Ask(
                    field="tier",
                    label="Kind of NPC",
                    choices=tuple(Choice(value=k, label=v) for k, v in TIERS.items()),
                    default="minor",
                ),
            ),
            rolls=True,
            group="GM",
        ),
        Action(
            command="rb.create_track",
            label="Start a track",
            body={"name": "track"},  # the name asked replaces it
            asks=(
                Ask(
                    field="kind",
                    label="Kind",
                    choices=(
                        Choice(value="progress", label="Progress track (boxes checked on successes)"),
                        Choice(value="disaster", label="Disaster track (boxes marked on failures)"),
                    ),
                ),
                Ask(field="name", label="Goal or danger", kind="text"),
                Ask(field="boxes", label="Boxes", kind="number", minimum=1, maximum=10, default=4),
            ),
            group="GM",
        ),
        Action(
            command="rb.roll_on_table",
            label="Roll on a table",
            body={"table_id": t.table_id},
            asks=(
                Ask(
                    field="table",
                    label="Table",
                    choices=(
                        Choice(value="being", label="Random Being Symbols"),
                        Choice(value="doing", label="Random Doing Symbols"),
                        Choice(value="fallout", label="Random Fallout"),
                        Choice(value="theme", label="Random Doing Trait Themes"),
                    ),
                ),
            ),
            rolls=True,
            group="GM",
        ),
    ]
    if players:
        out.insert(
            2,
            Action(
                command="rb.roll_character",
                label="Roll a character for a player",
                body={"table_id": t.table_id},
                asks=(
                    Ask(field="owner_id", label="For", choices=players),
                    Ask(field="roll_theme", label="Also roll a theme for the Doing traits", kind="flag"),
                ),
                rolls=True,
                group="GM",
            ),
        )
    out += _npc_creation(t)
    live = [k for k in t.g.tracks.values() if not k.removed]
    if live:
        out.append(
            Action(
                command="rb.remove_track",
                label="Take a track out of play",
                asks=(
                    Ask(
                        field="track_id",
                        label="Track",
                        choices=tuple(Choice(value=k.track_id, label=f"{k.name} ({k.kind})") for k in live),
                    ),
                ),
                group="GM",
            )
        )
    tired = [c for c in t.pcs if any(b.marked for b in c.being)]
    if tired:
        out.append(
            Action(
                command="rb.rest",
                label="A chance to rest: Unbeing marks go away",
                asks=(
                    Ask(
                        field="character_ids",
                        label="Who rests",
                        kind="many",
                        choices=tuple(Choice(value=c.character_id, label=c.name) for c in tired),
                        default=[c.character_id for c in tired],
                        minimum=1,
                    ),
                ),
                group="GM",
            )
        )
    undone = [c for c in t.pcs if any(d.marked for d in c.doing)]
    for c in undone:
        out.append(
            Action(
                command="rb.recover_undoing",
                label=f"{c.name} recovers from Undoing",
                body={"character_id": c.character_id},
                asks=(Ask(field="measure", label="The special measures taken", kind="text", optional=True),),
                by=c.character_id,
                group="GM",
            )
        )
    for c in t.pcs:
        if c.edges:
            out.append(
                Action(
                    command="rb.remove_edge",
                    label=f"{c.name}'s edge is gone",
                    body={"character_id": c.character_id},
                    asks=(
                        Ask(
                            field="edge_id",
                            label="Edge",
                            choices=tuple(Choice(value=e.edge_id, label=_edge_label(e)) for e in c.edges.values()),
                        ),
                        Ask(field="reason", label="Why", kind="text", optional=True),
                    ),
                    by=c.character_id,
                    group="GM",
                )
            )
    if pcs:
        out.append(
            Action(
                command="rb.grant_edge",
                label="Award an edge",
                asks=(
                    Ask(field="character_id", label="To", choices=pcs),
                    Ask(field="symbol", label="The edge's Being symbol", choices=_all_being(t.g)),
                ),
                group="GM",
            )
        )
        out.append(
            Action(
                command="rb.grant_edge",
                label="Award a Doing-trait edge",
                body={"kind": "doing"},
                asks=(
                    Ask(field="character_id", label="To", choices=pcs),
                    Ask(field="doing_symbol", label="Its Doing symbol", choices=_symbols_of(t.g, "doing")),
                    Ask(field="symbol", label="Its Being symbol", choices=_all_being(t.g)),
                ),
                hint="More than a temporary Being trait (a carjacked giant robot): its player names it.",
                group="GM",
            )
        )
    out.append(
        Action(
            command="rb.end_session",
            label="End the session",
            hint="Undoing clears; every player character receives an advance.",
            group="GM",
        )
    )
    return out


def _character_actions(t: _Table) -> list[Action]:
    out: list[Action] = []
    has_one = any(ref.owner_id == t.viewer.member_id for ref in t.state.characters.values()) or any(
        d.owner_id == t.viewer.member_id and not d.used for d in t.g.drafts.values()
    )
    if t.viewer.role == "player" and not has_one:  # a player's first character; later ones by the generic form
        out.append(
            Action(
                command="rb.roll_character",
                label="Roll a new character",
                body={"table_id": t.table_id},
                asks=(Ask(field="roll_theme", label="Also roll a theme for the Doing traits", kind="flag"),),
                rolls=True,
                group="Characters",
            )
        )
    for draft in t.g.drafts.values():
        if draft.used or not (t.viewer.is_gm or draft.owner_id == t.viewer.member_id):
            continue
        owner = t.state.members.get(draft.owner_id)
        for_whom = (
            "your character" if draft.owner_id == t.viewer.member_id else f"{owner.name if owner else 'a'}'s character"
        )
        being = ", ".join(words(b) for b in draft.being)
        theme = f" Theme: {draft.theme}." if draft.theme else ""
        out.append(
            Action(
                command="rb.create_character",
                label=f"Name {for_whom}",
                # placeholders the answers replace (the rules check the sheet with them on a dry run)
                body={
                    "draft_id": draft.draft_id,
                    "sheet": {"name": "Name", "title": "Title", "doing_names": ["First", "Second", "Third"]},
                },
                asks=(
                    Ask(field="sheet.name", label="Name", kind="text"),
                    Ask(field="sheet.title", label="Title, handle or nom de guerre", kind="text"),
                    *(
                        Ask(
                            field=f"sheet.doing_names.{i}",
                            label=f"Doing trait: {words(pair.doing)} + {words(pair.being)}",
                            kind="text",
                        )
                        for i, pair in enumerate(draft.doing)
                    ),
                ),
                hint=f"Being: {being}.{theme} Name each Doing trait; don't describe what it does.",
                prompt=draft.owner_id == t.viewer.member_id,
                group="Characters",
            )
        )
    for c in t.pcs:
        if not t.controls(c.character_id):
            continue
        for e in c.edges.values():
            if e.kind == "doing" and e.doing is not None and not e.doing.name:
                out.append(
                    Action(
                        command="rb.name_doing_edge",
                        label=f"{c.name}: name the Doing-trait edge "
                        f"{' + '.join(words(x.symbol) for x in e.doing.symbols)}",
                        body={"character_id": c.character_id, "edge_id": e.edge_id, "name": "edge"},  # asked
                        asks=(Ask(field="name", label="Its name", kind="text"),),
                        by=c.character_id,
                        prompt=t.waits_on_me(c.character_id),
                        group="Characters",
                    )
                )
    for c in t.pcs:
        if t.controls(c.character_id):
            out += _advances(t, c)
    return out


def _advances(t: _Table, c: Character) -> list[Action]:
    """Spending an advance: a symbol swapped for one of the regular tables (minor or major), or (major) a third
    symbol added to a Doing trait, which is renamed."""
    out: list[Action] = []
    mine = t.waits_on_me(c.character_id)
    for advance in dict.fromkeys(c.advances):
        kind = "minor advance" if advance == "minor" else "major advance"
        body = {"character_id": c.character_id, "advance": advance}
        own = {b.symbol for b in c.being}
        out.append(
            Action(
                command="rb.spend_advance",
                label=f"{c.name}: swap a Being trait ({kind})",
                body={**body, "change": "swap_being"},
                asks=(
                    Ask(field="replace", label="Being trait to replace", choices=_being_choices_all(c)),
                    Ask(
                        field="symbol",
                        label="The new Being symbol",
                        choices=tuple(ch for ch in _all_being(t.g) if ch.value not in own),
                    ),
                ),
                by=c.character_id,
                prompt=mine,
                group="Advancement",
            )
        )
        for trait in c.doing:
            for i, sym in enumerate(trait.symbols):
                out.append(
                    Action(
                        command="rb.spend_advance",
                        label=f"{c.name}: swap {words(sym.symbol)} in “{trait.name}” ({kind})",
                        body={**body, "change": "swap_doing", "trait_id": trait.trait_id, "symbol_index": i},
                        asks=(
                            Ask(
                                field="symbol",
                                label=f"The new {sym.kind.capitalize()} symbol",
                                choices=tuple(ch for ch in _symbols_of(t.g, sym.kind) if ch.value != sym.symbol),
                            ),
                        ),
                        by=c.character_id,
                        group="Advancement",
                    )
                )
            if advance == "major" and len(trait.symbols) == 2:
                for added in ("being", "doing"):
                    out.append(
                        Action(
                            command="rb.spend_advance",
                            label=f"{c.name}: add a {added.capitalize()} symbol to “{trait.name}” ({kind})",
                            body={
                                **body,
                                "change": "extend_doing",
                                "trait_id": trait.trait_id,
                                "kind": added,
                                "name": trait.name,  # the name asked replaces it
                            },
                            asks=(
                                Ask(field="symbol", label="The added symbol", choices=_symbols_of(t.g, added)),
                                Ask(field="name", label="The trait's new name", kind="text"),
                            ),
                            by=c.character_id,
                            group="Advancement",
                        )
                    )
    return out


def _being_choices_all(c: Character) -> tuple[Choice, ...]:
    return tuple(Choice(value=b.symbol, label=words(b.symbol)) for b in c.being)


def _symbols_of(g: RotateBirdState, kind: str) -> tuple[Choice, ...]:
    if kind == "being":
        return _all_being(g)
    symbols = set(DOING_TABLE) | set(g.custom_doing)
    return tuple(Choice(value=s, label=words(s)) for s in sorted(symbols, key=words))


# --- the Random Scenario Worksheet ------------------------------------------------------------------------


def _scenarios(t: _Table) -> tuple[list[str], list[Waiting], list[Action]]:
    """The GM starts a worksheet; then everyone takes turns rolling a symbol, placing it with a fact, writing a
    Doing circle's second fact, until the inciting incident is rolled (the rules check whose turn it is)."""
    turn: list[str] = []
    waiting: list[Waiting] = []
    actions: list[Action] = []
    if t.viewer.is_gm:
        actions.append(
            Action(
                command="rb.roll_scenario_factors",
                label="Start a Random Scenario Worksheet",
                body={"table_id": t.table_id},
                asks=(
                    Ask(field="solo", label="Solo (the GM's own preparation: the GM takes every turn)", kind="flag"),
                ),
                rolls=True,
                group="Random scenario",
            )
        )
    me = t.viewer.member_id
    for sc in t.g.scenarios.values():
        if sc.incident is not None:
            continue
        factors = ", ".join(words(f) for f in sc.factors)
        filled = sum(s is not None for s in sc.being) + sum(s is not None for s in sc.doing)
        turn.append(f"Random Scenario Worksheet ({factors}): {filled} of 9 circles filled.")
        group = "Random scenario"
        if not sc.contributions:
            waiting.append(Waiting(what="The GM to make the worksheet's first contribution", on=t.gms))
        elif not sc.solo:
            left = [
                m
                for m in t.state.members.values()
                if m.active and m.role in ("gm", "player") and m.member_id not in sc.contributions
            ]
            if left:
                waiting.append(
                    Waiting(
                        what=f"{', '.join(m.name for m in left)} to make a first contribution to the worksheet",
                        on=tuple(m.member_id for m in left),
                    )
                )
        pending = sc.pending.get(me)
        if pending is not None:
            if pending.kind == "being":
                slots = tuple(
                    Choice(value=i, label=f"Circle {i}, by {words(sc.factors[(i - 1) // 2])}")
                    for i in open_being_slots(sc)
                )
            else:
                slots = tuple(
                    Choice(value=i, label=f"Between {words(sc.factors[a])} and {words(sc.factors[b])}")
                    for i, (a, b) in enumerate(DOING_LINKS, start=1)
                    if i in open_doing_links(sc)
                )
            actions.append(
                Action(
                    command="rb.place_scenario_symbol",
                    label=f"Place {words(pending.symbol)} and write a fact",
                    body={"scenario_id": sc.scenario_id, "fact": "fact"},  # the fact asked replaces it
                    asks=(
                        Ask(field="slot", label="Circle", choices=slots),
                        Ask(field="fact", label="One fact (8–10 words at most)", kind="text"),
                    ),
                    prompt=True,
                    group=group,
                )
            )
            continue
        for kind in ("being", "doing"):
            actions.append(
                Action(
                    command="rb.roll_scenario_symbol",
                    label=f"Roll a {kind.capitalize()} symbol for the worksheet",
                    body={"scenario_id": sc.scenario_id, "kind": kind, "table_id": t.table_id},
                    rolls=True,
                    group=group,
                )
            )
        for i, (a, b) in enumerate(DOING_LINKS, start=1):
            symbol = sc.doing[i - 1]
            if symbol is not None and len(sc.doing_facts[i - 1]) == 1:
                actions.append(
                    Action(
                        command="rb.add_scenario_fact",
                        label=f"Write the second fact of {words(symbol)} "
                        f"({words(sc.factors[a])} – {words(sc.factors[b])})",
                        body={"scenario_id": sc.scenario_id, "link": i, "fact": "fact"},
                        asks=(Ask(field="fact", label="From the other Factor's side", kind="text"),),
                        group=group,
                    )
                )
        if sc.filled:
            actions.append(
                Action(
                    command="rb.roll_inciting_incident",
                    label="Roll the inciting incident",
                    body={"scenario_id": sc.scenario_id, "table_id": t.table_id},
                    rolls=True,
                    prompt=True,
                    group=group,
                )
            )
    return turn, waiting, actions


def _npc_creation(t: _Table) -> list[Action]:
    """The GM puts an NPC into play with the symbols they choose, as many as its kind calls for (a boss, with
    five Being and three Doing traits, is rolled up instead)."""
    being = _all_being(t.g)
    doing = _symbols_of(t.g, "doing")
    out: list[Action] = []
    for tier, count, with_doing in (("background", 1, False), ("minor", 2, False), ("major", 3, True)):
        defaults = [ch.value for ch in being[:count]]
        body: dict[str, Any] = {"tier": tier, "name": "NPC", "being": defaults}  # the answers replace them
        asks = [
            # one kind per action; first, so that the dry run tries each symbol with the others apart
            Ask(field="tier", label="Kind of NPC", choices=(Choice(value=tier, label=TIERS[tier]),)),
            Ask(field="name", label="Name", kind="text"),
            *(
                Ask(field=f"being.{i}", label=f"Being trait {i + 1}", choices=being, default=defaults[i])
                for i in range(count)
            ),
        ]
        if with_doing:
            body["doing"] = [{"doing": doing[0].value, "being": being[0].value, "name": ""}]
            asks += [
                Ask(field="doing.0.doing", label="Doing trait: its Doing symbol", choices=doing),
                Ask(field="doing.0.being", label="Doing trait: its Being symbol", choices=being),
                Ask(field="doing.0.name", label="Doing trait: its name", kind="text", optional=True),
            ]
        out.append(
            Action(
                command="rb.create_npc",
                label=f"Create a {TIERS[tier]}",
                body=body,
                asks=tuple(asks),
                hint="Choose its symbols; NPCs with a related Being trait must be tested against.",
                group="NPCs",
            )
        )
    return out
