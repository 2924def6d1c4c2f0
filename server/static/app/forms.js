// A form per command, generated from its JSON schema in the OpenAPI document (/schema/openapi.json): a
// labelled input per property (text, number, checkbox), enums as selects, arrays of simple values as one
// item per line, anything else (nested objects, mixed unions) as a JSON textarea. The command's description
// is the help text and its example the placeholder (and a "Fill with the example" button). Properties whose
// name says they hold an id (table_id, character_id, owner_id, test_id, conflict_id, …) are offered as
// selects of what the campaign and state reads hold.
import { html, useState, useEffect, useMemo, ProblemBox, nameOf, title } from "./ui.js";

let documentPromise = null;
/** The OpenAPI document, fetched once per page. */
export function openapi() {
  documentPromise ??= fetch("/schema/openapi.json").then((r) => {
    if (!r.ok) throw new Error(`the API document did not load (${r.status})`);
    return r.json();
  });
  return documentPromise;
}

const PREFIX = { "robots-and-rapiers": "rr", "shapers-and-bots": "sb", "shapers-d100": "d100", "rotate-bird": "rb", "scratch-rps": "scratch" };
export const commandPrefix = (ruleset) => PREFIX[ruleset] || ruleset;

function deref(doc, schema, seen = 0) {
  if (!schema || seen > 20) return schema || {};
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop();
    const { $ref, ...rest } = schema;
    return deref(doc, { ...doc.components.schemas[name], ...rest }, seen + 1);
  }
  if (schema.allOf && schema.allOf.length === 1) {
    const { allOf, ...rest } = schema;
    return deref(doc, { ...deref(doc, allOf[0], seen + 1), ...rest }, seen + 1);
  }
  return schema;
}

/** {schema, nullable}: a `oneOf [X, null]` read as an optional X. */
function unwrap(doc, schema) {
  let s = deref(doc, schema);
  let nullable = false;
  const alts = s.oneOf || s.anyOf;
  if (alts) {
    const rest = alts.filter((a) => deref(doc, a).type !== "null");
    if (rest.length < alts.length) nullable = true;
    if (rest.length === 1) {
      const { oneOf, anyOf, ...outer } = s;
      s = { ...deref(doc, rest[0]), ...outer };
    }
  }
  if (Array.isArray(s.type)) {
    if (s.type.includes("null")) nullable = true;
    const t = s.type.filter((x) => x !== "null");
    s = { ...s, type: t.length === 1 ? t[0] : t };
  }
  return { schema: s, nullable };
}

/** Every command a campaign of `ruleset` takes: [{tag, summary, description, gmOnly, schema, example}]. */
export function commandsFor(doc, ruleset) {
  const prefix = commandPrefix(ruleset);
  const out = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const m = path.match(/\/commands\/([a-z0-9_]+)\.([a-z0-9_]+)$/);
    if (!m || !item.post) continue;
    if (m[1] !== "campaign" && m[1] !== prefix) continue;
    const op = item.post;
    const body = op.requestBody?.content?.["application/json"]?.schema || {};
    const schema = deref(doc, body);
    const description = op.description || body.description || "";
    out.push({
      tag: `${m[1]}.${m[2]}`,
      summary: op.summary || title(`${m[1]}.${m[2]}`),
      description,
      gmOnly: /Only the GM may/.test(description),
      schema,
      example: (body.examples || schema.examples || [])[0],
      doc,
    });
  }
  return out;
}

/** Id options for a property named `name`: [[value, label]], or null when the name names no known kind. */
export function idOptions(name, campaign, state) {
  if (!/_id$/.test(name) && !/_ids$/.test(name)) return null;
  const base = name.replace(/_ids?$/, "");
  const s = state?.state || {};
  if (/(^|_)table$/.test(base)) return (campaign?.tables || []).filter((t) => t.open).map((t) => [t.table_id, t.name]);
  if (/(^|_)(member|owner|roller|player|gm)$/.test(base)) return (campaign?.members || []).filter((m) => m.active !== false).map((m) => [m.member_id, `${m.name} (${m.role})`]);
  const collections = { ...(s.game || {}) };
  if (!collections.characters) collections.characters = s.characters || {};
  let best = null;
  for (const [key, value] of Object.entries(collections)) {
    if (!value || typeof value !== "object" || Array.isArray(value)) continue;
    const singular = key.replace(/ies$/, "y").replace(/s$/, "");
    if (base === singular || base.endsWith("_" + singular) || (singular === "character" && /(attacker|defender|target|source|combatant|robot|npc|actor)$/.test(base))) {
      if (!best || singular.length > best[0].length) best = [singular, value];
    }
  }
  if (!best) return null;
  return Object.entries(best[1]).map(([id, e]) => [id, entityLabel(id, e, campaign)]);
}

