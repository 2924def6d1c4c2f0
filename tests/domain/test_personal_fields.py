"""Every string an event carries is declared personal (domain/personal.py) or listed here as not personal,
so a new event type, or a new field, has to decide. Ids (`id`, `…_id`, `…_ids`) are never personal: the
server makes them; nor are a roll event's dice (`rolls`: faces, nonces, client seeds, commitments), which the
proofs need. What the list holds is game vocabulary the rules match on (programs, skills, weapons, symbols,
trait names), dice proofs (seeds, commitments, roots, proof paths), times and enumerations typed as plain
strings."""

from __future__ import annotations

import msgspec
import msgspec.inspect as mi
import pytest

from domain.campaign import DiceRolled, MemberAdded
from domain.messages import Event
from domain.personal import ACTOR, plan, values_at
from domain.rulesets import RULESETS

NOT_PERSONAL: dict[str, set[str]] = {
    "campaign.created": {"ruleset", "settings{}"},
    "campaign.table_opened": {"opened_at", "roll_root", "seed_commitment"},
    "campaign.seed_revealed": {"commitment", "next_commitment", "next_roll_root", "seed"},
    "campaign.table_closed": {"closed_at"},
    "campaign.ruling_set": {"reading", "ruling"},  # names of the ruleset's own rulings and readings
    "campaign.roll_proven": {"proofs[].path[]", "proofs[].secret"},
    "campaign.rolled": {"expression"},
    "rr.character_created": {
        "sheet.accessories[].name",
        "sheet.accessories[].program.name",
        "sheet.accessories[].program.specialties[]",
        "sheet.accessories[].programs[].name",
        "sheet.accessories[].programs[].specialties[]",
        "sheet.programs[].name",
        "sheet.programs[].specialties[]",
        "sheet.traits[].name",
        "spent{}",
    },
    "rr.test_called": {"called_by", "opposes", "program", "sensitivities[]", "specialty"},
    "rr.test_rolled": {"pool_parts[].source", "program", "tn_parts[].source"},
    "rr.surprise_bought_off": {"attribute"},
    "rr.action_hastened": {"time_fraction"},
    "rr.roll_over_bonus_granted": {"applies_to", "factor"},
    "rr.malfunction_repaired": {"attribute", "memory_losses[]"},
    "rr.save_modifiers_prepared": {"factor", "modifiers[].attribute"},
    "rr.special_effect_bought": {"effect", "priced_by"},
    "rr.save_triggered": {"armor", "effect", "prepared_used[]", "tn_parts[].source", "weapon"},
    "rr.save_rolled": {"effect", "modifiers_used[]", "tn_parts[].source"},
    "rr.malfunction_suffered": {"accessory_state", "attribute"},
    "rr.memory_malfunction_save_rolled": {"candidates[]", "program", "tn_parts[].source"},
    "rr.shutdown_override_rolled": {"tn_parts[].source"},
    "rr.reactivated": {"power_from", "repaired_by"},
    "rr.shutdown_memory_save_rolled": {"tn_parts[].source"},
    "rr.memory_restore_save_rolled": {"program", "tn_parts[].source"},
    "rr.tapestry_save_rolled": {"tn_parts[].source", "trait"},
    "rr.power_spent": {"ref"},
    "rr.power_recharged": {"source"},
    "rr.inspiration_gained": {"trait"},
    "rr.inspiration_spent": {"ref"},
    "rr.trait_benefit_taken": {"trait"},
    "rr.dramatic_control_proposed": {"edits"},
    "rr.dramatic_control_priced": {"cost_parts[].source", "priced_by"},
    "rr.program_increase_rolled": {"modifiers_used[]", "program", "tn_parts[].source"},
    "rr.program_learn_rolled": {"modifiers_used[]", "program", "tn_parts[].source"},
    "rr.trait_changed": {"cost_parts[].source", "trait"},
    "rr.self_awareness_increased": {
        "core_reduced",
        "cost_parts[].source",
        "new_programs{}",
        "program_levels{}",
        "role_trait",
        "sa_trait",
    },
    "rr.conflict_started": {"class_mean", "combatants[].side", "side_sizes{}"},
    "rr.ambush_rolled": {
        "attribute",
        "attribute_holder",
        "pool_parts[].source",
        "program",
        "program_holder",
        "savers[]",
    },
    "rr.ambush_ones_taken": {"savers[]", "savers_before[]"},
    "rr.surprise_save_rolled": {"attribute", "modifiers_used[]", "tn_parts[].source"},
    "rr.turn_order_established": {"order[]"},
    "rr.turn_order_rotated": {"after[]", "before[]"},
    "rr.base_action_points_rolled": {"class_mean", "pool_parts[].source", "tn_basis[].source"},
    "rr.combatant_joined": {"after[]", "before[]", "comparisons[].against", "comparisons[].decided_by", "side"},
    "rr.combatant_left": {"after[]", "before[]"},
    "rr.turn_ended": {"after[]", "before[]", "first_right", "winner"},
    "rr.action_points_spent": {"cost_parts[].source", "program"},
    "rr.turn_purchased": {"after[]", "before[]", "contenders[]", "first_right"},
    "rr.action_points_regained": {"maximum_parts[].source"},
    "rr.reaction_save_rolled": {"attribute", "modifiers_used[]", "tn_parts[].source"},
    "rr.action_point_save_rolled": {"attribute", "effect", "modifiers_used[]", "prepared_used[]", "tn_parts[].source"},
    "rr.surprise_recovered": {"attribute", "paid_turn_by"},
    "rr.hard_break_taken": {"engaged[]"},
    "sb.character_created": {
        "adjustments{}",
        "customization.budget",
        "customization.gained",
        "customization.spent",
        "features{}",
        "natural_weapons{}",
        "shaping",
        "skill_costs{}",
        "skills{}",
        "species",
    },
    "sb.skill_added": {"name"},
    "sb.weapon_set": {"name", "skill"},
    "sb.weapon_removed": {"name"},
    "sb.weapon_readied": {"weapon"},
    "sb.weapon_dropped": {"weapon"},
    "sb.challenge_called": {"rating_name"},
    "sb.challenge_succeeded_automatically": {"rating_name"},
    "sb.challenge_rolled": {"check.parts[].name", "check.rating_name"},
    "sb.contest_called": {"rating_name", "target_rating_name"},
    "sb.contest_rolled": {"check.parts[].name", "check.rating_name"},
    "sb.contest_resolved": {"totals{}"},
    "sb.order_contest_rolled": {"entries[].check.parts[].name", "entries[].check.rating_name"},
    "sb.turn_order_set": {"order[]"},
    "sb.action_taken": {"weapon"},
    "sb.attack_declared": {"skill", "weapon"},
    "sb.attack_resolved": {"attack.parts[].name", "attack.rating_name", "defence.parts[].name", "defence.rating_name"},
    "sb.injury_rolled": {"check.parts[].name", "check.rating_name"},
    "sb.wake_rolled": {"check.parts[].name", "check.rating_name"},
    "sb.adventure_ended": {"level_ups{}", "level_ups{}[]"},
    "sb.skill_raised": {"skill"},
    "d100.character_created": {
        "sheet.aptitudes{}",
        "sheet.armour[].damage_types[]",
        "sheet.armour[].name",
        "sheet.learned_aptitudes[]",
        "sheet.weapons[].aptitude",
        "sheet.weapons[].damage_type",
        "sheet.weapons[].name",
    },
    "d100.conflict_started": {"dream_states{}"},
    "d100.initiative_rolled": {"entries[].parts[].label", "order[]"},
    "d100.aimed": {"weapon"},
    "d100.attack_rolled": {"damage_parts[].label", "target_parts[].label", "weapon"},
    "d100.defence_rolled": {"aptitude", "attribute", "target_parts[].label"},
    "d100.attack_resolved": {"defence_parts[].label"},
    "d100.damage_dealt": {"armour_parts[].label", "dealt_parts[].label", "fortitude.label", "weapon"},
    "d100.task_rolled": {"aptitude", "attribute", "target_parts[].label"},
    "rb.character_rolled": {"being[]", "doing[].being", "doing[].doing", "record[].result", "record[].table", "theme"},
    "rb.character_created": {"being[]", "doing[].name", "doing[].symbols[].symbol", "theme"},
    "rb.table_rolled": {"factor", "record[].result", "record[].table", "result", "table"},
    "rb.advance_spent": {"name", "new.symbol", "old.symbol"},
    "rb.unbeing_recovered": {"symbols[]"},
    "rb.undoing_recovered": {"measure"},
    "rb.test_called": {"called_by", "setup_for"},
    "rb.test_withdrawn": {"withdrawn_by"},
    "rb.unbeing_suffered": {"symbol"},
    "rb.undoing_suffered": {"name"},
    "rb.test_traits_offered": {"offered_by", "pool[].symbol"},
    "rb.test_traits_set": {"combination[]", "pool[].symbol"},
    "rb.test_rolled": {"pool[].symbol"},
    "rb.die_picked": {"mandatory_edges[]", "picked_by"},
    "rb.edge_gained": {"doing_symbol", "symbol"},
    "rb.edge_sacrificed": {"symbol"},
    "rb.edge_lost": {"reason"},
    "rb.fallout_rolled": {"fallout_table", "symbols[]", "table_symbols[]"},
    "rb.fallout_suffered": {"symbols[]"},
    "rb.npc_unbeing_suffered": {"symbol"},
    "rb.fallout_table_defined": {"name", "symbols[]"},
    "rb.npc_created": {"being[]", "doing[].name", "doing[].symbols[].symbol"},
    "rb.npc_generated": {
        "being[]",
        "doing[].name",
        "doing[].symbols[].symbol",
        "factor",
        "name",
        "record[].result",
        "record[].table",
    },
    "rb.scenario_factors_rolled": {"factors[]", "record[].result", "record[].table"},
    "rb.scenario_symbol_rolled": {"record[].result", "record[].table", "symbol"},
    "rb.scenario_symbol_placed": {"symbol"},
    "rb.inciting_incident_rolled": {"record[].result", "record[].table", "symbol"},
    "scratch.conflict_started": {"environment.in_water[]"},
    "scratch.initiative_rolled": {"entries[].parts[].label", "order[]"},
    "scratch.environment_set": {"environment.in_water[]"},
    "scratch.attack_rolled": {"difficulty_parts[].label", "roll_parts[].label"},
    "scratch.damage_dealt": {"action", "parts[].label"},
    "scratch.hit_points_changed": {"reason"},
    "scratch.heal_rolled": {"roll_parts[].label"},
    "scratch.ability_rolled": {"roll_parts[].label"},
    "scratch.craft_rolled": {"roll_parts[].label"},
}


