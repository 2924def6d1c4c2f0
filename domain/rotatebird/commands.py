"""Rotate Bird's commands.

Who may send what follows the rulebook: the GM judges which traits relate to a test, whether it is epic or
perilous, which fallout table applies, which edge symbol is granted and when characters may rest, so those
commands are GM-only. Players roll and pick their own dice, pay their own epic costs, offset fallout and
spend their advances.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

import msgspec

from domain.messages import Command, RollCommand
from domain.rotatebird.state import AdvanceKind, Challenge, NpcTier
from domain.rotatebird.symbols import SYMBOL_PATTERN, SymbolKind

Symbol = Annotated[str, msgspec.Meta(pattern=SYMBOL_PATTERN, min_length=1, max_length=80)]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
Text = Annotated[str, msgspec.Meta(max_length=500)]
Id = Annotated[str, msgspec.Meta(min_length=1, max_length=80)]


# --- characters -----------------------------------------------------------------------------------------


class RollCharacter(RollCommand, frozen=True, kw_only=True, tag="rb.roll_character"):
    """Roll a new character's symbols: five distinct Being symbols, then three Doing + Being pairs.

    Duplicated Being symbols and identical Doing pairs are re-rolled, and every roll is kept. The result
    is a draft that its player turns into a character by naming the Doing traits (`rb.create_character`).
    A player rolls for themselves; the GM may roll for any player by giving `owner_id`.
    """

    owner_id: Id | None = None
    roll_theme: bool = False
    """Also roll a theme for the Doing traits on Appendix 3's table."""
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "roll_theme": True}


class RbSheet(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What a player writes on a rolled character: the names of its three Doing traits (in the order they
    were rolled), the character's name and title, and optionally a theme for its Doing traits."""

    name: Name
    title: Name
    doing_names: Annotated[list[Name], msgspec.Meta(min_length=3, max_length=3)]
    theme: Annotated[str, msgspec.Meta(min_length=1, max_length=120)] | None = None


class CreateCharacter(Command, frozen=True, kw_only=True, tag="rb.create_character"):
    """Finish a rolled draft: name the character, give it a title and name each Doing trait."""

    draft_id: Id
    sheet: RbSheet
    example: ClassVar[dict[str, Any]] = {
        "draft_id": "id-7",
        "sheet": {
            "name": "Mags",
            "title": "the Unmoored",
            "doing_names": ["Sonic Boomerang", "Kitchen Alchemy", "The Long Stare"],
        },
    }


class RollOnTable(RollCommand, frozen=True, kw_only=True, tag="rb.roll_on_table"):
    """Roll on one of the rulebook's random tables (or a GM's fallout table) as a prompt, e.g. for an
    edge's symbol. `worksheet` rolls a d6 against a filled Random Scenario Worksheet (give `scenario_id`)."""

    table: Literal["being", "doing", "fallout", "theme", "factors", "worksheet"]
    fallout_table: Id | None = None
    scenario_id: Id | None = None
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "table": "being"}


class SpendAdvance(Command, frozen=True, kw_only=True, tag="rb.spend_advance"):
    """Spend an advance.

    `swap_being` replaces the Being trait `replace`; `swap_doing` replaces symbol `symbol_index` of Doing
    trait `trait_id` (same type). A minor advance takes the new symbol from the regular tables; a major one
    may use any symbol of the right type (`symbol`, a new slug, joins the campaign's vocabulary).
    `extend_doing` (major only) adds a third symbol of type `kind` to Doing trait `trait_id`; on a trait
    that already has three, `discard_index` names the extra symbol it replaces with the other type. The
    extended trait gets a new `name`.
    """

    character_id: Id
    advance: AdvanceKind
    change: Literal["swap_being", "swap_doing", "extend_doing"]
    symbol: Symbol
    replace: Symbol | None = None
    trait_id: Id | None = None
    symbol_index: Annotated[int, msgspec.Meta(ge=0, le=2)] | None = None
    kind: SymbolKind | None = None
    discard_index: Annotated[int, msgspec.Meta(ge=0, le=2)] | None = None
    name: Name | None = None
    example: ClassVar[dict[str, Any]] = {
        "character_id": "id-8",
        "advance": "minor",
        "change": "swap_being",
        "replace": "anchor",
        "symbol": "compass",
    }


class NameDoingEdge(Command, frozen=True, kw_only=True, tag="rb.name_doing_edge"):
    """Name a Doing-trait edge: the GM chose its symbols, its player interprets them."""

    character_id: Id
    edge_id: Id
    name: Name
    example: ClassVar[dict[str, Any]] = {"character_id": "id-8", "edge_id": "id-20", "name": "Hijacked Mech"}


