"""A tiny ruleset for the API tests: characters, a roll with visibility, a GM-only command, a refusal.

It is also the sixth ruleset: its sentences and recap sections come through the same hooks as the five
games' (narrate, key_moment, recap), with no line of the server knowing it (tests/server/test_sixth_ruleset.py).

It lets the server's own guarantees (visibility, idempotency, concurrency, dice modes, authorization) be
tested with exact expectations, whatever state the real rulesets are in. It is passed to `create_app`
directly and never registered globally, so it cannot leak into the OpenAPI document or other tests.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

import msgspec

from domain.campaign import CampaignState, Context, require_controls, require_gm, require_open_table
from domain.errors import NotFound, RuleViolation
from domain.game import Game
from domain.messages import CharacterCreated, Command, Event, RollCommand, RollEvent
from domain.narration import Names, Phrasebook, dice_text, plural
from domain.recap import Beat, RecapSection, RecapSpec, beats_by_type
from domain.ruleset import Ruleset
from domain.visibility import shares_a_record


class TdCharacter(msgspec.Struct, kw_only=True):
    character_id: str
    name: str
    luck: int = 3
    rolls: int = 0


class TdRoll(msgspec.Struct, kw_only=True):
    roll_id: str
    character_id: str
    faces: list[int]
    total: int


class TdState(msgspec.Struct, kw_only=True):
    characters: dict[str, TdCharacter] = msgspec.field(default_factory=dict)
    conflicts: dict[str, Any] = msgspec.field(default_factory=dict)
    rolls: dict[str, TdRoll] = msgspec.field(default_factory=dict)


class CreateCharacter(Command, frozen=True, kw_only=True, tag="td.create_character"):
    """Create a character owned by the caller (or, when the GM creates it, by `owner_id`)."""

    example: ClassVar[dict[str, Any]] = {"name": "Robin"}
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=60)]
    owner_id: str | None = None


class Roll(RollCommand, frozen=True, kw_only=True, tag="td.roll"):
    """Roll `count` d6 for a character."""

    example: ClassVar[dict[str, Any]] = {"table_id": "t1", "character_id": "c1", "count": 2}
    character_id: str
    count: Annotated[int, msgspec.Meta(ge=1, le=10)] = 2
    judge: bool = False
    """Also append, in the same command, whether the roll succeeded (a consequence of the roll)."""


class Claim(Command, frozen=True, kw_only=True, tag="td.claim"):
    """Claim a roll's total (a later command whose event follows from the roll: it names its `roll_id`)."""

    example: ClassVar[dict[str, Any]] = {"roll_id": "r1"}
    roll_id: str


class SpendLuck(Command, frozen=True, kw_only=True, tag="td.spend_luck"):
    """Spend a point of luck; refused when the character has none left."""

    example: ClassVar[dict[str, Any]] = {"character_id": "c1"}
    character_id: str


