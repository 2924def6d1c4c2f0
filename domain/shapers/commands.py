"""Commands of Shapers and Bots (tag prefix ``sb.``).

What the rules fix (costs, order, damage, who may defend) the domain computes; what the Director judges
(a challenge's difficulty and which rating it uses, automatic successes, surprise, weapon classes, the
damage of a falling rock) is an input that only the GM may give: such commands are `gm_only`, and the
optional GM fields of player commands are refused with ``gm_only`` when a player sets them.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

import msgspec

from domain.campaign import Name
from domain.messages import Command, RollCommand
from domain.shapers.bots import BotDesign
from domain.shapers.features import AnyFeatureName, FeatureName, Species, WeaponClass
from domain.shapers.state import Kind

Difficulty = Annotated[int, msgspec.Meta(ge=-20, le=20)]
"""A challenge's rating: negative is hard, positive easy (the rulebook's examples run -10..+3)."""
Rating = Annotated[int, msgspec.Meta(ge=-20, le=20)]
Adjustment = Annotated[int, msgspec.Meta(ge=-12, le=12)]
RatingName = Annotated[str, msgspec.Meta(min_length=1, max_length=60)]
"""A feature (SIZ, FIT, DEX, INT, SGT, HER, SML, STR, CRG, HON) or a skill ("Climbing", "Weapon:Bow")."""
SkillName = Annotated[str, msgspec.Meta(min_length=1, max_length=60)]
ShapingKind = Literal["Earth", "Air", "Light", "Water", "Luck", "Time"]
Note = Annotated[str, msgspec.Meta(max_length=500)]


class SbSheet(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What a player (or the GM) submits to create a character.

    Animals start from their species' ratings and may `adjust` them (5 points, see the rulebook); bots
    start Average with no Smell and follow the bot rule. `skills` are the ratings wanted after spending
    INT + 10 skill points. An `extra` is a character the GM builds freely: `features` set ratings
    directly (Courage and Honesty included), and skills are not budgeted.
    """

    kind: Kind = "animal"
    species: Species | None = None
    adjustments: dict[FeatureName, Adjustment] = msgspec.field(default_factory=dict)
    skills: dict[SkillName, Rating] = msgspec.field(default_factory=dict)
    shaping: ShapingKind | None = None
    bot: BotDesign | None = None
    extra: bool = False
    features: dict[AnyFeatureName, Rating | None] = msgspec.field(default_factory=dict)


class CreateCharacter(Command, frozen=True, kw_only=True, tag="sb.create_character"):
    """Create an animal or a bot. Players create their own; the GM may create one for a player
    (`owner_id`) or build an extra. Species, customization budget and skill points are checked."""

    name: Name
    owner_id: str | None = None
    sheet: SbSheet
    example: ClassVar[dict[str, Any]] = {
        "name": "Garree",
        "sheet": {
            "kind": "animal",
            "species": "goat",
            "adjustments": {"SIZ": -1, "FIT": 1, "DEX": 1, "INT": 1},
            "skills": {"Brawling": 3, "Hiding": 3, "Stealth": 4, "Weapon:Bow": -2, "First Aid": 0, "Stage Magic": -5},
        },
    }


class AddSkill(Command, frozen=True, kw_only=True, tag="sb.add_skill"):
    """Add a skill that is not on the master list (e.g. ballooning) for this campaign; it starts at None."""

    gm_only = True
    name: SkillName
    example: ClassVar[dict[str, Any]] = {"name": "Ballooning"}


class CallChallenge(Command, frozen=True, kw_only=True, tag="sb.call_challenge"):
    """The GM sets a challenge: which rating the character uses and how hard it is (or, with a shaping
    skill, `guide` easy/hard from the shaping table). With `automatic`, a bonus above 2 succeeds with no
    roll."""

    gm_only = True
    character_id: str
    rating: RatingName
    difficulty: Difficulty | None = None
    guide: Literal["easy", "hard"] | None = None
    automatic: bool = False
    note: Note = ""
    example: ClassVar[dict[str, Any]] = {
        "character_id": "char-1",
        "rating": "DEX",
        "difficulty": -1,
        "note": "clockwork timer",
    }


class RollChallenge(RollCommand, frozen=True, kw_only=True, tag="sb.roll_challenge"):
    """Roll 3d6 for a challenge the GM called: rating + difficulty is added, 11 or more succeeds."""

    conflict_id: str
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "conflict_id": "chal-1"}


class CancelChallenge(Command, frozen=True, kw_only=True, tag="sb.cancel_challenge"):
    """Withdraw a challenge nobody rolled."""

    gm_only = True
    conflict_id: str
    example: ClassVar[dict[str, Any]] = {"conflict_id": "chal-1"}


