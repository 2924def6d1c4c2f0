"""Decisions about the world the GM runs: tracks, fallout tables, NPCs and random scenarios."""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_open_table
from domain.dice import DiceRoll
from domain.errors import Forbidden, InvalidCommand, RuleViolation
from domain.messages import Event
from domain.rotatebird import lookups as lk
from domain.rotatebird.commands import (
    AddScenarioFact,
    CreateNpc,
    CreateTrack,
    DefineFalloutTable,
    GenerateNpc,
    PlaceScenarioSymbol,
    RemoveTrack,
    RollIncitingIncident,
    RollScenarioFactors,
    RollScenarioSymbol,
)
from domain.rotatebird.decide.characters import worksheet_roll
from domain.rotatebird.events import (
    FalloutTableDefined,
    IncitingIncidentRolled,
    NpcCreated,
    NpcDoingFact,
    NpcGenerated,
    ScenarioFactAdded,
    ScenarioFactorsRolled,
    ScenarioSymbolPlaced,
    ScenarioSymbolRolled,
    TrackCreated,
    TrackRemoved,
)
from domain.rotatebird.scenario import DOING_LINKS, open_being_slots, open_doing_links
from domain.rotatebird.state import Scenario, Sym
from domain.rotatebird.symbols import (
    FALLOUT_TABLE,
    MAX_REROLLS,
    SymbolRoll,
    roll_being,
    roll_d6_table,
    roll_distinct,
    roll_doing,
    roll_factors,
)

NPC_TRAITS: dict[str, tuple[int, int]] = {
    "background": (1, 0),  # Background/extra NPC: 1 Being trait
    "minor": (2, 0),  # Minor named NPC: 2 Being traits
    "major": (3, 1),  # Major named NPC: 3 Being traits, 1 Doing trait
    "boss": (5, 3),  # "Boss" NPC: as a player character
}
MAX_FACT_WORDS = 10
"""'Facts should be kept brief at this stage – no more than 8–10 words apiece.'"""


def create_track(state: CampaignState, cmd: CreateTrack, ctx: Context) -> list[Event]:
    return [TrackCreated(track_id=ctx.new_id(), kind=cmd.kind, name=cmd.name, boxes=cmd.boxes)]


def remove_track(state: CampaignState, cmd: RemoveTrack, ctx: Context) -> list[Event]:
    lk.track(lk.game(state), cmd.track_id)
    return [TrackRemoved(track_id=cmd.track_id)]


def define_fallout_table(state: CampaignState, cmd: DefineFalloutTable, ctx: Context) -> list[Event]:
    if cmd.name == "generic":
        raise InvalidCommand("reserved_table_name", "'generic' is the rulebook's Random Fallout table")
    return [FalloutTableDefined(name=cmd.name, symbols=tuple(cmd.symbols))]


# --- NPCs -------------------------------------------------------------------------------------------


def create_npc(state: CampaignState, cmd: CreateNpc, ctx: Context) -> list[Event]:
    g = lk.game(state)
    for s in cmd.being:
        lk.require_symbol(g, "being", s)
    for d in cmd.doing:
        lk.require_symbol(g, "doing", d.doing)
        lk.require_symbol(g, "being", d.being)
    being_count, doing_count = NPC_TRAITS[cmd.tier]
    distinct = len(set(cmd.being))
    if distinct != len(cmd.being) and not cmd.mob:
        raise RuleViolation(
            "duplicate_npc_trait", "only a mob or giant monster has several copies of the same Being trait"
        )
    if distinct != being_count or len(cmd.doing) != doing_count:
        raise RuleViolation(
            "npc_traits_for_tier",
            f"a {cmd.tier} NPC has {being_count} Being and {doing_count} Doing traits",
            tier=cmd.tier,
            being_expected=being_count,
            being_given=distinct,
            doing_expected=doing_count,
            doing_given=len(cmd.doing),
        )
    return [
        NpcCreated(
            npc_id=ctx.new_id(),
            name=cmd.name,
            tier=cmd.tier,
            being=tuple(cmd.being),
            doing=tuple(
                NpcDoingFact(
                    name=d.name,
                    symbols=(Sym(kind="doing", symbol=d.doing), Sym(kind="being", symbol=d.being)),
                    challenge=d.challenge,
                )
                for d in cmd.doing
            ),
            mob=cmd.mob,
        )
    ]


