// Generic views of what the state reads hold, for every ruleset: characters (with the derived values the
// table replay's view carries: statuses, current attributes, hit points, conditions) and conflicts with
// their turn order. A ruleset's own panel (rulesets/) can show more; these never need to know the ruleset.
import { html, nameOf } from "./ui.js";
import { cardFor } from "./rulesets/index.js";

const isScalar = (v) => v === null || ["string", "number", "boolean"].includes(typeof v);
const words = (k) => String(k).replace(/_/g, " ");

function show(campaign, key, v) {
  if (v === null || v === undefined) return "—";
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "string" && /_id$/.test(key)) return nameOf(campaign, v);
  return String(v);
}

/** key: value pairs of an object's scalar fields, then its small flat objects inline, the rest in details. */
export function Facts({ campaign, value, skip = [] }) {
  if (!value || typeof value !== "object") return html`<span>${show(campaign, "", value)}</span>`;
  const entries = Object.entries(value).filter(([k]) => !skip.includes(k));
  const scalars = entries.filter(([, v]) => isScalar(v));
  const flat = entries.filter(([, v]) => v && typeof v === "object" && !Array.isArray(v) && Object.values(v).every(isScalar) && Object.keys(v).length && Object.keys(v).length <= 24);
  const lists = entries.filter(([, v]) => Array.isArray(v) && v.length && v.every(isScalar));
  const rest = entries.filter(([k, v]) => v && typeof v === "object" && !flat.some(([f]) => f === k) && !lists.some(([f]) => f === k) && (!Array.isArray(v) || v.length));
  return html`<dl class="facts">
      ${scalars.map(([k, v]) => html`<div class="fact" key=${k}><dt>${words(k.replace(/_id$/, ""))}</dt><dd>${show(campaign, k, v)}</dd></div>`)}
      ${lists.map(([k, v]) => html`<div class="fact" key=${k}><dt>${words(k)}</dt><dd>${v.map((x) => show(campaign, k.replace(/s$/, ""), x)).join(", ")}</dd></div>`)}
    </dl>
    ${flat.map(([k, v]) => html`<div class="group" key=${k}><h4>${words(k)}</h4><dl class="facts">${Object.entries(v).map(([kk, vv]) => html`<div class="fact" key=${kk}><dt>${words(kk)}</dt><dd>${show(campaign, kk, vv)}</dd></div>`)}</dl></div>`)}
    ${rest.length ? html`<details><summary>More (${rest.map(([k]) => words(k)).join(", ")})</summary><pre>${JSON.stringify(Object.fromEntries(rest), null, 1)}</pre></details>` : null}`;
}

/** Characters: the campaign's list, each with the ruleset's state of it (the watched table's view first). */
export function Characters({ campaign, state, tableView, only, heading = "Characters" }) {
  const game = state?.state?.game || {};
  const fromGame = game.characters || {};
  const viewed = tableView?.characters || {};
  const list = (campaign.characters || []).filter((c) => !only || only.has(c.character_id));
  const card = cardFor(campaign.ruleset);
  return html`<section class="panel" aria-labelledby="chars-title" data-testid="characters">
    <h2 id="chars-title">${heading}</h2>
    ${card?.Summary ? html`<${card.Summary} state=${state} campaign=${campaign} html=${html} />` : null}
    ${list.length === 0 ? html`<p class="muted">${only ? "You have no character yet: the GM (or a creation command) makes one." : "No character yet."}</p>` : null}
    <div class="cards">
      ${list.map((c) => {
        const view = viewed[c.character_id];
        const data = view || fromGame[c.character_id] || {};
        const sheet = data.sheet && typeof data.sheet === "object" ? data.sheet : null;
        const derived = card && fromGame[c.character_id] ? derivedOf(card, fromGame[c.character_id], { state: state?.state, view, tableView, campaign, characterId: c.character_id, nameOf: (id) => nameOf(campaign, id) }) : null;
        const shown = (derived || []).map((x) => x.key); // a value the card shows is not listed again below it
        return html`<article class="card" key=${c.character_id} data-testid="character" data-character-id=${c.character_id} aria-label=${c.name}>
          <h3>${c.name}</h3>
          <p class="muted">played by ${nameOf(campaign, c.owner_id)}${state?.state?.held_until_reveal?.includes?.(c.character_id) ? " · held until a reveal" : ""}</p>
          ${derived ? html`<${Derived} items=${derived} />` : null}
          ${card?.facts === false ? null : html`<${Facts} campaign=${campaign} value=${sheet ? { ...data, ...sheet, sheet: undefined } : data} skip=${["character_id", "name", "owner_id", "sheet", "card", ...shown]} />`}
        </article>`;
      })}
    </div>
  </section>`;
}

