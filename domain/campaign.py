"""What every campaign has, whatever its ruleset: members, tables, character ownership, hidden rolls.

`CampaignState` is the fold of a campaign stream. Its `game` field holds the ruleset's own state, whose
Struct must have `characters: dict[str, ...]` and `conflicts: dict[str, ...]` so reads of any entity work
the same way for every ruleset.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Annotated, Any, ClassVar, Generic, Literal

import msgspec
from typing_extensions import TypeVar

from domain.dice import DiceSource, seed_commitment
from domain.dice_expression import MAX_LENGTH, canonical, parse, roll
from domain.dice_tree import RolledNode
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.messages import CharacterCreated, Command, Event, Role, RollCommand, RollEvent
from domain.personal import FORGOTTEN, personal
from domain.roll_proofs import ROLL_CAPACITY, RollProof, prove, roll_root

DiceMode = Literal["server", "verifiable", "physical"]
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=120)]


# --- state -------------------------------------------------------------------------------------------


class Member(msgspec.Struct, kw_only=True):
    member_id: str
    name: str
    role: Role
    active: bool = True
    forgotten: bool = False
    """Whether the member was forgotten (campaign.member_forgotten): their personal values read "forgotten"."""


class Table(msgspec.Struct, kw_only=True):
    """A play session: where rolls happen, with its dice mode and (verifiable mode) seed commitment."""

    table_id: str
    name: str
    dice_mode: DiceMode
    open: bool = True
    seed_commitment: str | None = None
    revealed_seeds: list[str] = msgspec.field(default_factory=list)
    next_nonce: int = 0
    roll_root: str | None = None
    """Per-roll commitments (domain/roll_proofs.py): the root committing to the current seed's roll secrets."""
    first_nonce: int = 0
    """The first nonce the current seed rolls (the table's `next_nonce` when the seed was committed)."""
    proven: list[int] = msgspec.field(default_factory=list)
    """Versions of the rolls proven one by one (`campaign.roll_proven`)."""
    opened_at: str | None = None
    closed_at: str | None = None


class CharacterRef(msgspec.Struct, kw_only=True):
    character_id: str
    owner_id: str
    name: str


S = TypeVar("S", default=Any)
"""A ruleset's own state type (`Ruleset[S]`); a bare `CampaignState` is any ruleset's."""


class CampaignState(msgspec.Struct, Generic[S], kw_only=True, weakref=True):
    campaign_id: str = ""
    name: str = ""
    ruleset: str = ""
    version: int = -1
    members: dict[str, Member] = msgspec.field(default_factory=dict)
    tables: dict[str, Table] = msgspec.field(default_factory=dict)
    characters: dict[str, CharacterRef] = msgspec.field(default_factory=dict)
    hidden_rolls: dict[int, str] = msgspec.field(default_factory=dict)
    """Version of each unrevealed non-public roll event → its roller's member id."""
    settings: dict[str, Any] = msgspec.field(default_factory=dict)
    rulings: dict[str, str] = msgspec.field(default_factory=dict)
    """The rulings the GM set (domain/rulings.py): ruling name → the reading in force; unset ones follow their
    default, the rule as the book states it."""
    game: S
    """The ruleset's own state (`Ruleset.new_state()` folded)."""


@dataclass
class Actor:
    """Who issues a command: a member of the campaign and their role."""

    member_id: str
    role: Role

    @property
    def is_gm(self) -> bool:
        return self.role == "gm"


def _counter_ids() -> Iterator[str]:
    n = 0
    while True:
        n += 1
        yield f"id-{n}"


@dataclass
class Context:
    """Everything a decision may use besides state and command: no clock, no randomness of its own."""

    actor: Actor
    dice: DiceSource
    now: datetime
    ids: Iterator[str] = field(default_factory=_counter_ids)
    secret_seed: bytes | None = None
    """The table's current secret seed, passed in only to commands that reveal it (close, rotate)."""
    fresh_seed: bytes | None = None
    """A newly drawn seed, passed in only to commands that commit to one (open a verifiable table, rotate)."""
    roll: tuple[int, Event] | None = None
    """The event (and its version) a command proves or reveals, read from the log for it (prove, reveal)."""

    def new_id(self) -> str:
        return next(self.ids)


# --- authorization helpers used by every ruleset --------------------------------------------------------


