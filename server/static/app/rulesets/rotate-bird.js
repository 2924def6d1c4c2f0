// Rotate Bird at the table: the scene (tests in play with their dice, NPCs, tracks) and every character's
// card. The server computes each card (domain/rotatebird/views.py: `card` in each character, test, NPC and
// track of the state read) in the rulebook's words; this file only draws them. What anyone may do is the
// offers panel's (domain/rotatebird/offers.py), shown above this one.
//
// The GM's tools that wait on nobody (putting NPCs and tracks into play, the random tables, the worksheet, the
// session's end) are drawn here, folded under "GM tools" (`RBPanels.drawsOffers`), so the GM screen keeps the
// test in play and the scene together; they are still the server's offers, drawn by the offers panel's form.
//
// data-testid: rb-tools (the GM tools' <details>), rb-scene, rb-test (data-conflict-id, data-open), rb-test-die (data-picked), rb-npc
// (data-npc-id, data-removed), rb-track, rb-character (data-character-id), rb-trait (data-marked).
import { item } from "./cards.js";
import { ActionForm } from "../offers.js";

/** The derived values of a character's card (rulesets/cards.js), from the server's `card`. */
export function derive(ch) {
  const card = ch.card;
  if (!card) return [];
  const being = card.being.map((t) => (t.marked ? `${t.label} (Unbeing)` : t.label)).join(", ");
  const doing = card.doing.map((d) => `${d.label} (${d.symbols})${d.marked ? " — Undoing" : ""}`).join(", ");
  const edges = card.edges.map((e) => (e.kind === "Edge" ? e.label : `${e.label} (${e.symbols})`)).join(", ");
  return [
    card.title ? item("title", "Title", card.title) : null,
    item("being", "Being", being || "—"),
    item("unbeing", "Unbeing marks", card.unbeing, card.unbeing_tone),
    item("doing", "Doing", doing || "—"),
    item("undoing", "Undoing marks", card.undoing, card.undoing_tone),
    item("edges", "Edges", edges || "none"),
    card.advances ? item("advances", "Advances to spend", card.advances) : null,
  ].filter(Boolean);
}

/** The raw state's fields are not shown under a Rotate Bird card: the card says it all, in words. */
export const facts = false;

function Boxes({ html, card }) {
  return html`<span class="boxes" aria-label=${card.status}>${"■".repeat(card.marked)}${"□".repeat(Math.max(0, card.boxes - card.marked))}</span>`;
}

export function Summary({ state, html }) {
  const tracks = Object.entries(state?.state?.game?.tracks || {}).filter(([, t]) => t.card && !t.card.removed);
  if (!tracks.length) return null;
  return html`<div class="group" data-testid="tracks"><h3>Tracks</h3><ul class="tracks">
    ${tracks.map(([id, t]) => html`<li key=${id} data-track-id=${id}><strong>${t.card.name}</strong> <span class="muted">${t.card.kind}</span>
      <${Boxes} html=${html} card=${t.card} /> <span class="muted">${t.card.status}</span></li>`)}
  </ul></div>`;
}

function Traits({ html, traits }) {
  return html`<span class="rb-traits">${traits.map((t, i) => html`<span key=${i} class=${`rb-trait${t.marked ? " marked" : ""}`} data-testid="rb-trait"
      data-marked=${t.marked ? "true" : "false"} title=${t.marked ? `${t.label}: marked` : t.label}>${t.label}${t.marked ? html`<span class="sr-only"> (marked)</span>` : null}</span>`)}</span>`;
}

function TestCard({ html, id, test }) {
  const c = test.card;
  return html`<article class=${`rb-test${c.open ? " open" : ""}`} data-testid="rb-test" data-conflict-id=${id} data-open=${c.open ? "true" : "false"}>
    <h4>${c.title}${c.against ? html` <span class="muted">against ${c.against}</span>` : null}</h4>
    ${c.stakes ? html`<p class="rb-stakes">${c.stakes}</p>` : null}
    <p class="muted">${c.phase}${c.track ? ` · ${c.track}` : ""}${c.setup_for ? ` · a setup for ${c.setup_for}` : ""}${c.epic_cost ? ` · ${c.epic_cost}` : ""}</p>
    ${c.offered && c.offered.length && !(c.dice || []).length
      ? html`<p><span class="muted">Offered: </span>${c.offered.map((d) => `${d.label} (${d.by})`).join(", ")}</p>`
      : null}
    ${c.dice && c.dice.length ? html`<p><span class="muted">Dice: </span>${c.dice.map((d) => `${d.label} (${d.by})`).join(", ")}</p>` : null}
    ${c.faces && c.faces.length
      ? html`<div class="dice rb-faces" aria-label="The dice rolled">${c.faces.map((f, i) => html`<span key=${i} class=${`die${c.picked === i ? " picked" : ""}`}
          data-testid="rb-test-die" data-picked=${c.picked === i ? "true" : "false"}>${f}${c.picked === i ? html`<span class="sr-only"> (picked)</span>` : null}</span>`)}</div>`
      : null}
    ${c.verdict ? html`<p class="rb-result"><strong>${c.verdict}</strong>${c.result ? ` — ${c.result}` : ""}</p>` : null}
    ${c.fallout && c.fallout !== "no fallout"
      ? html`<p class="rb-fallout">${c.fallout[0].toUpperCase() + c.fallout.slice(1)}${c.fallout_symbols && c.fallout_symbols.length ? `: ${c.fallout_symbols.join(", ")}` : ""}${c.fallout_state ? ` (${c.fallout_state})` : ""}</p>`
      : null}
  </article>`;
}

