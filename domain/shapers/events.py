"""Events of Shapers and Bots (tag prefix ``sb.``).

Every roll is a RollEvent whose `Check` says how the total was built (dice + rating + difficulty and any
other part) against which target; every health change, action, turn and round is its own event.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from domain.messages import CharacterCreated, Event, RollEvent
from domain.personal import personal
from domain.shapers.bots import BotDesign
from domain.shapers.checks import Check
from domain.shapers.customization import Customization
from domain.shapers.features import WeaponClass
from domain.shapers.state import Kind

ActionKind = Literal["attack", "defend", "pick_up", "draw", "run", "reload"]
ActionSource = Literal["turn", "borrowed", "berserk"]
"""Which pool an action came from: this round's, next round's (defence only), a berserk rabbit's extra."""
DefenceMode = Literal["roll", "fluke_only", "none", "surprise", "unconscious", "berserk", "no_actions"]


# --- characters ----------------------------------------------------------------------------------------


class SbCharacterCreated(CharacterCreated, frozen=True, kw_only=True, tag="sb.character_created"):
    kind: Kind
    species: str | None
    extra: bool
    features: dict[str, int | None]
    """Final ratings (after customization); STR is always SIZ + FIT."""
    adjustments: dict[str, int]
    customization: Customization | None
    """How the adjustments were paid for; None for an extra."""
    skills: dict[str, int | None]
    """Every skill's rating after the points were spent (None: no ability, flukes only)."""
    skill_costs: dict[str, int]
    skill_points: int
    """INT + 10: the budget (0 for an extra, whose skills are set by the GM)."""
    skill_points_spent: int
    shaping: str | None
    bot: BotDesign | None
    natural_armor: bool
    natural_weapons: dict[str, WeaponClass]
    max_hp: int


class SkillAdded(Event, frozen=True, kw_only=True, tag="sb.skill_added"):
    name: str


class WeaponSet(Event, frozen=True, kw_only=True, tag="sb.weapon_set"):
    character_id: str
    name: str
    weapon_class: WeaponClass
    skill: str
    reload_actions: int


class WeaponRemoved(Event, frozen=True, kw_only=True, tag="sb.weapon_removed"):
    character_id: str
    name: str


class WeaponReadied(Event, frozen=True, kw_only=True, tag="sb.weapon_readied"):
    character_id: str
    weapon: str


class WeaponDropped(Event, frozen=True, kw_only=True, tag="sb.weapon_dropped"):
    character_id: str
    weapon: str


class ArmorChanged(Event, frozen=True, kw_only=True, tag="sb.armor_changed"):
    character_id: str
    worn: bool


# --- challenges and contests ---------------------------------------------------------------------------


class ChallengeCalled(Event, frozen=True, kw_only=True, tag="sb.challenge_called"):
    conflict_id: str
    character_id: str
    rating_name: str
    rating: int | None
    difficulty: int
    guide: Literal["easy", "hard"] | None = None
    note: Annotated[str, personal()] = ""


class ChallengeSucceededAutomatically(Event, frozen=True, kw_only=True, tag="sb.challenge_succeeded_automatically"):
    """Rating + difficulty above 2, and the GM let the character skip the roll."""

    conflict_id: str
    character_id: str
    rating_name: str
    rating: int
    difficulty: int
    bonus: int
    note: Annotated[str, personal()] = ""


class ChallengeRolled(RollEvent, frozen=True, kw_only=True, tag="sb.challenge_rolled"):
    conflict_id: str
    character_id: str
    difficulty: int
    check: Check


class ChallengeCancelled(Event, frozen=True, kw_only=True, tag="sb.challenge_cancelled"):
    conflict_id: str


class ContestCalled(Event, frozen=True, kw_only=True, tag="sb.contest_called"):
    conflict_id: str
    character_id: str
    target_id: str
    rating_name: str
    rating: int | None
    target_rating_name: str
    target_rating: int | None
    modifier: int = 0
    target_modifier: int = 0


