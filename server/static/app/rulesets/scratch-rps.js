// Scratch RPS character card: what the server says of the character (domain/scratch/views.py): the state
// read's `card` (hit points out of toughness, health status, defense out of a fight) and, in a fight at the
// watched table, the table view's defense there. No rule is computed here.
import { item } from "./cards.js";

const TONE = { healthy: "ok", injured: "warn", incapacitated: "bad" };

function fightOf(tableView, characterId) {
  for (const conflict of Object.values(tableView?.conflicts || {})) {
    const c = conflict?.combatants?.[characterId];
    if (c) return c;
  }
  return null;
}

export function derive(ch, { view, tableView, characterId, nameOf }) {
  const seen = ch.card || (view && !view.hidden ? view : null);
  const fight = fightOf(tableView, characterId);
  const abilities = Object.entries(seen?.abilities || ch.abilities || {}).filter(([, v]) => v)
    .map(([a, v]) => `${a} ${v}${ch.bonuses && a in ch.bonuses ? " (+1 crafted)" : ""}`);
  return [
    seen
      ? item("hit_points", "Hit points", `${seen.hit_points} / ${seen.toughness}`, TONE[seen.status])
      : item("hit_points", "Hit points", String(ch.hit_points ?? 0)),
    seen ? item("status", "Status", seen.status, TONE[seen.status]) : null,
    fight && fight.defense != null
      ? item("defense", "Defense", String(fight.defense))
      : seen?.defense != null ? item("defense", "Defense", String(seen.defense)) : null,
    fight?.evading ? item("evading", "Evading", "yes") : null,
    fight?.delayed ? item("delayed", "Delayed", "until the end of the next turn") : null,
    ch.leader_id ? item("minion", "Minion of", nameOf ? nameOf(ch.leader_id) : ch.leader_id) : null,
    abilities.length ? item("abilities", "Abilities", abilities.join(", ")) : null,
  ].filter(Boolean);
}