def _strings(t: mi.Type, path: str, out: list[str], depth: int = 0) -> None:
    """Every path under which `t` holds a string (`[]` an item of a list, `{}` a key or value of a dict)."""
    if depth > 8:
        return
    if isinstance(t, mi.Metadata):
        _strings(t.type, path, out, depth)
    elif isinstance(t, mi.StrType):
        out.append(path)
    elif isinstance(t, mi.ListType | mi.VarTupleType | mi.SetType | mi.FrozenSetType):
        _strings(t.item_type, path + "[]", out, depth + 1)
    elif isinstance(t, mi.TupleType):
        for item in t.item_types:
            _strings(item, path + "[]", out, depth + 1)
    elif isinstance(t, mi.UnionType):
        for option in t.types:
            _strings(option, path, out, depth)
    elif isinstance(t, mi.DictType):
        _strings(t.key_type, path + "{}", out, depth + 1)
        _strings(t.value_type, path + "{}", out, depth + 1)
    elif isinstance(t, mi.StructType):
        for f in t.fields:
            _strings(f.type, (path + "." if path else "") + f.encode_name, out, depth + 1)


def _exempt(path: str) -> bool:
    """Ids, the dice of a roll event (`rolls`: faces, nonces, client seeds, commitments — the proofs) and a
    free-form roll's evaluated expression (`result`, a tree the dice expression builds)."""
    leaf = path.rstrip("[]{}").split(".")[-1]
    return leaf == "id" or leaf.endswith(("_id", "_ids")) or path.startswith(("rolls[].", "result."))


