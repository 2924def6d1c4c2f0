"""The fold of a Scratch RPS campaign: characters (levels, hit points, minions, crafted bonuses), creation
limits, the party's hurry, and the conflicts in progress with their turn bookkeeping. Mutable on purpose;
only `apply.py` changes it."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.scratch.abilities import Abilities, AbilityName, MovementAbility

Water = Literal["none", "shallow", "deep"]


class CreationLimits(msgspec.Struct, kw_only=True):
    """CP to distribute and the maximum level of any one ability for new characters. The defaults are the
    seed's "good limits for making characters that are like average people"."""

    cp: int = 10
    max_level: int = 4


class Grant(msgspec.Struct, frozen=True, kw_only=True):
    character_id: str
    ability: AbilityName


class ScratchCharacter(msgspec.Struct, kw_only=True):
    character_id: str
    name: str
    abilities: Abilities
    hit_points: int
    leader_id: str | None = None
    """Set for a minion: the character whose command ability provides it."""
    minion_ids: list[str] = msgspec.field(default_factory=list)
    bonuses: dict[str, str] = msgspec.field(default_factory=dict)
    """Temporary craftsmanship bonuses on this character: ability → the crafter who gave it (+1 each)."""
    granted: list[Grant] = msgspec.field(default_factory=list)
    """Bonuses this crafter has given (one per craftsmanship level)."""
    blocked_grants: int = 0
    """Bonuses this crafter failed to add in a hurry and cannot use until the hurry is over."""

    def level(self, ability: str) -> int:
        """Effective level: base plus a temporary craftsmanship bonus."""
        return self.abilities.get(ability) + (1 if ability in self.bonuses else 0)

    @property
    def toughness(self) -> int:
        return self.level("toughness")


class Environment(msgspec.Struct, kw_only=True):
    """What the scene offers, as the GM judges it; the rules that depend on the scene read these."""

    cover: bool = False
    """Something to hide behind (take cover)."""
    throwables: bool = False
    """A dangerous throwable object like a rock or chair (throw object)."""
    room_to_fly: bool = True
    """Usually true outdoors, false indoors (flying: evading, escaping, catching, defense)."""
    structures: bool = False
    """Ropes, nets, ledges, ladders, fences, trees, cliffs (acrobatics)."""
    level_ground: bool = True
    """Relatively level ground (quickness)."""
    near_ground: bool = False
    """Fliers, climbers and swimmers cannot get far from solid ground (short trees, shallow water, low
    ceiling): quickness can catch them."""
    climbers_protected: bool = False
    """Obstacles like tree branches protect climbers from fliers."""
    water: Water = "none"
    in_water: list[str] = msgspec.field(default_factory=list)
    """Characters in the water (swimming adds to their defense and close range attack rolls)."""


class Combatant(msgspec.Struct, kw_only=True):
    character_id: str
    initiative: int
    regular_used: bool = False
    bonus_used: bool = False
    engaged: bool = False
    """+2 to close range attack rolls this turn; −2 defense until the start of the next turn."""
    took_cover: bool = False
    """−2 to long range attack rolls this turn; +2 defense until the start of the next turn."""
    evading: bool = False
    evade_ability: MovementAbility | None = None
    evade_bonus: int = 0
    evade_broken: bool = False
    """Caught or hit since evading: no escape next turn."""
    escape_ready: bool = False
    """Evaded on the last turn and not caught or hit since: may escape this turn."""
    aloft: bool = False
    """Flew while evading or attacking at long range: no close range attacks until the next turn."""
    delayed: bool = False
    """Skips the next turn ("delayed until the end of his next turn")."""
    escaped: bool = False


class Conflict(msgspec.Struct, kw_only=True):
    conflict_id: str
    table_id: str
    environment: Environment
    combatants: dict[str, Combatant] = msgspec.field(default_factory=dict)
    order: list[str] = msgspec.field(default_factory=list)
    round: int = 0
    current: str | None = None


class ScratchState(msgspec.Struct, kw_only=True):
    characters: dict[str, ScratchCharacter] = msgspec.field(default_factory=dict)
    conflicts: dict[str, Conflict] = msgspec.field(default_factory=dict)
    """The conflicts in progress. An ended conflict leaves (the log keeps it; a read at a version folds it
    back), so the state follows the fights at hand, not the campaign's age."""
    ended: dict[str, str] = msgspec.field(default_factory=dict)
    """Ended conflict id → its table id: the marker that still refuses a command on an ended conflict with
    `conflict_ended`. Dropped when that table closes; after that the conflict is simply unknown."""
    limits: CreationLimits = msgspec.field(default_factory=CreationLimits)
    in_hurry: bool = False