def require_gm(actor: Actor, action: str) -> None:
    if not actor.is_gm:
        raise Forbidden("gm_only", f"only the GM may {action}", role=actor.role)


def require_character(state: CampaignState, character_id: str) -> CharacterRef:
    ref = state.characters.get(character_id)
    if ref is None:
        raise NotFound("character_not_found", "no such character", character_id=character_id)
    return ref


def require_controls(state: CampaignState, actor: Actor, character_id: str) -> CharacterRef:
    """The actor is the GM or the player who owns the character."""
    ref = require_character(state, character_id)
    if actor.is_gm:
        return ref
    if actor.role != "player" or ref.owner_id != actor.member_id:
        raise Forbidden(
            "not_your_character",
            "players act only for the characters they own",
            character_id=character_id,
            owner_id=ref.owner_id,
        )
    return ref


def require_open_table(state: CampaignState, table_id: str) -> Table:
    table = state.tables.get(table_id)
    if table is None:
        raise NotFound("table_not_found", "no such table", table_id=table_id)
    if not table.open:
        raise RuleViolation("table_closed", "the table is closed; open a new one to play", table_id=table_id)
    return table


# --- common commands ----------------------------------------------------------------------------------


class CreateCampaign(Command, frozen=True, kw_only=True, tag="campaign.create"):
    """Start a campaign; the creator becomes its GM."""

    name: Name
    ruleset: str
    gm_name: Name = "GM"
    settings: dict[str, Any] = msgspec.field(default_factory=dict)


class AddMember(Command, frozen=True, kw_only=True, tag="campaign.add_member"):
    """Invite someone to the campaign as a player, an observer or a co-GM."""

    gm_only = True
    name: Name
    role: Role = "player"


class ChangeMemberRole(Command, frozen=True, kw_only=True, tag="campaign.change_member_role"):
    """Make a member a player, an observer or a GM."""

    gm_only = True
    member_id: str
    role: Role


class RemoveMember(Command, frozen=True, kw_only=True, tag="campaign.remove_member"):
    """Remove a member; their characters stay in the campaign."""

    gm_only = True
    member_id: str


class ForgetMember(Command, frozen=True, kw_only=True, tag="campaign.forget_member"):
    """Forget a member for good: erase their name and everything they wrote.

    Their name, their characters' names and every free text they wrote read "forgotten" from now on, while
    the events, the dice and the hash chain stay verifiable. A player may forget only themself; a GM anyone.
    It cannot be undone (docs/privacy.md)."""

    example: ClassVar[dict[str, Any] | None] = {"member_id": "<member id>"}
    member_id: str


class TransferCharacter(Command, frozen=True, kw_only=True, tag="campaign.transfer_character"):
    """Give a character to another player."""

    gm_only = True
    character_id: str
    owner_id: str


class OpenTable(Command, frozen=True, kw_only=True, tag="campaign.open_table"):
    """Open a play session. In verifiable mode the server draws the seed and passes its commitment."""

    gm_only = True
    name: Name
    dice_mode: DiceMode = "server"


class CloseTable(Command, frozen=True, kw_only=True, tag="campaign.close_table"):
    """Close a play session; in verifiable mode this reveals the table's seed."""

    gm_only = True
    table_id: str


class RotateSeed(Command, frozen=True, kw_only=True, tag="campaign.rotate_seed"):
    """Reveal a verifiable table's current seed and commit to a fresh one."""

    gm_only = True
    table_id: str


class RevealRoll(Command, frozen=True, kw_only=True, tag="campaign.reveal_roll"):
    """Make a GM-only or blind roll (named by its stream version) visible to everyone. At a verifiable table
    whose seed is still secret the reveal also proves the roll alone (`campaign.roll_proven`)."""

    gm_only = True
    version: int


class ProveRoll(Command, frozen=True, kw_only=True, tag="campaign.prove_roll"):
    """Prove one roll of a verifiable table (named by its stream version) without revealing the table's seed:
    publishes the roll's own secret and its path to the commitment made when the seed was committed. A
    hidden roll is proven by revealing it (`campaign.reveal_roll`)."""

    gm_only = True
    example: ClassVar[dict[str, Any] | None] = {"version": 7}
    version: int


