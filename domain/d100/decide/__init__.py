"""Deciding d100 commands: pure functions from (state, command, context) to events.

Rulings the chapter leaves open, made here and tested:
- Opposed tests compare points (TN − roll): the attack hits only when its points beat the defender's
  (a draw holds the line); the outcome is the difference. Unopposed attacks and Passive Defence hit when
  the outcome is ≥ 0, as a roll equal to the TN succeeds.
- The counter-attack applies to melee attacks under Passive Defence too: the deducted Attribute + Aptitude
  stands in for the defender's roll in the same opposed test (the chapter's own example turns −15 into −35).
- The counter-attack uses the defender's melee weapon, their Physical Strength and +1 per 10 points the
  attacker lost by; the attacker's armour and Fortitude reduce it as for any hit.
- Damage and the Health it is deducted from follow the weapon's realm (physical by default); Health does
  not go below 0 and the chapter's consequences of 0 Health are outside it.
"""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_controls, require_open_table
from domain.d100 import damage as dmg
from domain.d100 import dreamscape
from domain.d100 import modifiers as mods
from domain.d100.commands import (
    AdjustHealth,
    Aim,
    Attack,
    CreateCharacter,
    Defend,
    EndConflict,
    EndTurn,
    Move,
    RemoveCombatant,
    RollTask,
    StartConflict,
    TakeFreeAction,
)
from domain.d100.events import (
    Aimed,
    AttackResolved,
    AttackResult,
    AttackRolled,
    CombatantRemoved,
    ConflictEnded,
    ConflictStarted,
    D100CharacterCreated,
    DamageDealt,
    DamageSource,
    DefenceRolled,
    FreeActionTaken,
    HealthChanged,
    HitLocationRolled,
    InitiativeRolled,
    Moved,
    RoundStarted,
    TaskRolled,
    TurnEnded,
    TurnStarted,
)
from domain.d100.percentile import AVERAGE_TN, COUNTER_ATTACK_MARGIN, hit_location, points, success_damage
from domain.d100.sheet import (
    DODGE,
    MELEE_ARMED,
    MELEE_UNARMED,
    UNARMED,
    AttributeName,
    Location,
    Weapon,
    validate_sheet,
)
from domain.d100.state import Combatant, Conflict, D100Character, D100State, DefenceMode
from domain.dice import DiceRoll
from domain.errors import Forbidden, InvalidCommand, NotFound, RuleViolation
from domain.initiative import InitiativeEntry, break_ties
from domain.messages import Command, Event, RollCommand
from domain.parts import Part, total

PLAYER_DEFENCES = frozenset({DODGE, MELEE_UNARMED, MELEE_ARMED})
SIZE_DODGE_ONLY = 10
"""An attacker 10 or more sizes larger can only be Dodged."""


def decide(state: CampaignState, command: Command, ctx: Context) -> list[Event]:
    handler = _DECIDERS.get(type(command))
    if handler is None:
        raise InvalidCommand("unknown_command", f"unknown command {type(command).__name__}")
    return handler(state, command, ctx)


# --- helpers -------------------------------------------------------------------------------------------


def _game(state: CampaignState) -> D100State:
    game: D100State = state.game
    return game


def _character(state: CampaignState, character_id: str) -> D100Character:
    ch = _game(state).characters.get(character_id)
    if ch is None:
        raise NotFound("character_not_found", "no such character", character_id=character_id)
    return ch


def _conflict(state: CampaignState, conflict_id: str) -> Conflict:
    game = _game(state)
    conflict = game.conflicts.get(conflict_id)
    if conflict is None:
        if conflict_id in game.ended:
            raise RuleViolation("conflict_ended", "the conflict is over", conflict_id=conflict_id)
        raise NotFound("conflict_not_found", "no such conflict", conflict_id=conflict_id)
    return conflict


def _gm_input(ctx: Context, field: str, is_set: bool) -> None:
    if is_set and not ctx.actor.is_gm:
        raise Forbidden("gm_only", f"only the GM may set `{field}`", field=field)


def _table(state: CampaignState, command: RollCommand, conflict: Conflict | None) -> None:
    require_open_table(state, command.table_id)
    if conflict is not None and conflict.table_id != command.table_id:
        raise InvalidCommand(
            "wrong_table", "roll at the conflict's table", table_id=command.table_id, conflict_table=conflict.table_id
        )


