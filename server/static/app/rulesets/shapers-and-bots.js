// Shapers and Bots at the table: the character card and the fight panel.
//
// Everything shown is what the server's table view says (domain/shapers/views.py): each character's sheet and,
// under `card`, what the rules derive from it in the rulebook's words — health points out of the maximum,
// status and conditions, Strength, features and the skills worth knowing, what it wields, its weapons with their classes, its armor — and in a fight
// its actions left. No rule is computed here. A character the watched table's view does not hold yet (just
// created) shows its health points as the state read has them, until the next step of the table brings it.
//
// The actions (start a fight, attack, defend, roll a challenge…) are the offers panel's (offers.js), drawn
// above this one: this panel only shows where the fight stands.
//
// data-testid: sb-panel, sb-fight (data-conflict-id), sb-combatant (data-character-id; data-acting="true" on
// the one whose turn it is, data-attacked="true" on the target of the attack waiting for an answer), sb-hp,
// sb-actions, sb-conditions, sb-wielding, sb-characters, sb-character (data-character-id).
import { item } from "./cards.js";

const TONE = { dead: "bad", unconscious: "bad" };

function toneOf(card) {
  return TONE[card.status] || (card.hurt ? "warn" : "ok");
}

const signed = (n) => (n > 0 ? `+${n}` : String(n));
const title = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : "");

export function derive(ch, { view }) {
  const seen = view && !view.hidden ? view : null;
  const card = seen?.card;
  if (!card) return [item("hp", "Health", `${ch.hp ?? "?"} / ${ch.max_hp ?? "?"}`)];
  // each key names the view's field it stands for, so the card's list of fields below does not repeat it
  return [
    item("hp", "Health", card.health, toneOf(card)),
    item("conditions", "Conditions", seen.conditions.length ? seen.conditions.join(", ") : "awake", TONE[card.status] || "ok"),
    seen.fight ? item("fight", "Actions left", String(seen.fight.actions)) : null,
    item("wielding", "Wielding", card.wielding),
    card.weapons.length ? item("weapons", "Weapons", card.weapons.join(", ")) : null,
    item("armor", "Armor", seen.armor),
    item("strength", "Strength", signed(seen.strength)),
    card.features.length ? item("features", "Features", card.features.join(", ")) : null,
    card.skills.length ? item("skills", "Skills", card.skills.join(", ")) : null,
    item("kind", seen.kind === "bot" ? "Bot" : "Species", seen.kind === "bot" ? "bot" : title(card.species) || "—"),
    card.shaping ? item("shaping", "Shaping", card.shaping) : null,
  ].filter(Boolean);
}

function Combatant({ html, id, fight, view, name }) {
  const c = fight.combatants[id] || {};
  const ch = view?.characters?.[id];
  const card = ch && !ch.hidden ? ch.card : null;
  const acting = fight.current === id;
  const attacked = fight.awaiting_answer?.target_id === id;
  return html`<li data-testid="sb-combatant" data-character-id=${id} data-acting=${acting ? "true" : undefined}
      data-attacked=${attacked ? "true" : undefined} class=${`sb-combatant${acting ? " sb-acting" : ""}`}>
    <span class="sb-name">${name(id)}</span>
    ${acting ? html`<em class="tag">acting</em>` : null}
    ${attacked ? html`<em class="tag sb-attacked">attacked</em>` : null}
    ${card ? html`<span data-testid="sb-hp" class=${`sb-hp tone-${toneOf(card)}`}>${card.health} HP</span>` : null}
    <span data-testid="sb-actions" class="sb-actions">${c.actions === 1 ? "1 action" : `${c.actions ?? 0} actions`}</span>
    ${card && ch.conditions.length ? html`<span data-testid="sb-conditions" class="sb-bad">${ch.conditions.join(", ")}</span>` : null}
    ${card && card.wielding !== "nothing" ? html`<span data-testid="sb-wielding" class="muted">${card.wielding}</span>` : null}
  </li>`;
}

function Fight({ html, fight, view, name }) {
  const pending = fight.awaiting_answer;
  return html`<div class="sb-fight" data-testid="sb-fight" data-conflict-id=${fight.conflict_id}>
    <h3>Fight <span class="muted">turn ${fight.round}</span></h3>
    ${pending ? html`<p class="sb-pending">${name(pending.target_id)} is attacked by ${name(pending.attacker_id)}: waiting for the answer (defend or not).</p>` : null}
    <ol class="sb-order" aria-label="Order of Fitness">
      ${fight.order.map((id) => html`<${Combatant} key=${id} html=${html} id=${id} fight=${fight} view=${view} name=${name} />`)}
    </ol>
  </div>`;
}

function Roster({ html, campaign, state, view, name, heading }) {
  const list = campaign.characters || [];
  if (!list.length) return html`<p class="muted" data-testid="sb-characters">No character yet.</p>`;
  const raw = state?.state?.game?.characters || {};
  return html`<div data-testid="sb-characters">
    ${heading ? html`<h3>Characters</h3>` : null}
    <ul class="sb-roster">
      ${list.map((c) => {
        const ch = view?.characters?.[c.character_id];
        const card = ch && !ch.hidden ? ch.card : null;
        if (!card) {
          const r = raw[c.character_id] || {};
          return html`<li key=${c.character_id} data-testid="sb-character" data-character-id=${c.character_id}>
            <span class="sb-name">${c.name}</span> <span class="sb-hp">${r.hp ?? "?"} / ${r.max_hp ?? "?"} HP</span></li>`;
        }
        return html`<li key=${c.character_id} data-testid="sb-character" data-character-id=${c.character_id}>
          <span class="sb-name">${c.name}</span> <span class="muted">${card.extra ? "extra" : `played by ${name(c.owner_id)}`}</span>
          <span class=${`sb-hp tone-${toneOf(card)}`}>${card.health} HP</span>
          ${ch.conditions.length ? html`<span class="sb-bad">${ch.conditions.join(", ")}</span>` : null}
          <span class="muted">${card.wielding === "nothing" ? "empty-handed" : card.wielding} · ${ch.armor === "none" ? "no armor" : ch.armor}</span>
        </li>`;
      })}
    </ul>
  </div>`;
}

/** Where the fight at the watched table stands, and (on the GM's and an observer's screen) every character. */
export function SBPanels({ campaign, state, tableView, role, html }) {
  const name = (id) => (campaign.characters || []).find((c) => c.character_id === id)?.name || (campaign.members || []).find((m) => m.member_id === id)?.name || "someone";
  const fights = Object.values(tableView?.conflicts || {}).filter((f) => f && !f.hidden && Array.isArray(f.order));
  const roster = role !== "player";
  if (!fights.length && !roster) return null;
  return html`<section class="panel sb-panel" aria-labelledby="sb-title" data-testid="sb-panel">
    <h2 id="sb-title">${fights.length ? "The fight" : "Characters"}</h2>
    ${fights.map((f) => html`<${Fight} key=${f.conflict_id} html=${html} fight=${f} view=${tableView} name=${name} />`)}
    ${roster ? html`<${Roster} html=${html} campaign=${campaign} state=${state} view=${tableView} name=${name} heading=${fights.length > 0} />` : null}
  </section>`;
}