class CallContest(Command, frozen=True, kw_only=True, tag="sb.call_contest"):
    """Two characters try to out-do each other: the GM names each side's rating (and any modifier)."""

    gm_only = True
    character_id: str
    target_id: str
    rating: RatingName
    target_rating: RatingName
    modifier: Difficulty = 0
    target_modifier: Difficulty = 0
    example: ClassVar[dict[str, Any]] = {
        "character_id": "gertrude",
        "target_id": "norwin",
        "rating": "STR",
        "target_rating": "STR",
    }


class RollContest(RollCommand, frozen=True, kw_only=True, tag="sb.roll_contest"):
    """Roll one side of a contest; when both sides have rolled, the higher score wins."""

    conflict_id: str
    character_id: str
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "conflict_id": "contest-1", "character_id": "gertrude"}


class RuleTie(Command, frozen=True, kw_only=True, tag="sb.rule_tie"):
    """On a tied contest the Director rules: it continues (both roll again) or something unusual happened."""

    gm_only = True
    conflict_id: str
    ruling: Literal["continue", "unusual"]
    note: Note = ""
    example: ClassVar[dict[str, Any]] = {"conflict_id": "contest-1", "ruling": "continue"}


class StartFight(RollCommand, frozen=True, kw_only=True, tag="sb.start_fight"):
    """Start a fight: combatants act by Fitness, highest first; ties are settled once by contest rolls."""

    gm_only = True
    character_ids: Annotated[list[str], msgspec.Meta(min_length=2, max_length=50)]
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "character_ids": ["doi", "creszki", "priti"]}


class EndTurn(Command, frozen=True, kw_only=True, tag="sb.end_turn"):
    """End the current combatant's turn; unused actions stay available for defence this round."""

    conflict_id: str
    example: ClassVar[dict[str, Any]] = {"conflict_id": "fight-1"}


class TakeAction(Command, frozen=True, kw_only=True, tag="sb.take_action"):
    """Spend one of this turn's actions on something other than attacking: pick something up, draw a
    weapon, run, or reload (one action per step of the weapon's reload)."""

    conflict_id: str
    action: Literal["pick_up", "draw", "run", "reload"]
    weapon: Annotated[str, msgspec.Meta(min_length=1, max_length=60)] | None = None
    note: Note = ""
    example: ClassVar[dict[str, Any]] = {"conflict_id": "fight-1", "action": "run", "note": "to the door"}


class DeclareAttack(RollCommand, frozen=True, kw_only=True, tag="sb.declare_attack"):
    """Attack someone (one action). The target then says whether they defend; a surprised,
    unconscious, berserk or action-less target gets no defence and the attack is rolled at once.
    `difficulty` and `surprise` are the GM's to set."""

    conflict_id: str
    character_id: str
    target_id: str
    weapon: Annotated[str, msgspec.Meta(min_length=1, max_length=60)] = "punch"
    difficulty: Difficulty | None = None
    surprise: bool = False
    example: ClassVar[dict[str, Any]] = {
        "table_id": "table-1",
        "conflict_id": "fight-1",
        "character_id": "doi",
        "target_id": "creszki",
        "weapon": "punch",
    }


class RespondToAttack(RollCommand, frozen=True, kw_only=True, tag="sb.respond_to_attack"):
    """The target of the pending attack defends (one action, borrowed from next round if none is left)
    or not; then the attack is rolled. The GM may name the defence rating and a difficulty."""

    conflict_id: str
    defend: bool
    defence_rating: RatingName | None = None
    defence_difficulty: Difficulty | None = None
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "conflict_id": "fight-1", "defend": True}


class GrantActions(Command, frozen=True, kw_only=True, tag="sb.grant_actions"):
    """Give a combatant extra actions this round (e.g. a successful time shaping)."""

    gm_only = True
    conflict_id: str
    character_id: str
    count: Annotated[int, msgspec.Meta(ge=1, le=4)]
    reason: Note = ""
    example: ClassVar[dict[str, Any]] = {
        "conflict_id": "fight-1",
        "character_id": "larrapin",
        "count": 2,
        "reason": "time shaping",
    }


class EndFight(Command, frozen=True, kw_only=True, tag="sb.end_fight"):
    """The fight is over."""

    gm_only = True
    conflict_id: str
    example: ClassVar[dict[str, Any]] = {"conflict_id": "fight-1"}


class Injure(RollCommand, frozen=True, kw_only=True, tag="sb.injure"):
    """Something injures a character: a number of points (`damage`), or a weapon class whose damage
    depends on the character's armor (a falling rock as a medium weapon). The injury roll follows."""

    gm_only = True
    character_id: str
    damage: Annotated[int, msgspec.Meta(ge=1, le=20)] | None = None
    weapon: WeaponClass | None = None
    note: Note = ""
    example: ClassVar[dict[str, Any]] = {
        "table_id": "table-1",
        "character_id": "alouenne",
        "damage": 1,
        "note": "falling rock",
    }


