"""The Malfunction table, its sub-system table, slots, cosmetic damage, and Memory malfunctions.

Each failed Durability die is (normally) 2 rolls here; each roll is one `MalfunctionSuffered` event carrying
its dice (table d10, the sub-system d10 and the energy d10 when reached, the slot die with any re-rolls, the
cosmetic d10 against Anthropoid Class):

    d10 1 Force, 2 Durability, 3 Locomotion, 4 Articulation, 5 Processor: 1 point of damage
        6 Memory 1 point + an immediate Memory Save
        7-8 sub-systems: d10 1-3 Visual, 4-5 Audio, 6 Tactile, 7 Vocalization, 8-10 energy (d10 1-5 a current
            Power point, 6-10 the capacitor: maximum -1; if current Power is now above it, it drops to the new
            maximum and an extra Malfunction is rolled — the "extra malfunction rule")
        9-10 a random slot: empty → the slot is damaged; an accessory → damaged, then destroyed on a second hit,
            its slot damaged on a third; a damaged slot hit again → re-roll two Malfunctions.

Judgements: an attribute, sensor or vocalization already at 0 takes no more damage (the seed: total loss to
a sensor cannot exceed the sensor; an attribute at 0 is already unusable); a robot without slots takes no
effect from a slot result; a guard of 60 Malfunctions per save
stops a pathological chain of re-rolls that real dice never reach.
"""

from __future__ import annotations

from typing import Any

from domain.campaign import CampaignState, Context
from domain.errors import NotFound, RuleViolation
from domain.messages import Event
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.attributes import anthropoid_class, rated
from domain.rr.common import acts_for, attribute_parts, open_table, pick, run
from domain.rr.saving_throw import roll_save
from domain.rr.state import ProgramSpec, RRCharacter

TABLE_ATTRIBUTES = ("force", "durability", "locomotion", "articulation", "processor", "memory")
MAX_MALFUNCTIONS = 60


def subsystem(face: int) -> str:
    if face <= 3:
        return "visual"
    if face <= 5:
        return "audio"
    if face == 6:
        return "tactile"
    if face == 7:
        return "vocalization"
    return "energy"


def roll_malfunctions(
    sim: CampaignState,
    ctx: Context,
    character_id: str,
    count: int,
    save_id: str | None,
    table_id: str,
    visibility: Any,
) -> list[Event]:
    """Roll `count` Malfunctions (and any extra ones they cause) on a scratch campaign, returning the events."""
    events: list[Event] = []
    queue = count
    index = 0
    while queue > 0 and index < MAX_MALFUNCTIONS:
        queue -= 1
        index += 1
        ch: RRCharacter = sim.game.characters[character_id]
        table = ctx.dice.roll(1, 10)
        rolls = [table]
        face = table.faces[0]
        f: dict[str, Any] = {"result": "attribute"}
        if face <= 6:
            attr = TABLE_ATTRIBUTES[face - 1]
            if rated(ch, attr) > 0:
                f.update(attribute=attr, damage_after=ch.damage.get(attr, 0) + 1, memory_save=face == 6)
            else:
                f.update(result="none", attribute=attr)
        elif face <= 8:
            sub_roll = ctx.dice.roll(1, 10)
            rolls.append(sub_roll)
            f["subsystem_roll"] = sub_roll.faces[0]
            part = subsystem(sub_roll.faces[0])
            if part == "energy":
                energy = ctx.dice.roll(1, 10)
                rolls.append(energy)
                f.update(result="power", energy_roll=energy.faces[0])
                if energy.faces[0] <= 5:
                    lost = 1 if ch.power > 0 else 0
                    f.update(power_loss=lost, power_after=ch.power - lost)
                else:
                    cap_after = max(0, ch.capacitor - 1)
                    f.update(capacitor_loss=ch.capacitor - cap_after, capacitor_after=cap_after)
                    if ch.power > cap_after:
                        f.update(power_loss=ch.power - cap_after, power_after=cap_after, extra=1)
            elif rated(ch, part) > 0:
                f.update(attribute=part, damage_after=ch.damage.get(part, 0) + 1)
            else:
                f.update(result="none", attribute=part)
        else:
            n = len(ch.slots)
            if n == 0:
                f["result"] = "none"
            else:
                slot_rolls, which = pick(ctx.dice, n)
                rolls.extend(slot_rolls)
                s = which - 1
                slot = ch.slots[s]
                f.update(result="slot", slot=s)
                if slot.damaged:
                    f["extra"] = 2
                elif slot.accessory is not None:
                    acc = ch.accessories[slot.accessory]
                    hits = acc.hits + 1
                    state = "damaged" if hits == 1 else "destroyed"
                    f.update(accessory=slot.accessory, accessory_state=state, slot_damaged=hits >= 3)
                else:
                    f["slot_damaged"] = True
        cosmetic = ctx.dice.roll(1, 10)
        rolls.append(cosmetic)
        ac = anthropoid_class(ch)
        ev = e.MalfunctionSuffered(
            table_id=table_id,
            roller_id=ctx.actor.member_id,
            rolls=tuple(rolls),
            visibility=visibility,
            character_id=character_id,
            save_id=save_id,
            index=index,
            table_roll=face,
            cosmetic_roll=cosmetic.faces[0],
            cosmetic=1 if cosmetic.faces[0] <= ac else 0,
            anthropoid_class=ac,
            **f,
        )
        run(sim, [ev])
        events.append(ev)
        queue += ev.extra
        if ev.memory_save:
            mem = memory_malfunction_save(sim, ctx, character_id, table_id, visibility)
            run(sim, [mem])
            events.append(mem)
    return events


