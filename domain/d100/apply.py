"""How each d100 event changes the state: the fold. Handlers mutate `state.game` in place."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState, TableClosed
from domain.d100.events import (
    Aimed,
    AttackResolved,
    AttackRolled,
    CombatantRemoved,
    ConflictEnded,
    ConflictStarted,
    D100CharacterCreated,
    HealthChanged,
    InitiativeRolled,
    Moved,
    RoundStarted,
    TurnEnded,
    TurnStarted,
)
from domain.d100.sheet import Health
from domain.d100.state import Combatant, Conflict, D100Character, D100State, PendingAttack
from domain.ended import end_conflict, markers_of_open_tables
from domain.messages import Event


def _game(state: CampaignState) -> D100State:
    game: D100State = state.game
    return game


def _conflict(state: CampaignState, conflict_id: str) -> Conflict:
    return _game(state).conflicts[conflict_id]


def character_created(state: CampaignState, e: D100CharacterCreated) -> None:
    maxima = e.sheet.health
    health = Health(physical=maxima.physical, social=maxima.social, mental=maxima.mental)
    _game(state).characters[e.character_id] = D100Character(character_id=e.character_id, sheet=e.sheet, health=health)


def conflict_started(state: CampaignState, e: ConflictStarted) -> None:
    dreams = dict(e.dream_states)
    if e.options.dreamscape:
        for cid in e.character_ids:
            dreams.setdefault(cid, "awake")
    _game(state).conflicts[e.conflict_id] = Conflict(
        conflict_id=e.conflict_id, table_id=e.table_id, options=e.options, dream_states=dreams
    )


def initiative_rolled(state: CampaignState, e: InitiativeRolled) -> None:
    conflict = _conflict(state, e.conflict_id)
    for entry in e.entries:
        conflict.combatants[entry.character_id] = Combatant(
            character_id=entry.character_id,
            initiative=entry.initiative,
            dream=conflict.dream_states.get(entry.character_id),
        )
    conflict.order = list(e.order)


def round_started(state: CampaignState, e: RoundStarted) -> None:
    _conflict(state, e.conflict_id).round = e.round


def turn_started(state: CampaignState, e: TurnStarted) -> None:
    conflict = _conflict(state, e.conflict_id)
    conflict.current = e.character_id
    c = conflict.combatants[e.character_id]
    c.aim_ready = c.aimed
    c.aimed = False
    c.moved = None
    c.acted = False


def turn_ended(state: CampaignState, e: TurnEnded) -> None:
    conflict = _conflict(state, e.conflict_id)
    conflict.current = None
    c = conflict.combatants.get(e.character_id)
    if c is not None:
        c.aim_ready = False


def moved(state: CampaignState, e: Moved) -> None:
    _conflict(state, e.conflict_id).combatants[e.character_id].moved = e.mode


def aimed(state: CampaignState, e: Aimed) -> None:
    c = _conflict(state, e.conflict_id).combatants[e.character_id]
    c.acted = True
    c.aimed = True


def attack_rolled(state: CampaignState, e: AttackRolled) -> None:
    conflict = _conflict(state, e.conflict_id)
    c = conflict.combatants[e.character_id]
    c.acted = True
    c.aim_ready = False
    if e.defence == "opposed":
        outnumbering = sum(p.value for p in e.damage_parts)
        attacker = _game(state).characters[e.character_id]
        conflict.pending = PendingAttack(
            attacker_id=e.character_id,
            target_id=e.target_id,
            weapon=e.weapon,
            kind=e.kind,
            attack_points=e.points,
            outnumbering_damage=outnumbering,
            called_location=e.called_location,
            attacker_size=attacker.sheet.size,
            attack_id=e.attack_id,
        )


def attack_resolved(state: CampaignState, e: AttackResolved) -> None:
    _conflict(state, e.conflict_id).pending = None


def health_changed(state: CampaignState, e: HealthChanged) -> None:
    health = _game(state).characters[e.character_id].health
    setattr(health, e.realm, e.after)


def combatant_removed(state: CampaignState, e: CombatantRemoved) -> None:
    conflict = _conflict(state, e.conflict_id)
    conflict.order.remove(e.character_id)
    del conflict.combatants[e.character_id]
    if conflict.pending and e.character_id in (conflict.pending.attacker_id, conflict.pending.target_id):
        conflict.pending = None
    if conflict.current == e.character_id:
        conflict.current = None


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
    D100CharacterCreated: character_created,
    ConflictStarted: conflict_started,
    InitiativeRolled: initiative_rolled,
    RoundStarted: round_started,
    TurnStarted: turn_started,
    TurnEnded: turn_ended,
    Moved: moved,
    Aimed: aimed,
    AttackRolled: attack_rolled,
    AttackResolved: attack_resolved,
    HealthChanged: health_changed,
    CombatantRemoved: combatant_removed,
    ConflictEnded: conflict_ended,
    TableClosed: table_closed,
}