def _acting(state: CampaignState, ctx: Context, conflict_id: str, character_id: str) -> tuple[Conflict, Combatant]:
    """The conflict and combatant for an action on the character's own turn."""
    conflict = _conflict(state, conflict_id)
    require_controls(state, ctx.actor, character_id)
    combatant = conflict.combatants.get(character_id)
    if combatant is None:
        raise NotFound("not_in_conflict", "the character is not in this conflict", character_id=character_id)
    if conflict.pending is not None:
        raise RuleViolation(
            "defence_pending",
            "the pending attack must be defended first",
            attacker_id=conflict.pending.attacker_id,
            target_id=conflict.pending.target_id,
        )
    if conflict.current != character_id:
        raise RuleViolation("not_your_turn", "it is not this character's turn", current=conflict.current)
    return conflict, combatant


def _next_turn(conflict: Conflict, after: str, order: list[str]) -> list[Event]:
    """Start the turn following `after` in `order` (a new round after the last)."""
    if not order:
        return []
    index = conflict.order.index(after)
    following = [cid for cid in conflict.order[index + 1 :] if cid in order]
    if following:
        return [TurnStarted(conflict_id=conflict.conflict_id, character_id=following[0], round=conflict.round)]
    new_round = conflict.round + 1
    return [
        RoundStarted(conflict_id=conflict.conflict_id, round=new_round),
        TurnStarted(conflict_id=conflict.conflict_id, character_id=order[0], round=new_round),
    ]


def _attribute(ch: D100Character, name: AttributeName, combatant: Combatant | None) -> Part:
    label, value = dreamscape.attribute(ch.sheet.attributes, name, combatant.dream if combatant else None)
    return Part(label=label, value=value)


def _aptitude(ch: D100Character, aptitude: str) -> Part:
    return Part(label=f"aptitude: {aptitude}", value=ch.sheet.aptitude(aptitude))


# --- characters ----------------------------------------------------------------------------------------


def _create_character(state: CampaignState, cmd: CreateCharacter, ctx: Context) -> list[Event]:
    owner = ctx.actor.member_id
    if cmd.owner_id is not None:
        _gm_input(ctx, "owner_id", True)
        member = state.members.get(cmd.owner_id)
        if member is None or not member.active:
            raise NotFound("member_not_found", "no such member", member_id=cmd.owner_id)
        if member.role == "observer":
            raise RuleViolation("observer_cannot_own", "observers cannot own characters", member_id=cmd.owner_id)
        owner = cmd.owner_id
    validate_sheet(cmd.sheet)
    return [D100CharacterCreated(character_id=ctx.new_id(), owner_id=owner, name=cmd.sheet.name, sheet=cmd.sheet)]


def _adjust_health(state: CampaignState, cmd: AdjustHealth, ctx: Context) -> list[Event]:
    ch = _character(state, cmd.character_id)
    before = ch.health.get(cmd.realm)
    after = before + cmd.change
    maximum = ch.sheet.health.get(cmd.realm)
    if not 0 <= after <= maximum:
        raise InvalidCommand(
            "health_out_of_range",
            "Health stays between 0 and its maximum",
            before=before,
            change=cmd.change,
            maximum=maximum,
        )
    return [HealthChanged(character_id=ch.character_id, realm=cmd.realm, before=before, after=after, reason=cmd.reason)]


# --- conflict lifecycle ----------------------------------------------------------------------------------


