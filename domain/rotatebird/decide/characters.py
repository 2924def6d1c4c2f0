"""Decisions about characters: rolling and creating them, recovery and sessions (advancement is `advancement.py`)."""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_open_table
from domain.dice import DiceRoll
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rotatebird import lookups as lk
from domain.rotatebird.commands import (
    CreateCharacter,
    EndSession,
    RecoverUndoing,
    Rest,
    RollCharacter,
    RollOnTable,
)
from domain.rotatebird.events import (
    AdvanceGranted,
    CharacterRolled,
    DoingSpec,
    RbCharacterCreated,
    SessionEnded,
    TableRolled,
    UnbeingRecovered,
    UndoingRecovered,
)
from domain.rotatebird.state import AdvanceKind, DoingPair, RotateBirdState, Scenario, Sym
from domain.rotatebird.symbols import (
    FALLOUT_TABLE,
    MAX_REROLLS,
    SymbolRoll,
    roll_being,
    roll_d6_table,
    roll_distinct,
    roll_doing,
    roll_factors,
    roll_theme,
)

BEING_TRAITS = 5


DOING_TRAITS = 3


MAJOR_EVERY = 3
"""Every third session each character receives a major advance instead of a minor one."""


def roll_character(state: CampaignState, cmd: RollCharacter, ctx: Context) -> list[Event]:
    require_open_table(state, cmd.table_id)
    owner = cmd.owner_id or ctx.actor.member_id
    if owner != ctx.actor.member_id and not ctx.actor.is_gm:
        raise Forbidden("gm_only", "only the GM may roll a character for another member", owner_id=owner)
    lk.require_member_can_own(state, owner)
    rolls: list[DiceRoll] = []
    record: list[SymbolRoll] = []
    being: list[str] = []
    for _ in range(BEING_TRAITS):
        symbol, rec = roll_distinct(roll_being, ctx.dice, rolls, set(being))
        being.append(symbol)
        record += rec
    pairs, pair_record = _roll_doing_pairs(ctx, rolls, DOING_TRAITS)
    record += pair_record
    theme = None
    if cmd.roll_theme:
        theme, rec = roll_theme(ctx.dice, rolls)
        record += rec
    return [
        CharacterRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=tuple(rolls),
            visibility=cmd.visibility,
            draft_id=ctx.new_id(),
            owner_id=owner,
            being=tuple(being),
            doing=tuple(pairs),
            theme=theme,
            record=tuple(record),
        )
    ]


def _roll_doing_pairs(ctx: Context, rolls: list[DiceRoll], count: int) -> tuple[list[DoingPair], list[SymbolRoll]]:
    """A Doing symbol then a Being symbol, `count` times; the exact same pair twice is re-rolled."""
    pairs: list[DoingPair] = []
    record: list[SymbolRoll] = []
    while len(pairs) < count:
        for _ in range(MAX_REROLLS):
            doing, rec_d = roll_doing(ctx.dice, rolls)
            being, rec_b = roll_being(ctx.dice, rolls)
            pair = DoingPair(doing=doing, being=being)
            if pair not in pairs:
                pairs.append(pair)
                record += rec_d + rec_b
                break
            record += [_discard(r) for r in rec_d + rec_b]
        else:
            raise RuleViolation("too_many_rerolls", "the dice kept repeating a Doing pair", rerolls=MAX_REROLLS)
    return pairs, record


def _discard(r: SymbolRoll) -> SymbolRoll:
    return SymbolRoll(table=r.table, value=r.value, result=r.result, discarded=True)


def create_character(state: CampaignState, cmd: CreateCharacter, ctx: Context) -> list[Event]:
    g = lk.game(state)
    draft = g.drafts.get(cmd.draft_id)
    if draft is None:
        raise NotFound("draft_not_found", "no such rolled character", draft_id=cmd.draft_id)
    if draft.used:
        raise RuleViolation("draft_used", "this roll already became a character", draft_id=cmd.draft_id)
    if draft.owner_id != ctx.actor.member_id and not ctx.actor.is_gm:
        raise Forbidden(
            "not_your_draft", "players create characters only from their own rolls", owner_id=draft.owner_id
        )
    lk.require_member_can_own(state, draft.owner_id)
    sheet = cmd.sheet
    doing = tuple(
        DoingSpec(
            trait_id=ctx.new_id(),
            name=name,
            symbols=(Sym(kind="doing", symbol=pair.doing), Sym(kind="being", symbol=pair.being)),
        )
        for pair, name in zip(draft.doing, sheet.doing_names, strict=True)
    )
    return [
        RbCharacterCreated(
            character_id=ctx.new_id(),
            owner_id=draft.owner_id,
            name=sheet.name,
            draft_id=draft.draft_id,
            title=sheet.title,
            theme=sheet.theme if sheet.theme is not None else draft.theme,
            being=tuple(draft.being),
            doing=doing,
        )
    ]


