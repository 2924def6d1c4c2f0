// The live log in plain English. An event's line is the server's `text` (the live feed's, or the table
// replay's); only without one is it told here from the event's own fields, with ids turned into names.
import { html, nameOf, title } from "./ui.js";
import { ProofCheck, proofsOf, provable } from "./proofs.js";

const SKIP = new Set(["type", "campaign_id", "rolls", "nonce", "nonces", "client_seed", "seed", "seed_commitment", "hash", "commitment", "roll_root", "next_roll_root", "proofs"]);

/** Every die face of an event: [{sides, faces, source}] from `rolls` wherever it sits in the data. */
export function diceOf(data) {
  const out = [];
  const walk = (v, depth) => {
    if (!v || typeof v !== "object" || depth > 4) return;
    if (Array.isArray(v)) return v.forEach((x) => walk(x, depth + 1));
    if (Array.isArray(v.faces) && typeof v.sides === "number") {
      out.push({ sides: v.sides, faces: v.faces, source: v.source });
      return;
    }
    for (const [k, x] of Object.entries(v)) if (k !== "result" && k !== "roll_offs") walk(x, depth + 1); // a free-form roll's tree and a roll-off name dice `rolls` holds
  };
  walk(data, 0);
  return out;
}

/** A free-form roll's dice from its `result` tree (docs/dice.md): one chip per face, each saying what became
 * of it — dropped, rerolled (struck, followed by its new face), exploded ("!"), set by mi/ma, a success or a
 * failure. Null for any other event. */
export function treeDice(data) {
  if (!data || !data.result) return null;
  const chips = [];
  const walk = (node, dropped) => {
    if (!node || typeof node !== "object") return;
    const gone = dropped || node.kept === false;
    if (node.kind === "dice") {
      for (const die of node.dice || []) {
        const out = gone || die.kept === false;
        (die.faces || []).forEach((f, i) => {
          const last = i === (die.faces || []).length - 1;
          const states = [];
          if (f.rerolled) states.push("rerolled");
          if (f.exploded) states.push("exploded");
          if (last && out) states.push("dropped");
          if (last && die.success) states.push("success");
          if (last && die.failure) states.push("failure");
          const face = node.percentile ? (f.face - 1) * 10 : f.face; // d20's d%: a d10 read as 0, 10, … 90
          const shown = `${face}${f.exploded ? "!" : ""}${f.set_to != null ? `→${f.set_to}` : ""}`;
          const label = `d${node.percentile ? "%" : node.sides} shows ${face}${f.set_to != null ? `, counted as ${f.set_to}` : ""}${states.length ? ", " + states.join(", ") : ""}`;
          chips.push({ shown, label, states });
        });
      }
      return;
    }
    for (const child of [node.left, node.right, node.operand, node.inner, ...(node.items || [])]) walk(child, gone);
  };
  walk(data.result, false);
  return chips;
}

function value(campaign, key, v) {
  if (v === null || v === undefined) return null;
  if (typeof v === "string" && /_id$/.test(key)) return nameOf(campaign, v);
  if (typeof v === "object") return null;
  return String(v);
}

const CAMPAIGN_LINES = {
  "campaign.created": (d) => `${d.gm_name} creates the campaign “${d.name}” (${d.ruleset}) as its GM`,
  "campaign.member_added": (d) => `${d.name} joins as ${d.role === "gm" ? "a GM" : `a ${d.role}`}`,
  "campaign.member_removed": (d, n) => `${n(d.member_id)} leaves the campaign`,
  "campaign.member_role_changed": (d, n) => `${n(d.member_id)} is now ${d.role === "gm" ? "a GM" : `a ${d.role}`}`,
  "campaign.rolled": (d, n) => `${n(d.roller_id)} rolls ${d.expression}${d.label ? ` for '${d.label}'` : ""}: ${d.total}`,
  "campaign.table_opened": (d) => `Table “${d.name}” opens (${d.dice_mode} dice)`,
  "campaign.table_closed": (d, n) => `Table “${n(d.table_id)}” closes`,
  "campaign.roll_revealed": (d) => `The GM reveals the hidden roll #${d.version ?? d.roll_version ?? ""}`,
  "campaign.seed_revealed": (d, n) => `The seed of table “${n(d.table_id)}” is revealed: its rolls can be checked`,
  "campaign.roll_proven": (d) => `The roll #${d.version} is proven alone (the seed stays secret)`,
  "campaign.ruling_set": (d) => `The GM rules on ${d.ruling}: ${d.reading}`,
  "campaign.character_transferred": (d, n) => `${n(d.character_id)} now belongs to ${n(d.to_member_id || d.owner_id || d.member_id)}`,
};

