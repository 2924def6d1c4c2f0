"""The GM's calls for a test and for a save — events the state keeps as they are (`TestRecord.call`,
`PendingSave.trigger`), so folding them costs one small allocation."""

from __future__ import annotations

from typing import Annotated, Literal

from domain.messages import Event
from domain.personal import personal
from domain.rr.vocabulary import Core, Lighting, LossAttribute, Noise, TargetAttribute, TnPart


class TestCalled(Event, frozen=True, kw_only=True, gc=False, tag="rr.test_called"):
    """The GM called for a test and ruled its program, attribute, difficulty and defaults."""

    __test__ = False
    test_id: str
    character_id: str
    table_id: str
    called_by: str
    program: str | None = None
    specialty: str | None = None
    core: Core | None = None
    attribute: TargetAttribute
    lighting: Lighting = "normal"
    noise: Noise = "normal"
    difficulty: int = 0
    diminishing_returns: int = 0
    extra_time_dice: int = 0
    sensitivities: tuple[str, ...] = ()
    role_related: bool = False
    max_inspiration: int | None = None
    repair: bool = False
    opposes: str | None = None
    conflict_id: str | None = None
    description: Annotated[str, personal()] = ""
    opposing_rolls_left: int | None = None
    """An opposing roll in a running conflict: the paid opposing rolls (`rr.oppose_roll`) the robot has left
    after this one — 0 normally, 1 after the first of an off-hand weapon's two defense rolls."""


class SaveTriggered(Event, frozen=True, kw_only=True, gc=False, tag="rr.save_triggered"):
    """The GM called a saving throw on a robot; its TN starts from these parts."""

    save_id: str
    character_id: str
    table_id: str
    attribute: TargetAttribute
    loss_attribute: LossAttribute | None
    kind: Literal["attribute", "durability"]
    persistent: bool = False
    tn_parts: tuple[TnPart, ...]
    source_test_id: str | None = None
    source_character_id: str | None = None
    weapon: str | None = None
    armor: str | None = None
    attack: Literal["thrust", "swing"] | None = None
    damage_successes: int = 0
    prepared_used: tuple[str, ...] = ()
    """Prepared modifiers of the source on the target that this save took (single ones are consumed)."""
    effect: str = ""