def roll_on_table(state: CampaignState, cmd: RollOnTable, ctx: Context) -> list[Event]:
    require_open_table(state, cmd.table_id)
    g = lk.game(state)
    rolls: list[DiceRoll] = []
    factor = None
    scenario_id = None
    if cmd.table == "being":
        result, record = roll_being(ctx.dice, rolls)
    elif cmd.table == "doing":
        result, record = roll_doing(ctx.dice, rolls)
    elif cmd.table == "theme":
        result, record = roll_theme(ctx.dice, rolls)
    elif cmd.table == "factors":
        factors, record = roll_factors(ctx.dice, rolls)
        result = ",".join(factors)
    elif cmd.table == "fallout":
        name, symbols = fallout_table(g, cmd.fallout_table)
        result, record = roll_d6_table(symbols, name, ctx.dice, rolls)
    else:
        if cmd.scenario_id is None:
            raise InvalidCommand("scenario_required", "rolling on the worksheet needs scenario_id")
        sc = lk.scenario(g, cmd.scenario_id)
        result, factor, record = worksheet_roll(sc, ctx, rolls)
        scenario_id = sc.scenario_id
    return [
        TableRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=tuple(rolls),
            visibility=cmd.visibility,
            table=cmd.table,
            result=result,
            record=tuple(record),
            scenario_id=scenario_id,
            factor=factor,
        )
    ]


def fallout_table(g: RotateBirdState, name: str | None) -> tuple[str, tuple[str, ...]]:
    if name is None:
        return "generic", FALLOUT_TABLE
    symbols = g.fallout_tables.get(name)
    if symbols is None:
        raise NotFound("fallout_table_not_found", "no such fallout table", fallout_table=name)
    return name, tuple(symbols)


def worksheet_roll(sc: Scenario, ctx: Context, rolls: list[DiceRoll]) -> tuple[str, str, list[SymbolRoll]]:
    """A d6 on a filled worksheet: Being circle n gives the symbol and links the entity to its Factor."""
    if not sc.filled:
        raise RuleViolation("scenario_not_filled", "the worksheet must be filled in first", scenario_id=sc.scenario_id)
    roll = ctx.dice.roll(1, 6)
    rolls.append(roll)
    slot = roll.faces[0]
    symbol = sc.being[slot - 1]
    assert symbol is not None
    return symbol, sc.factors[(slot - 1) // 2], [SymbolRoll(table="worksheet", value=slot, result=symbol)]


def rest(state: CampaignState, cmd: Rest, ctx: Context) -> list[Event]:
    g = lk.game(state)
    events: list[Event] = []
    for cid in dict.fromkeys(cmd.character_ids):
        c = lk.character(g, cid)
        marked = tuple(t.symbol for t in c.being if t.marked)
        if marked:
            events.append(UnbeingRecovered(character_id=cid, symbols=marked))
    if not events:
        raise RuleViolation(
            "nothing_to_recover", "none of these characters has Unbeing", character_ids=cmd.character_ids
        )
    return events


def recover_undoing(state: CampaignState, cmd: RecoverUndoing, ctx: Context) -> list[Event]:
    c = lk.character(lk.game(state), cmd.character_id)
    by_id = {t.trait_id: t for t in c.doing}
    if cmd.trait_ids is None:
        ids = tuple(t.trait_id for t in c.doing if t.marked)
    else:
        for tid in cmd.trait_ids:
            if tid not in by_id:
                raise NotFound(
                    "doing_trait_not_found", "no such Doing trait", character_id=c.character_id, trait_id=tid
                )
            if not by_id[tid].marked:
                raise RuleViolation("trait_not_undone", "that Doing trait has no Undoing", trait_id=tid)
        ids = tuple(dict.fromkeys(cmd.trait_ids))
    if not ids:
        raise RuleViolation("nothing_to_recover", "the character has no Undoing", character_id=c.character_id)
    return [UndoingRecovered(character_id=c.character_id, trait_ids=ids, reason="measures", measure=cmd.measure)]


def end_session(state: CampaignState, cmd: EndSession, ctx: Context) -> list[Event]:
    g = lk.game(state)
    session = g.sessions_ended + 1
    advance: AdvanceKind = "major" if session % MAJOR_EVERY == 0 else "minor"
    events: list[Event] = [SessionEnded(session=session, advance=advance)]
    for c in g.characters.values():
        undone = tuple(t.trait_id for t in c.doing if t.marked)
        if undone:  # "If all else fails, your Undoing marks are cleared at the end of the session."
            events.append(UndoingRecovered(character_id=c.character_id, trait_ids=undone, reason="session_end"))
        events.append(AdvanceGranted(character_id=c.character_id, advance=advance, session=session))
    return events