def _event_types() -> dict[str, type[Event]]:
    return {cls.__struct_config__.tag: cls for game in RULESETS.values() for cls in game.event_types}  # type: ignore[misc]


@pytest.mark.parametrize("tag", sorted(_event_types()))
def test_every_string_of_every_event_is_declared_personal_or_listed_as_not(tag: str) -> None:
    cls = _event_types()[tag]
    strings: list[str] = []
    _strings(mi.type_info(cls), "", strings)
    personal = {".".join(path).replace(".[]", "[]") for path, _ in plan(cls).paths}
    undecided = set(strings) - personal - NOT_PERSONAL.get(tag, set())
    undecided = {p for p in undecided if not _exempt(p)}
    assert not undecided, f"{tag}: declare these personal (domain/personal.py) or list them in NOT_PERSONAL"
    assert not (personal & NOT_PERSONAL.get(tag, set())), f"{tag}: declared personal and listed as not"
    assert NOT_PERSONAL.get(tag, set()) <= set(strings), f"{tag}: NOT_PERSONAL lists a field the event lacks"


def test_names_and_free_text_are_personal_and_know_whose_they_are() -> None:
    assert plan(MemberAdded).paths == ((("name",), "member_id"),)
    assert plan(DiceRolled).paths == ((("label",), ACTOR),)
    by_tag = _event_types()
    sheet = dict(plan(by_tag["rr.character_created"]).paths)
    assert sheet[("name",)] == sheet[("sheet", "name")] == sheet[("sheet", "concept")] == "owner_id"
    assert dict(plan(by_tag["rr.test_called"]).paths) == {("description",): ACTOR}


def test_values_at_finds_every_string_under_a_path() -> None:
    obj = msgspec.json.decode(b'{"a": [{"n": "x"}, {"n": "y"}, {"n": null}], "b": "z"}')
    assert [c[k] for c, k in values_at(obj, ("a", "[]", "n"))] == ["x", "y"]
    assert [c[k] for c, k in values_at(obj, ("b",))] == ["z"]
    assert values_at(obj, ("missing",)) == []
