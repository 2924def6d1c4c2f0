"""Commands of Scratch RPS (tag prefix ``scratch.``).

Actions in a conflict are taken on the acting character's own turn by its owner (or the GM): one regular
action and one bonus action a turn. What the rules leave to the GM — difficulties of called-for rolls, the
scene (cover, throwables, water, room to fly), whether the party is in a hurry, creating characters outside
the creation limits — are GM-only commands or fields.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

import msgspec

from domain.messages import Command, RollCommand
from domain.scratch.abilities import AbilityName, MovementAbility, ScratchSheet
from domain.scratch.state import Environment

Difficulty = Annotated[int, msgspec.Meta(ge=1, le=200)]
Reason = Annotated[str, msgspec.Meta(max_length=200)]
Detail = Annotated[str, msgspec.Meta(max_length=500)]


class CreateCharacter(Command, frozen=True, kw_only=True, tag="scratch.create_character"):
    """Create a character by distributing character points: one CP per ability level, no ability above
    the maximum level (the GM sets both; 10 CP and level 4 by default). Hit points start at toughness.

    GM-only: `owner_id` (create for another member) and `exempt` (outside the limits, e.g. a villain)."""

    gm_fields: ClassVar[tuple[str, ...]] = ("owner_id", "exempt")
    sheet: ScratchSheet
    owner_id: str | None = None
    exempt: bool = False
    example: ClassVar[dict[str, Any]] = {
        "sheet": {"name": "Chokestar", "abilities": {"piloting": 2, "wrestling": 3, "stalking": 3, "toughness": 2}}
    }


class CreateMinion(Command, frozen=True, kw_only=True, tag="scratch.create_minion"):
    """A character with command gets one or two minions whose total ability levels are no greater than his
    command level; minions cannot have command. The minion belongs to the leader's owner."""

    character_id: str
    """The leader."""
    sheet: ScratchSheet
    example: ClassVar[dict[str, Any]] = {
        "character_id": "id-6",
        "sheet": {"name": "Thug", "abilities": {"toughness": 2}},
    }


class SetCreationLimits(Command, frozen=True, kw_only=True, tag="scratch.set_creation_limits"):
    """Set the CP and maximum level for new characters (e.g. 12 CP and level 5 for heroes)."""

    gm_only = True
    cp: Annotated[int, msgspec.Meta(ge=1, le=1000)]
    max_level: Annotated[int, msgspec.Meta(ge=1, le=99)]
    example: ClassVar[dict[str, Any]] = {"cp": 12, "max_level": 5}


class SetHitPoints(Command, frozen=True, kw_only=True, tag="scratch.set_hit_points"):
    """The GM sets hit points between fights (rest, recovery); between 0 and toughness."""

    gm_only = True
    character_id: str
    hit_points: Annotated[int, msgspec.Meta(ge=0, le=999)]
    reason: Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
    example: ClassVar[dict[str, Any]] = {"character_id": "id-6", "hit_points": 3, "reason": "a night's rest"}


class StartConflict(RollCommand, frozen=True, kw_only=True, tag="scratch.start_conflict"):
    """Start combat: each character rolls initiative (d20 + 10 × stalking; ties roll again). Characters
    usually start with their maximum hit points (`full_hit_points`)."""

    gm_only = True
    character_ids: Annotated[list[str], msgspec.Meta(min_length=1, max_length=50)]
    environment: Environment = msgspec.field(default_factory=Environment)
    full_hit_points: bool = True
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "character_ids": ["id-6", "id-7", "id-8"],
        "environment": {"room_to_fly": False},
    }


class SetEnvironment(Command, frozen=True, kw_only=True, tag="scratch.set_environment"):
    """The GM describes the scene: cover, throwables, room to fly, structures, ground, water, who is in it."""

    gm_only = True
    conflict_id: str
    environment: Environment
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-9", "environment": {"cover": True, "throwables": True}}


class EndTurn(Command, frozen=True, kw_only=True, tag="scratch.end_turn"):
    """End the turn (doing nothing is allowed). Delayed and incapacitated characters' turns pass by."""

    conflict_id: str
    character_id: str
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-9", "character_id": "id-6"}


class EndConflict(Command, frozen=True, kw_only=True, tag="scratch.end_conflict"):
    """The GM ends the combat."""

    gm_only = True
    conflict_id: str
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-9"}


class _Act(RollCommand, frozen=True, kw_only=True):
    conflict_id: str
    character_id: str


