"""Saving throws: the GM calls one, successes move its TN, the robot rolls 3d10 and suffers the outcome.

- TN = the targeted attribute's current value ± spent successes ± GM modifier (± weapon damage and armor for
  Durability saves); TN <= 0 is a Total Failure and TN >= 10 a Total Success without rolling.
- No Effect (3 successes); Partial Failure (1-2 failed dice) and Total Failure (3) cost 2 points of temporary
  loss per failed die (1 when the GM rules the loss persistent, the x1/2 rule); Total Failure, or the attribute
  reaching 0, also brings the full declared effect (`full_effect`).
- Durability saves are different (see `domain.rr.decide.durability`): Malfunctions instead of losses, shut down on
  Total Failure, EMP weapons' temporary Durability loss, Armor Plating, knockdown.
- Role and Self Awareness saves (TN Role / SA) give one of four verdicts and cap a role trait's rating.
"""

from __future__ import annotations

from typing import Literal, TypeGuard, get_args

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event, Visibility
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.attributes import current, sensor
from domain.rr.common import (
    acts_for,
    attribute_parts,
    character,
    game,
    open_table,
    pending_save,
    require_power,
    test_record,
)
from domain.rr.decide.durability import durability_consequences
from domain.rr.rulings import darkness_rounding
from domain.rr.save_modifiers import own_modifier_parts, prepared_against
from domain.rr.saving_throw import roll_save
from domain.rr.state import RRCharacter, TnPart, TraitKind
from domain.rr.vocabulary import LossAttribute
from domain.rr.weapons import armor_bonus, weapon

LOSS_ATTRIBUTES: frozenset[str] = frozenset(get_args(LossAttribute))


def _is_loss_attribute(name: str) -> TypeGuard[LossAttribute]:
    return name in LOSS_ATTRIBUTES


def trigger_save(state: CampaignState, cmd: c.TriggerSave, ctx: Context) -> list[Event]:
    open_table(state, cmd.table_id)
    ch = character(state, cmd.character_id)
    if cmd.attribute in ("role", "self_awareness"):
        raise InvalidCommand(
            "use_tapestry_save", "Role and Self Awareness saves have their own commands", attribute=cmd.attribute
        )
    loss_attribute = cmd.loss_attribute
    if loss_attribute is None:
        if not _is_loss_attribute(cmd.attribute):
            raise InvalidCommand(
                "loss_attribute_required", "say which attribute suffers the loss", attribute=cmd.attribute
            )
        loss_attribute = cmd.attribute
    kind: Literal["durability", "attribute"] = "durability" if cmd.attribute == "durability" else "attribute"
    if kind != "durability" and (cmd.weapon or cmd.armor or cmd.attack):
        raise InvalidCommand(
            "durability_only", "weapons, armor and knockdown modify Durability saves", attribute=cmd.attribute
        )
    source_character = cmd.source_character_id
    if cmd.source_test_id is not None:
        rec = test_record(state, cmd.source_test_id)
        if not rec.resolved or rec.accomplished < 1:
            raise RuleViolation(
                "action_not_accomplished",
                "a save is triggered by a test's Accomplish Action success",
                test_id=rec.test_id,
            )
        if cmd.character_id not in rec.targets:
            raise RuleViolation(
                "not_a_target",
                "the accomplished action did not name this robot as its target",
                test_id=rec.test_id,
                character_id=cmd.character_id,
                targets=list(rec.targets),
            )
        source_character = rec.character_id
    elif source_character is not None and source_character not in game(state).characters:
        raise NotFound("character_not_found", "no such robot", character_id=source_character)

    parts = attribute_parts(ch, cmd.attribute, cmd.lighting, cmd.noise, darkness_rounding(state))
    if cmd.gm_modifier:
        parts.append(TnPart(source="GM modifier", value=cmd.gm_modifier))
    if cmd.weapon is not None:
        w = weapon(cmd.weapon)
        if w.damage:
            parts.append(TnPart(source=f"weapon damage ({w.name})", value=-w.damage))
    if cmd.armor is not None:
        parts.append(TnPart(source=f"armor ({cmd.armor})", value=armor_bonus(cmd.armor)))
    prepared, used = prepared_against(ch, source_character, cmd.attribute)
    parts.extend(prepared)
    damage = -sum(p.value for p in prepared)
    return [
        e.SaveTriggered(
            save_id=ctx.new_id(),
            character_id=ch.character_id,
            table_id=cmd.table_id,
            attribute=cmd.attribute,
            loss_attribute=loss_attribute,
            kind=kind,
            persistent=cmd.persistent,
            tn_parts=tuple(parts),
            source_test_id=cmd.source_test_id,
            source_character_id=source_character,
            weapon=cmd.weapon,
            armor=cmd.armor,
            attack=cmd.attack,
            damage_successes=damage,
            prepared_used=tuple(used),
            effect=cmd.effect,
        )
    ]


def exertion_event(ch: RRCharacter, ref: str, table_id: str) -> e.PowerSpent:
    require_power(ch, 1)
    return e.PowerSpent(
        character_id=ch.character_id,
        amount=1,
        reason="exertion",
        ref=ref,
        before=ch.power,
        after=ch.power - 1,
        table_id=table_id,
    )