def memory_malfunction_save(
    sim: CampaignState, ctx: Context, character_id: str, table_id: str, visibility: Any
) -> e.MemoryMalfunctionSaveRolled:
    """The immediate Memory Save after a Memory malfunction; failures cost a random program levels."""
    ch: RRCharacter = sim.game.characters[character_id]
    parts = attribute_parts(ch, "memory")
    roll, result = roll_save(ctx.dice, parts)
    rolls = [roll] if roll else []
    fields: dict[str, Any] = {}
    if result.failed:
        candidates = [f"core {k}" for k in ("physical", "mental", "social")] + sorted(ch.programs)
        pick_rolls, which = pick(ctx.dice, len(candidates))
        rolls.extend(pick_rolls)
        chosen = candidates[which - 1]
        entire = result.outcome == "total_failure"
        if chosen.startswith("core "):
            name, is_core = chosen[5:], True
            level = ch.cores.get(name, 0)
            spec = None
        else:
            name, is_core = chosen, False
            prog = ch.programs[name]
            level = prog.level
            spec = ProgramSpec(core=prog.core, max_inspiration=prog.max_inspiration, artistic=prog.artistic)
        lost = level if entire else min(level, result.failed)
        fields = {
            "candidates": tuple(candidates),
            "program": name,
            "core": is_core,
            "levels_lost": lost,
            "entire": entire,
            "spec": spec if entire and not is_core else None,
        }
        if lost > 0 or (entire and not is_core):
            fields["loss_id"] = ctx.new_id()
    return e.MemoryMalfunctionSaveRolled(
        table_id=table_id,
        roller_id=ctx.actor.member_id,
        rolls=tuple(rolls),
        visibility=visibility,
        character_id=character_id,
        tn=result.tn,
        tn_parts=result.tn_parts,
        successes=result.successes,
        failed=result.failed,
        outcome=result.outcome,
        automatic=result.automatic,
        **fields,
    )


def roll_memory_restore_save(state: CampaignState, cmd: c.RollMemoryRestoreSave, ctx: Context) -> list[Event]:
    """Once the lost Memory point is repaired: total success regains everything; partial failure loses
    1 level per failed die for good (at most what was lost) and regains the rest; total failure regains nothing."""
    open_table(state, cmd.table_id)
    ch = acts_for(state, ctx, cmd.character_id)
    loss = next((x for x in ch.memory_losses if x.loss_id == cmd.loss_id), None)
    if loss is None:
        raise NotFound("memory_loss_not_found", "no such lost program record", loss_id=cmd.loss_id)
    if not loss.repaired:
        raise RuleViolation("memory_not_repaired", "the lost Memory point must be repaired first", loss_id=loss.loss_id)
    roll, result = roll_save(ctx.dice, attribute_parts(ch, "memory"))
    if result.outcome == "total_failure":
        regained, restored = 0, False
    else:
        regained = loss.levels - min(loss.levels, result.failed)
        restored = loss.entire and not loss.core
    return [
        e.MemoryRestoreSaveRolled(
            table_id=cmd.table_id,
            roller_id=ctx.actor.member_id,
            rolls=(roll,) if roll else (),
            visibility=cmd.visibility,
            character_id=ch.character_id,
            loss_id=loss.loss_id,
            program=loss.program,
            tn=result.tn,
            tn_parts=result.tn_parts,
            successes=result.successes,
            failed=result.failed,
            outcome=result.outcome,
            automatic=result.automatic,
            regained=regained,
            restored_program=restored,
        )
    ]