def _start_conflict(state: CampaignState, cmd: StartConflict, ctx: Context) -> list[Event]:
    _table(state, cmd, None)
    ids = list(cmd.character_ids)
    if len(set(ids)) != len(ids):
        raise InvalidCommand("duplicate_combatant", "each character joins a conflict once", character_ids=ids)
    busy = {cid for c in _game(state).conflicts.values() for cid in c.combatants}
    for cid in ids:
        _character(state, cid)
        if cid in busy:
            raise RuleViolation("already_in_conflict", "the character is already in a conflict", character_id=cid)
    if cmd.dream_states and not cmd.options.dreamscape:
        raise InvalidCommand("not_a_dreamscape", "dream states apply only to a dreamscape conflict")
    strangers = sorted(set(cmd.dream_states) - set(ids))
    if strangers:
        raise InvalidCommand("dream_state_for_stranger", "dream states name combatants only", character_ids=strangers)
    conflict_id = ctx.new_id()
    dreams = {cid: cmd.dream_states.get(cid, "awake") for cid in ids} if cmd.options.dreamscape else {}
    rolls: list[DiceRoll] = []
    entries: list[InitiativeEntry] = []
    scores: dict[str, int] = {}
    for cid in ids:
        ch = _character(state, cid)
        roll = ctx.dice.roll(1, 10)
        rolls.append(roll)
        dream = dreams.get(cid)
        pa_label, pa = dreamscape.attribute(ch.sheet.attributes, "physical_agility", dream)
        ma_label, ma = dreamscape.attribute(ch.sheet.attributes, "mental_agility", dream)
        parts = (Part(label="d10", value=roll.faces[0]), Part(label=pa_label, value=pa), Part(label=ma_label, value=ma))
        scores[cid] = total(parts)
        entries.append(InitiativeEntry(character_id=cid, parts=parts, initiative=scores[cid]))
    order, tie_breaks = break_ties(scores, ctx.dice, 10, rolls)
    return [
        ConflictStarted(
            conflict_id=conflict_id,
            table_id=cmd.table_id,
            character_ids=tuple(ids),
            options=cmd.options,
            dream_states=dict(cmd.dream_states),
        ),
        InitiativeRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=tuple(rolls),
            visibility=cmd.visibility,
            conflict_id=conflict_id,
            entries=tuple(entries),
            tie_breaks=tuple(tie_breaks),
            order=tuple(order),
        ),
        RoundStarted(conflict_id=conflict_id, round=1),
        TurnStarted(conflict_id=conflict_id, character_id=order[0], round=1),
    ]


def _end_turn(state: CampaignState, cmd: EndTurn, ctx: Context) -> list[Event]:
    conflict, _ = _acting(state, ctx, cmd.conflict_id, cmd.character_id)
    events: list[Event] = [
        TurnEnded(conflict_id=conflict.conflict_id, character_id=cmd.character_id, round=conflict.round)
    ]
    return events + _next_turn(conflict, cmd.character_id, conflict.order)


def _remove_combatant(state: CampaignState, cmd: RemoveCombatant, ctx: Context) -> list[Event]:
    conflict = _conflict(state, cmd.conflict_id)
    if cmd.character_id not in conflict.combatants:
        raise NotFound("not_in_conflict", "the character is not in this conflict", character_id=cmd.character_id)
    events: list[Event] = []
    was_current = conflict.current == cmd.character_id
    if was_current:
        events.append(TurnEnded(conflict_id=conflict.conflict_id, character_id=cmd.character_id, round=conflict.round))
    events.append(CombatantRemoved(conflict_id=conflict.conflict_id, character_id=cmd.character_id, reason=cmd.reason))
    if was_current:
        remaining = [cid for cid in conflict.order if cid != cmd.character_id]
        events.extend(_next_turn(conflict, cmd.character_id, remaining))
    return events


def _end_conflict(state: CampaignState, cmd: EndConflict, ctx: Context) -> list[Event]:
    _conflict(state, cmd.conflict_id)
    return [ConflictEnded(conflict_id=cmd.conflict_id)]


# --- movement and simple actions -------------------------------------------------------------------------


def _move(state: CampaignState, cmd: Move, ctx: Context) -> list[Event]:
    conflict, combatant = _acting(state, ctx, cmd.conflict_id, cmd.character_id)
    if combatant.moved is not None:
        raise RuleViolation("already_moved", "one movement a turn", moved=combatant.moved)
    if cmd.mode in ("run", "charge", "sprint") and combatant.acted:
        raise RuleViolation(
            "movement_excludes_actions", f"a character who acted this turn cannot {cmd.mode}", mode=cmd.mode
        )
    return [
        Moved(
            conflict_id=conflict.conflict_id,
            character_id=cmd.character_id,
            mode=cmd.mode,
            free_action=cmd.mode == "walk",
        )
    ]


def _free_action(state: CampaignState, cmd: TakeFreeAction, ctx: Context) -> list[Event]:
    conflict, _ = _acting(state, ctx, cmd.conflict_id, cmd.character_id)
    _gm_input(ctx, "kind", cmd.kind == "other")
    if cmd.kind == "draw_weapon":
        _character(state, cmd.character_id).sheet.weapon(cmd.detail)
    return [
        FreeActionTaken(
            conflict_id=conflict.conflict_id, character_id=cmd.character_id, kind=cmd.kind, detail=cmd.detail
        )
    ]