class SetRuling(Command, frozen=True, kw_only=True, tag="campaign.set_ruling"):
    """Decide how the table reads a contradiction of its rulebook: one of the ruleset's rulings (the campaign
    read, `GET /campaigns/{id}`, lists them with the book's words for each reading; so does docs/rulesets.md)
    set to one of its readings, from the next command on. Replays and recaps apply the ruling in force at each
    version."""

    gm_only = True
    example: ClassVar[dict[str, Any] | None] = {"ruling": "darkness_rounding", "reading": "round_down"}
    ruling: Annotated[str, msgspec.Meta(min_length=1, max_length=60)]
    reading: Annotated[str, msgspec.Meta(min_length=1, max_length=60)]


class Roll(RollCommand, frozen=True, kw_only=True, tag="campaign.roll"):
    """Roll a free-form dice expression at a table, in any ruleset, in the grammar of Avrae's d20:
    `4d6kh3`, `1d20+5 >= 15`, `8d6e6`, `1d10rr1`, `(1d4, 2d6)kh1`, `2d8[fire] + 3`, and dice pools counting
    successes (`7d10e10s>7f1`: dice above 7, minus ones). The operators, side by side with d20's, are in
    docs/dice.md. At most 200 dice per expression (explosions and rerolls included: `too_many_dice`), dice
    of 2 to 100 sides, 200 characters. A malformed expression is `422 dice_expression_malformed` naming the
    `position`. The table's dice mode applies: a physical table enters one list of faces per roll in `dice`,
    in the order rolled (each dice term, then each pass of rerolls or explosions); when more are needed,
    `422 physical_dice_missing` says which (`roll_index`, `count`, `sides`, `why`), and the same command is
    sent again with that list added."""

    example: ClassVar[dict[str, Any] | None] = {"table_id": "<table id>", "expression": "2d6+1", "label": "Perception"}
    expression: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_LENGTH)]
    label: Annotated[str, msgspec.Meta(max_length=120)] | None = None


# --- common events ------------------------------------------------------------------------------------


class CampaignCreated(Event, frozen=True, kw_only=True, tag="campaign.created"):
    campaign_id: str
    name: Annotated[str, personal()]
    ruleset: str
    gm_id: str
    gm_name: Annotated[str, personal("gm_id")]
    settings: dict[str, Any] = msgspec.field(default_factory=dict)


class MemberAdded(Event, frozen=True, kw_only=True, tag="campaign.member_added"):
    member_id: str
    name: Annotated[str, personal("member_id")]
    role: Role


class MemberRoleChanged(Event, frozen=True, kw_only=True, tag="campaign.member_role_changed"):
    member_id: str
    role: Role


class MemberRemoved(Event, frozen=True, kw_only=True, tag="campaign.member_removed"):
    member_id: str


class MemberForgotten(Event, frozen=True, kw_only=True, tag="campaign.member_forgotten"):
    """A member was forgotten: their personal values were erased from every event of the campaign before
    this event was appended (it carries none itself)."""

    member_id: str


class CharacterTransferred(Event, frozen=True, kw_only=True, tag="campaign.character_transferred"):
    character_id: str
    owner_id: str


class TableOpened(Event, frozen=True, kw_only=True, tag="campaign.table_opened"):
    table_id: str
    name: Annotated[str, personal()]
    dice_mode: DiceMode
    seed_commitment: str | None = None
    opened_at: str
    roll_root: str | None = None
    """Per-roll commitments: the Merkle root of the secrets of the seed's first `roll_capacity` rolls."""
    roll_capacity: int | None = None


class SeedRevealed(Event, frozen=True, kw_only=True, tag="campaign.seed_revealed"):
    """The secret seed behind a commitment, published so anyone can re-derive the table's rolls."""

    table_id: str
    seed: str
    commitment: str
    next_commitment: str | None = None
    next_roll_root: str | None = None
    """With per-roll commitments: the root committing to the next seed's roll secrets, from the table's next
    nonce on."""


class TableClosed(Event, frozen=True, kw_only=True, tag="campaign.table_closed"):
    table_id: str
    closed_at: str


class RollRevealed(Event, frozen=True, kw_only=True, tag="campaign.roll_revealed"):
    version: int


class RollProven(Event, frozen=True, kw_only=True, tag="campaign.roll_proven"):
    """One roll event of a verifiable table proven alone: each of its pools' secret and Merkle path
    (domain/roll_proofs.py). The table's seed and every other roll stay secret."""

    table_id: str
    version: int
    proofs: tuple[RollProof, ...]


