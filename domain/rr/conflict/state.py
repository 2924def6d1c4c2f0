"""The state of one Robots & Rapiers extended conflict (a fight, a duel, a ball full of intrigue).

A conflict is an entity inside the campaign stream: `RRState.conflicts[conflict_id]`. It holds the Turn
Order list, each combatant's Action Points, and the little bookkeeping the rules need between commands
(whose turn is in progress, who won the roll just made, who is still surprised). Everything here is
changed only by the conflict's event handlers (`domain.rr.conflict.apply`), so it is a pure fold.

These Structs are mutable on purpose: folding a long stream mutates in place instead of copying.
"""

from __future__ import annotations

from typing import Literal

import msgspec

ConflictKind = Literal["physical", "social"]
"""Physical conflicts (combat) order by Perception and roll Processor + SA for Action Points; social ones
order by Processor and roll Anthropoid Class + SA (the seed's "Adapting ... to a Social Situation")."""

ConflictPhase = Literal["ambush", "running", "ended"]
"""`ambush`: combatants are known but surprise is still being resolved, no Turn Order yet;
`running`: Turn Order and Action Points exist and turns are taken; `ended`: over, kept for the record."""

Lighting = Literal["normal", "dark", "total_darkness"]
"""Same values as `domain.rr.state.Lighting` (dark: half Visual rounded up; total darkness: Audio only)."""
Noise = Literal["normal", "loud", "deafening"]


class Combatant(msgspec.Struct, kw_only=True):
    """One robot taking part in a conflict."""

    character_id: str
    side: str
    action_points: int = 0
    max_action_points: int = 0
    """The cap (Processor + Self Awareness, or Anthropoid Class + SA when social) last computed for this
    robot — at its Base Action Point roll or its last regain. Action Points never exceed it."""
    engaged: bool = True
    """GM-judged: disengaged robots may re-roll Base Action Points at a soft break and must at a hard one."""
    surprise_loss: int = 0
    """Points of the surprise save's attribute (Perception in combat) lost to surprise and not yet bought
    off or recovered. While above 0 the robot is surprised and may not Pay for Turn."""
    surprise_attribute: str | None = None
    surprise_action_point_loss: int = 0
    """Action Points the surprise save cost (1 per failed die), taken off the Base Action Point roll."""
    surprise_save_successes: int | None = None
    """Successes on the surprise save: the first tie-breaker of the initial Turn Order after an ambush."""
    pending_surprise_tn_modifier: int | None = None
    """Set while the robot owes a surprise save (triggered by an ambush): the TN change already earned."""
    reaction_step: int = -1
    """The conflict `step` at which this robot's last Perception Save to react was rolled; its verdict
    (`reaction_penalty`, `reaction_blocked`) holds only while the conflict is still at that step."""
    reaction_penalty: int = 0
    reaction_blocked: bool = False
    opposing_step: int = -1
    """The conflict `step` at which this robot last paid to oppose: the test rules accept its opposing roll
    only while the conflict is still at that step (the roll being opposed has not been resolved yet)."""
    opposing_rolls: int = 0
    """Opposing rolls that payment still covers: 1 (or 2 with an off-hand weapon: two defense rolls) when
    paid, one less for each opposing Test the test rules call for the robot (`TestCalled.opposing_rolls_left`)."""


class AmbushRecord(msgspec.Struct, kw_only=True):
    """The last ambush roll while its outcome may still change (the program holder taking 1s as
    Inspiration, until the first surprise save it triggered is rolled)."""

    program_holder: str
    successes: int
    """Successes left after any 1s taken as Inspiration."""
    opposition: int
    ones: int
    """1s the program holder may take as Inspiration (0 unless it is a Spark)."""
    ones_taken: int = 0
    ambusher_ids: tuple[str, ...]
    target_ids: tuple[str, ...]
    savers: tuple[str, ...]


class Conflict(msgspec.Struct, kw_only=True):
    """An extended conflict at a table: its combatants, Turn Order and the state of the current turn."""

    conflict_id: str
    table_id: str
    kind: ConflictKind = "physical"
    phase: ConflictPhase = "running"
    lighting: Lighting = "normal"
    noise: Noise = "normal"
    class_mean: str | None = None
    """Social conflicts: the GM-set mean Anthropoid Class as an exact fraction string ("11/2"), or None to
    use the mean of the combatants."""
    side_sizes: dict[str, int] = msgspec.field(default_factory=dict)
    """GM-set head counts per side (unnamed mooks); a side missing here counts its combatants."""
    combatants: dict[str, Combatant] = msgspec.field(default_factory=dict)
    order: list[str] = msgspec.field(default_factory=list)
    """The Turn Order, top first. During a turn the acting robot is at the top."""
    acting: str | None = None
    """Whose turn is in progress; None between turns (when Action Points may buy the next turn)."""
    turn_paid: bool = False
    turns_taken: int = 0
    step: int = 0
    """Counts turn starts and ends and resolved rolls; verdicts that hold for "this moment" (a save to react,
    a paid opposing roll) remember the step they were made at."""
    window_open: bool = False
    """True after a turn ended and before the next began: the only time a turn may be bought."""
    first_right: str | None = None
    """Who has the first right to Pay for Turn in the open window (the winner of the roll just made)."""
    first_right_reason: str | None = None
    winner: str | None = None
    """Winner of the last roll noted during the turn in progress (see `note_roll`)."""
    winner_successes: int = 0
    rolls_noted: int = 0
    """Rolls noted (`note_roll`) since the current turn started."""
    off_hand_used: bool = False
    """The acting robot paid for an off-hand action this turn (once per turn)."""
    off_hand_pending: bool = False
    """The next roll noted is the off-hand test: it does not decide the right to Pay for Turn."""
    ambush: AmbushRecord | None = None
    """The last ambush rolled in this conflict (see `AmbushRecord`)."""
