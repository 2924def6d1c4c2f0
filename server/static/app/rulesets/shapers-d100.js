// Shapers d100: the character card and the fight panel. Every value comes from the server: the watched
// table's view (domain/d100/views.py: each realm's Health with its state, conditions, the armour on each
// hit location, weapons, the fight's round, Initiative order, whose turn it is, the attack waiting for its
// defence, each fighter's turn so far) and the log's own lines for the last attack. What may be done is the
// offers panel's (offers.js, domain/d100/offers.py); nothing here computes a rule.
//
// data-testid names: d100-panel, d100-fight (data-conflict-id), d100-round, d100-rules, d100-order,
// d100-combatant (data-character-id; data-acting="true" on the fighter whose turn it is), d100-awaiting,
// d100-last (the last attack, in the log's words), d100-fighters, d100-fighter (data-character-id),
// d100-health (data-realm, data-status), d100-conditions, d100-armour (data-location), d100-weapons.
import { item } from "./cards.js";

const TONE = { unhurt: "ok", hurt: "warn", down: "bad" };
const REALMS = ["physical", "social", "mental"];
const ATTACK_TYPES = new Set([
  "d100.attack_rolled",
  "d100.defence_rolled",
  "d100.attack_resolved",
  "d100.hit_location_rolled",
  "d100.damage_dealt",
  "d100.health_changed",
]);

/** The card's values: the table view's when the character is at the watched table, else the sheet as held. */
export function derive(ch, { view }) {
  if (view && !view.hidden && view.realms) {
    return [
      ...view.realms.map((r) => item(`health_${r.realm}`, r.label, `${r.current} / ${r.maximum}${r.status === "unhurt" ? "" : ` (${r.status})`}`, TONE[r.status])),
      item("conditions", "Conditions", view.conditions.length ? view.conditions.join(", ") : "none", view.conditions.some((c) => c.startsWith("down")) ? "bad" : "ok"),
      view.weapons.length ? item("weapons", "Weapons", view.weapons.join("; ")) : null,
      item("armour", "Armour", armourLine(view.armour)),
    ].filter(Boolean);
  }
  // not (yet) at the watched table: its Health as the state holds it, the rest once the table's view has it
  const max = ch.sheet?.health || {};
  const cur = ch.health || {};
  return REALMS.map((r) => item(`health_${r}`, `${r[0].toUpperCase()}${r.slice(1)} Health`, `${cur[r] ?? "?"} / ${max[r] ?? "?"}`));
}

function armourLine(armour) {
  const covered = (armour || []).filter((a) => a.pieces !== "none");
  return covered.length ? covered.map((a) => `${a.location}: ${a.pieces}`).join("; ") : "none";
}

function nameIn(campaign, id) {
  return (campaign?.characters || []).find((c) => c.character_id === id)?.name || "someone";
}

/** The fight at the watched table, the last attack, and every fighter's Health, conditions and armour. */
export function D100Panel({ html, campaign, tableView, events, me }) {
  const conflicts = Object.values(tableView?.conflicts || {}).filter((c) => c && !c.hidden && c.order);
  const viewed = tableView?.characters || {};
  const last = lastAttack(events);
  const mine = new Set((campaign?.characters || []).filter((c) => c.owner_id === me?.member_id).map((c) => c.character_id));
  const fighters = Object.entries(viewed).filter(([, v]) => v && !v.hidden && v.realms);
  return html`<section class="panel d100" aria-labelledby="d100-title" data-testid="d100-panel">
    <h2 id="d100-title">The fight</h2>
    ${conflicts.length === 0 ? html`<p class="muted">No fight under way at this table.</p>` : null}
    ${conflicts.map(
      (c) => html`<div class="d100-fight" key=${c.conflict_id} data-testid="d100-fight" data-conflict-id=${c.conflict_id}>
        <h3 data-testid="d100-round">Round ${c.round}</h3>
        <p class="muted" data-testid="d100-rules">${c.rules.join(" · ")}</p>
        ${c.awaiting_defence ? html`<p class="d100-awaiting" role="status" data-testid="d100-awaiting">Waiting for ${c.awaiting_defence.words}</p>` : null}
        <ol class="d100-order" data-testid="d100-order" aria-label="Turn order (Initiative)">
          ${c.order.map((id) => {
            const f = c.combatants[id] || {};
            const acting = id === c.current;
            const v = viewed[id];
            return html`<li key=${id} class=${acting ? "acting" : ""} data-testid="d100-combatant" data-character-id=${id} data-acting=${acting ? "true" : undefined} aria-current=${acting ? "true" : undefined}>
              <span class="d100-init" title="Initiative">${f.initiative}</span>
              <strong>${nameIn(campaign, id)}</strong>${acting ? html` <span class="tag">acting</span>` : null}
              ${f.this_turn ? html` <span class="muted">${f.this_turn}</span>` : null}
              ${v?.realms ? html`<span class="d100-hp">${v.realms.filter((r) => r.realm === "physical" || r.status !== "unhurt").map((r) => html`<span class=${`tone-${TONE[r.status]}`}>${r.label} ${r.current} / ${r.maximum}</span>`)}</span>` : null}
            </li>`;
          })}
        </ol>
      </div>`
    )}
    ${last.length
      ? html`<div class="d100-last" data-testid="d100-last"><h3>The last attack</h3><ul>${last.map((e) => html`<li key=${e.version}>${e.text}</li>`)}</ul></div>`
      : null}
    ${fighters.length
      ? html`<div class="cards" data-testid="d100-fighters">
          ${fighters.map(([id, v]) => html`<${Fighter} key=${id} html=${html} id=${id} v=${v} mine=${mine.has(id)} campaign=${campaign} />`)}
        </div>`
      : null}
  </section>`;
}

function Fighter({ html, id, v, mine, campaign }) {
  const owner = (campaign?.members || []).find((m) => m.member_id === v.owner_id);
  return html`<article class=${`card d100-fighter${mine ? " mine" : ""}`} data-testid="d100-fighter" data-character-id=${id} aria-label=${v.name}>
    <h3>${v.name} <span class="muted">${owner ? `(${owner.role === "gm" ? "the GM's" : owner.name})` : ""}</span></h3>
    <dl class="d100-health">
      ${v.realms.map((r) => html`<div class=${`tone-${TONE[r.status]}`} data-testid="d100-health" data-realm=${r.realm} data-status=${r.status}>
        <dt>${r.label}</dt><dd>${r.current} / ${r.maximum}${r.status === "unhurt" ? "" : html` <span class="d100-status">${r.status}</span>`}</dd></div>`)}
    </dl>
    <p data-testid="d100-conditions"><span class="muted">Conditions: </span>${v.conditions.length ? v.conditions.join(", ") : "none"}</p>
    <table class="d100-armour"><caption>Armour by hit location</caption><tbody>
      ${v.armour.map((a) => html`<tr data-testid="d100-armour" data-location=${a.location}><th scope="row">${a.location}</th><td>${a.pieces}</td></tr>`)}
    </tbody></table>
    ${v.weapons.length ? html`<p data-testid="d100-weapons"><span class="muted">Weapons: </span>${v.weapons.join("; ")}</p>` : null}
  </article>`;
}

/** The lines of the latest attack (from its roll to its damage), as the log tells them. */
function lastAttack(events) {
  const list = events || [];
  let start = -1;
  for (let i = list.length - 1; i >= 0; i--) {
    if (list[i].type === "d100.attack_rolled") {
      start = i;
      break;
    }
  }
  if (start < 0) return [];
  return list.slice(start).filter((e) => ATTACK_TYPES.has(e.type) && e.text);
}