class BasicAttack(_Act, frozen=True, kw_only=True, tag="scratch.basic_attack"):
    """Close range attack for 1 damage: a non-ability roll, or add fighting or wrestling, against defense."""

    target_id: str
    ability: Literal["fighting", "wrestling"] | None = None
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-9",
        "character_id": "id-6",
        "target_id": "id-8",
        "ability": "wrestling",
    }


class Hold(_Act, frozen=True, kw_only=True, tag="scratch.hold"):
    """Close range grapple or distraction: on success the target is delayed until the end of his next turn.
    A non-ability roll, or add wrestling."""

    target_id: str
    ability: Literal["wrestling"] | None = None
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-9",
        "character_id": "id-6",
        "target_id": "id-8",
        "ability": "wrestling",
    }


class ThrowObject(_Act, frozen=True, kw_only=True, tag="scratch.throw_object"):
    """Long range, 1 damage, non-ability roll; only when the GM says a throwable object is at hand."""

    target_id: str
    from_the_air: bool = False
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-9",
        "character_id": "id-6",
        "target_id": "id-8",
    }


class Shoot(_Act, frozen=True, kw_only=True, tag="scratch.shoot"):
    """Shooting: long range attack on one character for 2 damage (5 when automatically successful). An
    injured shooter delays himself until the end of his next turn. `from_the_air`: a flier shooting from
    the air cannot be attacked at close range until his next turn."""

    target_id: str
    from_the_air: bool = False
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-9",
        "character_id": "id-7",
        "target_id": "id-8",
    }


class Blast(_Act, frozen=True, kw_only=True, tag="scratch.blast"):
    """Blasting: one long range attack on up to three separate targets, 1 damage each. An injured blaster
    delays himself until the end of his next turn."""

    target_ids: Annotated[list[str], msgspec.Meta(min_length=1, max_length=3)]
    from_the_air: bool = False
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-9",
        "character_id": "id-7",
        "target_ids": ["id-6", "id-8"],
    }


class Knockout(_Act, frozen=True, kw_only=True, tag="scratch.knockout"):
    """Knockout: close range attack for 4 damage (2 when injured); the attacker delays himself until the end
    of his next turn."""

    target_id: str
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-9",
        "character_id": "id-6",
        "target_id": "id-8",
    }


class FightingAttacks(_Act, frozen=True, kw_only=True, tag="scratch.fighting_attacks"):
    """Fighting, while healthy: two basic attacks (with fighting added) as a single action."""

    target_ids: Annotated[list[str], msgspec.Meta(min_length=2, max_length=2)]
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-9",
        "character_id": "id-8",
        "target_ids": ["id-6", "id-6"],
    }


class Strike(msgspec.Struct, frozen=True, kw_only=True):
    kind: Literal["basic_attack", "hold"]
    target_id: str


class WrestlingAttacks(_Act, frozen=True, kw_only=True, tag="scratch.wrestling_attacks"):
    """Wrestling, while healthy: one basic attack and one hold (with wrestling added), in the order given,
    as a single action."""

    strikes: Annotated[list[Strike], msgspec.Meta(min_length=2, max_length=2)]
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-9",
        "character_id": "id-6",
        "strikes": [{"kind": "hold", "target_id": "id-8"}, {"kind": "basic_attack", "target_id": "id-8"}],
    }


class Evade(Command, frozen=True, kw_only=True, tag="scratch.evade"):
    """Regular action: add one movement ability's level to defense until your next turn (without one, defense
    does not change). Evading on your last turn, uncaught and unhit, lets you escape."""

    conflict_id: str
    character_id: str
    ability: MovementAbility | None = None
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-9", "character_id": "id-7", "ability": "acrobatics"}


class Catch(_Act, frozen=True, kw_only=True, tag="scratch.catch"):
    """Close range attack on an evading character at difficulty 10 + his movement ability; you may add a
    movement ability that can reach him. On success his defense returns to normal."""

    target_id: str
    ability: MovementAbility | None = None
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-9",
        "character_id": "id-6",
        "target_id": "id-7",
        "ability": "quickness",
    }


class Escape(Command, frozen=True, kw_only=True, tag="scratch.escape"):
    """Regular action: leave the fight, if you evaded on your last turn and were not caught or hit since."""

    conflict_id: str
    character_id: str
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-9", "character_id": "id-7"}