class Rest(Command, frozen=True, kw_only=True, tag="rb.rest"):
    """The characters had a chance to rest and catch their breath: their Unbeing marks go away."""

    gm_only = True
    character_ids: Annotated[list[Id], msgspec.Meta(min_length=1, max_length=20)]
    example: ClassVar[dict[str, Any]] = {"character_ids": ["id-8"]}


class RecoverUndoing(Command, frozen=True, kw_only=True, tag="rb.recover_undoing"):
    """The character took the special measures its Doing traits need (overnight rest, a machine shop…):
    clear the Undoing of the named traits, or of all of them when `trait_ids` is omitted."""

    gm_only = True
    character_id: Id
    trait_ids: list[Id] | None = None
    measure: Text = ""
    example: ClassVar[dict[str, Any]] = {"character_id": "id-8", "measure": "a night in the machine shop"}


class EndSession(Command, frozen=True, kw_only=True, tag="rb.end_session"):
    """End the session: Undoing clears, and every player character receives a minor advance — a major
    one every third session."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {}


# --- tests -------------------------------------------------------------------------------------------


class CallTest(Command, frozen=True, kw_only=True, tag="rb.call_test"):
    """Call for a test led by `character_id`: what is at stake and how the GM judged it — epic (the leader
    suffers Unbeing before rolling), perilous (minor fallout becomes major), the opposing NPC
    (`target_id`), the progress or disaster track it counts toward, and whom it sets up (`setup_for`)."""

    gm_only = True
    character_id: Id
    description: Text = ""
    epic: bool = False
    perilous: bool = False
    target_id: Id | None = None
    progress_track_id: Id | None = None
    disaster_track_id: Id | None = None
    setup_for: Id | None = None
    example: ClassVar[dict[str, Any]] = {
        "character_id": "id-8",
        "description": "talk the dragon out of eating the village",
        "target_id": "id-12",
    }


class PayEpicCost(Command, frozen=True, kw_only=True, tag="rb.pay_epic_cost"):
    """Pay an epic test's price: the leader marks one of their Being traits with Unbeing before gathering
    dice."""

    conflict_id: Id
    symbol: Symbol
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-14", "symbol": "anchor"}


class WithdrawTest(Command, frozen=True, kw_only=True, tag="rb.withdraw_test"):
    """Change one's mind before rolling (players are warned of epic and perilous tests for this reason)."""

    conflict_id: Id
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-14"}


class RbTraitRef(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One die: a character's Being trait (`symbol`) or one of their edges (`edge_id`)."""

    character_id: Id
    symbol: Symbol | None = None
    edge_id: Id | None = None


class RbDoingUse(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A Doing trait (or a Doing-trait edge, by its edge id) brought into play on a test."""

    character_id: Id
    trait_id: Id


class OfferTraits(Command, frozen=True, kw_only=True, tag="rb.offer_traits"):
    """A player names the traits they argue relate to the test, for the GM to accept: the leader one die per
    Being trait or edge (and the Doing traits they bring into play), a helper a single trait. Every die names
    `character_id`. May be sent again to revise the offer until the dice are rolled."""

    conflict_id: Id
    character_id: Id
    traits: Annotated[list[RbTraitRef], msgspec.Meta(min_length=1, max_length=5)]
    doing: Annotated[list[Id], msgspec.Meta(max_length=5)] = msgspec.field(default_factory=list)
    """Trait ids of the character's Doing traits (or Doing-trait edges) brought into play."""
    example: ClassVar[dict[str, Any]] = {
        "conflict_id": "id-14",
        "character_id": "id-8",
        "traits": [{"character_id": "id-8", "symbol": "anchor"}, {"character_id": "id-8", "symbol": "cat"}],
    }


class SetTestTraits(Command, frozen=True, kw_only=True, tag="rb.set_test_traits"):
    """The traits the GM accepts as related to the test: one die per Being trait or edge of the leader,
    one die per helper (a single trait each), and the Doing traits brought into play (they give no dice).
    May be sent again to revise the pool until the dice are rolled."""

    gm_only = True
    conflict_id: Id
    traits: Annotated[list[RbTraitRef], msgspec.Meta(min_length=1, max_length=10)]
    doing: Annotated[list[RbDoingUse], msgspec.Meta(max_length=10)] = msgspec.field(default_factory=list)
    example: ClassVar[dict[str, Any]] = {
        "conflict_id": "id-14",
        "traits": [{"character_id": "id-8", "symbol": "anchor"}, {"character_id": "id-9", "symbol": "cat"}],
    }


class RollTest(RollCommand, frozen=True, kw_only=True, tag="rb.roll_test"):
    """Roll the test's pool: one d6 per accepted trait, all at once."""

    conflict_id: Id
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "conflict_id": "id-14"}


class PickDie(Command, frozen=True, kw_only=True, tag="rb.pick_die"):
    """The leading player's choice: which rolled die (0-based) is the result."""

    conflict_id: Id
    die: Annotated[int, msgspec.Meta(ge=0, le=9)]
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-14", "die": 1}


class RollFallout(RollCommand, frozen=True, kw_only=True, tag="rb.roll_fallout"):
    """Roll the test's fallout: one die for minor, two for major, on the generic table or the GM's
    `fallout_table`."""

    gm_only = True
    conflict_id: Id
    fallout_table: Id | None = None
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "conflict_id": "id-14"}


