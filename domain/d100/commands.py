"""Commands of the Shapers d100 combat chapter (tag prefix ``d100.``).

Fields the chapter leaves to the GM's judgement (scene modifiers, distances, head counts, which Attribute
and Aptitude defend, whether the target can defend at all) are GM-only: a player who sets one is refused
with ``gm_only``. Players act only on their own characters' turns.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal, get_args

import msgspec

from domain.d100.dreamscape import DreamState
from domain.d100.modifiers import MELEE_SITUATIONS, RANGED_SITUATIONS, SITUATION_WORDS, Situation
from domain.d100.sheet import DODGE, LOCATION_WORDS, AttributeName, D100Sheet, Location, Name, Realm
from domain.d100.state import ConflictOptions, MoveMode
from domain.messages import Command, RollCommand

Modifier = Annotated[int, msgspec.Meta(ge=-100, le=100)]

SITUATION_LABELS: dict[str, str] = {
    s: f"{SITUATION_WORDS[s]} ({'+' if v > 0 else '−'}{abs(v)})"
    for s, v in {**MELEE_SITUATIONS, **RANGED_SITUATIONS}.items()
}
"""Each Combat Modifiers row with its value, as the chapter's tables print it."""
ATTRIBUTE_LABELS: dict[str, str] = {a: a.replace("_", " ").title() for a in get_args(AttributeName)}
MOVE_LABELS = {"walk": "Walk", "jog": "Jog", "run": "Run", "charge": "Charge", "sprint": "Sprint"}
FREE_ACTION_LABELS = {
    "draw_weapon": "Draw a weapon that is easily accessible",
    "shout": "Shout a command or short warning",
    "other": "Another free action (the GM's judgement)",
}

_SHEET_EXAMPLE = {
    "name": "Byron",
    "attributes": {
        "physical_strength": 4,
        "physical_agility": 5,
        "physical_fortitude": 3,
        "social_strength": 3,
        "social_agility": 4,
        "social_fortitude": 3,
        "mental_strength": 4,
        "mental_agility": 5,
        "mental_fortitude": 4,
    },
    "health": {"physical": 10, "social": 9, "mental": 12},
    "aptitudes": {"Dodge": 10, "Melee (Armed)": 15, "Ranged (Pistol)": 5},
    "learned_aptitudes": ["Ranged (Pistol)"],
    "size": 10,
    "armour": [{"name": "Leather jacket", "protection": 1, "locations": ["body", "left_arm", "right_arm"]}],
    "weapons": [
        {"name": "Sabre", "kind": "melee", "aptitude": "Melee (Armed)", "damage": 4},
        {"name": "Pistol", "kind": "ranged", "aptitude": "Ranged (Pistol)", "damage": 5, "range_m": 20},
    ],
}


class CreateCharacter(Command, frozen=True, kw_only=True, tag="d100.create_character"):
    """Create a character from the minimal combat sheet; Health starts at its maxima.

    A player creates characters for themself; the GM may create one for any member (`owner_id`)."""

    sheet: D100Sheet
    owner_id: str | None = None
    gm_fields: ClassVar[tuple[str, ...]] = ("owner_id",)
    example: ClassVar[dict[str, Any]] = {"sheet": _SHEET_EXAMPLE}


class Outnumbering(msgspec.Struct, frozen=True, kw_only=True):
    """The GM's head count of a melee: combatants on the attacker's side and on the target's."""

    side: Annotated[int, msgspec.Meta(ge=2, le=100)]
    opposing: Annotated[int, msgspec.Meta(ge=1, le=100)]


class StartConflict(RollCommand, frozen=True, kw_only=True, tag="d100.start_conflict"):
    """Start combat: roll Initiative (d10 + PA + MA, d10 roll-offs for ties) and begin round 1.

    `options` picks the chapter's optional rules; `dream_states` (dreamscapes only) says who entered asleep."""

    gm_only = True
    character_ids: Annotated[list[str], msgspec.Meta(min_length=1, max_length=50)]
    options: ConflictOptions = msgspec.field(default_factory=ConflictOptions)
    dream_states: dict[str, DreamState] = msgspec.field(default_factory=dict)
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "character_ids": ["id-3", "id-4"],
        "options": {"hit_locations": True},
    }


class Move(Command, frozen=True, kw_only=True, tag="d100.move"):
    """Move on your turn: walk (free), jog (ranged attacks −10), run (no other action), charge (run, then
    one melee attack at +10), or sprint (no attack; the GM may call a Physical Agility + Athletics test)."""

    conflict_id: str
    character_id: str
    mode: MoveMode
    labels: ClassVar[dict[str, dict[str, str]]] = {"mode": MOVE_LABELS}
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-5", "character_id": "id-3", "mode": "charge"}


class TakeFreeAction(Command, frozen=True, kw_only=True, tag="d100.take_free_action"):
    """A free action on your turn: draw an easily accessible weapon or shout a short command. Anything not on
    the chapter's list (`other`) is the GM's call."""

    conflict_id: str
    character_id: str
    kind: Literal["draw_weapon", "shout", "other"]
    detail: Annotated[str, msgspec.Meta(max_length=500)] = ""
    labels: ClassVar[dict[str, dict[str, str]]] = {"kind": FREE_ACTION_LABELS}
    example: ClassVar[dict[str, Any]] = {
        "conflict_id": "id-5",
        "character_id": "id-3",
        "kind": "shout",
        "detail": "Get down!",
    }


class Aim(Command, frozen=True, kw_only=True, tag="d100.aim"):
    """Spend this turn's action aiming a ranged weapon: +10 to a ranged attack on your next turn."""

    conflict_id: str
    character_id: str
    weapon: Name
    target_id: str | None = None
    example: ClassVar[dict[str, Any]] = {
        "conflict_id": "id-5",
        "character_id": "id-3",
        "weapon": "Pistol",
        "target_id": "id-4",
    }