class TryToWake(RollCommand, frozen=True, kw_only=True, tag="sb.try_to_wake"):
    """An unconscious character tries to come round: a challenge with Strength as the rating, once a
    minute (every 12 rounds in a fight; outside a fight the GM says when a minute has passed)."""

    character_id: str
    example: ClassVar[dict[str, Any]] = {"table_id": "table-1", "character_id": "doi"}


class Heal(Command, frozen=True, kw_only=True, tag="sb.heal"):
    """Give back health points (the rulebook leaves healing to the Director), never above the maximum."""

    gm_only = True
    character_id: str
    amount: Annotated[int, msgspec.Meta(ge=1, le=20)]
    note: Note = ""
    example: ClassVar[dict[str, Any]] = {"character_id": "doi", "amount": 1, "note": "first aid"}


class SetWeapon(Command, frozen=True, kw_only=True, tag="sb.set_weapon"):
    """Give a character a weapon, classed by the GM (punch/small/medium/large), with the skill it uses
    and how many actions reloading it takes (a bow 1, a crossbow several, 0 for none)."""

    gm_only = True
    character_id: str
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=60)]
    weapon_class: WeaponClass
    skill: SkillName
    reload_actions: Annotated[int, msgspec.Meta(ge=0, le=20)] = 0
    example: ClassVar[dict[str, Any]] = {
        "character_id": "doi",
        "name": "broadsword",
        "weapon_class": "medium",
        "skill": "Weapon:Sword",
    }


class RemoveWeapon(Command, frozen=True, kw_only=True, tag="sb.remove_weapon"):
    """Take a weapon off a character's sheet (lost, broken, stolen)."""

    gm_only = True
    character_id: str
    name: Annotated[str, msgspec.Meta(min_length=1, max_length=60)]
    example: ClassVar[dict[str, Any]] = {"character_id": "doi", "name": "hunting bow"}


class ReadyWeapon(Command, frozen=True, kw_only=True, tag="sb.ready_weapon"):
    """Hold a weapon ready outside a fight (in a fight, drawing one is an action)."""

    character_id: str
    weapon: Annotated[str, msgspec.Meta(min_length=1, max_length=60)]
    example: ClassVar[dict[str, Any]] = {"character_id": "doi", "weapon": "hunting bow"}


class DropWeapon(Command, frozen=True, kw_only=True, tag="sb.drop_weapon"):
    """Drop or put away the weapon in hand; dropping something is never an action."""

    character_id: str
    example: ClassVar[dict[str, Any]] = {"character_id": "doi"}


class SetArmor(Command, frozen=True, kw_only=True, tag="sb.set_armor"):
    """Put armor on or take it off (natural armor cannot be taken off)."""

    character_id: str
    worn: bool
    example: ClassVar[dict[str, Any]] = {"character_id": "priti", "worn": True}


class StartAdventure(Command, frozen=True, kw_only=True, tag="sb.start_adventure"):
    """A new adventure: every living character starts it at full health (3 + Strength) and awake."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {}


class EndAdventure(Command, frozen=True, kw_only=True, tag="sb.end_adventure"):
    """The adventure is over: each character may now be allowed to raise one skill used in it."""

    gm_only = True
    example: ClassVar[dict[str, Any]] = {}


class LevelUp(Command, frozen=True, kw_only=True, tag="sb.level_up"):
    """After an adventure, the Director allows a character to raise one skill they used in it by one level."""

    gm_only = True
    character_id: str
    skill: SkillName
    example: ClassVar[dict[str, Any]] = {"character_id": "syvia", "skill": "Boating"}


class TeachSkill(Command, frozen=True, kw_only=True, tag="sb.teach_skill"):
    """A teacher raises a skill by one level (a new skill starts at -5); the price is the Director's."""

    gm_only = True
    character_id: str
    skill: SkillName
    note: Note = ""
    example: ClassVar[dict[str, Any]] = {
        "character_id": "syvia",
        "skill": "Navigation",
        "note": "lessons from the harbour master",
    }


COMMANDS: tuple[type[Command], ...] = (
    CreateCharacter,
    AddSkill,
    CallChallenge,
    RollChallenge,
    CancelChallenge,
    CallContest,
    RollContest,
    RuleTie,
    StartFight,
    EndTurn,
    TakeAction,
    DeclareAttack,
    RespondToAttack,
    GrantActions,
    EndFight,
    Injure,
    TryToWake,
    Heal,
    SetWeapon,
    RemoveWeapon,
    ReadyWeapon,
    DropWeapon,
    SetArmor,
    StartAdventure,
    EndAdventure,
    LevelUp,
    TeachSkill,
)
