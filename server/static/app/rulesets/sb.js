// Shapers and Bots character card: health points, conditions (unconscious, dead, berserk), weapon and armor.
import { combatantOf, item } from "./cards.js";

export function derive(ch, { state, characterId }) {
  const hp = ch.hp ?? 0;
  const conditions = [];
  if (ch.alive === false) conditions.push("dead");
  else if (ch.conscious === false) conditions.push("unconscious");
  const fight = combatantOf(state, characterId)?.combatant;
  if (fight?.berserk) conditions.push("berserk");
  const weapons = Object.keys(ch.weapons || {});
  const natural = Object.keys(ch.natural_weapons || {});
  const armor = ch.worn_armor ? "worn armor" : ch.natural_armor ? "natural armor" : "none";
  const bad = ch.alive === false || ch.conscious === false;
  return [
    item("hp", "Health", `${hp} / ${ch.max_hp ?? "?"}`, bad ? "bad" : hp < (ch.max_hp ?? 0) ? "warn" : "ok"),
    item("conditions", "Conditions", conditions.length ? conditions.join(", ") : "awake", bad ? "bad" : "ok"),
    item("wielding", "Wielding", ch.wielding || "nothing"),
    weapons.length || natural.length ? item("weapons", "Weapons", [...weapons, ...natural.map((w) => `${w} (natural)`)].join(", ")) : null,
    item("armor", "Armor", armor),
    fight ? item("actions", "Actions left", String(fight.actions ?? 0)) : null,
    item("kind", ch.kind === "bot" ? "Bot" : "Species", ch.kind === "bot" ? (ch.bot?.locomotion ?? "bot") : ch.species || "—"),
  ].filter(Boolean);
}
