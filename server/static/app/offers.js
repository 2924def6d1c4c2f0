// The table's loop as buttons and prompts: what the rules wait for and what this viewer may do now.
//
// The server says it all (GET /campaigns/{id}/offers?table_id=…, domain/offers.py): the ruleset proposes,
// the server keeps only what its rules accept from this viewer on the current version. This page only
// draws it: the turn line, who is being waited on, and one small form per action — its asks as selects,
// die faces to tap, numbers, texts or checkboxes; a rolling action adds who sees the roll and, at a
// physical-dice table, the faces to enter. Nothing here knows a game's rules.
//
// data-testid: offers, turn, waiting, waiting-item (data-you="true" when it waits on this viewer), offer
// (data-command = the command's tag; data-prompt="true" when the rules wait for it), offer-ask (data-field),
// offer-die (a die face to tap; aria-pressed), offer-die-hint (what the tapped face means, when the server says), offer-visibility, offer-dice, offer-dice-hint, offer-send,
// problem.
import { html, useState, ProblemBox, diceHint } from "./ui.js";

let counter = 0;
const nextId = (p) => `${p}-${++counter}`;

/** `body` with `value` at the dotted `path` (nested objects made as needed; a whole-number segment indexes a
 * list the body already holds there, e.g. `sheet.doing_names.1`). */
function put(body, path, value) {
  const [head, ...rest] = path.split(".");
  if (Array.isArray(body) && /^\d+$/.test(head)) {
    const out = [...body];
    out[Number(head)] = rest.length ? put(out[Number(head)], rest.join("."), value) : value;
    return out;
  }
  const out = { ...(body || {}) };
  out[head] = rest.length ? put(out[head], rest.join("."), value) : value;
  return out;
}

function initial(ask) {
  if (ask.default !== undefined && ask.default !== null) return ask.default;
  if (ask.optional) return undefined;
  if (ask.kind === "flag") return false;
  if (ask.kind === "number") return ask.minimum ?? 0;
  if (ask.kind === "die") return undefined; // a die is tapped, never guessed
  if (ask.kind === "many") return (ask.choices || []).slice(0, Math.max(ask.minimum ?? 1, 1)).map((c) => c.value);
  return ask.choices && ask.choices.length ? ask.choices[0].value : undefined;
}

/** Physical dice: one roll per line, faces separated by spaces or commas ("3 5 9"). */
export function parseDice(text) {
  const rolls = String(text || "")
    .split(/\n|;/)
    .map((line) => line.split(/[\s,]+/).filter(Boolean).map(Number))
    .filter((r) => r.length);
  return rolls.length ? rolls : null;
}

function AskField({ ask: given, value, setValue, disabled }) {
  const ask = { ...given, choices: given.choices || [] }; // omitted from the JSON when empty
  const id = nextId("ask");
  const common = { "data-testid": "offer-ask", "data-field": ask.field };
  if (ask.kind === "die") {
    return html`<fieldset class="offer-dice-pick" ...${common}>
      <legend>${ask.label}</legend>
      ${ask.choices.map((c) => html`<button type="button" class=${`die${value === c.value ? " picked" : ""}`} data-testid="offer-die"
          aria-pressed=${value === c.value ? "true" : "false"} title=${c.hint || c.label} disabled=${disabled}
          onClick=${() => setValue(c.value)}>${c.label}</button>`)}
      ${(() => {
        const picked = ask.choices.find((c) => c.value === value);
        return picked && picked.hint ? html`<p class="hint" role="status" data-testid="offer-die-hint">${picked.hint}</p>` : null;
      })()}
    </fieldset>`;
  }
  if (ask.kind === "many") {
    const chosen = value || [];
    const has = (v) => chosen.some((x) => JSON.stringify(x) === JSON.stringify(v));
    const toggle = (v) => setValue(has(v) ? chosen.filter((x) => JSON.stringify(x) !== JSON.stringify(v)) : [...chosen, v]);
    const most = ask.maximum ?? ask.choices.length;
    return html`<fieldset class="offer-many" ...${common}>
      <legend>${ask.label}${most < ask.choices.length ? ` (up to ${most})` : ""}</legend>
      ${ask.choices.map((c) => {
        const cid = nextId("many");
        return html`<span class="offer-check"><input type="checkbox" id=${cid} checked=${has(c.value)}
          disabled=${disabled || (!has(c.value) && chosen.length >= most)} onChange=${() => toggle(c.value)} /><label for=${cid}>${c.label}</label></span>`;
      })}
    </fieldset>`;
  }
  if (ask.kind === "flag") {
    return html`<div class="offer-check" ...${common}><input type="checkbox" id=${id} checked=${!!value} disabled=${disabled}
      onChange=${(e) => setValue(e.target.checked)} /><label for=${id}>${ask.label}</label></div>`;
  }
  let input;
  if (ask.kind === "number") {
    input = html`<input id=${id} type="number" inputmode="numeric" min=${ask.minimum ?? undefined} max=${ask.maximum ?? undefined}
      value=${value ?? ""} disabled=${disabled} onInput=${(e) => setValue(e.target.value === "" ? undefined : Number(e.target.value))} />`;
  } else if (ask.kind === "text") {
    input = html`<input id=${id} type="text" maxlength="200" value=${value ?? ""} disabled=${disabled}
      onInput=${(e) => setValue(e.target.value || undefined)} />`;
  } else {
    const index = ask.choices.findIndex((c) => c.value === value);
    input = html`<select id=${id} value=${index < 0 ? "" : String(index)} disabled=${disabled}
        onChange=${(e) => setValue(e.target.value === "" ? undefined : ask.choices[Number(e.target.value)].value)}>
      ${ask.optional || index < 0 ? html`<option value="">${ask.optional ? "— none —" : "— choose —"}</option>` : null}
      ${ask.choices.map((c, i) => html`<option value=${String(i)}>${c.label}</option>`)}
    </select>`;
  }
  return html`<div class="offer-field" ...${common}><label for=${id}>${ask.label}</label>${input}</div>`;
}