class Engage(Command, frozen=True, kw_only=True, tag="scratch.engage"):
    """Bonus action before a close range attack: +2 to close range attack rolls this turn, −2 defense until
    the beginning of your next turn."""

    conflict_id: str
    character_id: str
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-9", "character_id": "id-6"}


class TakeCover(Command, frozen=True, kw_only=True, tag="scratch.take_cover"):
    """Bonus action before a long range attack, where there is cover: −2 to long range attack rolls this
    turn, +2 defense until the beginning of your next turn."""

    conflict_id: str
    character_id: str
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-9", "character_id": "id-7"}


class TakeBonusAction(Command, frozen=True, kw_only=True, tag="scratch.take_bonus_action"):
    """Any other bonus action: opening a door, pushing a button, handing an item over."""

    conflict_id: str
    character_id: str
    detail: Detail
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-9", "character_id": "id-7", "detail": "opens the hatch"}


class Heal(RollCommand, frozen=True, kw_only=True, tag="scratch.heal"):
    """Healing (difficulty 10): revive an incapacitated character to 1 hit point, or heal an injured one to
    1 more than half his maximum. Not yourself; not a minion in combat. In a fight it is your regular action."""

    character_id: str
    target_id: str
    example: ClassVar[dict[str, Any]] = {"table_id": "id-2", "character_id": "id-7", "target_id": "id-6"}


class SetHurry(Command, frozen=True, kw_only=True, tag="scratch.set_hurry"):
    """The GM says whether the party is in a hurry (craftsmanship bonuses then need a roll)."""

    gm_only = True
    in_hurry: bool
    example: ClassVar[dict[str, Any]] = {"in_hurry": True}


class GrantBonus(RollCommand, frozen=True, kw_only=True, tag="scratch.grant_bonus"):
    """Craftsmanship: give a traveling companion +1 to an ability he already has (one bonus per craftsmanship
    level; one bonus per ability; never in combat). In a hurry it takes a craftsmanship roll (`difficulty`,
    usually 10, GM-only to change); a failure blocks that bonus until the hurry is over."""

    character_id: str
    """The crafter."""
    target_id: str
    ability: AbilityName
    gm_fields: ClassVar[tuple[str, ...]] = ("difficulty",)
    difficulty: Difficulty = 10
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "character_id": "id-7",
        "target_id": "id-6",
        "ability": "wrestling",
    }


class RemoveBonus(Command, frozen=True, kw_only=True, tag="scratch.remove_bonus"):
    """Take back a craftsmanship bonus (never in combat): removed by the crafter, or the two parted ways."""

    character_id: str
    """The crafter."""
    target_id: str
    ability: AbilityName
    reason: Literal["removed", "parted"] = "removed"
    example: ClassVar[dict[str, Any]] = {"character_id": "id-7", "target_id": "id-6", "ability": "wrestling"}


class RollAbility(RollCommand, frozen=True, kw_only=True, tag="scratch.roll_ability"):
    """The GM calls for a roll: "make a command roll (difficulty 25)" (`ability`) or "make a non-ability
    roll of 11" (no `ability`)."""

    gm_only = True
    character_id: str
    ability: AbilityName | None = None
    difficulty: Difficulty
    reason: Reason = ""
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "character_id": "id-6",
        "ability": "command",
        "difficulty": 25,
        "reason": "rally",
    }


class OperateVehicle(RollCommand, frozen=True, kw_only=True, tag="scratch.operate_vehicle"):
    """The GM calls for a vehicle operator roll: driving (ground), navigation (water), piloting (air, space)."""

    gm_only = True
    character_id: str
    vehicle: Literal["ground", "water", "air", "space"]
    difficulty: Difficulty
    reason: Reason = ""
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "character_id": "id-6",
        "vehicle": "space",
        "difficulty": 15,
        "reason": "dock",
    }


COMMANDS: tuple[type[Command], ...] = (
    CreateCharacter,
    CreateMinion,
    SetCreationLimits,
    SetHitPoints,
    StartConflict,
    SetEnvironment,
    EndTurn,
    EndConflict,
    BasicAttack,
    Hold,
    ThrowObject,
    Shoot,
    Blast,
    Knockout,
    FightingAttacks,
    WrestlingAttacks,
    Evade,
    Catch,
    Escape,
    Engage,
    TakeCover,
    TakeBonusAction,
    Heal,
    SetHurry,
    GrantBonus,
    RemoveBonus,
    RollAbility,
    OperateVehicle,
)
