// Scratch RPS character card: hit points out of toughness, health status, defense (domain/scratch/rolls.py,
// decide/combat.py: 10 + the greater of the best defensive ability and tgh/2, then evading, engaged, cover).
import { combatantOf, item } from "./cards.js";

const DEFENSIVE = ["stalking", "acrobatics", "quickness", "flying"];

export function level(ch, ability) {
  return (ch.abilities?.[ability] || 0) + (ch.bonuses && ability in ch.bonuses ? 1 : 0);
}

export function status(hp, toughness) {
  if (hp <= 0) return "incapacitated";
  if (hp <= Math.floor(toughness / 2)) return "injured";
  return "healthy";
}

export function defense(ch, fight) {
  const env = fight?.conflict?.environment;
  const c = fight?.combatant;
  const best = Math.max(...DEFENSIVE.filter((a) => a !== "flying" || !env || env.room_to_fly !== false).map((a) => level(ch, a)));
  let d = 10 + Math.max(best, Math.floor(level(ch, "toughness") / 2));
  if (c?.evading && c.evade_bonus) d += c.evade_bonus;
  if (c?.engaged) d -= 2;
  if (c?.took_cover) d += 2;
  if (env?.in_water?.includes(ch.character_id)) d += level(ch, "swimming");
  return d;
}

export function derive(ch, { state, characterId, nameOf }) {
  const toughness = level(ch, "toughness");
  const hp = ch.hit_points ?? 0;
  const s = status(hp, toughness);
  const fight = combatantOf(state, characterId);
  const abilities = Object.entries(ch.abilities || {}).filter(([, v]) => v).map(([a, v]) => `${a} ${v}${ch.bonuses && a in ch.bonuses ? "+1" : ""}`);
  return [
    item("hit_points", "Hit points", `${hp} / ${toughness}`, s === "healthy" ? "ok" : s === "injured" ? "warn" : "bad"),
    item("status", "Status", s, s === "healthy" ? "ok" : s === "injured" ? "warn" : "bad"),
    item("defense", "Defense", String(defense(ch, fight))),
    ch.leader_id ? item("minion", "Minion of", nameOf ? nameOf(ch.leader_id) : ch.leader_id) : null,
    abilities.length ? item("abilities", "Abilities", abilities.join(", ")) : null,
  ].filter(Boolean);
}
