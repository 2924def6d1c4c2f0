// Shapers d100 character card: Health in each realm out of the sheet's, the realms at 0 (down), out of a fight.
import { combatantOf, item } from "./cards.js";

const REALMS = ["physical", "social", "mental"];

export function derive(ch, { state, characterId }) {
  const max = ch.sheet?.health || {};
  const cur = ch.health || {};
  const down = REALMS.filter((r) => (cur[r] ?? 0) <= 0);
  const fight = combatantOf(state, characterId);
  const conditions = down.map((r) => `down (${r})`);
  const c = fight?.combatant;
  if (c?.out || c?.removed) conditions.push("out of the fight");
  if (c?.dream) conditions.push(`dreaming (${typeof c.dream === "string" ? c.dream : "dreamscape"})`);
  if (c?.aimed || c?.aim_ready) conditions.push("aiming");
  return [
    ...REALMS.map((r) => item(`health_${r}`, `${r[0].toUpperCase()}${r.slice(1)} Health`, `${cur[r] ?? 0} / ${max[r] ?? "?"}`, (cur[r] ?? 0) <= 0 ? "bad" : (cur[r] ?? 0) < (max[r] ?? 0) ? "warn" : "ok")),
    item("conditions", "Conditions", conditions.length ? conditions.join(", ") : "none", down.length ? "bad" : "ok"),
    (ch.sheet?.weapons || []).length ? item("weapons", "Weapons", ch.sheet.weapons.map((w) => `${w.name} (${w.damage})`).join(", ")) : null,
    (ch.sheet?.armour || []).length ? item("armour", "Armour", ch.sheet.armour.map((a) => `${a.name} ${a.protection}`).join(", ")) : null,
  ].filter(Boolean);
}