def _check_may_act(combatant: Combatant) -> None:
    if combatant.acted:
        raise RuleViolation("already_acted", "one action a turn")
    if combatant.moved in ("run", "sprint"):
        raise RuleViolation(
            "movement_excludes_actions", f"a character who chose to {combatant.moved} cannot act", mode=combatant.moved
        )


def _aim(state: CampaignState, cmd: Aim, ctx: Context) -> list[Event]:
    conflict, combatant = _acting(state, ctx, cmd.conflict_id, cmd.character_id)
    _check_may_act(combatant)
    if combatant.moved == "charge":
        raise RuleViolation("charge_needs_melee", "a charge ends in a melee attack")
    weapon = _character(state, cmd.character_id).sheet.weapon(cmd.weapon)
    if weapon.kind == "melee":
        raise RuleViolation("not_a_ranged_weapon", "aiming helps ranged attacks", weapon=weapon.name)
    if cmd.target_id is not None and cmd.target_id not in conflict.combatants:
        raise NotFound("target_not_in_conflict", "the target is not in this conflict", target_id=cmd.target_id)
    return [
        Aimed(
            conflict_id=conflict.conflict_id, character_id=cmd.character_id, weapon=weapon.name, target_id=cmd.target_id
        )
    ]


# --- attacks ----------------------------------------------------------------------------------------------