class RulingSet(Event, frozen=True, kw_only=True, tag="campaign.ruling_set"):
    """The GM's ruling on a contradiction of the rulebook: the reading in force from here on."""

    ruling: str
    reading: str


class DiceRolled(RollEvent, frozen=True, kw_only=True, tag="campaign.rolled"):
    """A free-form roll: the expression (canonical form), its label, the `result` tree with every die rolled
    (kept, dropped, rerolled, exploded, counted as a success or failure; domain/dice_tree.py) and the total
    (the result's value truncated towards zero). Schema 2; a schema-1 event (`terms`) reads as this shape."""

    schema_version: ClassVar[int] = 2
    expression: str
    label: Annotated[str, personal()] | None = None
    result: RolledNode
    total: int


COMMON_COMMANDS: tuple[type[Command], ...] = (
    CreateCampaign,
    AddMember,
    ChangeMemberRole,
    RemoveMember,
    ForgetMember,
    TransferCharacter,
    OpenTable,
    CloseTable,
    RotateSeed,
    RevealRoll,
    ProveRoll,
    SetRuling,
    Roll,
)
COMMON_EVENTS: tuple[type[Event], ...] = (
    CampaignCreated,
    MemberAdded,
    MemberRoleChanged,
    MemberRemoved,
    MemberForgotten,
    CharacterTransferred,
    TableOpened,
    SeedRevealed,
    TableClosed,
    RollRevealed,
    RollProven,
    RulingSet,
    DiceRolled,
)


# --- decide -------------------------------------------------------------------------------------------


def _require_member(state: CampaignState, member_id: str) -> Member:
    member = state.members.get(member_id)
    if member is None or not member.active:
        raise NotFound("member_not_found", "no such member", member_id=member_id)
    return member