class GrantLuck(Command, frozen=True, kw_only=True, tag="td.grant_luck"):
    """The GM grants luck."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {"character_id": "c1", "amount": 1}
    character_id: str
    amount: Annotated[int, msgspec.Meta(ge=1, le=5)] = 1


class CharacterMade(CharacterCreated, frozen=True, kw_only=True, tag="td.character_created"):
    pass


class Rolled(RollEvent, frozen=True, kw_only=True, tag="td.rolled"):
    roll_id: str
    character_id: str
    total: int


class Judged(Event, frozen=True, kw_only=True, tag="td.judged"):
    character_id: str
    success: bool


class Claimed(Event, frozen=True, kw_only=True, tag="td.claimed"):
    roll_id: str
    total: int


class LuckSpent(Event, frozen=True, kw_only=True, tag="td.luck_spent"):
    character_id: str
    left: int


class LuckGranted(Event, frozen=True, kw_only=True, tag="td.luck_granted"):
    character_id: str
    amount: int


def decide(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    game: TdState = state.game
    if isinstance(command, CreateCharacter):
        owner = ctx.actor.member_id
        if command.owner_id is not None:
            require_gm(ctx.actor, "create characters for others")
            if command.owner_id not in state.members:
                raise NotFound("member_not_found", "no such member", member_id=command.owner_id)
            owner = command.owner_id
        return [CharacterMade(character_id=ctx.new_id(), owner_id=owner, name=command.name)]
    if isinstance(command, Roll):
        require_open_table(state, command.table_id)
        require_controls(state, ctx.actor, command.character_id)
        roll = ctx.dice.roll(command.count, 6)
        judged: list[Event] = []
        if command.judge:
            judged.append(Judged(character_id=command.character_id, success=sum(roll.faces) >= 4 * command.count))
        return [
            Rolled(
                table_id=command.table_id,
                roller_id=ctx.actor.member_id,
                rolls=(roll,),
                visibility=command.visibility,
                roll_id=ctx.new_id(),
                character_id=command.character_id,
                total=sum(roll.faces),
            ),
            *judged,
        ]
    if isinstance(command, Claim):
        record = game.rolls.get(command.roll_id)
        if record is None:
            raise NotFound("roll_not_found", "no such roll", roll_id=command.roll_id)
        return [Claimed(roll_id=record.roll_id, total=record.total)]
    if isinstance(command, SpendLuck):
        require_controls(state, ctx.actor, command.character_id)
        luck = game.characters[command.character_id].luck
        if luck < 1:
            raise RuleViolation("no_luck_left", "the character has no luck to spend", available=luck, needed=1)
        return [LuckSpent(character_id=command.character_id, left=luck - 1)]
    if isinstance(command, GrantLuck):
        require_gm(ctx.actor, "grant luck")
        if command.character_id not in game.characters:
            raise NotFound("character_not_found", "no such character", character_id=command.character_id)
        return [LuckGranted(character_id=command.character_id, amount=command.amount)]
    raise NotImplementedError(type(command))


def _made(state: CampaignState, e: CharacterMade) -> None:
    state.game.characters[e.character_id] = TdCharacter(character_id=e.character_id, name=e.name)


def _rolled(state: CampaignState, e: Rolled) -> None:
    faces = [f for r in e.rolls for f in r.faces]
    state.game.rolls[e.roll_id] = TdRoll(roll_id=e.roll_id, character_id=e.character_id, faces=faces, total=e.total)
    state.game.characters[e.character_id].rolls += 1


def _spent(state: CampaignState, e: LuckSpent) -> None:
    state.game.characters[e.character_id].luck = e.left


def _ignore(state: CampaignState, e: Event) -> None:
    """A fact that changes no state."""


def _granted(state: CampaignState, e: LuckGranted) -> None:
    state.game.characters[e.character_id].luck += e.amount


# --- its hooks: how its events read, and what a recap makes of them ----------------------------------------

BOOK = Phrasebook()


@BOOK.tells(Rolled)
def _tell_rolled(e: Rolled, n: Names) -> str:
    return f"{n.character(e.character_id)} rolls {dice_text(e.rolls)} for a total of {e.total}"


@BOOK.tells(Judged)
def _tell_judged(e: Judged, n: Names) -> str:
    return f"{n.character(e.character_id)}'s roll {'succeeds' if e.success else 'fails'}"


@BOOK.tells(LuckSpent)
def _tell_spent(e: LuckSpent, n: Names) -> str:
    return f"{n.character(e.character_id)} spends a point of luck ({plural(e.left, 'point')} left)"


@BOOK.tells(LuckGranted)
def _tell_granted(e: LuckGranted, n: Names) -> str:
    return f"The GM grants {n.character(e.character_id)} {plural(e.amount, 'point')} of luck"


@BOOK.key_moment_when(Judged)
def _failure(e: Judged) -> bool:
    return not e.success


RECAP = RecapSpec(
    sections=(
        RecapSection("judgements", "Judgements", "Nothing was judged.", table=True),
        RecapSection("luck", "Luck", "No luck spent or granted.", totals=("spent", "granted")),
    ),
    beats=beats_by_type(
        {
            Judged: lambda e: [Beat("judgements", outcome="success" if e.success else "failure")],
            LuckSpent: lambda e: [Beat("luck", total="spent", amount=1)],
            LuckGranted: lambda e: [Beat("luck", total="granted", amount=e.amount)],
        }
    ),
)


RULESET = Ruleset(
    name="test-dice",
    title="Test dice",
    commands=(CreateCharacter, Roll, SpendLuck, GrantLuck, Claim),
    events=(CharacterMade, Rolled, LuckSpent, LuckGranted, Judged, Claimed),
    new_state=TdState,
    decide=decide,
    handlers={
        CharacterMade: _made,
        Rolled: _rolled,
        LuckSpent: _spent,
        LuckGranted: _granted,
        Judged: _ignore,
        Claimed: _ignore,
    },
    follows_roll=shares_a_record,
    narrate=BOOK.narrate,
    key_moment=BOOK.key_moment,
    recap=RECAP,
    summary="A ruleset for tests.",
)
GAME = Game(RULESET)