def _attack(state: CampaignState, cmd: Attack, ctx: Context) -> list[Event]:
    conflict, combatant = _acting(state, ctx, cmd.conflict_id, cmd.character_id)
    _table(state, cmd, conflict)
    _check_may_act(combatant)
    for field, is_set in (
        ("situations", bool(cmd.situations)),
        ("distance_m", cmd.distance_m is not None),
        ("outnumbering", cmd.outnumbering is not None),
        ("modifier", cmd.modifier != 0),
        ("target_defends", not cmd.target_defends),
        ("passive_attribute", cmd.passive_attribute is not None),
        ("passive_aptitude", cmd.passive_aptitude is not None),
    ):
        _gm_input(ctx, field, is_set)
    attacker = _character(state, cmd.character_id)
    weapon = attacker.sheet.weapon(cmd.weapon)
    if cmd.target_id == cmd.character_id:
        raise RuleViolation("cannot_attack_self", "a character cannot attack themself")
    target_combatant = conflict.combatants.get(cmd.target_id)
    if target_combatant is None:
        raise NotFound("target_not_in_conflict", "the target is not in this conflict", target_id=cmd.target_id)
    target = _character(state, cmd.target_id)
    melee = weapon.kind == "melee"
    if combatant.moved == "charge" and not melee:
        raise RuleViolation("charge_needs_melee", "a charge ends in a melee attack", weapon=weapon.name)
    table = mods.MELEE_SITUATIONS if melee else mods.RANGED_SITUATIONS
    wrong = [s for s in cmd.situations if s not in table]
    if wrong:
        raise InvalidCommand(
            "situation_not_for_attack", f"not a {'melee' if melee else 'ranged'} modifier", situations=wrong
        )
    if len(set(cmd.situations)) != len(cmd.situations):
        raise InvalidCommand("duplicate_situation", "name each modifier once", situations=list(cmd.situations))
    if (cmd.passive_attribute or cmd.passive_aptitude) and not conflict.options.passive_defence:
        raise InvalidCommand("not_passive_defence", "this conflict does not use the Passive Defence option")

    parts = [
        Part(label="average", value=AVERAGE_TN),
        _attribute(attacker, "physical_agility", combatant),
        _aptitude(attacker, weapon.aptitude),
    ]
    damage_parts: list[Part] = []
    if melee:
        if cmd.distance_m is not None:
            raise InvalidCommand("distance_is_ranged", "range bands apply to ranged attacks")
        size = mods.melee_size(attacker.sheet.size, target.sheet.size)
        if size:
            parts.append(Part(label="size difference", value=size))
        if combatant.moved == "charge":
            parts.append(Part(label="charging", value=mods.CHARGE))
        if cmd.outnumbering is not None:
            tn_bonus, damage_bonus = mods.outnumbering(cmd.outnumbering.side, cmd.outnumbering.opposing)
            parts.append(
                Part(label=f"outnumbering {cmd.outnumbering.side} to {cmd.outnumbering.opposing}", value=tn_bonus)
            )
            damage_parts.append(Part(label="outnumbering", value=damage_bonus))
    else:
        if cmd.outnumbering is not None:
            raise InvalidCommand("outnumbering_is_melee", "outnumbering applies to melee attacks")
        if cmd.distance_m is not None:
            if weapon.range_m is None:
                raise InvalidCommand("weapon_has_no_range", "the weapon lists no range", weapon=weapon.name)
            band, value = mods.range_band(cmd.distance_m, weapon.range_m)
            parts.append(Part(label=f"range: {band}", value=value))
        size = mods.ranged_size(target.sheet.size)
        if size:
            parts.append(Part(label="target size", value=size))
        if combatant.moved == "jog":
            parts.append(Part(label="jogging", value=mods.JOGGING))
        if combatant.aim_ready:
            parts.append(Part(label="aimed last round", value=mods.AIMING))
        if weapon.aptitude in attacker.sheet.learned_aptitudes and attacker.sheet.aptitude(weapon.aptitude) == 0:
            parts.append(Part(label="unskilled Learned Aptitude", value=mods.UNSKILLED_LEARNED))
    for s in cmd.situations:
        parts.append(Part(label=s, value=table[s]))
    if cmd.called_location is not None:
        parts.append(Part(label=f"called location: {cmd.called_location}", value=mods.CALLED_LOCATION))
    if cmd.modifier:
        parts.append(Part(label=f"GM: {cmd.modifier_reason or 'modifier'}", value=cmd.modifier))

    tn = total(parts)
    roll = ctx.dice.roll(1, 100)
    attack_points = points(tn, roll.faces[0])
    mode: DefenceMode = (
        "none" if not cmd.target_defends else "passive" if conflict.options.passive_defence else "opposed"
    )
    attack_id = ctx.new_id()
    events: list[Event] = [
        AttackRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=cmd.character_id,
            target_id=cmd.target_id,
            weapon=weapon.name,
            kind=weapon.kind,
            target_parts=tuple(parts),
            target_number=tn,
            roll=roll.faces[0],
            points=attack_points,
            defence=mode,
            called_location=cmd.called_location,
            attack_id=attack_id,
            damage_parts=tuple(damage_parts),
        )
    ]
    if mode == "opposed":
        return events
    defence_parts: tuple[Part, ...] = ()
    if mode == "passive":
        aptitude = cmd.passive_aptitude or DODGE
        _check_size_rule(melee, attacker.sheet.size, target.sheet.size, aptitude)
        defence_parts = (
            _attribute(target, cmd.passive_attribute or "physical_agility", target_combatant),
            _aptitude(target, aptitude),
        )
    outcome = attack_points - total(defence_parts)
    result: AttackResult = "hit" if outcome >= 0 else "miss"
    if mode == "passive" and melee and outcome <= -COUNTER_ATTACK_MARGIN:
        result = "counter_attack"
    events += _resolve(
        state,
        cmd,
        ctx,
        conflict,
        attacker_id=cmd.character_id,
        target_id=cmd.target_id,
        weapon=weapon,
        mode=mode,
        attack_points=attack_points,
        defence_parts=defence_parts,
        outcome=outcome,
        result=result,
        outnumbering_damage=total(damage_parts),
        called_location=cmd.called_location,
        counter_weapon=_counter_weapon(target, None) if result == "counter_attack" else None,
        attack_id=attack_id,
    )
    return events


def _check_size_rule(melee: bool, attacker_size: int, defender_size: int, aptitude: str) -> None:
    if melee and attacker_size - defender_size >= SIZE_DODGE_ONLY and aptitude != DODGE:
        raise RuleViolation(
            "must_dodge_larger_attacker",
            "against a melee attacker 10 or more sizes larger only Dodge defends",
            attacker_size=attacker_size,
            defender_size=defender_size,
        )