def decide_common(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    """Decide a ruleset-independent command."""
    actor = ctx.actor
    if isinstance(command, CreateCampaign):
        if state.version >= 0:
            raise RuleViolation("campaign_exists", "the campaign already exists")
        return [
            CampaignCreated(
                campaign_id=ctx.new_id(),
                name=command.name,
                ruleset=command.ruleset,
                gm_id=actor.member_id,
                gm_name=command.gm_name,
                settings=command.settings,
            )
        ]
    if isinstance(command, AddMember):
        return [MemberAdded(member_id=ctx.new_id(), name=command.name, role=command.role)]
    if isinstance(command, ChangeMemberRole):
        member = _require_member(state, command.member_id)
        if member.role == "gm" and command.role != "gm" and _gm_count(state) == 1:
            raise RuleViolation("last_gm", "a campaign needs at least one GM", member_id=member.member_id)
        return [MemberRoleChanged(member_id=member.member_id, role=command.role)]
    if isinstance(command, RemoveMember):
        member = _require_member(state, command.member_id)
        if member.role == "gm" and _gm_count(state) == 1:
            raise RuleViolation("last_gm", "a campaign needs at least one GM", member_id=member.member_id)
        return [MemberRemoved(member_id=member.member_id)]
    if isinstance(command, ForgetMember):
        forgotten = state.members.get(command.member_id)
        if forgotten is None:
            raise NotFound("member_not_found", "no such member", member_id=command.member_id)
        if actor.member_id != forgotten.member_id and not actor.is_gm:
            raise Forbidden("forget_others", "a player may forget only themself", member_id=forgotten.member_id)
        return [MemberForgotten(member_id=forgotten.member_id)]
    if isinstance(command, TransferCharacter):
        require_character(state, command.character_id)
        member = _require_member(state, command.owner_id)
        if member.role == "observer":
            raise RuleViolation("observer_cannot_own", "observers cannot own characters", member_id=member.member_id)
        return [CharacterTransferred(character_id=command.character_id, owner_id=member.member_id)]
    if isinstance(command, OpenTable):
        table_id = ctx.new_id()
        commitment = root = capacity = None
        if command.dice_mode == "verifiable":
            if ctx.fresh_seed is None:
                raise InvalidCommand("seed_required", "a verifiable table needs a seed from the server")
            commitment = seed_commitment(ctx.fresh_seed)
            root, capacity = roll_root(ctx.fresh_seed, table_id, 0), ROLL_CAPACITY
        return [
            TableOpened(
                table_id=table_id,
                name=command.name,
                dice_mode=command.dice_mode,
                seed_commitment=commitment,
                opened_at=ctx.now.isoformat(),
                roll_root=root,
                roll_capacity=capacity,
            )
        ]
    if isinstance(command, CloseTable):
        table = require_open_table(state, command.table_id)
        events: list[Event] = []
        if table.dice_mode == "verifiable":
            events.append(_reveal(table, ctx.secret_seed, None))
        events.append(TableClosed(table_id=table.table_id, closed_at=ctx.now.isoformat()))
        return events
    if isinstance(command, RotateSeed):
        table = require_open_table(state, command.table_id)
        if table.dice_mode != "verifiable":
            raise RuleViolation("not_verifiable", "only verifiable tables have a seed", table_id=table.table_id)
        if ctx.fresh_seed is None:
            raise InvalidCommand("seed_required", "rotating needs a fresh seed from the server")
        next_root = None
        if table.roll_root is not None:
            next_root = roll_root(ctx.fresh_seed, table.table_id, table.next_nonce)
        return [_reveal(table, ctx.secret_seed, seed_commitment(ctx.fresh_seed), next_root)]
    if isinstance(command, RevealRoll):
        if command.version not in state.hidden_rolls:
            raise NotFound("hidden_roll_not_found", "no hidden roll at that version", version=command.version)
        proven = _proof(state, command.version, ctx)
        return [RollRevealed(version=command.version), *([proven] if proven else [])]
    if isinstance(command, ProveRoll):
        return [_prove_roll(state, command.version, ctx)]
    if isinstance(command, Roll):
        expression = parse(command.expression)
        table = require_open_table(state, command.table_id)
        rolls, rolled, total = roll(expression, ctx.dice, command.expression)
        return [
            DiceRolled(
                table_id=table.table_id,
                roller_id=actor.member_id,
                rolls=tuple(rolls),
                visibility=command.visibility,
                expression=canonical(expression),
                label=command.label,
                result=rolled,
                total=total,
            )
        ]
    raise InvalidCommand("unknown_command", f"unknown command {type(command).__name__}")


def _reveal(
    table: Table, seed: bytes | None, next_commitment: str | None, next_roll_root: str | None = None
) -> SeedRevealed:
    if seed is None or seed_commitment(seed) != table.seed_commitment:
        raise InvalidCommand("seed_mismatch", "the revealed seed does not match the table's commitment")
    return SeedRevealed(
        table_id=table.table_id,
        seed=seed.hex(),
        commitment=table.seed_commitment,
        next_commitment=next_commitment,
        next_roll_root=next_roll_root,
    )


def _proof(state: CampaignState, version: int, ctx: Context) -> RollProven | None:
    """The proof of the roll event at `version` (`ctx.roll`) when its table's seed is still secret and the
    table commits to each roll; None when there is nothing to prove that way."""
    if ctx.roll is None or ctx.roll[0] != version or not isinstance(ctx.roll[1], RollEvent):
        return None
    event = ctx.roll[1]
    table = state.tables.get(event.table_id)
    nonces = [r.nonce for r in event.rolls if r.commitment is not None and r.nonce is not None]
    if table is None or table.roll_root is None or not nonces or min(nonces) < table.first_nonce:
        return None  # not a table with per-roll commitments, or its seed is revealed and proves it
    seed = ctx.secret_seed
    if seed is None or seed_commitment(seed) != table.seed_commitment:
        raise InvalidCommand("seed_mismatch", "the table's seed does not match its commitment")
    proofs = prove(seed, table.table_id, table.first_nonce, ROLL_CAPACITY, nonces)
    return RollProven(table_id=table.table_id, version=version, proofs=tuple(proofs))


def _prove_roll(state: CampaignState, version: int, ctx: Context) -> RollProven:
    if ctx.roll is None or ctx.roll[0] != version or not isinstance(ctx.roll[1], RollEvent):
        raise NotFound("roll_not_found", "no roll at that version", version=version)
    if version in state.hidden_rolls:
        raise RuleViolation(
            "roll_hidden", "the roll is hidden: reveal it (campaign.reveal_roll), which proves it", version=version
        )
    event = ctx.roll[1]
    table = state.tables.get(event.table_id)
    if table is None or table.dice_mode != "verifiable" or all(r.commitment is None for r in event.rolls):
        raise RuleViolation(
            "roll_not_provable",
            "only rolls of a verifiable table opened with per-roll commitments are proven one by one",
            version=version,
        )
    if version in table.proven:
        raise RuleViolation("roll_already_proven", "the roll is proven already", version=version)
    proven = _proof(state, version, ctx)
    if proven is None:
        raise RuleViolation(
            "seed_revealed", "the table's seed is revealed: it proves this roll already", version=version
        )
    return proven


def _gm_count(state: CampaignState) -> int:
    return sum(1 for m in state.members.values() if m.active and m.role == "gm")


# --- apply --------------------------------------------------------------------------------------------


def _campaign_created(state: CampaignState, e: CampaignCreated) -> None:
    state.campaign_id = e.campaign_id
    state.name = e.name
    state.ruleset = e.ruleset
    state.settings = dict(e.settings)
    state.members[e.gm_id] = Member(member_id=e.gm_id, name=e.gm_name, role="gm")


def _member_added(state: CampaignState, e: MemberAdded) -> None:
    state.members[e.member_id] = Member(member_id=e.member_id, name=e.name, role=e.role)


def _member_role_changed(state: CampaignState, e: MemberRoleChanged) -> None:
    state.members[e.member_id].role = e.role


def _member_removed(state: CampaignState, e: MemberRemoved) -> None:
    state.members[e.member_id].active = False


def _member_forgotten(state: CampaignState, e: MemberForgotten) -> None:
    """Names in the state read "forgotten" (the values were erased from the events before this one)."""
    member = state.members[e.member_id]
    member.name, member.forgotten = FORGOTTEN, True
    for character in state.characters.values():
        if character.owner_id == e.member_id:
            character.name = FORGOTTEN


def _character_transferred(state: CampaignState, e: CharacterTransferred) -> None:
    state.characters[e.character_id].owner_id = e.owner_id


def _table_opened(state: CampaignState, e: TableOpened) -> None:
    state.tables[e.table_id] = Table(
        table_id=e.table_id,
        name=e.name,
        dice_mode=e.dice_mode,
        seed_commitment=e.seed_commitment,
        opened_at=e.opened_at,
        roll_root=e.roll_root,
    )


def _seed_revealed(state: CampaignState, e: SeedRevealed) -> None:
    table = state.tables[e.table_id]
    table.revealed_seeds.append(e.seed)
    table.seed_commitment = e.next_commitment
    table.roll_root = e.next_roll_root
    table.first_nonce = table.next_nonce


def _roll_proven(state: CampaignState, e: RollProven) -> None:
    state.tables[e.table_id].proven.append(e.version)


def _ruling_set(state: CampaignState, e: RulingSet) -> None:
    state.rulings[e.ruling] = e.reading


def _table_closed(state: CampaignState, e: TableClosed) -> None:
    table = state.tables[e.table_id]
    table.open = False
    table.closed_at = e.closed_at


def _roll_revealed(state: CampaignState, e: RollRevealed) -> None:
    state.hidden_rolls.pop(e.version, None)


COMMON_HANDLERS: dict[type[Event], Callable[[CampaignState, Any], None]] = {
    CampaignCreated: _campaign_created,
    MemberAdded: _member_added,
    MemberRoleChanged: _member_role_changed,
    MemberRemoved: _member_removed,
    MemberForgotten: _member_forgotten,
    CharacterTransferred: _character_transferred,
    TableOpened: _table_opened,
    SeedRevealed: _seed_revealed,
    TableClosed: _table_closed,
    RollRevealed: _roll_revealed,
    RollProven: _roll_proven,
    RulingSet: _ruling_set,
}


def apply_roll(state: CampaignState, e: RollEvent) -> None:
    """Book-keeping every roll event gets before its ruleset's own handler runs."""
    table = state.tables.get(e.table_id)
    if table is not None:
        for roll in e.rolls:
            if roll.nonce is not None:
                table.next_nonce = roll.nonce + 1
    if e.visibility != "public":
        state.hidden_rolls[state.version] = e.roller_id


def apply_character_created(state: CampaignState, e: CharacterCreated) -> None:
    state.characters[e.character_id] = CharacterRef(character_id=e.character_id, owner_id=e.owner_id, name=e.name)
