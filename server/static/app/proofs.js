// Single-roll proofs (docs/audit.md, "Single-roll proofs"), checked in this browser: a `campaign.roll_proven`
// event publishes one roll's own secret and its Merkle path; the page checks that the secret opens the roll's
// commitment, reaches the root committed with the table's seed, and gives the recorded faces — with the
// browser's own SHA-256 and HMAC (WebCrypto), trusting nothing the server says about the result.
import { html, useState, useEffect } from "./ui.js";

const hex = (bytes) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
const unhex = (s) => new Uint8Array((s.match(/../g) || []).map((b) => parseInt(b, 16)));
const sha256 = async (...parts) => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return new Uint8Array(await crypto.subtle.digest("SHA-256", all));
};

/** The faces the verifiable dice algorithm gives with `key` (domain/dice.py). */
async function facesOf(key, tableId, roll) {
  const hmacKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const limit = 256 - (256 % roll.sides);
  const faces = [];
  for (let k = 0; faces.length < roll.faces.length; k++) {
    const msg = new TextEncoder().encode(`${tableId}:${roll.nonce}:${roll.client_seed || ""}:${k}`);
    for (const b of new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, msg))) {
      if (b < limit && faces.length < roll.faces.length) faces.push((b % roll.sides) + 1);
    }
  }
  return faces;
}

async function rootOf(proof, first) {
  let node = await sha256(new Uint8Array([0]), unhex(proof.secret));
  let position = proof.nonce - first;
  for (const sibling of proof.path.map(unhex)) {
    node = position & 1 ? await sha256(new Uint8Array([1]), sibling, node) : await sha256(new Uint8Array([1]), node, sibling);
    position = Math.floor(position / 2);
  }
  return position === 0 ? hex(node) : null;
}

/** Check one `campaign.roll_proven` event against the roll it proves: {ok, text}. */
export async function checkProof(proven, rollEvent, table, opened) {
  if (!globalThis.crypto?.subtle) return { ok: null, text: "proof published: this page cannot check it here (no WebCrypto); openapi/examples/verify_table.py can" };
  const tableId = proven.data.table_id;
  const roots = [];
  if (table?.roll_root) roots.push([table.roll_root, table.first_nonce || 0]);
  if (opened?.roll_root) roots.push([opened.roll_root, 0]);
  for (const proof of proven.data.proofs) {
    const roll = (rollEvent?.data?.rolls || []).find((r) => r.nonce === proof.nonce);
    if (!roll) return { ok: null, text: "proof published; the roll it proves is not loaded here" };
    const secret = unhex(proof.secret);
    if (hex(await sha256(new Uint8Array([0]), secret)) !== roll.commitment) return { ok: false, text: "proof fails: the secret does not open the roll's commitment" };
    const faces = await facesOf(secret, tableId, roll);
    if (faces.join(" ") !== roll.faces.join(" ")) return { ok: false, text: `proof fails: the secret gives ${faces.join(" ")}, not the faces recorded` };
    let reached = false;
    for (const [root, first] of roots) if (proof.nonce >= first && (await rootOf(proof, first)) === root) reached = true;
    if (!reached) {
      if (table && (!table.roll_root || proof.nonce < (table.first_nonce || 0))) return { ok: true, text: "faces proven from the roll's committed secret; its seed is revealed since (the table's fairness check covers the rest)" };
      return { ok: false, text: "proof fails: the secret was not committed with the table's seed" };
    }
  }
  return { ok: true, text: "proven alone: the faces follow from a secret committed with the table's seed, before the roll (checked in this browser)" };
}

/** The proofs of an event list, by the version of the roll each proves. */
export function proofsOf(events) {
  const out = new Map();
  for (const e of events) if (e.type === "campaign.roll_proven") out.set(e.data.version, e);
  return out;
}

/** Whether the GM may prove this (visible) roll now: a roll of a table with per-roll commitments whose seed
 * is still secret, not proven yet (the server refuses anything else). */
export function provable(frame, campaign, proofs) {
  const rolls = frame.data?.rolls || [];
  const table = (campaign?.tables || []).find((t) => t.table_id === frame.data?.table_id);
  if (!table || !table.open || !table.roll_root || !rolls.length || proofs.has(frame.version)) return false;
  return rolls.every((r) => r.commitment && r.nonce >= (table.first_nonce || 0));
}

export function ProofCheck({ proven, events, campaign }) {
  const [result, setResult] = useState(null);
  const rollEvent = events.find((e) => e.version === proven.data.version);
  const table = (campaign?.tables || []).find((t) => t.table_id === proven.data.table_id);
  const opened = events.find((e) => e.type === "campaign.table_opened" && e.data?.table_id === proven.data.table_id);
  useEffect(() => {
    let live = true;
    checkProof(proven, rollEvent, table, opened)
      .then((r) => live && setResult(r))
      .catch((err) => live && setResult({ ok: false, text: `proof could not be checked: ${err.message}` }));
    return () => { live = false; };
  }, [proven.version, rollEvent?.version, rollEvent?.type, table?.roll_root]);
  const mark = result === null ? "…" : result.ok === true ? "✓" : result.ok === false ? "✗" : "•";
  const cls = result?.ok === true ? "proof ok" : result?.ok === false ? "proof bad" : "proof";
  return html`<span class=${cls} data-testid="proof" data-ok=${result ? String(result.ok) : undefined} role="status">${mark} ${result ? result.text : "checking the proof…"}</span>`;
}