class ContestRolled(RollEvent, frozen=True, kw_only=True, tag="sb.contest_rolled"):
    conflict_id: str
    character_id: str
    round: int
    check: Check


class ContestResolved(Event, frozen=True, kw_only=True, tag="sb.contest_resolved"):
    """Both sides rolled: `winner_id` has the higher score; None is a tie for the Director to rule on."""

    conflict_id: str
    round: int
    winner_id: str | None
    totals: dict[str, int]


class ContestTieRuled(Event, frozen=True, kw_only=True, tag="sb.contest_tie_ruled"):
    conflict_id: str
    ruling: Literal["continue", "unusual"]
    note: Annotated[str, personal()] = ""


# --- fights ---------------------------------------------------------------------------------------------


class FightEntry(msgspec.Struct, frozen=True, kw_only=True):
    character_id: str
    fitness: int


class OrderRoll(msgspec.Struct, frozen=True, kw_only=True):
    character_id: str
    check: Check


class Allowance(msgspec.Struct, frozen=True, kw_only=True):
    """A combatant's actions for a round: two, less what they borrowed, plus a berserk rabbit's extra."""

    character_id: str
    base: int
    borrowed: int
    actions: int
    berserk_actions: int


class FightStarted(Event, frozen=True, kw_only=True, tag="sb.fight_started"):
    conflict_id: str
    table_id: str
    combatants: tuple[FightEntry, ...]


class OrderContestRolled(RollEvent, frozen=True, kw_only=True, tag="sb.order_contest_rolled"):
    """Combatants tied on Fitness roll a contest (3d6 + FIT) once, at the start, for their order; a
    still-tied group rolls again (`attempt` counts the rolls)."""

    conflict_id: str
    fitness: int
    attempt: int
    entries: tuple[OrderRoll, ...]


class TurnOrderSet(Event, frozen=True, kw_only=True, tag="sb.turn_order_set"):
    conflict_id: str
    order: tuple[str, ...]


class RoundStarted(Event, frozen=True, kw_only=True, tag="sb.round_started"):
    conflict_id: str
    round: int
    allowances: tuple[Allowance, ...]


class TurnStarted(Event, frozen=True, kw_only=True, tag="sb.turn_started"):
    conflict_id: str
    round: int
    character_id: str


class ActionTaken(Event, frozen=True, kw_only=True, tag="sb.action_taken"):
    conflict_id: str
    character_id: str
    round: int
    action: ActionKind
    source: ActionSource
    actions_left: int
    """Regular actions left this round after this one."""
    borrowed: int
    """Actions borrowed from next round so far."""
    weapon: str | None = None
    note: Annotated[str, personal()] = ""


class ActionsGranted(Event, frozen=True, kw_only=True, tag="sb.actions_granted"):
    conflict_id: str
    character_id: str
    round: int
    count: int
    reason: Annotated[str, personal()] = ""


class TurnEnded(Event, frozen=True, kw_only=True, tag="sb.turn_ended"):
    conflict_id: str
    round: int
    character_id: str
    actions_unused: int


class AttackDeclared(Event, frozen=True, kw_only=True, tag="sb.attack_declared"):
    conflict_id: str
    round: int
    character_id: str
    target_id: str
    weapon: str
    weapon_class: WeaponClass
    skill: str
    difficulty: int
    surprise: bool
    attack_number: int
    """How many times the target has been attacked this round, this attack included."""


class AttackResolved(RollEvent, frozen=True, kw_only=True, tag="sb.attack_resolved"):
    """Hit = the attacker's roll succeeded and (if the target defended) the defender's roll failed."""

    conflict_id: str
    character_id: str
    target_id: str
    attack: Check
    defence: Check | None
    defence_mode: DefenceMode
    hit: bool


class FightEnded(Event, frozen=True, kw_only=True, tag="sb.fight_ended"):
    conflict_id: str
    round: int


# --- health ---------------------------------------------------------------------------------------------


