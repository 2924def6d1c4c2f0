"""How saves change the state: losses, Malfunctions, shut down, the override, reactivation, Memory saves."""

from __future__ import annotations

from domain.campaign import CampaignState
from domain.rr import events as e
from domain.rr.state import MemoryLoss, PendingSave, Program, SaveModifier


def consume_modifiers(mods: dict[str, SaveModifier], ids: tuple[str, ...]) -> None:
    for mid in ids:
        m = mods.get(mid)
        if m is not None and not m.persistent:
            del mods[mid]


def save_triggered(state: CampaignState, ev: e.SaveTriggered) -> None:
    g = state.game
    g.saves[ev.save_id] = PendingSave(ev.save_id, ev.character_id, ev.table_id, ev)
    if ev.prepared_used:
        consume_modifiers(g.characters[ev.character_id].save_modifiers, ev.prepared_used)


def save_rolled(state: CampaignState, ev: e.SaveRolled) -> None:
    g = state.game
    g.saves.pop(ev.save_id, None)
    if ev.modifiers_used:
        consume_modifiers(g.characters[ev.character_id].save_modifiers, ev.modifiers_used)


def temporary_loss_suffered(state: CampaignState, ev: e.TemporaryLossSuffered) -> None:
    ch = state.game.characters[ev.character_id]
    if ev.persistent:
        ch.persistent_losses[ev.attribute] = ev.after
    else:
        ch.losses[ev.attribute] = ev.after


def persistent_loss_ended(state: CampaignState, ev: e.PersistentLossEnded) -> None:
    ch = state.game.characters[ev.character_id]
    ch.persistent_losses.pop(ev.attribute, None)
    ch.losses[ev.attribute] = ch.losses.get(ev.attribute, 0) + ev.points


def malfunction_suffered(state: CampaignState, ev: e.MalfunctionSuffered) -> None:
    ch = state.game.characters[ev.character_id]
    ch.malfunctions += 1
    ch.cosmetic_damage += ev.cosmetic
    if ev.result == "attribute" and ev.attribute is not None and ev.damage_after is not None:
        ch.damage[ev.attribute] = ev.damage_after
    elif ev.result == "power":
        if ev.power_after is not None:
            ch.power = ev.power_after
        if ev.capacitor_after is not None:
            ch.capacitor = ev.capacitor_after
    elif ev.result == "slot" and ev.slot is not None:
        slot = ch.slots[ev.slot]
        if ev.slot_damaged:
            slot.damaged = True
        if ev.accessory is not None and ev.accessory_state is not None:
            acc = ch.accessories[ev.accessory]
            acc.hits += 1
            acc.state = ev.accessory_state


def memory_malfunction_save_rolled(state: CampaignState, ev: e.MemoryMalfunctionSaveRolled) -> None:
    if ev.program is None or ev.loss_id is None:
        return
    ch = state.game.characters[ev.character_id]
    if ev.core:
        ch.cores[ev.program] = 0 if ev.entire else ch.cores[ev.program] - ev.levels_lost
    elif ev.entire:
        ch.programs.pop(ev.program, None)
    else:
        ch.programs[ev.program].level -= ev.levels_lost
    ch.memory_losses.append(
        MemoryLoss(
            loss_id=ev.loss_id,
            program=ev.program,
            levels=ev.levels_lost,
            entire=ev.entire,
            spec=ev.spec,
            core=ev.core,
        )
    )


def shut_down(state: CampaignState, ev: e.ShutDown) -> None:
    ch = state.game.characters[ev.character_id]
    ch.shut_down = True
    ch.override_available = ev.override_available


def shutdown_override_rolled(state: CampaignState, ev: e.ShutdownOverrideRolled) -> None:
    ch = state.game.characters[ev.character_id]
    ch.override_available = False
    ch.shut_down = ev.shut_down
    ch.override_penalty = ev.penalty


def reactivation_rolled(state: CampaignState, ev: e.ReactivationRolled) -> None:
    if ev.reactivated:
        ch = state.game.characters[ev.character_id]
        ch.shut_down = False
        ch.override_available = False
        ch.memory_save_due = ev.memory_save_due


def reactivated(state: CampaignState, ev: e.Reactivated) -> None:
    ch = state.game.characters[ev.character_id]
    ch.shut_down = False
    ch.override_available = False
    ch.memory_save_due = ev.memory_save_due


def shutdown_memory_save_rolled(state: CampaignState, ev: e.ShutdownMemorySaveRolled) -> None:
    ch = state.game.characters[ev.character_id]
    ch.memory_save_due = False
    ch.inspiration = ev.inspiration_after
    ch.self_awareness = ev.self_awareness_after
    ch.role = ev.role_after


def memory_restore_save_rolled(state: CampaignState, ev: e.MemoryRestoreSaveRolled) -> None:
    ch = state.game.characters[ev.character_id]
    loss = next(x for x in ch.memory_losses if x.loss_id == ev.loss_id)
    ch.memory_losses.remove(loss)
    if ev.regained <= 0 and not ev.restored_program:
        return
    if loss.core:
        ch.cores[loss.program] = ch.cores.get(loss.program, 0) + ev.regained
    elif ev.restored_program and loss.spec is not None:
        ch.programs[loss.program] = Program(
            level=ev.regained,
            core=loss.spec.core,
            max_inspiration=loss.spec.max_inspiration,
            artistic=loss.spec.artistic,
        )
    elif loss.program in ch.programs:
        ch.programs[loss.program].level += ev.regained