export function entityLabel(id, e, campaign) {
  if (!e || typeof e !== "object") return id.slice(0, 8);
  const name = e.name || e.label || (e.sheet && e.sheet.name);
  if (name) return String(name);
  const who = e.character_id ? nameOf(campaign, e.character_id) : e.owner_id ? nameOf(campaign, e.owner_id) : "";
  const what = e.program || e.attribute || e.kind || e.skill || e.type || "";
  return [who, what, id.slice(0, 8)].filter(Boolean).join(" · ");
}

function kindOf(s) {
  if (s.enum) return "enum";
  if (s.const !== undefined) return "const";
  const t = s.type;
  if (t === "string") return "string";
  if (t === "integer" || t === "number") return "number";
  if (t === "boolean") return "boolean";
  if (t === "array") {
    const item = s.items || {};
    if (item.type === "array" && (item.items?.type === "integer" || item.items?.type === "number")) return "faces";
    if (item.type === "string" || item.type === "integer" || item.type === "number" || item.enum) return "list";
    return "json";
  }
  return "json";
}

/** The form's fields: [{name, label, help, required, kind, schema, options}] */
export function fieldsOf(command, campaign, state) {
  const { doc, schema } = command;
  const required = new Set(schema.required || []);
  return Object.entries(schema.properties || {})
    .filter(([name]) => name !== "type")
    .map(([name, raw]) => {
      const { schema: s, nullable } = unwrap(doc, raw);
      let kind = kindOf(s);
      const ids = kind === "string" || kind === "list" ? idOptions(name, campaign, state) : null;
      if (ids && kind === "string") kind = "id";
      return {
        name,
        label: name.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase()),
        help: s.description || raw.description || "",
        required: required.has(name) && !nullable,
        kind,
        schema: s,
        options: kind === "enum" ? s.enum.filter((v) => v !== null) : ids,
        default: s.default,
      };
    });
}

function show(value) {
  if (value === undefined || value === null) return "";
  return typeof value === "object" ? JSON.stringify(value, null, 1) : String(value);
}

/** The fields' texts → the command's JSON body (empty optional fields left out). Throws on bad JSON. */
export function bodyOf(fields, values) {
  const body = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === "boolean") {
      if (v !== undefined && v !== "") body[f.name] = v === true || v === "true";
      continue;
    }
    if (v === undefined || v === "") continue;
    if (f.kind === "number") body[f.name] = Number(v);
    else if (f.kind === "faces") {
      body[f.name] = String(v).split("\n").map((line) => line.split(/[\s,]+/).filter(Boolean).map(Number)).filter((g) => g.length);
    } else if (f.kind === "list") {
      const items = String(v).split(/\n|,/).map((x) => x.trim()).filter(Boolean);
      const t = f.schema.items?.type;
      body[f.name] = t === "integer" || t === "number" ? items.map(Number) : items;
    } else if (f.kind === "json") {
      try {
        body[f.name] = JSON.parse(v);
      } catch {
        throw new Error(`${f.label}: not valid JSON`);
      }
    } else if (f.kind === "enum") {
      const match = f.options.find((o) => String(o) === v);
      body[f.name] = match === undefined ? v : match;
    } else body[f.name] = v;
  }
  return body;
}

/** Sensible starting values: the only open table, my only character. */
function initialValues(fields, ctx) {
  const values = {};
  for (const f of fields) {
    if (f.kind === "id" && f.options?.length) {
      if (f.name === "table_id" && ctx.tableId && f.options.some(([v]) => v === ctx.tableId)) values[f.name] = ctx.tableId;
      else if (f.options.length === 1 && f.required) values[f.name] = f.options[0][0];
    }
  }
  return values;
}

function exampleValues(fields, example) {
  const values = {};
  for (const f of fields) {
    if (!example || !(f.name in example)) continue;
    if (f.kind === "id") continue; // the example's ids name nothing in this campaign
    const v = example[f.name];
    values[f.name] =
      f.kind === "list" && Array.isArray(v) ? v.join("\n")
      : f.kind === "faces" && Array.isArray(v) ? v.map((g) => (Array.isArray(g) ? g.join(" ") : g)).join("\n")
      : f.kind === "boolean" ? v
      : show(v);
  }
  return values;
}