function CharacterCard({ html, id, ch, mine }) {
  const c = ch.card;
  return html`<article class=${`rb-character${mine ? " mine" : ""}`} data-testid="rb-character" data-character-id=${id}>
    <h4>${c.name}${c.title ? html` <span class="muted">${c.title}</span>` : null}</h4>
    <p><span class="muted">Being </span><${Traits} html=${html} traits=${c.being} /> <span class="muted">Unbeing ${c.unbeing}</span></p>
    <ul class="rb-doing">${c.doing.map((d, i) => html`<li key=${i} class=${d.marked ? "marked" : ""} data-testid="rb-trait" data-marked=${d.marked ? "true" : "false"}>
      <strong>${d.label}</strong> <span class="muted">${d.symbols}</span>${d.marked ? html` <span class="tag">Undoing</span>` : null}</li>`)}</ul>
    ${c.edges.length ? html`<p><span class="muted">Having </span>${c.edges.map((e) => `${e.label}${e.kind === "Edge" ? "" : ` (${e.symbols})`} — ${e.source}`).join("; ")}</p>` : null}
    ${c.advances ? html`<p class="muted">Advances to spend: ${c.advances}</p>` : null}
  </article>`;
}

const TOOLS = [
  "rb.create_npc",
  "rb.generate_npc",
  "rb.create_track",
  "rb.remove_track",
  "rb.roll_on_table",
  "rb.roll_scenario_factors",
  "rb.recover_undoing",
  "rb.remove_edge",
  "rb.end_session",
];

function Tools({ html, offers, campaign, tableId, send }) {
  const actions = (offers?.actions || []).filter((a) => TOOLS.includes(a.command));
  if (!actions.length) return null;
  const table = (campaign?.tables || []).find((t) => t.table_id === tableId);
  const physical = table && table.dice_mode === "physical";
  return html`<details class="panel offers rb-tools" data-testid="rb-tools">
    <summary><strong>GM tools</strong> <span class="muted">NPCs, tracks, random tables, the worksheet, recovery, the session's end</span></summary>
    ${actions.map((a, i) => html`<${ActionForm} key=${`${offers.version}-${a.command}-${i}-${JSON.stringify(a.body)}`} action=${a} physical=${physical} send=${send} />`)}
  </details>`;
}

/** The table's scene: tests in play (and those resolved at this table), NPCs, tracks, and (GM) every card. */
export function RBPanels({ campaign, state, tableId, me, role, html, offers, send }) {
  const game = state?.state?.game || {};
  const tests = Object.entries(game.conflicts || {}).filter(([, t]) => t.card && (t.table_id === tableId || (t.card.open && !t.table_id)));
  const open = tests.filter(([, t]) => t.card.open);
  const done = tests.filter(([, t]) => !t.card.open).slice(-3).reverse();
  const npcs = Object.entries(game.npcs || {}).filter(([, n]) => n.card);
  const tracks = Object.entries(game.tracks || {}).filter(([, t]) => t.card && !t.card.removed);
  const mine = new Set((campaign.characters || []).filter((c) => c.owner_id === me.member_id).map((c) => c.character_id));
  const characters = Object.entries(game.characters || {}).filter(([id, ch]) => ch.card && (role !== "player" || !mine.has(id)));
  return html`<section class="panel rb-scene" aria-labelledby="rb-scene-title" data-testid="rb-scene">
    <h2 id="rb-scene-title">The scene</h2>
    ${open.length ? open.map(([id, t]) => html`<${TestCard} key=${id} html=${html} id=${id} test=${t} />`) : html`<p class="muted">No test in play.</p>`}
    ${done.length ? html`<details class="rb-done" open=${!open.length}><summary>Last results</summary>${done.map(([id, t]) => html`<${TestCard} key=${id} html=${html} id=${id} test=${t} />`)}</details>` : null}
    ${npcs.length
      ? html`<h3>NPCs</h3><ul class="rb-npcs">${npcs.map(([id, n]) => html`<li key=${id} data-testid="rb-npc" data-npc-id=${id} data-removed=${n.card.removed ? "true" : "false"} class=${n.card.removed ? "removed" : ""}>
          <strong>${n.card.name}</strong> <span class="muted">${n.card.tier} · ${n.card.removed ? n.card.status : n.card.left}</span>
          <div><${Traits} html=${html} traits=${n.card.being} />${n.card.doing.map((d) => html` <span class="muted">· ${d.label} (${d.symbols})${d.challenge ? `, ${d.challenge}` : ""}</span>`)}</div></li>`)}</ul>`
      : null}
    ${tracks.length
      ? html`<h3>Tracks</h3><ul class="tracks">${tracks.map(([id, t]) => html`<li key=${id} data-testid="rb-track"><strong>${t.card.name}</strong> <span class="muted">${t.card.kind}</span> <${Boxes} html=${html} card=${t.card} /> <span class="muted">${t.card.status}</span></li>`)}</ul>`
      : null}
    ${characters.length
      ? html`<h3>${role === "player" ? "The others" : "Characters"}</h3><div class="rb-characters">${characters.map(([id, ch]) => html`<${CharacterCard} key=${id} html=${html} id=${id} ch=${ch} mine=${mine.has(id)} />`)}</div>`
      : null}
  </section>
  <${Tools} html=${html} offers=${offers} campaign=${campaign} tableId=${tableId} send=${send} />`;
}

RBPanels.drawsOffers = new Set(TOOLS);