def _counter_weapon(defender: D100Character, name: str | None) -> Weapon:
    if name is None:
        melee = defender.sheet.melee_weapons()
        return melee[0] if melee else defender.sheet.weapon(UNARMED)
    weapon = defender.sheet.weapon(name)
    if weapon.kind != "melee":
        raise RuleViolation("counter_weapon_not_melee", "a counter-attack is a melee blow", weapon=name)
    return weapon


def _defend(state: CampaignState, cmd: Defend, ctx: Context) -> list[Event]:
    conflict = _conflict(state, cmd.conflict_id)
    pending = conflict.pending
    if pending is None:
        raise RuleViolation("no_pending_attack", "there is no attack to defend against")
    if cmd.character_id != pending.target_id:
        raise RuleViolation("not_the_defender", "only the target defends", target_id=pending.target_id)
    require_controls(state, ctx.actor, cmd.character_id)
    _table(state, cmd, conflict)
    _gm_input(ctx, "attribute", cmd.attribute != "physical_agility")
    _gm_input(ctx, "aptitude", cmd.aptitude not in PLAYER_DEFENCES)
    _gm_input(ctx, "modifier", cmd.modifier != 0)
    _gm_input(ctx, "in_melee_range", cmd.in_melee_range)
    defender = _character(state, cmd.character_id)
    melee = pending.kind == "melee"
    if not melee and cmd.aptitude != DODGE and not cmd.in_melee_range:
        raise RuleViolation(
            "ranged_needs_dodge",
            "against a ranged attack only Dodge defends, unless within melee range",
            aptitude=cmd.aptitude,
        )
    _check_size_rule(melee, pending.attacker_size, defender.sheet.size, cmd.aptitude)
    counter = _counter_weapon(defender, cmd.counter_weapon)
    combatant = conflict.combatants[cmd.character_id]
    parts = [
        Part(label="average", value=AVERAGE_TN),
        _attribute(defender, cmd.attribute, combatant),
        _aptitude(defender, cmd.aptitude),
    ]
    if cmd.modifier:
        parts.append(Part(label="GM modifier", value=cmd.modifier))
    tn = total(parts)
    roll = ctx.dice.roll(1, 100)
    defence_points = points(tn, roll.faces[0])
    outcome = pending.attack_points - defence_points
    result: AttackResult = "hit" if outcome > 0 else "miss"
    if melee and outcome <= -COUNTER_ATTACK_MARGIN:
        result = "counter_attack"
    attacker = _character(state, pending.attacker_id)
    events: list[Event] = [
        DefenceRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            conflict_id=conflict.conflict_id,
            character_id=cmd.character_id,
            target_id=pending.attacker_id,
            attribute=parts[1].label,
            aptitude=cmd.aptitude,
            target_parts=tuple(parts),
            target_number=tn,
            roll=roll.faces[0],
            points=defence_points,
        )
    ]
    events += _resolve(
        state,
        cmd,
        ctx,
        conflict,
        attacker_id=pending.attacker_id,
        target_id=pending.target_id,
        weapon=attacker.sheet.weapon(pending.weapon),
        mode="opposed",
        attack_points=pending.attack_points,
        defence_parts=(Part(label="defender's points", value=defence_points),),
        outcome=outcome,
        result=result,
        outnumbering_damage=pending.outnumbering_damage,
        called_location=pending.called_location,
        counter_weapon=counter,
        attack_id=pending.attack_id,
    )
    return events


def _resolve(
    state: CampaignState,
    cmd: RollCommand,
    ctx: Context,
    conflict: Conflict,
    *,
    attacker_id: str,
    target_id: str,
    weapon: Weapon,
    mode: DefenceMode,
    attack_points: int,
    defence_parts: tuple[Part, ...],
    outcome: int,
    result: AttackResult,
    outnumbering_damage: int,
    called_location: Location | None,
    counter_weapon: Weapon | None,
    attack_id: str | None = None,
) -> list[Event]:
    """The attack's outcome, then the hit (or the counter-attack): location, damage, Health."""
    bonus = success_damage(outcome if result == "hit" else -outcome if result == "counter_attack" else 0)
    events: list[Event] = [
        AttackResolved(
            conflict_id=conflict.conflict_id,
            character_id=attacker_id,
            target_id=target_id,
            defence=mode,
            attack_points=attack_points,
            defence_parts=defence_parts,
            outcome=outcome,
            result=result,
            success_damage=bonus,
            attack_id=attack_id,
        )
    ]
    if result == "hit":
        events += _hit(
            state,
            cmd,
            ctx,
            conflict,
            attacker_id,
            target_id,
            weapon,
            "attack",
            bonus,
            outnumbering_damage,
            called_location,
        )
    elif result == "counter_attack":
        assert counter_weapon is not None
        events += _hit(
            state, cmd, ctx, conflict, target_id, attacker_id, counter_weapon, "counter_attack", bonus, 0, None
        )
    return events