export function ActionForm({ action, physical, send, onSent }) {
  const asks = action.asks || [];
  const [answers, setAnswers] = useState(() => Object.fromEntries(asks.map((a) => [a.field, initial(a)])));
  const [visibility, setVisibility] = useState("public");
  const [dice, setDice] = useState("");
  const [sent, setSent] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(null);
  const missing = asks.filter((a) => !a.optional && a.kind !== "flag" &&
    (answers[a.field] === undefined || answers[a.field] === "" || (a.kind === "many" && answers[a.field].length < Math.max(a.minimum ?? 1, 1))));
  const submit = async (e) => {
    e.preventDefault();
    let body = { ...(action.body || {}) };
    for (const a of asks) if (answers[a.field] !== undefined && answers[a.field] !== "") body = put(body, a.field, answers[a.field]);
    if (action.rolls) {
      body.visibility = visibility;
      if (physical) body.dice = parseDice(dice) || [];
    }
    setSent((body.dice || []).length);
    setBusy(true);
    setError(null);
    try {
      await send(action.command, body);
      setDice("");
      if (onSent) onSent();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const hint = diceHint(error, sent);
  const plain = !asks.length && !action.rolls;
  return html`<form class=${`offer${action.prompt ? " prompt" : ""}${plain ? " plain" : ""}`} data-testid="offer"
      data-command=${action.command} data-prompt=${action.prompt ? "true" : undefined} onSubmit=${submit} aria-label=${action.label}>
    ${asks.map((a) => html`<${AskField} ask=${a} value=${answers[a.field]} disabled=${busy}
        setValue=${(v) => setAnswers((old) => ({ ...old, [a.field]: v }))} />`)}
    ${action.rolls
      ? html`<div class="offer-field"><label for=${`${action.command}-vis`}>Who sees the roll</label>
          <select id=${`${action.command}-vis`} data-testid="offer-visibility" value=${visibility} onChange=${(e) => setVisibility(e.target.value)}>
            <option value="public">Everyone</option><option value="gm">The GM and the roller</option><option value="blind">The GM only (blind)</option>
          </select></div>`
      : null}
    ${action.rolls && physical
      ? html`<div class="offer-field"><label for=${`${action.command}-dice`}>Your dice: the faces, one roll per line</label>
          <textarea id=${`${action.command}-dice`} rows="2" data-testid="offer-dice" value=${dice} placeholder="4 6 2"
            onInput=${(e) => setDice(e.target.value)}></textarea></div>
          ${hint ? html`<p class="hint" role="status" data-testid="offer-dice-hint">${hint}</p>` : null}`
      : null}
    <button type="submit" data-testid="offer-send" disabled=${busy || missing.length > 0}
      title=${missing.length ? `Choose: ${missing.map((a) => a.label).join(", ")}` : action.hint || action.label}>${action.label}</button>
    ${action.hint && !plain ? html`<p class="muted hint">${action.hint}</p>` : null}
    ${error && !hint ? html`<${ProblemBox} error=${error} onDismiss=${() => setError(null)} />` : null}
  </form>`;
}

/** Offers as the server made them for this viewer: {version, turn, waiting[], actions[]} (null while loading). */
export function OffersPanel({ offers, campaign, tableId, send }) {
  if (!offers) return null;
  const me = campaign?.you?.member_id;
  const table = (campaign?.tables || []).find((t) => t.table_id === tableId);
  const physical = table && table.dice_mode === "physical";
  const actions = offers.actions || [];
  const prompts = actions.filter((a) => a.prompt);
  const groups = [];
  for (const a of actions.filter((a) => !a.prompt)) {
    const name = a.group || "Actions";
    let g = groups.find((x) => x.name === name);
    if (!g) groups.push((g = { name, actions: [] }));
    g.actions.push(a);
  }
  if (!offers.turn && !(offers.waiting || []).length && !actions.length) return null;
  const key = (a, i) => `${offers.version}-${a.command}-${i}-${JSON.stringify(a.body)}`;
  return html`<section class="panel offers" aria-labelledby="offers-title" data-testid="offers">
    <h2 id="offers-title">At the table</h2>
    ${offers.turn ? html`<p class="turn" data-testid="turn">${offers.turn}</p>` : null}
    ${(offers.waiting || []).length
      ? html`<ul class="waiting" data-testid="waiting" aria-label="Waiting for">
          ${offers.waiting.map((w) => {
            const you = (w.on || []).includes(me);
            return html`<li data-testid="waiting-item" data-you=${you ? "true" : undefined} class=${you ? "you" : ""}>
              ${you ? html`<strong>Your move: </strong>` : html`<span class="muted">Waiting for </span>`}${w.what}</li>`;
          })}
        </ul>`
      : null}
    ${prompts.length
      ? html`<div class="prompts">${prompts.map((a, i) => html`<${ActionForm} key=${key(a, i)} action=${a} physical=${physical} send=${send} />`)}</div>`
      : null}
    ${groups.map((g) => html`<div class="offer-group"><h3>${g.name}</h3>
        ${g.actions.map((a, i) => html`<${ActionForm} key=${key(a, i)} action=${a} physical=${physical} send=${send} />`)}</div>`)}
  </section>`;
}
