"""Decisions about characters: rolling and creating them, recovery, sessions and advancement."""

from __future__ import annotations

from collections import Counter

from domain.campaign import CampaignState, Context, require_controls, require_open_table
from domain.dice import DiceRoll
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rotatebird import lookups as lk
from domain.rotatebird.commands import (
    CreateCharacter,
    EndSession,
    NameDoingEdge,
    RecoverUndoing,
    Rest,
    RollCharacter,
    RollOnTable,
    SpendAdvance,
)
from domain.rotatebird.events import (
    AdvanceGranted,
    AdvanceSpent,
    CharacterRolled,
    DoingEdgeNamed,
    DoingSpec,
    RbCharacterCreated,
    SessionEnded,
    TableRolled,
    UnbeingRecovered,
    UndoingRecovered,
)
from domain.rotatebird.state import AdvanceKind, Character, DoingPair, DoingTrait, RotateBirdState, Scenario, Sym
from domain.rotatebird.symbols import (
    BEING_SYMBOLS,
    DOING_SYMBOLS,
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


# --- recovery and sessions ------------------------------------------------------------------------------


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


# --- advancement ------------------------------------------------------------------------------------


def spend_advance(state: CampaignState, cmd: SpendAdvance, ctx: Context) -> list[Event]:
    require_controls(state, ctx.actor, cmd.character_id)
    g = lk.game(state)
    c = lk.character(g, cmd.character_id)
    if cmd.advance not in c.advances:
        raise RuleViolation(
            "no_advance_available",
            f"the character has no {cmd.advance} advance to spend",
            advance=cmd.advance,
            available=list(c.advances),
        )
    if cmd.change == "swap_being":
        return [_swap_being(g, c, cmd)]
    if cmd.change == "swap_doing":
        return [_swap_doing(g, c, cmd)]
    return [_extend_doing(g, c, cmd)]


def _new_symbol(g: RotateBirdState, kind: str, symbol: str, advance: str) -> bool:
    """Check the replacement symbol's type and source; True when it is a new, player-drawn symbol."""
    regular = BEING_SYMBOLS if kind == "being" else DOING_SYMBOLS
    other_kind = "doing" if kind == "being" else "being"
    if symbol in regular:
        return False
    if lk.is_symbol(g, other_kind, symbol):  # type: ignore[arg-type]
        raise InvalidCommand(
            "wrong_symbol_type", f"a {kind} symbol must be replaced by a {kind} symbol", symbol=symbol, kind=kind
        )
    if advance == "minor":
        raise RuleViolation(
            "minor_advance_uses_regular_tables",
            "a minor advance takes its new symbol from the game's regular tables",
            symbol=symbol,
        )
    return symbol not in (g.custom_being if kind == "being" else g.custom_doing)


def _swap_being(g: RotateBirdState, c: Character, cmd: SpendAdvance) -> AdvanceSpent:
    if cmd.replace is None:
        raise InvalidCommand("replace_required", "name the Being trait to replace in `replace`")
    index = lk.being_index(c, cmd.replace)
    custom = _new_symbol(g, "being", cmd.symbol, cmd.advance)
    if any(t.symbol == cmd.symbol for t in c.being):
        raise RuleViolation("duplicate_being_trait", "the character already has that Being trait", symbol=cmd.symbol)
    return AdvanceSpent(
        character_id=c.character_id,
        advance=cmd.advance,
        change="swap_being",
        index=index,
        old=Sym(kind="being", symbol=cmd.replace),
        new=Sym(kind="being", symbol=cmd.symbol),
        custom=custom,
    )


def _doing_trait(c: Character, trait_id: str | None) -> DoingTrait:
    if trait_id is None:
        raise InvalidCommand("trait_id_required", "name the Doing trait in `trait_id`")
    for t in c.doing:
        if t.trait_id == trait_id:
            return t
    raise NotFound("doing_trait_not_found", "no such Doing trait", character_id=c.character_id, trait_id=trait_id)


def _check_unique(c: Character, trait_id: str, symbols: list[Sym]) -> None:
    """Two Doing traits of a character may not be the exact same combination of symbols."""
    key = Counter(symbols)
    for other in c.doing:
        if other.trait_id != trait_id and Counter(other.symbols) == key:
            raise RuleViolation(
                "duplicate_doing_trait",
                "the character already has a Doing trait with those symbols",
                trait_id=other.trait_id,
            )


def _swap_doing(g: RotateBirdState, c: Character, cmd: SpendAdvance) -> AdvanceSpent:
    trait = _doing_trait(c, cmd.trait_id)
    if cmd.symbol_index is None or cmd.symbol_index >= len(trait.symbols):
        raise InvalidCommand(
            "no_such_symbol", "symbol_index must name a symbol of the trait", symbols=len(trait.symbols)
        )
    old = trait.symbols[cmd.symbol_index]
    if old.symbol == cmd.symbol:
        raise RuleViolation("same_symbol", "the new symbol must differ from the one it replaces", symbol=cmd.symbol)
    custom = _new_symbol(g, old.kind, cmd.symbol, cmd.advance)
    new = Sym(kind=old.kind, symbol=cmd.symbol)
    symbols = list(trait.symbols)
    symbols[cmd.symbol_index] = new
    _check_unique(c, trait.trait_id, symbols)
    return AdvanceSpent(
        character_id=c.character_id,
        advance=cmd.advance,
        change="swap_doing",
        trait_id=trait.trait_id,
        index=cmd.symbol_index,
        old=old,
        new=new,
        custom=custom,
    )


def _extend_doing(g: RotateBirdState, c: Character, cmd: SpendAdvance) -> AdvanceSpent:
    if cmd.advance != "major":
        raise RuleViolation("extend_needs_major", "only a major advance adds a third symbol to a Doing trait")
    trait = _doing_trait(c, cmd.trait_id)
    if cmd.kind is None:
        raise InvalidCommand("kind_required", "say whether the added symbol is a being or a doing symbol")
    if cmd.name is None:
        raise InvalidCommand("rename_extended_trait", "an extended Doing trait is renamed to reflect its remit")
    # Judgement: the rulebook names no source for the third symbol; we accept any symbol of its type the
    # campaign knows (regular tables or player-drawn), but not a brand-new drawing (that is form A's).
    lk.require_symbol(g, cmd.kind, cmd.symbol)
    new = Sym(kind=cmd.kind, symbol=cmd.symbol)
    symbols = list(trait.symbols)
    old = None
    index = len(symbols)
    if len(symbols) == 2:
        symbols.append(new)
    else:
        # "it can be applied to the same trait a second time in order to discard an extra Being symbol and
        # replace it with an extra Doing symbol, or vice versa" — never more than three symbols.
        if cmd.discard_index is None:
            raise InvalidCommand("discard_index_required", "a three-symbol trait swaps its extra symbol: name it")
        counts = Counter(s.kind for s in symbols)
        extra = "being" if counts["being"] == 2 else "doing"
        old = symbols[cmd.discard_index]
        if old.kind != extra or cmd.kind == extra:
            raise RuleViolation(
                "swap_extra_symbol_type",
                f"a three-symbol trait may only trade its extra {extra} symbol for a symbol of the other type",
                extra=extra,
            )
        index = cmd.discard_index
        symbols[index] = new
    _check_unique(c, trait.trait_id, symbols)
    return AdvanceSpent(
        character_id=c.character_id,
        advance=cmd.advance,
        change="extend_doing",
        trait_id=trait.trait_id,
        index=index,
        old=old,
        new=new,
        name=cmd.name,
    )


def name_doing_edge(state: CampaignState, cmd: NameDoingEdge, ctx: Context) -> list[Event]:
    require_controls(state, ctx.actor, cmd.character_id)
    c = lk.character(lk.game(state), cmd.character_id)
    e = lk.edge(c, cmd.edge_id)
    if e.kind != "doing":
        raise RuleViolation("not_a_doing_edge", "only Doing-trait edges have names", edge_id=cmd.edge_id)
    return [DoingEdgeNamed(character_id=c.character_id, edge_id=e.edge_id, name=cmd.name)]