class OffsetFallout(Command, frozen=True, kw_only=True, tag="rb.offset_fallout"):
    """Offset a test's fallout for every contributor before the GM describes it: minor fallout by Unbeing
    (`symbol`, a Being trait) or by sacrificing a Being edge; major fallout by Undoing (`trait_id`, a Doing
    trait) or by sacrificing a Doing-trait edge (`edge_id`)."""

    conflict_id: Id
    character_id: Id
    symbol: Symbol | None = None
    trait_id: Id | None = None
    edge_id: Id | None = None
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-14", "character_id": "id-8", "symbol": "cat"}


class ResolveFallout(Command, frozen=True, kw_only=True, tag="rb.resolve_fallout"):
    """The GM describes the rolled fallout: it strikes every contributor and can no longer be offset."""

    gm_only = True
    conflict_id: Id
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-14"}


# --- edges ----------------------------------------------------------------------------------------


class GrantEdge(Command, frozen=True, kw_only=True, tag="rb.grant_edge"):
    """Give a character an edge. `owed_id` names an edge a test earned (doubles, or a successful setup);
    without it the edge is an award. A Being edge has `symbol`; a Doing-trait edge (`kind: doing`) has
    `doing_symbol` and the Being `symbol` it pairs with."""

    gm_only = True
    character_id: Id
    kind: SymbolKind = "being"
    symbol: Symbol
    doing_symbol: Symbol | None = None
    owed_id: Id | None = None
    example: ClassVar[dict[str, Any]] = {"character_id": "id-8", "symbol": "key", "owed_id": "id-14:doubles"}


class TransferEdge(Command, frozen=True, kw_only=True, tag="rb.transfer_edge"):
    """Hand an edge to another character. The leader of a helped test may give the edge it earned to one of
    its helpers; any other transfer needs the GM's judgement that the edge can be given away."""

    character_id: Id
    edge_id: Id
    recipient_id: Id
    example: ClassVar[dict[str, Any]] = {"character_id": "id-8", "edge_id": "id-20", "recipient_id": "id-9"}


class RemoveEdge(Command, frozen=True, kw_only=True, tag="rb.remove_edge"):
    """The edge is gone: the situation changed, the tool broke, the ammo ran out."""

    gm_only = True
    character_id: Id
    edge_id: Id
    reason: Text = ""
    example: ClassVar[dict[str, Any]] = {"character_id": "id-8", "edge_id": "id-20", "reason": "left the roof"}


# --- tracks, fallout tables, NPCs ---------------------------------------------------------------------


class CreateTrack(Command, frozen=True, kw_only=True, tag="rb.create_track"):
    """Start a progress track (boxes checked on successes toward a goal) or a disaster track (boxes marked
    on failures while the situation is precarious). Typically three to five boxes."""

    gm_only = True
    kind: Literal["progress", "disaster"]
    name: Name
    boxes: Annotated[int, msgspec.Meta(ge=1, le=10)] = 4
    example: ClassVar[dict[str, Any]] = {"kind": "progress", "name": "crack the vault", "boxes": 4}


class RemoveTrack(Command, frozen=True, kw_only=True, tag="rb.remove_track"):
    """Take a track out of play."""

    gm_only = True
    track_id: Id
    example: ClassVar[dict[str, Any]] = {"track_id": "id-30"}


class DefineFalloutTable(Command, frozen=True, kw_only=True, tag="rb.define_fallout_table"):
    """Prepare a d6 fallout table whose symbols are the hazards of the current scenario."""

    gm_only = True
    name: Symbol
    symbols: Annotated[list[Symbol], msgspec.Meta(min_length=6, max_length=6)]
    example: ClassVar[dict[str, Any]] = {
        "name": "volcano",
        "symbols": ["lava", "ash-cloud", "tremor", "sulphur", "collapse", "eruption"],
    }


