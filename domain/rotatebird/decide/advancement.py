"""Decisions of advancement: spending an advance on a new or swapped Being or Doing symbol, extending a Doing
trait, naming a Doing edge."""

from __future__ import annotations

from collections import Counter

from domain.campaign import CampaignState, Context, require_controls
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event
from domain.rotatebird import lookups as lk
from domain.rotatebird.commands import NameDoingEdge, SpendAdvance
from domain.rotatebird.events import AdvanceSpent, DoingEdgeNamed
from domain.rotatebird.state import Character, DoingTrait, RotateBirdState, Sym
from domain.rotatebird.symbols import BEING_SYMBOLS, DOING_SYMBOLS, SymbolKind


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


def _new_symbol(g: RotateBirdState, kind: SymbolKind, symbol: str, advance: str) -> bool:
    """Check the replacement symbol's type and source; True when it is a new, player-drawn symbol."""
    regular = BEING_SYMBOLS if kind == "being" else DOING_SYMBOLS
    other_kind: SymbolKind = "doing" if kind == "being" else "being"
    if symbol in regular:
        return False
    if lk.is_symbol(g, other_kind, symbol):
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
