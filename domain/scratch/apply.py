"""How each Scratch event changes the state: the fold. Handlers mutate `state.game` in place."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, TableClosed
from domain.ended import end_conflict, markers_of_open_tables
from domain.messages import Event
from domain.scratch.events import (
    ActionTaken,
    AttackRolled,
    BonusBlocked,
    BonusGranted,
    BonusRemoved,
    Caught,
    ConflictEnded,
    ConflictStarted,
    CreationLimitsSet,
    Delayed,
    EnvironmentSet,
    Escaped,
    Evaded,
    HitPointsChanged,
    HurrySet,
    InitiativeRolled,
    RoundStarted,
    ScratchCharacterCreated,
    TurnEnded,
    TurnSkipped,
    TurnStarted,
)
from domain.scratch.state import Combatant, Conflict, CreationLimits, Grant, ScratchCharacter, ScratchState


def _game(state: CampaignState) -> ScratchState:
    game: ScratchState = state.game
    return game


def _conflict(state: CampaignState, conflict_id: str) -> Conflict:
    return _game(state).conflicts[conflict_id]


def _combatant(state: CampaignState, conflict_id: str, character_id: str) -> Combatant:
    return _game(state).conflicts[conflict_id].combatants[character_id]


def character_created(state: CampaignState, e: ScratchCharacterCreated) -> None:
    game = _game(state)
    game.characters[e.character_id] = ScratchCharacter(
        character_id=e.character_id,
        name=e.name,
        abilities=e.abilities,
        hit_points=e.hit_points,
        leader_id=e.leader_id,
    )
    if e.leader_id is not None:
        game.characters[e.leader_id].minion_ids.append(e.character_id)


def limits_set(state: CampaignState, e: CreationLimitsSet) -> None:
    _game(state).limits = CreationLimits(cp=e.cp, max_level=e.max_level)


def conflict_started(state: CampaignState, e: ConflictStarted) -> None:
    _game(state).conflicts[e.conflict_id] = Conflict(
        conflict_id=e.conflict_id, table_id=e.table_id, environment=e.environment
    )


def initiative_rolled(state: CampaignState, e: InitiativeRolled) -> None:
    conflict = _conflict(state, e.conflict_id)
    for entry in e.entries:
        conflict.combatants[entry.character_id] = Combatant(
            character_id=entry.character_id, initiative=entry.initiative
        )
    conflict.order = list(e.order)


def environment_set(state: CampaignState, e: EnvironmentSet) -> None:
    _conflict(state, e.conflict_id).environment = e.environment


def round_started(state: CampaignState, e: RoundStarted) -> None:
    _conflict(state, e.conflict_id).round = e.round


def _new_turn(c: Combatant, may_escape: bool) -> None:
    """What lasts "until his next turn" ends as that turn begins."""
    c.regular_used = False
    c.bonus_used = False
    c.engaged = False
    c.took_cover = False
    c.aloft = False
    c.escape_ready = may_escape
    c.evading = False
    c.evade_ability = None
    c.evade_bonus = 0
    c.evade_broken = False


def turn_started(state: CampaignState, e: TurnStarted) -> None:
    conflict = _conflict(state, e.conflict_id)
    conflict.current = e.character_id
    _new_turn(conflict.combatants[e.character_id], e.may_escape)


def turn_skipped(state: CampaignState, e: TurnSkipped) -> None:
    c = _combatant(state, e.conflict_id, e.character_id)
    _new_turn(c, False)
    if e.reason == "delayed":
        c.delayed = False


def turn_ended(state: CampaignState, e: TurnEnded) -> None:
    conflict = _conflict(state, e.conflict_id)
    conflict.current = None
    conflict.combatants[e.character_id].escape_ready = False


def action_taken(state: CampaignState, e: ActionTaken) -> None:
    c = _combatant(state, e.conflict_id, e.character_id)
    if e.kind == "regular":
        c.regular_used = True
    else:
        c.bonus_used = True
    if e.action == "engage":
        c.engaged = True
    elif e.action == "take_cover":
        c.took_cover = True
    if e.aloft:
        c.aloft = True


def attack_rolled(state: CampaignState, e: AttackRolled) -> None:
    target = _combatant(state, e.conflict_id, e.target_id)
    if e.success and target.evading:
        target.evade_broken = True


def hit_points_changed(state: CampaignState, e: HitPointsChanged) -> None:
    _game(state).characters[e.character_id].hit_points = e.after


def delayed(state: CampaignState, e: Delayed) -> None:
    _combatant(state, e.conflict_id, e.character_id).delayed = True


def evaded(state: CampaignState, e: Evaded) -> None:
    c = _combatant(state, e.conflict_id, e.character_id)
    c.evading = True
    c.evade_ability = e.ability
    c.evade_bonus = e.bonus
    c.evade_broken = False


def caught(state: CampaignState, e: Caught) -> None:
    c = _combatant(state, e.conflict_id, e.target_id)
    c.evade_bonus = 0
    c.evade_broken = True


def escaped(state: CampaignState, e: Escaped) -> None:
    _combatant(state, e.conflict_id, e.character_id).escaped = True


def hurry_set(state: CampaignState, e: HurrySet) -> None:
    game = _game(state)
    game.in_hurry = e.in_hurry
    if not e.in_hurry:
        for ch in game.characters.values():
            ch.blocked_grants = 0


def bonus_granted(state: CampaignState, e: BonusGranted) -> None:
    game = _game(state)
    game.characters[e.character_id].bonuses[e.ability] = e.crafter_id
    game.characters[e.crafter_id].granted.append(Grant(character_id=e.character_id, ability=e.ability))


def bonus_blocked(state: CampaignState, e: BonusBlocked) -> None:
    _game(state).characters[e.crafter_id].blocked_grants += 1


def bonus_removed(state: CampaignState, e: BonusRemoved) -> None:
    game = _game(state)
    del game.characters[e.character_id].bonuses[e.ability]
    game.characters[e.crafter_id].granted.remove(Grant(character_id=e.character_id, ability=e.ability))


def conflict_ended(state: CampaignState, e: ConflictEnded) -> None:
    """An ended conflict can no longer be acted on: it leaves the state, a marker refuses it until its
    table closes."""
    game = _game(state)
    end_conflict(game.conflicts, game.ended, e.conflict_id)


def table_closed(state: CampaignState, e: TableClosed) -> None:
    """A closed table takes the markers of its ended conflicts with it (and those of a conflict that ended
    after its own table had closed)."""
    game = _game(state)
    game.ended = markers_of_open_tables(game.ended, state.tables)


HANDLERS: dict[type[Event], Callable[[CampaignState, Any], None]] = {
    ScratchCharacterCreated: character_created,
    CreationLimitsSet: limits_set,
    ConflictStarted: conflict_started,
    InitiativeRolled: initiative_rolled,
    EnvironmentSet: environment_set,
    RoundStarted: round_started,
    TurnStarted: turn_started,
    TurnSkipped: turn_skipped,
    TurnEnded: turn_ended,
    ActionTaken: action_taken,
    AttackRolled: attack_rolled,
    HitPointsChanged: hit_points_changed,
    Delayed: delayed,
    Evaded: evaded,
    Caught: caught,
    Escaped: escaped,
    HurrySet: hurry_set,
    BonusGranted: bonus_granted,
    BonusBlocked: bonus_blocked,
    BonusRemoved: bonus_removed,
    ConflictEnded: conflict_ended,
    TableClosed: table_closed,
}