def _hit(
    state: CampaignState,
    cmd: RollCommand,
    ctx: Context,
    conflict: Conflict,
    striker_id: str,
    struck_id: str,
    weapon: Weapon,
    source: DamageSource,
    success_bonus: int,
    outnumbering_damage: int,
    called_location: Location | None,
) -> list[Event]:
    events: list[Event] = []
    located = True
    if called_location is not None:
        location: Location = called_location
    elif conflict.options.hit_locations:
        roll = ctx.dice.roll(1, 100)
        location = hit_location(roll.faces[0])
        events.append(
            HitLocationRolled(
                table_id=cmd.table_id,
                roller_id=ctx.actor.member_id,
                rolls=(roll,),
                visibility=cmd.visibility,
                conflict_id=conflict.conflict_id,
                character_id=struck_id,
                roll=roll.faces[0],
                location=location,
            )
        )
    else:
        location, located = "body", False
    striker = _character(state, striker_id)
    struck = _character(state, struck_id)
    breakdown = dmg.compute(
        attacker=striker.sheet,
        attacker_dream=conflict.combatants[striker_id].dream,
        weapon=weapon,
        success_bonus=success_bonus,
        outnumbering_bonus=outnumbering_damage,
        target=struck.sheet,
        target_dream=conflict.combatants[struck_id].dream,
        location=location,
        lethal=conflict.options.lethal_damage,
    )
    events.append(
        DamageDealt(
            conflict_id=conflict.conflict_id,
            character_id=striker_id,
            target_id=struck_id,
            source=source,
            weapon=weapon.name,
            location=location,
            located=located,
            realm=weapon.realm,
            dealt_parts=breakdown.dealt,
            armour_parts=breakdown.armour,
            fortitude=breakdown.fortitude,
            damage=breakdown.damage,
        )
    )
    if breakdown.damage:
        before = struck.health.get(weapon.realm)
        events.append(
            HealthChanged(
                character_id=struck_id,
                realm=weapon.realm,
                before=before,
                after=max(0, before - breakdown.damage),
                reason=f"{source} by {striker_id}",
                conflict_id=conflict.conflict_id,
            )
        )
    return events


# --- tests -------------------------------------------------------------------------------------------------


def _roll_task(state: CampaignState, cmd: RollTask, ctx: Context) -> list[Event]:
    conflict = _conflict(state, cmd.conflict_id) if cmd.conflict_id is not None else None
    _table(state, cmd, conflict)
    ch = _character(state, cmd.character_id)
    combatant = conflict.combatants.get(cmd.character_id) if conflict else None
    parts = [Part(label="average", value=AVERAGE_TN), _attribute(ch, cmd.attribute, combatant)]
    if cmd.aptitude is not None:
        parts.append(_aptitude(ch, cmd.aptitude))
    if cmd.modifier:
        parts.append(Part(label="GM modifier", value=cmd.modifier))
    tn = total(parts)
    roll = ctx.dice.roll(1, 100)
    p = points(tn, roll.faces[0])
    return [
        TaskRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,),
            visibility=cmd.visibility,
            character_id=cmd.character_id,
            attribute=parts[1].label,
            aptitude=cmd.aptitude,
            target_parts=tuple(parts),
            target_number=tn,
            roll=roll.faces[0],
            points=p,
            success=p >= 0,
            reason=cmd.reason,
            conflict_id=cmd.conflict_id,
        )
    ]


_DECIDERS = {
    CreateCharacter: _create_character,
    AdjustHealth: _adjust_health,
    StartConflict: _start_conflict,
    EndTurn: _end_turn,
    RemoveCombatant: _remove_combatant,
    EndConflict: _end_conflict,
    Move: _move,
    TakeFreeAction: _free_action,
    Aim: _aim,
    Attack: _attack,
    Defend: _defend,
    RollTask: _roll_task,
}