def generate_npc(state: CampaignState, cmd: GenerateNpc, ctx: Context) -> list[Event]:
    require_open_table(state, cmd.table_id)
    g = lk.game(state)
    being_count, doing_count = NPC_TRAITS[cmd.tier]
    rolls: list[DiceRoll] = []
    record: list[SymbolRoll] = []
    being: list[str] = []
    factor = None
    if cmd.scenario_id is not None:
        # "For the first Being trait for each randomly generated entity, rather than rolling in Appendix 1,
        # roll a single die and refer to the numbers printed around the outside of the worksheet."
        symbol, factor, rec = worksheet_roll(lk.scenario(g, cmd.scenario_id), ctx, rolls)
        being.append(symbol)
        record += rec
    while len(being) < being_count:
        symbol, rec = roll_distinct(roll_being, ctx.dice, rolls, set(being))
        being.append(symbol)
        record += rec
    pairs: list[tuple[str, str]] = []
    while len(pairs) < doing_count:
        for _ in range(MAX_REROLLS):
            d, rec_d = roll_doing(ctx.dice, rolls)
            b, rec_b = roll_being(ctx.dice, rolls)
            if (d, b) not in pairs:
                pairs.append((d, b))
                record += rec_d + rec_b
                break
            record += [SymbolRoll(table=r.table, value=r.value, result=r.result, discarded=True) for r in rec_d + rec_b]
        else:
            raise RuleViolation("too_many_rerolls", "the dice kept repeating a Doing pair", rerolls=MAX_REROLLS)
    return [
        NpcGenerated(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=tuple(rolls),
            visibility=cmd.visibility,
            npc_id=ctx.new_id(),
            name=cmd.name,
            tier=cmd.tier,
            being=tuple(being),
            doing=tuple(
                NpcDoingFact(name="", symbols=(Sym(kind="doing", symbol=d), Sym(kind="being", symbol=b)))
                for d, b in pairs
            ),
            factor=factor,
            scenario_id=cmd.scenario_id,
            record=tuple(record),
        )
    ]


# --- random scenarios -----------------------------------------------------------------------------


def roll_scenario_factors(state: CampaignState, cmd: RollScenarioFactors, ctx: Context) -> list[Event]:
    require_open_table(state, cmd.table_id)
    rolls: list[DiceRoll] = []
    factors, record = roll_factors(ctx.dice, rolls)
    return [
        ScenarioFactorsRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=tuple(rolls),
            visibility=cmd.visibility,
            scenario_id=ctx.new_id(),
            factors=factors,
            solo=cmd.solo,
            record=tuple(record),
        )
    ]


def _check_turn(state: CampaignState, sc: Scenario, ctx: Context) -> None:
    """Turn order: the GM goes first, and nobody makes a second contribution until every member of the
    group has made one. In solo prep the GM takes every turn."""
    me = ctx.actor.member_id
    if sc.solo:
        if not ctx.actor.is_gm:
            raise Forbidden("solo_scenario", "this worksheet is the GM's solo prep", scenario_id=sc.scenario_id)
        return
    if not sc.contributions and not ctx.actor.is_gm:
        raise RuleViolation("gm_goes_first", "the GM makes the worksheet's first contribution")
    if sc.contributions.get(me, 0) >= 1:
        waiting = [m for m in lk.participants(state) if sc.contributions.get(m, 0) == 0]
        if waiting:
            raise RuleViolation(
                "everyone_contributes_once_first",
                "nobody makes a second contribution until every group member has made one",
                waiting=waiting,
            )
    if me in sc.pending:
        raise RuleViolation("place_your_symbol_first", "place the symbol you rolled before taking another turn")


def _check_open(sc: Scenario) -> None:
    if sc.incident is not None:
        raise RuleViolation("scenario_finished", "the worksheet is finished", scenario_id=sc.scenario_id)