function derivedOf(card, character, ctx) {
  try {
    return card.derive(character, ctx);
  } catch (err) {
    return [{ key: "error", label: "Derived values", value: `not readable (${err.message})`, tone: "bad" }];
  }
}

/** A card's derived values (rulesets/cards.js): label and value, coloured by tone. */
function Derived({ items }) {
  return html`<dl class="facts derived" data-testid="character-derived">
    ${items.map((x) => html`<div class=${`fact ${x.tone ? `tone-${x.tone}` : ""}`} key=${x.key} data-testid="character-value" data-key=${x.key}><dt>${x.label}</dt><dd>${x.value}</dd></div>`)}
  </dl>`;
}

function orderOf(conflict) {
  const order = conflict.order || conflict.turn_order || conflict.initiative || conflict.initiative_order || [];
  return Array.isArray(order) ? order.map((x) => (typeof x === "string" ? x : x.character_id || x.combatant_id || x.id)) : [];
}
function currentOf(conflict) {
  const c = conflict.current ?? conflict.current_id ?? conflict.acting ?? conflict.turn ?? conflict.whose_turn;
  return typeof c === "object" && c ? c.character_id || c.id : c;
}

/** Conflicts at the watched table (or all in the state), each with its turn order and whose turn it is. */
export function Conflicts({ campaign, state, tableView, compact }) {
  const fromView = tableView?.conflicts;
  const fromState = state?.state?.game?.conflicts || state?.state?.game?.fights || {};
  const conflicts = Object.entries(fromView && Object.keys(fromView).length ? fromView : fromState);
  if (conflicts.length === 0) return html`<section class="panel" aria-labelledby="conf-title" data-testid="conflicts"><h2 id="conf-title">Conflicts</h2><p class="muted">No conflict under way.</p><div data-testid="turn-order" hidden></div></section>`;
  return html`<section class="panel" aria-labelledby="conf-title" data-testid="conflicts">
    <h2 id="conf-title">Conflicts</h2>
    ${conflicts.map(([id, x]) => html`<${TurnOrder} key=${id} id=${id} conflict=${x} campaign=${campaign} compact=${compact} />`)}
  </section>`;
}

export function TurnOrder({ id, conflict, campaign, compact }) {
  const order = orderOf(conflict);
  const current = currentOf(conflict);
  const combatants = conflict.combatants || {};
  return html`<div class="conflict" data-conflict-id=${id}>
    <h3>${conflict.name || conflict.kind || "Conflict"} ${conflict.round !== undefined ? html`<span class="muted">round ${conflict.round}</span>` : null}</h3>
    <ol class="turn-order" data-testid="turn-order" aria-label="Turn order">
      ${(order.length ? order : Object.keys(combatants)).map((cid) => {
        const c = combatants[cid];
        const isCurrent = cid === current;
        return html`<li key=${cid} class=${isCurrent ? "current" : ""} aria-current=${isCurrent ? "true" : undefined} data-character-id=${cid}>
          <strong>${nameOf(campaign, cid)}</strong>${isCurrent ? html` <span class="tag">acting</span>` : null}
          ${c && typeof c === "object" ? html`<span class="muted"> ${Object.entries(c).filter(([, v]) => isScalar(v) && v !== null && v !== false).map(([k, v]) => `${words(k)} ${v === true ? "" : v}`.trim()).join(" · ")}</span>` : null}
        </li>`;
      })}
    </ol>
    ${compact ? null : html`<details><summary>Details</summary><${Facts} campaign=${campaign} value=${conflict} skip=${["order", "combatants"]} /></details>`}
  </div>`;
}

export function StateJson({ state }) {
  return html`<section class="panel" aria-labelledby="json-title">
    <h2 id="json-title">State (JSON)</h2>
    <details data-testid="state-json"><summary>The whole state read, as the server sends it</summary><pre>${JSON.stringify(state?.state ?? null, null, 1)}</pre></details>
  </section>`;
}