class DamageRolled(RollEvent, frozen=True, kw_only=True, tag="sb.damage_rolled"):
    """A "beat 12/15 for 1 point" weapon: 3d6 with nothing added must reach `beat`."""

    character_id: str
    attacker_id: str | None
    weapon_class: WeaponClass
    armored: bool
    beat: int
    dice_total: int
    damage: int


class InjuryRolled(RollEvent, frozen=True, kw_only=True, tag="sb.injury_rolled"):
    """The injury challenge: HP before the injury as a bonus, the damage as a penalty."""

    character_id: str
    conflict_id: str | None
    attacker_id: str | None
    weapon_class: WeaponClass | None
    armored: bool
    damage: int
    hp_before: int
    check: Check
    note: Annotated[str, personal()] = ""


class HpLost(Event, frozen=True, kw_only=True, tag="sb.hp_lost"):
    character_id: str
    amount: int
    hp_before: int
    hp_after: int


class KnockedOut(Event, frozen=True, kw_only=True, tag="sb.knocked_out"):
    character_id: str
    conflict_id: str | None = None
    wake_round: int | None = None


class Killed(Event, frozen=True, kw_only=True, tag="sb.killed"):
    character_id: str
    reason: Literal["hp_negative", "failed_injury_roll_by_4"]
    hp: int
    margin: int


class BerserkRolled(RollEvent, frozen=True, kw_only=True, tag="sb.berserk_rolled"):
    """A wounded rabbit loses control on 4, 5 or 6 on one die."""

    conflict_id: str
    character_id: str
    face: int
    lost_control: bool


class WakeRolled(RollEvent, frozen=True, kw_only=True, tag="sb.wake_rolled"):
    character_id: str
    conflict_id: str | None
    next_wake_round: int | None
    check: Check


class RegainedConsciousness(Event, frozen=True, kw_only=True, tag="sb.regained_consciousness"):
    character_id: str


class Healed(Event, frozen=True, kw_only=True, tag="sb.healed"):
    character_id: str
    amount: int
    hp_before: int
    hp_after: int
    note: Annotated[str, personal()] = ""


class HealthRestored(Event, frozen=True, kw_only=True, tag="sb.health_restored"):
    """Start of an adventure: back to 3 + Strength and awake."""

    character_id: str
    hp_before: int
    hp_after: int


# --- adventures -----------------------------------------------------------------------------------------


class AdventureStarted(Event, frozen=True, kw_only=True, tag="sb.adventure_started"):
    adventure: int


class AdventureEnded(Event, frozen=True, kw_only=True, tag="sb.adventure_ended"):
    adventure: int
    level_ups: dict[str, list[str]]
    """For each character, the skills they used and may have one of raised."""


class SkillRaised(Event, frozen=True, kw_only=True, tag="sb.skill_raised"):
    character_id: str
    skill: str
    before: int | None
    after: int
    reason: Literal["adventure", "teacher"]
    note: Annotated[str, personal()] = ""


EVENTS: tuple[type[Event], ...] = (
    SbCharacterCreated,
    SkillAdded,
    WeaponSet,
    WeaponRemoved,
    WeaponReadied,
    WeaponDropped,
    ArmorChanged,
    ChallengeCalled,
    ChallengeSucceededAutomatically,
    ChallengeRolled,
    ChallengeCancelled,
    ContestCalled,
    ContestRolled,
    ContestResolved,
    ContestTieRuled,
    FightStarted,
    OrderContestRolled,
    TurnOrderSet,
    RoundStarted,
    TurnStarted,
    ActionTaken,
    ActionsGranted,
    TurnEnded,
    AttackDeclared,
    AttackResolved,
    FightEnded,
    DamageRolled,
    InjuryRolled,
    HpLost,
    KnockedOut,
    Killed,
    BerserkRolled,
    WakeRolled,
    RegainedConsciousness,
    Healed,
    HealthRestored,
    AdventureStarted,
    AdventureEnded,
    SkillRaised,
)