def roll_scenario_symbol(state: CampaignState, cmd: RollScenarioSymbol, ctx: Context) -> list[Event]:
    require_open_table(state, cmd.table_id)
    sc = lk.scenario(lk.game(state), cmd.scenario_id)
    _check_open(sc)
    _check_turn(state, sc, ctx)
    waiting = sum(1 for p in sc.pending.values() if p.kind == cmd.kind)
    rolls: list[DiceRoll] = []
    if cmd.kind == "being":
        if len(open_being_slots(sc)) - waiting < 1:
            raise RuleViolation("no_empty_being_circle", "every Being circle is filled or claimed")
        symbol, record = roll_being(ctx.dice, rolls)
    else:
        if len(open_doing_links(sc)) - waiting < 1:
            raise RuleViolation(
                "no_open_doing_circle",
                "a Doing circle needs to be empty and both its Factors need a Being symbol",
            )
        symbol, record = roll_doing(ctx.dice, rolls)
    return [
        ScenarioSymbolRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=tuple(rolls),
            visibility=cmd.visibility,
            scenario_id=sc.scenario_id,
            member_id=ctx.actor.member_id,
            kind=cmd.kind,
            symbol=symbol,
            record=tuple(record),
        )
    ]


def _check_fact(fact: str) -> None:
    words = len(fact.split())
    if words > MAX_FACT_WORDS:
        raise InvalidCommand("fact_too_long", "facts are no more than 8–10 words", words=words, maximum=MAX_FACT_WORDS)


def place_scenario_symbol(state: CampaignState, cmd: PlaceScenarioSymbol, ctx: Context) -> list[Event]:
    sc = lk.scenario(lk.game(state), cmd.scenario_id)
    _check_open(sc)
    pending = sc.pending.get(ctx.actor.member_id)
    if pending is None:
        raise RuleViolation("no_symbol_to_place", "roll a symbol before placing one", scenario_id=sc.scenario_id)
    _check_fact(cmd.fact)
    if pending.kind == "being":
        if sc.being[cmd.slot - 1] is not None:
            raise RuleViolation("circle_filled", "that Being circle is already filled", slot=cmd.slot)
    else:
        if cmd.slot > len(DOING_LINKS):
            raise InvalidCommand("no_such_circle", "Doing circles are numbered 1–3", slot=cmd.slot)
        if cmd.slot not in open_doing_links(sc):
            raise RuleViolation(
                "doing_circle_not_open",
                "the Doing circle must be empty and both of its Factors need a Being symbol",
                slot=cmd.slot,
            )
    return [
        ScenarioSymbolPlaced(
            scenario_id=sc.scenario_id,
            member_id=ctx.actor.member_id,
            kind=pending.kind,
            slot=cmd.slot,
            symbol=pending.symbol,
            fact=cmd.fact,
        )
    ]


def add_scenario_fact(state: CampaignState, cmd: AddScenarioFact, ctx: Context) -> list[Event]:
    sc = lk.scenario(lk.game(state), cmd.scenario_id)
    _check_open(sc)
    _check_turn(state, sc, ctx)
    _check_fact(cmd.fact)
    if sc.doing[cmd.link - 1] is None or len(sc.doing_facts[cmd.link - 1]) != 1:
        raise RuleViolation(
            "link_needs_one_fact",
            "a second fact goes on a filled Doing circle that has exactly one fact",
            link=cmd.link,
        )
    return [ScenarioFactAdded(scenario_id=sc.scenario_id, member_id=ctx.actor.member_id, link=cmd.link, fact=cmd.fact)]


def roll_inciting_incident(state: CampaignState, cmd: RollIncitingIncident, ctx: Context) -> list[Event]:
    require_open_table(state, cmd.table_id)
    sc = lk.scenario(lk.game(state), cmd.scenario_id)
    _check_open(sc)
    if not sc.filled:
        raise RuleViolation(
            "scenario_not_filled",
            "every circle is filled and twelve facts written before the inciting incident",
            scenario_id=sc.scenario_id,
        )
    rolls: list[DiceRoll] = []
    symbol, record = roll_d6_table(FALLOUT_TABLE, "fallout", ctx.dice, rolls)
    return [
        IncitingIncidentRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=tuple(rolls),
            visibility=cmd.visibility,
            scenario_id=sc.scenario_id,
            symbol=symbol,
            record=tuple(record),
        )
    ]