/** One plain-English line for an event frame. */
export function tell(frame, campaign) {
  if (frame.text) return frame.text;
  const d = frame.data || {};
  const actor = frame.metadata?.actor ? nameOf(campaign, frame.metadata.actor) : null;
  if (frame.type === "roll.hidden") {
    const who = nameOf(campaign, d.roller_id) || "Someone";
    return `${who} made a hidden roll (${d.visibility === "blind" ? "blind: only the GM sees it" : "GM only"})${d.follows !== undefined ? " — a consequence, hidden with it" : ""}.`;
  }
  if (frame.type === "roll.sealed") return "A hidden roll's outcome stays sealed.";
  const campaignLine = CAMPAIGN_LINES[frame.type]?.(d, (id) => nameOf(campaign, id));
  if (campaignLine) return campaignLine;
  const parts = [];
  for (const [k, v] of Object.entries(d)) {
    if (SKIP.has(k)) continue;
    const shown = value(campaign, k, v);
    if (shown !== null && shown !== "") parts.push(`${k.replace(/_id$/, "").replace(/_/g, " ")} ${shown}`);
    if (parts.length >= 6) break;
  }
  const dice = diceOf(d).map((r) => `${r.faces.length}d${r.sides} [${r.faces.join(" ")}]`);
  const what = title(frame.type);
  return `${actor ? actor + ": " : ""}${what}${parts.length ? " — " + parts.join(", ") : ""}${dice.length ? " · dice " + dice.join(" ") : ""}`;
}

export function isHidden(frame) {
  return frame.type === "roll.hidden" || frame.type === "roll.sealed";
}

/** The log, newest first. A roll still hidden from others (campaign.hidden_rolls) is marked so; the GM
 * (given `onReveal(version)`) gets a Reveal button on it, and (given `onProve(version)`) a Prove button on a
 * visible roll of a verifiable table whose seed is still secret. A roll proven alone shows its proof, checked
 * in the browser (proofs.js). */
export function Log({ events, campaign, onReveal, onProve, limit = 200 }) {
  const shown = events.slice(-limit).reverse();
  const held = new Set((campaign?.hidden_rolls || []).map((r) => r.version));
  const proofs = proofsOf(events);
  return html`<section class="panel" aria-labelledby="log-title">
    <h2 id="log-title">Log</h2>
    <ol class="log" data-testid="log" aria-live="polite" aria-relevant="additions" tabindex="0" aria-label="The log, newest first">
      ${shown.length === 0 ? html`<li class="muted">Nothing has happened yet.</li>` : null}
      ${shown.map(
        (f) => html`<li key=${f.version} class=${isHidden(f) ? "hidden-roll" : f.revealed_by ? "revealed" : ""} data-testid="log-entry" data-version=${f.version} data-type=${f.type} data-hidden=${isHidden(f) ? "true" : undefined}>
          <span class="v" title="stream version">#${f.version}</span>
          <span class="line">${f.revealed_by ? "Revealed: " : ""}${tell(f, campaign)}${held.has(f.version) && !isHidden(f) && !f.revealed_by ? html` <em class="tag">hidden from the others</em>` : null}</span>
          ${treeDice(f.data)
            ? html`<span class="dice" data-testid="roll-tree">${treeDice(f.data).map((c, i) => html`<span class=${["die", ...c.states].join(" ")} key=${i} aria-label=${c.label} title=${c.label}>${c.shown}</span>`)}</span>`
            : diceOf(f.data).length ? html`<span class="dice">${diceOf(f.data).map((r) => r.faces.map((x, i) => html`<span class="die" key=${i} aria-label=${`d${r.sides} shows ${x}`}>${x}</span>`))}</span>` : null}
          ${proofs.has(f.version) && !isHidden(f) ? html`<${ProofCheck} proven=${proofs.get(f.version)} events=${events} campaign=${campaign} />` : null}
          ${onProve && !isHidden(f) && !held.has(f.version) && provable(f, campaign, proofs) ? html`<button type="button" class="small" data-testid="prove" aria-label=${`Prove the roll #${f.version} alone, without revealing the table's seed`} onClick=${() => onProve(f.version)}>Prove</button>` : null}
          ${onReveal && held.has(f.version) && !f.revealed_by ? html`<button type="button" class="small" data-testid="reveal" aria-label=${`Reveal the hidden roll #${f.version} to everyone`} onClick=${() => onReveal(f.version)}>Reveal</button>` : null}
        </li>`
      )}
    </ol>
  </section>`;
}