/** The ids a JSON field may need (the example's are made up): characters, members, tables. */
function IdsHint({ campaign }) {
  if (!campaign) return null;
  const rows = [
    ...(campaign.characters || []).map((c) => ["character", c.name, c.character_id]),
    ...(campaign.members || []).map((m) => ["member", m.name, m.member_id]),
    ...(campaign.tables || []).filter((t) => t.open).map((t) => ["table", t.name, t.table_id]),
  ];
  if (!rows.length) return null;
  return html`<details class="ids"><summary>Ids in this campaign</summary>
    <ul>${rows.map(([kind, name, id]) => html`<li key=${id}>${kind} ${name}: <code>${id}</code></li>`)}</ul>
  </details>`;
}

/** One command's form. Props: command (from commandsFor), send(type, body), campaign, state, tableId, onSent. */
export function CommandForm({ command, send, campaign, state, tableId, onSent, compact }) {
  const fields = useMemo(() => fieldsOf(command, campaign, state), [command, campaign, state]);
  const [values, setValues] = useState(() => initialValues(fields, { tableId }));
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState(null);
  const formId = `form-${command.tag.replace(/\./g, "-")}`;
  const set = (name, v) => setValues((old) => ({ ...old, [name]: v }));

  const submit = async (e) => {
    e.preventDefault();
    setError(null);
    setResult(null);
    let body;
    try {
      body = bodyOf(fields, values);
    } catch (err) {
      setError(err);
      return;
    }
    setBusy(true);
    try {
      const r = await send(command.tag, body);
      setResult(`Done: version ${r?.version ?? "?"}, ${(r?.events || []).length} event(s).`);
      onSent?.(r);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const table = (campaign?.tables || []).find((t) => t.table_id === (values.table_id || tableId));
  const mode = table?.dice_mode;
  const control = (f) => {
    const id = `${formId}-${f.name}`;
    // dice entered by hand only at a physical table; a client seed only at a verifiable one
    if (f.name === "dice" && f.kind === "faces" && mode && mode !== "physical") return null;
    if (f.name === "client_seed" && mode && mode !== "verifiable") return null;
    const v = values[f.name] ?? "";
    const ex = command.example && f.name in command.example && f.kind !== "id" ? show(command.example[f.name]) : "";
    const common = { id, name: f.name, "aria-describedby": f.help ? `${id}-help` : undefined };
    let input;
    if (f.kind === "enum" || f.kind === "id") {
      const opts = f.kind === "enum" ? f.options.map((o) => [String(o), String(o)]) : f.options;
      input = html`<select ...${common} value=${v} required=${f.required} onChange=${(e) => set(f.name, e.target.value)}>
        <option value="">${f.required ? "— choose —" : "— none —"}</option>
        ${opts.map(([val, label]) => html`<option value=${val}>${label}</option>`)}
      </select>`;
    } else if (f.kind === "boolean") {
      input = html`<input type="checkbox" ...${common} checked=${v === true || v === "true"} onChange=${(e) => set(f.name, e.target.checked)} />`;
    } else if (f.kind === "number") {
      input = html`<input type="number" ...${common} step=${f.schema.type === "integer" ? 1 : "any"} min=${f.schema.minimum} max=${f.schema.maximum} required=${f.required} placeholder=${ex || show(f.default)} value=${v} onInput=${(e) => set(f.name, e.target.value)} />`;
    } else if (f.kind === "faces") {
      input = html`<textarea ...${common} rows="2" inputmode="numeric" required=${f.required || mode === "physical"} placeholder="the faces rolled, e.g. 3 5 10 1 (one line per group of dice)" value=${v} onInput=${(e) => set(f.name, e.target.value)}></textarea>`;
    } else if (f.kind === "list" && f.options?.length) {
      const chosen = new Set(String(v).split("\n").filter(Boolean));
      const toggle = (val, on) =>
        setValues((old) => {
          const next = new Set(String(old[f.name] ?? "").split("\n").filter(Boolean));
          if (on) next.add(val);
          else next.delete(val);
          return { ...old, [f.name]: [...next].join("\n") };
        });
      return html`<fieldset class="field field-choices">
        <legend>${f.label}${f.required ? html`<span aria-hidden="true"> *</span>` : ""}</legend>
        ${f.options.map(([val, label], i) => html`<label class="choice" for=${`${id}-${i}`}><input type="checkbox" id=${`${id}-${i}`} name=${f.name} value=${val} checked=${chosen.has(val)} onChange=${(e) => toggle(val, e.target.checked)} /> ${label}</label>`)}
        ${f.help ? html`<small class="help">${f.help}</small>` : null}
      </fieldset>`;
    } else if (f.kind === "list" || f.kind === "json") {
      input = html`<textarea ...${common} rows=${f.kind === "json" ? 4 : 2} required=${f.required} placeholder=${f.kind === "list" ? "one per line" + (ex ? `, e.g. ${ex}` : "") : ex || "JSON"} value=${v} onInput=${(e) => set(f.name, e.target.value)}></textarea>`;
    } else if (f.kind === "const") {
      return null;
    } else {
      input = html`<input type="text" ...${common} required=${f.required} maxlength=${f.schema.maxLength} placeholder=${ex || show(f.default)} value=${v} onInput=${(e) => set(f.name, e.target.value)} />`;
    }
    return html`<div class=${`field field-${f.kind}`}>
      <label for=${id}>${f.label}${f.required ? html`<span aria-hidden="true"> *</span>` : ""}${f.kind === "json" ? html` <span class="muted">(JSON)</span>` : ""}</label>
      ${input}
      ${f.kind === "faces" ? html`<small class="help">Physical dice (this table's dice are rolled by hand): type the faces you rolled.</small>` : null}
      ${f.name === "client_seed" ? html`<small class="help">Verifiable dice: any words of yours, mixed into the roll's seed (optional).</small>` : null}
      ${f.help ? html`<small id=${`${id}-help`} class="help">${f.help}</small>` : null}
      ${f.kind === "json" ? html`<${IdsHint} campaign=${campaign} />` : null}
    </div>`;
  };

  return html`<form class="command-form" data-testid=${`form-${command.tag}`} aria-labelledby=${`${formId}-title`} onSubmit=${submit}>
    <h4 id=${`${formId}-title`}>${command.summary} <code class="muted">${command.tag}</code></h4>
    ${!compact && command.description ? html`<p class="help">${command.description}</p>` : null}
    ${fields.length === 0 ? html`<p class="muted">No fields.</p>` : fields.map(control)}
    <div class="row">
      <button type="submit" disabled=${busy} data-testid=${`send-${command.tag}`}>${busy ? "Sending…" : "Send"}</button>
      ${command.example ? html`<button type="button" class="secondary" onClick=${() => setValues((old) => ({ ...old, ...exampleValues(fields, command.example) }))}>Fill with the example</button>` : null}
    </div>
    ${result ? html`<p class="ok" role="status">${result}</p>` : null}
    <${ProblemBox} error=${error} onDismiss=${() => setError(null)} />
  </form>`;
}

/** A picker over every command a role may send, and the chosen command's form. */
const QUICK = /\.(roll|spend|pay|take|use|attempt|oppose|end_turn|start_turn)/;

export function CommandPicker({ ruleset, role, send, campaign, state, tableId, filter, quick, testid = "command-forms" }) {
  const [doc, setDoc] = useState(null);
  const [error, setError] = useState(null);
  const [tag, setTag] = useState("");
  useEffect(() => {
    openapi().then(setDoc, setError);
  }, []);
  if (error) return html`<${ProblemBox} error=${error} />`;
  if (!doc) return html`<p class="muted">Loading the commands…</p>`;
  let commands = commandsFor(doc, ruleset).filter((c) => role === "gm" || !c.gmOnly);
  if (filter) commands = commands.filter(filter);
  const chosen = commands.find((c) => c.tag === tag);
  const id = `${testid}-pick`;
  const quickOnes = quick ? commands.filter((c) => QUICK.test(c.tag)) : [];
  return html`<div class="command-picker" data-testid=${testid}>
    ${quickOnes.length
      ? html`<div class="quick row" data-testid="quick-actions" role="group" aria-label="Quick actions">
          ${quickOnes.map((c) => html`<button type="button" class=${`small ${c.tag === tag ? "" : "secondary"}`} aria-pressed=${c.tag === tag} data-tag=${c.tag} onClick=${() => setTag(c.tag)}>${title(c.tag)}</button>`)}
        </div>`
      : null}
    <label for=${id}>Command</label>
    <select id=${id} data-testid="command-select" value=${tag} onChange=${(e) => setTag(e.target.value)}>
      <option value="">— choose a command (${commands.length}) —</option>
      ${commands.map((c) => html`<option value=${c.tag}>${c.tag} — ${c.summary}</option>`)}
    </select>
    ${chosen ? html`<${CommandForm} key=${chosen.tag} command=${chosen} send=${send} campaign=${campaign} state=${state} tableId=${tableId} />` : null}
  </div>`;
}