def roll_pending_save(state: CampaignState, cmd: c.RollSave, ctx: Context) -> list[Event]:
    save = pending_save(state, cmd.save_id)
    if cmd.table_id != save.table_id:
        raise InvalidCommand("wrong_table", "roll the save at the table it was called at", table_id=save.table_id)
    open_table(state, save.table_id)
    ch = acts_for(state, ctx, save.character_id)
    events: list[Event] = []
    parts = list(save.tn_parts)
    parts.extend(own_modifier_parts(ch, cmd.modifier_ids, save.attribute))
    if cmd.exertion:
        events.append(exertion_event(ch, save.save_id, save.table_id))
        parts.append(TnPart(source="exertion", value=1))
    w = weapon(save.weapon) if save.weapon else None
    if save.kind == "durability" and any(a.name == "armor_plating" and a.state == "working" for a in ch.accessories):
        reducing = save.damage_successes + max(0, w.damage if w else 0)
        if 0 < reducing <= ch.size:
            parts.append(TnPart(source="armor plating ignores successes", value=reducing))
    roll, result = roll_save(ctx.dice, parts)
    loss_attr = save.loss_attribute
    emp = save.kind == "durability" and w is not None and w.emp_loss_per_die is not None
    if emp:
        assert w is not None and w.emp_loss_per_die is not None
        per_die, loss_attr = w.emp_loss_per_die, "durability"
    else:
        per_die = 1 if save.persistent else 2
    value_after = None
    loss_event = None
    if (save.kind == "attribute" or emp) and result.failed and loss_attr is not None:
        persistent = save.persistent and not emp
        before = (ch.persistent_losses if persistent else ch.losses).get(loss_attr, 0)
        points = result.failed * per_die
        if loss_attr in ("visual", "audio", "tactile"):
            room = 2 * sensor(ch, loss_attr) - ch.losses.get(loss_attr, 0) - ch.persistent_losses.get(loss_attr, 0)
            points = min(points, max(0, room))
        value_after = current(ch, loss_attr) - points
        if points:
            loss_event = e.TemporaryLossSuffered(
                character_id=ch.character_id,
                attribute=loss_attr,
                points=points,
                per_die=per_die,
                failed=result.failed,
                persistent=persistent,
                save_id=save.save_id,
                table_id=save.table_id,
                before=before,
                after=before + points,
                value_after=value_after,
            )
    full = result.outcome == "total_failure" or (value_after is not None and value_after <= 0)
    events.append(
        e.SaveRolled(
            table_id=save.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,) if roll else (),
            visibility=cmd.visibility,
            save_id=save.save_id,
            character_id=ch.character_id,
            attribute=save.attribute,
            kind=save.kind,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            full_effect=full,
            modifiers_used=tuple(cmd.modifier_ids),
            effect=save.effect,
        )
    )
    if loss_event is not None:
        events.append(loss_event)
    if save.kind == "durability":
        events.extend(durability_consequences(state, save, result, w, full, ctx, cmd.visibility, events))
    return events


def end_persistent_loss(state: CampaignState, cmd: c.EndPersistentLoss, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    points = ch.persistent_losses.get(cmd.attribute, 0)
    if points <= 0:
        raise RuleViolation("no_persistent_loss", "the robot has no persistent loss there", attribute=cmd.attribute)
    return [e.PersistentLossEnded(character_id=ch.character_id, attribute=cmd.attribute, points=points)]


# --- Role and Self Awareness saves ----------------------------------------------------------------------------

ROLE_VERDICTS: dict[int, e.SaveVerdict] = {
    3: "compelled",
    2: "compelled_player_stipulation",
    1: "free_gm_stipulation",
    0: "free",
}
"""Role Save successes → verdict. A Self Awareness Save reads its *failed* dice the same way."""


def _tapestry(
    state: CampaignState,
    ctx: Context,
    character_id: str,
    table_id: str,
    which: TraitKind,
    trait_name: str | None,
    exertion: bool,
    visibility: Visibility,
) -> list[Event]:
    open_table(state, table_id)
    ch = character(state, character_id)
    trait = None
    if trait_name is not None:
        trait = ch.traits.get(trait_name)
        if trait is None or trait.kind != "role" or trait.rating <= 0:
            raise NotFound(
                "role_trait_not_found", "Role and Self Awareness saves govern role-related traits", trait=trait_name
            )
    events: list[Event] = []
    parts = [TnPart(source=which, value=ch.role if which == "role" else ch.self_awareness)]
    if exertion:
        events.append(exertion_event(ch, f"{which} save", table_id))
        parts.append(TnPart(source="exertion", value=1))
    roll, result = roll_save(ctx.dice, parts)
    favouring_role = result.successes if which == "role" else result.failed
    cap = None if trait is None else min(trait.rating, favouring_role)
    events.append(
        e.TapestrySaveRolled(
            table_id=table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,) if roll else (),
            visibility=visibility,
            character_id=ch.character_id,
            save=which,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            verdict=ROLE_VERDICTS[favouring_role],
            trait=trait_name,
            trait_cap=cap,
        )
    )
    return events


def roll_role_save(state: CampaignState, cmd: c.RollRoleSave, ctx: Context) -> list[Event]:
    return _tapestry(state, ctx, cmd.character_id, cmd.table_id, "role", cmd.trait, False, cmd.visibility)


def roll_self_awareness_save(state: CampaignState, cmd: c.RollSelfAwarenessSave, ctx: Context) -> list[Event]:
    acts_for(state, ctx, cmd.character_id)
    return _tapestry(
        state, ctx, cmd.character_id, cmd.table_id, "self_awareness", cmd.trait, cmd.exertion, cmd.visibility
    )
