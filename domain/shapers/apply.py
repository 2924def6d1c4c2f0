"""How each Shapers and Bots event changes the state (in place, from the event's facts alone)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.campaign import CampaignState
from domain.messages import Event
from domain.shapers import events as ev
from domain.shapers.lookups import is_skill
from domain.shapers.state import Challenge, Character, Combatant, Contest, Fight, PendingAttack, SbState, Weapon


def _game(state: CampaignState) -> SbState:
    game = state.game
    assert isinstance(game, SbState)
    return game


def _fight(state: CampaignState, conflict_id: str) -> Fight:
    fight = _game(state).conflicts[conflict_id]
    assert isinstance(fight, Fight)
    return fight


def _used(state: CampaignState, character_id: str, rating_name: str) -> None:
    ch = _game(state).characters[character_id]
    if is_skill(rating_name) and rating_name not in ch.skills_used:
        ch.skills_used.append(rating_name)


# --- characters ----------------------------------------------------------------------------------------


def character_created(state: CampaignState, e: ev.SbCharacterCreated) -> None:
    _game(state).characters[e.character_id] = Character(
        character_id=e.character_id,
        name=e.name,
        kind=e.kind,
        species=e.species,
        extra=e.extra,
        features=dict(e.features),
        skills=dict(e.skills),
        shaping=e.shaping,
        natural_armor=e.natural_armor,
        natural_weapons=dict(e.natural_weapons),
        max_hp=e.max_hp,
        hp=e.max_hp,
        bot=e.bot,
    )


def skill_added(state: CampaignState, e: ev.SkillAdded) -> None:
    _game(state).custom_skills.append(e.name)


def weapon_set(state: CampaignState, e: ev.WeaponSet) -> None:
    _game(state).characters[e.character_id].weapons[e.name] = Weapon(
        name=e.name, weapon_class=e.weapon_class, skill=e.skill, reload_actions=e.reload_actions
    )


def weapon_removed(state: CampaignState, e: ev.WeaponRemoved) -> None:
    ch = _game(state).characters[e.character_id]
    del ch.weapons[e.name]
    if ch.wielding == e.name:
        ch.wielding = None


def weapon_readied(state: CampaignState, e: ev.WeaponReadied) -> None:
    _game(state).characters[e.character_id].wielding = e.weapon


def weapon_dropped(state: CampaignState, e: ev.WeaponDropped) -> None:
    _game(state).characters[e.character_id].wielding = None


def armor_changed(state: CampaignState, e: ev.ArmorChanged) -> None:
    _game(state).characters[e.character_id].worn_armor = e.worn


# --- challenges and contests ---------------------------------------------------------------------------


def challenge_called(state: CampaignState, e: ev.ChallengeCalled) -> None:
    _game(state).conflicts[e.conflict_id] = Challenge(
        conflict_id=e.conflict_id,
        character_id=e.character_id,
        rating_name=e.rating_name,
        rating=e.rating,
        difficulty=e.difficulty,
    )


def challenge_succeeded_automatically(state: CampaignState, e: ev.ChallengeSucceededAutomatically) -> None:
    _used(state, e.character_id, e.rating_name)


def challenge_rolled(state: CampaignState, e: ev.ChallengeRolled) -> None:
    del _game(state).conflicts[e.conflict_id]
    _used(state, e.character_id, e.check.rating_name)


def challenge_cancelled(state: CampaignState, e: ev.ChallengeCancelled) -> None:
    del _game(state).conflicts[e.conflict_id]


def contest_called(state: CampaignState, e: ev.ContestCalled) -> None:
    _game(state).conflicts[e.conflict_id] = Contest(
        conflict_id=e.conflict_id,
        character_id=e.character_id,
        target_id=e.target_id,
        rating_name=e.rating_name,
        rating=e.rating,
        target_rating_name=e.target_rating_name,
        target_rating=e.target_rating,
        modifier=e.modifier,
        target_modifier=e.target_modifier,
    )


def contest_rolled(state: CampaignState, e: ev.ContestRolled) -> None:
    contest = _game(state).conflicts[e.conflict_id]
    assert isinstance(contest, Contest)
    contest.scores[e.character_id] = e.check
    _used(state, e.character_id, e.check.rating_name)


def contest_resolved(state: CampaignState, e: ev.ContestResolved) -> None:
    game = _game(state)
    if e.winner_id is None:
        contest = game.conflicts[e.conflict_id]
        assert isinstance(contest, Contest)
        contest.tied = True
    else:
        del game.conflicts[e.conflict_id]


def contest_tie_ruled(state: CampaignState, e: ev.ContestTieRuled) -> None:
    game = _game(state)
    if e.ruling == "unusual":
        del game.conflicts[e.conflict_id]
        return
    contest = game.conflicts[e.conflict_id]
    assert isinstance(contest, Contest)
    contest.round += 1
    contest.scores = {}
    contest.tied = False


# --- fights ---------------------------------------------------------------------------------------------


def fight_started(state: CampaignState, e: ev.FightStarted) -> None:
    _game(state).conflicts[e.conflict_id] = Fight(
        conflict_id=e.conflict_id,
        table_id=e.table_id,
        combatants={c.character_id: Combatant(character_id=c.character_id, fitness=c.fitness) for c in e.combatants},
    )


def turn_order_set(state: CampaignState, e: ev.TurnOrderSet) -> None:
    _fight(state, e.conflict_id).order = list(e.order)


def round_started(state: CampaignState, e: ev.RoundStarted) -> None:
    fight = _fight(state, e.conflict_id)
    fight.round = e.round
    fight.current = None
    for a in e.allowances:
        c = fight.combatants[a.character_id]
        c.actions = a.actions
        c.borrowed = 0
        c.berserk_actions = a.berserk_actions
        c.attacks_received = 0
        c.acted = False


def turn_started(state: CampaignState, e: ev.TurnStarted) -> None:
    fight = _fight(state, e.conflict_id)
    fight.current = e.character_id
    fight.combatants[e.character_id].acted = True


def turn_ended(state: CampaignState, e: ev.TurnEnded) -> None:
    _fight(state, e.conflict_id).current = None


def action_taken(state: CampaignState, e: ev.ActionTaken) -> None:
    fight = _fight(state, e.conflict_id)
    c = fight.combatants[e.character_id]
    if e.source == "berserk":
        c.berserk_actions -= 1
    elif e.source == "borrowed":
        c.borrowed += 1
    else:
        c.actions -= 1
    ch = _game(state).characters[e.character_id]
    if e.action == "draw" and e.weapon is not None:
        ch.wielding = e.weapon
    elif e.action == "reload" and e.weapon is not None:
        w = ch.weapons[e.weapon]
        w.reload_progress += 1
        if w.reload_progress >= w.reload_actions:
            w.loaded = True
            w.reload_progress = 0


def actions_granted(state: CampaignState, e: ev.ActionsGranted) -> None:
    _fight(state, e.conflict_id).combatants[e.character_id].actions += e.count


def attack_declared(state: CampaignState, e: ev.AttackDeclared) -> None:
    fight = _fight(state, e.conflict_id)
    fight.combatants[e.target_id].attacks_received += 1
    fight.pending = PendingAttack(
        character_id=e.character_id,
        target_id=e.target_id,
        weapon=e.weapon,
        weapon_class=e.weapon_class,
        skill=e.skill,
        difficulty=e.difficulty,
        attack_number=e.attack_number,
    )
    w = _game(state).characters[e.character_id].weapons.get(e.weapon)
    if w is not None and w.reload_actions > 0:
        w.loaded = False


def attack_resolved(state: CampaignState, e: ev.AttackResolved) -> None:
    _fight(state, e.conflict_id).pending = None
    _used(state, e.character_id, e.attack.rating_name)
    if e.defence is not None and e.defence_mode == "roll":
        _used(state, e.target_id, e.defence.rating_name)


def fight_ended(state: CampaignState, e: ev.FightEnded) -> None:
    del _game(state).conflicts[e.conflict_id]


def berserk_rolled(state: CampaignState, e: ev.BerserkRolled) -> None:
    if e.lost_control:
        c = _fight(state, e.conflict_id).combatants[e.character_id]
        c.berserk = True
        c.berserk_actions = 1


# --- health ---------------------------------------------------------------------------------------------


def hp_lost(state: CampaignState, e: ev.HpLost) -> None:
    _game(state).characters[e.character_id].hp = e.hp_after


def knocked_out(state: CampaignState, e: ev.KnockedOut) -> None:
    _game(state).characters[e.character_id].conscious = False
    if e.conflict_id is not None:
        _fight(state, e.conflict_id).combatants[e.character_id].wake_round = e.wake_round


def killed(state: CampaignState, e: ev.Killed) -> None:
    ch = _game(state).characters[e.character_id]
    ch.alive = False
    ch.conscious = False


def wake_rolled(state: CampaignState, e: ev.WakeRolled) -> None:
    if e.conflict_id is not None:
        _fight(state, e.conflict_id).combatants[e.character_id].wake_round = e.next_wake_round


def regained_consciousness(state: CampaignState, e: ev.RegainedConsciousness) -> None:
    _game(state).characters[e.character_id].conscious = True


def healed(state: CampaignState, e: ev.Healed) -> None:
    _game(state).characters[e.character_id].hp = e.hp_after


def health_restored(state: CampaignState, e: ev.HealthRestored) -> None:
    ch = _game(state).characters[e.character_id]
    ch.hp = e.hp_after
    ch.conscious = True


# --- adventures -----------------------------------------------------------------------------------------


def adventure_started(state: CampaignState, e: ev.AdventureStarted) -> None:
    """Nothing to change beyond the health events that follow it."""


def adventure_ended(state: CampaignState, e: ev.AdventureEnded) -> None:
    game = _game(state)
    game.adventure = e.adventure + 1
    for ch in game.characters.values():
        ch.level_up_skills = list(e.level_ups.get(ch.character_id, []))
        ch.skills_used = []


def skill_raised(state: CampaignState, e: ev.SkillRaised) -> None:
    ch = _game(state).characters[e.character_id]
    ch.skills[e.skill] = e.after
    if e.reason == "adventure":
        ch.level_up_skills = []


def _noop(state: CampaignState, e: Any) -> None:
    """Facts kept for the record (the dice are in the roll event; the state changes in the events after)."""


HANDLERS: dict[type[Event], Callable[[CampaignState, Any], None]] = {
    ev.SbCharacterCreated: character_created,
    ev.SkillAdded: skill_added,
    ev.WeaponSet: weapon_set,
    ev.WeaponRemoved: weapon_removed,
    ev.WeaponReadied: weapon_readied,
    ev.WeaponDropped: weapon_dropped,
    ev.ArmorChanged: armor_changed,
    ev.ChallengeCalled: challenge_called,
    ev.ChallengeSucceededAutomatically: challenge_succeeded_automatically,
    ev.ChallengeRolled: challenge_rolled,
    ev.ChallengeCancelled: challenge_cancelled,
    ev.ContestCalled: contest_called,
    ev.ContestRolled: contest_rolled,
    ev.ContestResolved: contest_resolved,
    ev.ContestTieRuled: contest_tie_ruled,
    ev.FightStarted: fight_started,
    ev.OrderContestRolled: _noop,
    ev.TurnOrderSet: turn_order_set,
    ev.RoundStarted: round_started,
    ev.TurnStarted: turn_started,
    ev.ActionTaken: action_taken,
    ev.ActionsGranted: actions_granted,
    ev.TurnEnded: turn_ended,
    ev.AttackDeclared: attack_declared,
    ev.AttackResolved: attack_resolved,
    ev.FightEnded: fight_ended,
    ev.DamageRolled: _noop,
    ev.InjuryRolled: _noop,
    ev.HpLost: hp_lost,
    ev.KnockedOut: knocked_out,
    ev.Killed: killed,
    ev.BerserkRolled: berserk_rolled,
    ev.WakeRolled: wake_rolled,
    ev.RegainedConsciousness: regained_consciousness,
    ev.Healed: healed,
    ev.HealthRestored: health_restored,
    ev.AdventureStarted: adventure_started,
    ev.AdventureEnded: adventure_ended,
    ev.SkillRaised: skill_raised,
}