class Attack(RollCommand, frozen=True, kw_only=True, tag="d100.attack"):
    """Attack with a weapon at TN 50 + Physical Agility + the weapon's Aptitude ± the combat modifiers.

    The domain adds size, charging, jogging, aiming, unskilled Learned Aptitudes and a called hit location
    (`called_location`, −20) itself. GM-only: `situations` (table rows describing the scene), `distance_m`
    (range bands of a ranged weapon), `outnumbering` (melee head count), `modifier` (anything else),
    `target_defends` (false when the target cannot see the shot coming or cannot defend), and
    `passive_defence` (the Attribute + Aptitude deducted under the optional Passive Defence rule).
    Unless the conflict uses Passive Defence or the target cannot defend, the attack then waits for
    `d100.defend`."""

    conflict_id: str
    character_id: str
    target_id: str
    weapon: Name
    called_location: Location | None = None
    situations: list[Situation] = msgspec.field(default_factory=list)
    distance_m: Annotated[int, msgspec.Meta(ge=0, le=1_000_000)] | None = None
    outnumbering: Outnumbering | None = None
    modifier: Modifier = 0
    modifier_reason: Annotated[str, msgspec.Meta(max_length=200)] = ""
    target_defends: bool = True
    passive_attribute: AttributeName | None = None
    passive_aptitude: Name | None = None
    gm_fields: ClassVar[tuple[str, ...]] = (
        "situations",
        "distance_m",
        "outnumbering",
        "modifier",
        "modifier_reason",
        "target_defends",
        "passive_attribute",
        "passive_aptitude",
    )
    labels: ClassVar[dict[str, dict[str, str]]] = {
        "situations": SITUATION_LABELS,
        "called_location": LOCATION_WORDS,
        "passive_attribute": ATTRIBUTE_LABELS,
    }
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-5",
        "character_id": "id-3",
        "target_id": "id-4",
        "weapon": "Sabre",
    }


class Defend(RollCommand, frozen=True, kw_only=True, tag="d100.defend"):
    """Roll the opposed defence against the pending attack (TN 50 + Attribute + Aptitude).

    Players choose Dodge, or against a melee attack a Melee Aptitude — unless the attacker is 10 or more
    sizes larger, when only Dodge will do. Against a ranged attack a Melee Aptitude needs the GM to say the
    defender is within melee range (`in_melee_range`). Other Attributes/Aptitudes and `modifier` are GM-only.
    `counter_weapon` is the melee weapon used if the attacker loses by 30+ and is counter-attacked."""

    conflict_id: str
    character_id: str
    aptitude: Name = DODGE
    attribute: AttributeName = "physical_agility"
    in_melee_range: bool = False
    modifier: Modifier = 0
    counter_weapon: Name | None = None
    gm_fields: ClassVar[tuple[str, ...]] = ("attribute", "in_melee_range", "modifier")
    labels: ClassVar[dict[str, dict[str, str]]] = {"attribute": ATTRIBUTE_LABELS}
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "conflict_id": "id-5",
        "character_id": "id-4",
        "aptitude": "Melee (Armed)",
    }


class EndTurn(Command, frozen=True, kw_only=True, tag="d100.end_turn"):
    """End your turn; the next combatant in Initiative order starts theirs (a new round after the last)."""

    conflict_id: str
    character_id: str
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-5", "character_id": "id-3"}


class RollTask(RollCommand, frozen=True, kw_only=True, tag="d100.roll_task"):
    """The GM calls for an Attribute + Aptitude roll at TN 50 + `modifier` (e.g. Physical Agility + Athletics
    for a sprinter who might trip)."""

    gm_only = True
    character_id: str
    attribute: AttributeName
    aptitude: Name | None = None
    modifier: Modifier = 0
    reason: Annotated[str, msgspec.Meta(max_length=200)] = ""
    conflict_id: str | None = None
    labels: ClassVar[dict[str, dict[str, str]]] = {"attribute": ATTRIBUTE_LABELS}
    example: ClassVar[dict[str, Any]] = {
        "table_id": "id-2",
        "character_id": "id-3",
        "attribute": "physical_agility",
        "aptitude": "Athletics",
        "reason": "sprinting over rubble",
    }


class AdjustHealth(Command, frozen=True, kw_only=True, tag="d100.adjust_health"):
    """The GM changes a character's Health outside the combat chapter's rules (healing, rest, hazards)."""

    gm_only = True
    character_id: str
    realm: Realm = "physical"
    change: Annotated[int, msgspec.Meta(ge=-999, le=999)]
    reason: Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
    example: ClassVar[dict[str, Any]] = {
        "character_id": "id-3",
        "realm": "physical",
        "change": 3,
        "reason": "a night's rest",
    }


class RemoveCombatant(Command, frozen=True, kw_only=True, tag="d100.remove_combatant"):
    """The GM takes a combatant out of the fight (fled, unconscious, surrendered — the chapter leaves it)."""

    gm_only = True
    conflict_id: str
    character_id: str
    reason: Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-5", "character_id": "id-4", "reason": "fled"}


class EndConflict(Command, frozen=True, kw_only=True, tag="d100.end_conflict"):
    """The GM ends the combat."""

    gm_only = True
    conflict_id: str
    example: ClassVar[dict[str, Any]] = {"conflict_id": "id-5"}


COMMANDS: tuple[type[Command], ...] = (
    CreateCharacter,
    StartConflict,
    Move,
    TakeFreeAction,
    Aim,
    Attack,
    Defend,
    EndTurn,
    RollTask,
    AdjustHealth,
    RemoveCombatant,
    EndConflict,
)