class RbNpcDoingSpec(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    name: Annotated[str, msgspec.Meta(max_length=80)] = ""
    doing: Symbol
    being: Symbol
    challenge: Challenge | None = None


class CreateNpc(Command, frozen=True, kw_only=True, tag="rb.create_npc"):
    """Put an NPC into play with the traits its tier calls for (background 1 Being; minor named 2; major
    named 3 Being + 1 Doing; boss 5 + 3, as a player character). A mob or giant monster (`mob`) may repeat
    Being symbols: each copy is marked off separately."""

    gm_only = True
    name: Name
    tier: NpcTier
    being: Annotated[list[Symbol], msgspec.Meta(min_length=1, max_length=10)]
    doing: Annotated[list[RbNpcDoingSpec], msgspec.Meta(max_length=3)] = msgspec.field(default_factory=list)
    mob: bool = False
    example: ClassVar[dict[str, Any]] = {
        "name": "Zombie horde",
        "tier": "background",
        "being": ["human-skull", "human-skull", "human-skull"],
        "mob": True,
    }


class GenerateNpc(RollCommand, frozen=True, kw_only=True, tag="rb.generate_npc"):
    """Roll a random NPC of a tier on the Appendix tables, re-rolling duplicates. With a filled Random
    Scenario Worksheet (`scenario_id`) its first Being trait comes from a d6 on the worksheet, linking it to
    a Factor."""

    gm_only = True
    name: Name
    tier: NpcTier
    scenario_id: Id | None = None
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "name": "The Bursar", "tier": "major"}


class NpcShrugOff(Command, frozen=True, kw_only=True, tag="rb.npc_shrug_off"):
    """The opposing NPC suffers Unbeing to shrug off a test's success: the GM marks Being trait `index`."""

    gm_only = True
    conflict_id: Id
    index: Annotated[int, msgspec.Meta(ge=0, le=9)]
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-14", "index": 0}


# --- random scenarios -----------------------------------------------------------------------------


class RollScenarioFactors(RollCommand, frozen=True, kw_only=True, tag="rb.roll_scenario_factors"):
    """Start a Random Scenario Worksheet by rolling its three Factors (66 re-rolls). `solo` is GM prep: the
    GM takes every turn."""

    gm_only = True
    solo: bool = False
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1"}


class RollScenarioSymbol(RollCommand, frozen=True, kw_only=True, tag="rb.roll_scenario_symbol"):
    """Take a turn on the worksheet by rolling a Being symbol (for a Factor's circle) or a Doing symbol
    (for a circle between two Factors that both have a Being symbol); place it afterwards."""

    scenario_id: Id
    kind: SymbolKind
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "scenario_id": "id-40", "kind": "being"}


class PlaceScenarioSymbol(Command, frozen=True, kw_only=True, tag="rb.place_scenario_symbol"):
    """Draw your rolled symbol in an empty circle of its kind and write one fact (8–10 words at most).
    Being circles are numbered 1–6 (1–2 on Factor 1, 3–4 on Factor 2, 5–6 on Factor 3); Doing circles
    1–3 join Factors 1–2, 2–3 and 3–1."""

    scenario_id: Id
    slot: Annotated[int, msgspec.Meta(ge=1, le=6)]
    fact: Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
    example: ClassVar[dict[str, Any]] = {"scenario_id": "id-40", "slot": 1, "fact": "the wizard's tome hums"}


class AddScenarioFact(Command, frozen=True, kw_only=True, tag="rb.add_scenario_fact"):
    """Write the second fact of a filled Doing circle, from the other Factor's perspective (no roll)."""

    scenario_id: Id
    link: Annotated[int, msgspec.Meta(ge=1, le=3)]
    fact: Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
    example: ClassVar[dict[str, Any]] = {"scenario_id": "id-40", "link": 1, "fact": "the tower fears the storm"}


class RollIncitingIncident(RollCommand, frozen=True, kw_only=True, tag="rb.roll_inciting_incident"):
    """Finally, roll once on the Fallout table for the central circle: the scenario's inciting incident."""

    scenario_id: Id
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "scenario_id": "id-40"}


COMMANDS: tuple[type[Command], ...] = (
    RollCharacter,
    CreateCharacter,
    RollOnTable,
    SpendAdvance,
    NameDoingEdge,
    Rest,
    RecoverUndoing,
    EndSession,
    CallTest,
    PayEpicCost,
    WithdrawTest,
    OfferTraits,
    SetTestTraits,
    RollTest,
    PickDie,
    RollFallout,
    OffsetFallout,
    ResolveFallout,
    GrantEdge,
    TransferEdge,
    RemoveEdge,
    CreateTrack,
    RemoveTrack,
    DefineFalloutTable,
    CreateNpc,
    GenerateNpc,
    NpcShrugOff,
    RollScenarioFactors,
    RollScenarioSymbol,
    PlaceScenarioSymbol,
    AddScenarioFact,
    RollIncitingIncident,
)
