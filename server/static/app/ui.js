// Shared building blocks: `html` (htm bound to Preact's h), hooks, and small accessible components.
import { h, render, Fragment } from "preact";
import { useState, useEffect, useRef, useMemo, useCallback } from "preact/hooks";
import htm from "htm";

export const html = htm.bind(h);
export { h, render, Fragment, useState, useEffect, useRef, useMemo, useCallback };

/** A refusal or failure shown in words (a Problem from api.js, or any Error). */
export function ProblemBox({ error, onDismiss }) {
  if (!error) return null;
  const problem = error.problem;
  return html`<div class="problem" role="alert" data-testid="problem">
    <strong>${problem ? problem.title || "Refused" : "Something went wrong"}</strong>
    <p>${error.message}</p>
    ${problem && problem.code ? html`<p class="muted">code: <code>${problem.code}</code>${problem.status ? ` · HTTP ${problem.status}` : ""}</p>` : null}
    ${onDismiss ? html`<button type="button" onClick=${onDismiss}>Dismiss</button>` : null}
  </div>`;
}

const WHY = { reroll: "dice to reroll in", explode: "a die exploded in", roll: "the dice of" };

/** What the server asks for next at a physical-dice table, from a `physical_dice_missing` refusal (null for
 * any other): a free-form roll also says why — its next dice term, a reroll or an explosion (docs/dice.md).
 * `sent`: how many rolls were entered, for refusals that do not number the roll. */
export function diceHint(error, sent) {
  const p = error && error.problem;
  if (!(p && p.code === "physical_dice_missing" && p.data)) return null;
  const n = (p.data.roll_index ?? sent ?? 0) + 1;
  const why = WHY[p.data.why] && p.data.term ? `${WHY[p.data.why]} ${p.data.term} — ` : "";
  return `Roll ${n}: ${why}roll ${p.data.count}d${p.data.sides} and enter the faces on a new line, then send again.`;
}

/** Copy-to-clipboard button beside a read-only field holding a link. */
export function LinkField({ label, value, testid }) {
  const [copied, setCopied] = useState(false);
  const id = useMemo(() => "f" + Math.random().toString(36).slice(2), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      document.getElementById(id)?.select();
    }
  };
  return html`<div class="linkfield" data-testid=${testid}>
    <label for=${id}>${label}</label>
    <div class="row">
      <input id=${id} readonly value=${value} onFocus=${(e) => e.target.select()} />
      <button type="button" onClick=${copy} aria-label=${`Copy: ${label}`}>${copied ? "Copied" : "Copy"}</button>
      <a href=${value} target="_blank" rel="noopener noreferrer" aria-label=${`Open: ${label}`}>Open</a>
    </div>
  </div>`;
}

/** Short label for an id: the name of the member, character or table it names, else its first 8 characters. */
export function nameOf(campaign, id) {
  if (!id || !campaign) return id ?? "";
  for (const m of campaign.members || []) if (m.member_id === id) return m.name;
  for (const c of campaign.characters || []) if (c.character_id === id) return c.name || id.slice(0, 8);
  for (const t of campaign.tables || []) if (t.table_id === id) return t.name;
  return typeof id === "string" ? id.slice(0, 8) : String(id);
}

export function title(tag) {
  const words = String(tag).replace(/^[a-z0-9]+\./, "").replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const RULESETS = [
  ["robots-and-rapiers", "Robots & Rapiers"],
  ["shapers-and-bots", "Shapers and Bots"],
  ["shapers-d100", "Shapers, the d100 combat chapter"],
  ["rotate-bird", "Rotate Bird"],
  ["scratch-rps", "Scratch RPS"],
];
export const rulesetTitle = (r) => (RULESETS.find(([k]) => k === r) || [r, r])[1];
