// A form per command, generated from its JSON schema in the OpenAPI document (its game system's part,
// /app/commands/{ruleset}): a
// labelled input per property (text, number, checkbox), enums as selects, arrays of simple values as one
// item per line (or checkboxes when the values are known), nested objects as fieldsets of their properties
// (recursively, $refs resolved), maps (additionalProperties of a simple type) as name → value rows with the
// known names offered, arrays of objects as rows added and removed, unions as a choice of variant; a JSON
// textarea only for what none of these covers. The command's description is the help text; its example
// prefills the form (and "Fill with the example" restores it). Properties whose name says they hold an id
// (table_id, character_id, owner_id, test_id, conflict_id, …) are selects of what the campaign and state
// reads hold, at any depth (the example's ids are made up and never copied).
import { html, useState, useEffect, useMemo, ProblemBox, nameOf, title, diceHint } from "./ui.js";

const documents = {};
/** The part of the OpenAPI document a game system's forms need (its commands and the campaign's, with the
 * schemas they use: GET /app/commands/{ruleset}), fetched once per page and revalidated by its ETag. */
export function openapi(ruleset) {
  documents[ruleset] ??= fetch(`/app/commands/${encodeURIComponent(ruleset)}`).then((r) => {
    if (!r.ok) throw new Error(`the command forms did not load (${r.status})`);
    return r.json();
  });
  return documents[ruleset];
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
  let entries = Object.entries(best[1]);
  // a player acts with their own characters: `character_id` (the one who acts) offers only theirs
  const me = campaign?.you;
  if (best[0] === "character" && base === "character" && me && me.role === "player") {
    const mine = new Set((campaign.characters || []).filter((c) => c.owner_id === me.member_id).map((c) => c.character_id));
    entries = entries.filter(([id]) => mine.has(id));
  }
  return entries.map(([id, e], i) => [id, entityLabel(id, e, campaign, i)]);
}

export function entityLabel(id, e, campaign, index = 0) {
  if (!e || typeof e !== "object") return `#${index + 1}`;
  const name = e.name || e.label || (e.sheet && e.sheet.name);
  if (name) return String(name);
  const whose = e.character_id || e.owner_id || e.member_id;
  const who = whose ? nameOf(campaign, whose) : "";
  // what a record is or gave: a program, an attribute, a kind… or (R&R) the Design Points a roll gave
  const what = e.design_points !== undefined ? `${e.design_points} Design Points${e.used ? " (used)" : ""}`
    : inWords(e.program || e.attribute || e.kind || e.skill || e.type || "");
  // a conflict by who is in it: "Ann, Grob" rather than its id
  const members = e.combatants && typeof e.combatants === "object" ? Object.keys(e.combatants) : Array.isArray(e.order) ? e.order : [];
  const fighters = members.map((x) => (typeof x === "string" ? x : x?.character_id)).filter(Boolean).map((c) => nameOf(campaign, c));
  const parts = [who, what, fighters.length ? fighters.join(", ") : ""].filter(Boolean);
  return parts.length ? parts.join(" · ") : `#${index + 1}`;
}

const LEAVES = new Set(["string", "number", "boolean", "enum", "id", "list", "faces"]);

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

/** A union whose variants are all enums of strings (e.g. two lists of situations) is one enum. */
function mergeEnums(doc, s) {
  const alts = s.oneOf || s.anyOf;
  if (s.type === "array" && s.items) {
    const items = mergeEnums(doc, deref(doc, s.items));
    return items === s.items ? s : { ...s, items };
  }
  if (!alts) return s;
  const parts = alts.map((a) => deref(doc, a));
  if (!parts.every((a) => Array.isArray(a.enum))) return s;
  const { oneOf, anyOf, ...rest } = s;
  return { ...rest, type: "string", enum: parts.flatMap((a) => a.enum) };
}

/** A field's label: its name in words, an id field by what it names ("character_id" → "Character",
 * "target_ids" → "Targets"). */
const labelOf = (name) =>
  String(name).replace(/_ids$/, "s").replace(/_id$/, "").replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
/** An enum value as words: `blind_opponent` → "blind opponent" (a value that is already words stays); a
 * schema's `x-labels` (value → the rulebook's words) comes first where the API document gives them. */
const inWords = (value) => String(value).replace(/_/g, " ");

/** The names a map's keys may take: its propertyNames enum, the `quoted` words of its description, the example's keys. */
function knownKeys(s, example) {
  const keys = new Set(s.propertyNames?.enum || []);
  for (const m of String(s.description || "").matchAll(/`([^`\s]+)`/g)) keys.add(m[1]);
  if (example && typeof example === "object" && !Array.isArray(example)) Object.keys(example).forEach((k) => keys.add(k));
  return [...keys];
}

function variantTitle(v, i) {
  const konst = Object.values(v.properties || {}).find((p) => p.const !== undefined)?.const;
  return String(konst ?? v.title ?? (v.enum ? v.enum.join("/") : v.type) ?? `variant ${i + 1}`);
}

/**
 * One field of a form, described from its schema: {name, label, help, required, kind, schema, options,
 * default, children (object), value (map), keys (map), item (rows), variants (union)}. Kinds: string,
 * number, boolean, enum, id, list, faces, const, object (a fieldset of its properties), map (key → value
 * rows), rows (an array of objects, rows added and removed), union (a choice of variant), json (the rest).
 */
export function describe(doc, name, raw, required, ctx, example, depth = 0) {
  const { schema: unwrapped, nullable } = unwrap(doc, raw || {});
  const s = mergeEnums(doc, unwrapped);
  const f = {
    name,
    label: labelOf(name),
    help: s.description && depth ? s.description : s.description || raw?.description || "",
    required: required && !nullable,
    kind: kindOf(s),
    schema: s,
    default: s.default,
  };
  if (depth === 0 && !raw?.description && unwrapped.title === s.title && s.properties) f.help = "";
  const alts = (s.oneOf || s.anyOf || []).map((a) => deref(doc, a)).filter((a) => a.type !== "null");
  if (depth > 6) return f;
  if (alts.length > 1) {
    f.kind = "union";
    f.variants = alts.map((v, i) => ({ title: variantTitle(v, i), field: describe(doc, name, v, true, ctx, undefined, depth + 1) }));
  } else if (f.kind === "enum") {
    f.options = s.enum.filter((v) => v !== null);
  } else if (s.type === "object" || (!s.type && s.properties)) {
    const req = new Set(s.required || []);
    if (s.properties && Object.keys(s.properties).length) {
      f.kind = "object";
      f.children = Object.entries(s.properties)
        .filter(([n]) => !(depth === 0 && n === "type"))
        .map(([n, r]) => describe(doc, n, r, req.has(n), ctx, example?.[n], depth + 1));
    } else if (s.additionalProperties && typeof s.additionalProperties === "object") {
      const value = describe(doc, "value", s.additionalProperties, true, ctx, undefined, depth + 1);
      if (LEAVES.has(value.kind)) {
        f.kind = "map";
        f.value = value;
        f.keys = knownKeys(s, example);
        // a map keyed by character ("`dream_states` … says who entered asleep")
        if (new RegExp("`" + name + "`[^.]*\\bwho\\b").test(ctx.description || "")) f.keyOptions = idOptions("character_id", ctx.campaign, ctx.state);
      }
    }
  } else if (s.type === "array") {
    const item = deref(doc, s.items || {});
    if (f.kind === "json" && (item.type === "object" || item.properties || item.oneOf || item.anyOf)) {
      const ex = Array.isArray(example) ? example[0] : undefined;
      const d = describe(doc, name.replace(/s$/, ""), item, true, ctx, ex, depth + 1);
      if (d.kind !== "json") {
        f.kind = "rows";
        f.item = d;
      }
    }
  }
  if (f.kind === "string" || f.kind === "list") {
    const ids = idOptions(name, ctx.campaign, ctx.state);
    if (ids && f.kind === "string") f.kind = "id";
    if (ids) f.options = ids;
  }
  return f;
}

/** The form's fields: [{name, label, help, required, kind, schema, options, …}] (see describe). */
export function fieldsOf(command, campaign, state) {
  const top = describe(command.doc, "body", command.schema, true, { campaign, state, description: command.description }, command.example);
  if (top.kind !== "object") return [];
  if (campaign?.you?.role === "gm") return top.children;
  // what a player may not set (`x-gm-only` in the API document: the command's gm_fields) is not shown
  return top.children.filter((f) => f.required || f.schema?.["x-gm-only"] !== true);
}

function show(value) {
  if (value === undefined || value === null) return "";
  return typeof value === "object" ? JSON.stringify(value, null, 1) : String(value);
}

const isEmpty = (v) => v === undefined || v === "" || v === null;

/** One field's value (as the form holds it) → its JSON, or undefined when left empty. Throws on bad JSON. */
export function valueOf(f, v) {
  switch (f.kind) {
    case "const":
      return f.schema.const;
    case "boolean":
      return isEmpty(v) ? undefined : v === true || v === "true";
    case "object": {
      const out = {};
      for (const c of f.children) {
        const x = valueOf(c, v?.[c.name]);
        if (x !== undefined && !(c.kind === "const" && !c.required)) out[c.name] = x;
      }
      const filled = f.children.some((c) => c.kind !== "const" && out[c.name] !== undefined);
      return filled || f.required ? out : undefined;
    }
    case "map": {
      const out = {};
      for (const row of v || []) {
        const key = String(row?.k ?? "").trim();
        const x = valueOf(f.value, row?.v);
        if (key && x !== undefined) out[key] = x;
      }
      return Object.keys(out).length || f.required ? out : undefined;
    }
    case "rows": {
      const out = (v || []).map((row) => valueOf({ ...f.item, required: true }, row));
      return out.length || f.required ? out : undefined;
    }
    case "union": {
      const variant = f.variants[v?.i ?? 0];
      return variant ? valueOf({ ...variant.field, required: f.required }, v?.v) : undefined;
    }
  }
  if (isEmpty(v)) return undefined;
  if (f.kind === "number") return Number(v);
  if (f.kind === "faces") return String(v).split("\n").map((line) => line.split(/[\s,]+/).filter(Boolean).map(Number)).filter((g) => g.length);
  if (f.kind === "list") {
    const items = String(v).split(/\n|,/).map((x) => x.trim()).filter(Boolean);
    const t = f.schema.items?.type;
    return t === "integer" || t === "number" ? items.map(Number) : items;
  }
  if (f.kind === "json") {
    try {
      return JSON.parse(v);
    } catch {
      throw new Error(`${f.label}: not valid JSON`);
    }
  }
  if (f.kind === "enum") {
    const match = f.options.find((o) => String(o) === v);
    return match === undefined ? v : match;
  }
  return v;
}

/** The fields' values → the command's JSON body (empty optional fields left out). Throws on bad JSON. */
export function bodyOf(fields, values, skip = () => false) {
  const body = {};
  for (const f of fields) {
    if (f.kind === "const" || skip(f)) continue;
    const v = valueOf(f, values[f.name]);
    if (v !== undefined) body[f.name] = v;
  }
  return body;
}

/** A JSON value (the command's example) → the form's value of field f; ids are left out (the example's are made up). */
export function fromJson(f, v) {
  if (v === undefined || v === null) return undefined;
  switch (f.kind) {
    case "id":
      return undefined;
    case "object":
      return typeof v === "object" ? Object.fromEntries(f.children.map((c) => [c.name, fromJson(c, v[c.name])]).filter(([, x]) => x !== undefined)) : undefined;
    case "map":
      if (f.keyOptions) return undefined; // keyed by the example's made-up ids
      return typeof v === "object" ? Object.entries(v).map(([k, x]) => ({ k, v: fromJson(f.value, x) })) : undefined;
    case "rows":
      return Array.isArray(v) ? v.map((x) => fromJson(f.item, x) ?? {}) : undefined;
    case "union": {
      let i = f.variants.findIndex(({ field: vf }) => {
        if (vf.kind === "object") return typeof v === "object" && vf.children.every((c) => c.kind !== "const" || v[c.name] === c.schema.const) && Object.keys(v).every((k) => vf.children.some((c) => c.name === k));
        if (vf.kind === "number") return typeof v === "number";
        if (vf.kind === "boolean") return typeof v === "boolean";
        if (vf.kind === "enum") return vf.options.includes(v);
        if (vf.kind === "string") return typeof v === "string";
        return false;
      });
      if (i < 0) i = 0;
      return { i, v: fromJson(f.variants[i].field, v) };
    }
    case "list":
      if (f.options) return undefined; // a list of ids
      return Array.isArray(v) ? v.join("\n") : show(v);
    case "faces":
      return Array.isArray(v) ? v.map((g) => (Array.isArray(g) ? g.join(" ") : g)).join("\n") : show(v);
    case "boolean":
      return v;
    case "json":
      return JSON.stringify(v, null, 1);
  }
  return show(v);
}

/** Sensible starting values: the command's example (without its ids), the watched table, my only character. */
function initialValues(fields, ctx) {
  const values = ctx.example ? exampleValues(fields, ctx.example) : {};
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
    const v = fromJson(f, example[f.name]);
    if (v !== undefined) values[f.name] = v;
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

const star = (f) => (f.required ? html`<span aria-hidden="true"> *</span>` : "");

/** A leaf control (input, select, textarea) of field f holding value v; `label` overrides the visible label. */
function Leaf({ f, v, set: update, id, ctx, label, bare }) {
  const set = (x) => update(() => x);
  const ex = ctx.example !== undefined && f.kind !== "id" ? show(ctx.example) : "";
  const common = { id, name: f.name, "aria-describedby": f.help && !bare ? `${id}-help` : undefined, "aria-label": bare ? label : undefined };
  const mode = ctx.mode;
  v = v ?? "";
  let input;
  if (f.kind === "enum" || f.kind === "id") {
    const opts = f.kind === "enum" ? f.options.map((o) => [String(o), f.schema["x-labels"]?.[o] ?? inWords(o)]) : f.options;
    input = html`<select ...${common} value=${v} required=${f.required} onChange=${(e) => set(e.target.value)}>
      <option value="">${f.required ? "— choose —" : "— none —"}</option>
      ${opts.map(([val, text]) => html`<option value=${val}>${text}</option>`)}
    </select>`;
  } else if (f.kind === "boolean") {
    input = html`<input type="checkbox" ...${common} checked=${v === "" ? f.default === true : v === true || v === "true"} onChange=${(e) => set(e.target.checked)} />`;
  } else if (f.kind === "number") {
    input = html`<input type="number" ...${common} step=${f.schema.type === "integer" ? 1 : "any"} min=${f.schema.minimum} max=${f.schema.maximum} required=${f.required} placeholder=${ex || show(f.default)} value=${v} onInput=${(e) => set(e.target.value)} />`;
  } else if (f.kind === "faces") {
    input = html`<textarea ...${common} rows="2" inputmode="numeric" required=${f.required || mode === "physical"} placeholder="the faces rolled, e.g. 3 5 10 1 (one line per group of dice)" value=${v} onInput=${(e) => set(e.target.value)}></textarea>`;
  } else if (f.kind === "list" && f.options?.length) {
    const chosen = new Set(String(v).split("\n").filter(Boolean));
    const toggle = (val, on) =>
      update((old) => {
        const next = new Set(String(old ?? "").split("\n").filter(Boolean));
        if (on) next.add(val);
        else next.delete(val);
        return [...next].join("\n");
      });
    return html`<fieldset class="field field-choices">
      <legend>${label ?? f.label}${star(f)}</legend>
      ${f.options.map(([val, text], i) => html`<label class="choice" for=${`${id}-${i}`}><input type="checkbox" id=${`${id}-${i}`} name=${f.name} value=${val} checked=${chosen.has(val)} onChange=${(e) => toggle(val, e.target.checked)} /> ${text}</label>`)}
      ${f.help ? html`<small class="help">${f.help}</small>` : null}
    </fieldset>`;
  } else if (f.kind === "list" && f.schema.items?.enum) {
    const opts = f.schema.items.enum.map((o) => [String(o), f.schema["x-labels"]?.[o] ?? inWords(o)]);
    return html`<${Leaf} f=${{ ...f, options: opts }} v=${v} set=${update} id=${id} ctx=${ctx} label=${label} />`;
  } else if (f.kind === "list" || f.kind === "json") {
    input = html`<textarea ...${common} rows=${f.kind === "json" ? 4 : 2} required=${f.required} placeholder=${f.kind === "list" ? "one per line" + (ex ? `, e.g. ${ex}` : "") : ex || "JSON"} value=${v} onInput=${(e) => set(e.target.value)}></textarea>`;
  } else if (f.kind === "const") {
    return null;
  } else {
    input = html`<input type="text" ...${common} required=${f.required} maxlength=${f.schema.maxLength} placeholder=${ex || show(f.default)} value=${v} onInput=${(e) => set(e.target.value)} />`;
  }
  if (bare) return input;
  return html`<div class=${`field field-${f.kind}`}>
    <label for=${id}>${label ?? f.label}${star(f)}${f.kind === "json" ? html` <span class="muted">(JSON)</span>` : ""}</label>
    ${input}
    ${f.kind === "faces" ? html`<small class="help">Physical dice (this table's dice are rolled by hand): type the faces you rolled.</small>` : null}
    ${f.name === "client_seed" ? html`<small class="help">Verifiable dice: any words of yours, mixed into the roll's seed (optional).</small>` : null}
    ${f.help ? html`<small id=${`${id}-help`} class="help">${f.help}</small>` : null}
    ${f.kind === "json" ? html`<${IdsHint} campaign=${ctx.campaign} />` : null}
  </div>`;
}

const asObject = (v) => (v && typeof v === "object" && !Array.isArray(v) ? v : {});

/** Whether any field of an object's form holds a value: an optional object's fields are required only then
(an optional group left empty is left out of the body, as valueOf does). */
const started = (obj) => Object.values(obj).some((x) => (x && typeof x === "object" ? started(x) : !isEmpty(x)));

/** Field f's control, whatever its kind: nested objects, maps, rows and unions recurse. */
function Control({ f, v, set, id, ctx }) {
  if (ctx.hidden?.(f)) return null;
  if (f.kind === "object") {
    const obj = v && typeof v === "object" ? v : {};
    return html`<fieldset class="field field-object" data-field=${f.name}>
      <legend>${f.label}${star(f)}</legend>
      ${f.help ? html`<small class="help">${f.help}</small>` : null}
      ${f.children.map((c) => html`<${Control} key=${c.name} f=${f.required || started(obj) ? c : { ...c, required: false }} v=${obj[c.name]} set=${(fn) => set((old) => ({ ...asObject(old), [c.name]: fn(asObject(old)[c.name]) }))} id=${`${id}-${c.name}`} ctx=${{ ...ctx, example: ctx.example?.[c.name], hidden: null }} />`)}
    </fieldset>`;
  }
  if (f.kind === "map") {
    const rows = Array.isArray(v) ? v : [];
    const used = new Set(rows.map((r) => r.k));
    const listId = `${id}-keys`;
    const put = (i, fn) => set((old) => (Array.isArray(old) ? old : []).map((r, j) => (j === i ? fn(r) : r)));
    const free = f.keyOptions ? [] : f.keys.filter((k) => !used.has(k));
    return html`<fieldset class="field field-map" data-field=${f.name}>
      <legend>${f.label}${star(f)}</legend>
      ${f.help ? html`<small class="help">${f.help}</small>` : null}
      ${f.keys.length ? html`<datalist id=${listId}>${f.keys.map((k) => html`<option value=${k} />`)}</datalist>` : null}
      ${rows.map((r, i) => html`<div class="map-row row" key=${i} data-testid="map-row">
        ${f.keyOptions
          ? html`<select id=${`${id}-${i}-key`} aria-label=${`${f.label}: who ${i + 1}`} value=${r.k ?? ""} onChange=${(e) => { const k = e.target.value; put(i, (old) => ({ ...old, k })); }}>
              <option value="">— choose —</option>${f.keyOptions.map(([val, text]) => html`<option value=${val}>${text}</option>`)}</select>`
          : html`<input type="text" id=${`${id}-${i}-key`} aria-label=${`${f.label}: name ${i + 1}`} list=${f.keys.length ? listId : undefined} value=${r.k ?? ""} placeholder="name" onInput=${(e) => { const k = e.target.value; put(i, (old) => ({ ...old, k })); }} />`}
        <${Leaf} f=${f.value} v=${r.v} set=${(fn) => put(i, (old) => ({ ...old, v: fn(old?.v) }))} id=${`${id}-${i}-value`} ctx=${{ ...ctx, example: undefined }} label=${`${f.label}: ${r.k || `value ${i + 1}`}`} bare=${true} />
        <button type="button" class="small secondary" aria-label=${`Remove ${r.k || `row ${i + 1}`} from ${f.label}`} onClick=${() => set((old) => old.filter((_, j) => j !== i))}>✕</button>
      </div>`)}
      <div class="row">
        <button type="button" class="small secondary" onClick=${() => set((old) => [...(old || []), { k: free[0] ?? "", v: "" }])}>Add to ${f.label.toLowerCase()}</button>
        ${free.length > 1 ? html`<select aria-label=${`Add a known name to ${f.label}`} value="" onChange=${(e) => { const k = e.target.value; if (k) set((old) => [...(old || []), { k, v: "" }]); }}>
          <option value="">— add … —</option>${free.map((k) => html`<option value=${k}>${k}</option>`)}</select>` : null}
      </div>
    </fieldset>`;
  }
  if (f.kind === "rows") {
    const rows = Array.isArray(v) ? v : [];
    const itemLabel = labelOf(f.item.name);
    return html`<fieldset class="field field-rows" data-field=${f.name}>
      <legend>${f.label}${star(f)}</legend>
      ${f.help ? html`<small class="help">${f.help}</small>` : null}
      ${rows.map((r, i) => html`<div class="rows-item" key=${i} data-testid="rows-item">
        <${Control} f=${{ ...f.item, label: `${itemLabel} ${i + 1}`, required: true }} v=${r} set=${(fn) => set((old) => old.map((y, j) => (j === i ? fn(y) : y)))} id=${`${id}-${i}`} ctx=${{ ...ctx, example: undefined, hidden: null }} />
        <button type="button" class="small secondary" onClick=${() => set((old) => old.filter((_, j) => j !== i))}>Remove ${itemLabel.toLowerCase()} ${i + 1}</button>
      </div>`)}
      <button type="button" class="small secondary" onClick=${() => set((old) => [...(old || []), f.item.kind === "union" ? { i: 0 } : {}])}>Add ${itemLabel.toLowerCase()}</button>
    </fieldset>`;
  }
  if (f.kind === "union") {
    const u = v && typeof v === "object" ? v : { i: 0 };
    const variant = f.variants[u.i ?? 0] || f.variants[0];
    return html`<fieldset class="field field-union" data-field=${f.name}>
      <legend>${f.label}${star(f)}</legend>
      <label for=${`${id}-variant`}>Which</label>
      <select id=${`${id}-variant`} value=${String(u.i ?? 0)} onChange=${(e) => { const i = Number(e.target.value); set(() => ({ i })); }}>
        ${f.variants.map((x, i) => html`<option value=${String(i)}>${x.title}</option>`)}
      </select>
      <${Control} f=${{ ...variant.field, label: variant.title, required: true }} v=${u.v} set=${(fn) => set((old) => ({ i: old?.i ?? 0, v: fn(old?.v) }))} id=${`${id}-v${u.i ?? 0}`} ctx=${{ ...ctx, example: undefined, hidden: null }} />
    </fieldset>`;
  }
  return html`<${Leaf} f=${f} v=${v} set=${set} id=${id} ctx=${ctx} />`;
}

/** One command's form. Props: command (from commandsFor), send(type, body), campaign, state, tableId, onSent. */
export function CommandForm({ command, send, campaign, state, tableId, onSent, compact }) {
  const fields = useMemo(() => fieldsOf(command, campaign, state), [command, campaign, state]);
  const [values, setValues] = useState(() => initialValues(fields, { tableId, example: command.example }));
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState(null);
  const formId = `form-${command.tag.replace(/\./g, "-")}`;

  const table = (campaign?.tables || []).find((t) => t.table_id === (values.table_id || tableId));
  const mode = table?.dice_mode;
  // dice entered by hand only at a physical table; a client seed only at a verifiable one
  const hidden = (f) => (f.name === "dice" && f.kind === "faces" && mode && mode !== "physical") || (f.name === "client_seed" && mode && mode !== "verifiable");

  const submit = async (e) => {
    e.preventDefault();
    setError(null);
    setResult(null);
    let body;
    try {
      body = bodyOf(fields, values, hidden);
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

  const ctx = { campaign, mode, hidden };
  return html`<form class="command-form" data-testid=${`form-${command.tag}`} aria-labelledby=${`${formId}-title`} onSubmit=${submit}>
    <h4 id=${`${formId}-title`}>${command.summary} <code class="muted">${command.tag}</code></h4>
    ${!compact && command.description ? html`<p class="help">${command.description}</p>` : null}
    ${fields.length === 0 ? html`<p class="muted">No fields.</p>` : null}
    ${fields.map((f) => html`<${Control} key=${f.name} f=${f} v=${values[f.name]} set=${(fn) => setValues((old) => ({ ...old, [f.name]: fn(old[f.name]) }))} id=${`${formId}-${f.name}`} ctx=${{ ...ctx, example: command.example?.[f.name] }} />`)}
    <div class="row">
      <button type="submit" disabled=${busy} data-testid=${`send-${command.tag}`}>${busy ? "Sending…" : "Send"}</button>
      ${command.example ? html`<button type="button" class="secondary" onClick=${() => setValues((old) => ({ ...old, ...exampleValues(fields, command.example) }))}>Fill with the example</button>` : null}
    </div>
    ${result ? html`<p class="ok" role="status">${result}</p>` : null}
    ${diceHint(error) ? html`<p class="hint" role="status" data-testid="dice-hint">${diceHint(error)}</p>` : null}
    <${ProblemBox} error=${diceHint(error) ? null : error} onDismiss=${() => setError(null)} />
  </form>`;
}

/** A picker over every command a role may send, and the chosen command's form. */
const QUICK = /\.(roll|spend|pay|take|use|attempt|oppose|end_turn|start_turn)/;

export function CommandPicker({ ruleset, role, send, campaign, state, tableId, filter, quick, offered, testid = "command-forms" }) {
  const [doc, setDoc] = useState(null);
  const [error, setError] = useState(null);
  const [tag, setTag] = useState("");
  useEffect(() => {
    openapi(ruleset).then(setDoc, setError);
  }, [ruleset]);
  if (error) return html`<${ProblemBox} error=${error} />`;
  if (!doc) return html`<p class="muted">Loading the commands…</p>`;
  let commands = commandsFor(doc, ruleset).filter((c) => role === "gm" || !c.gmOnly);
  if (filter) commands = commands.filter(filter);
  const chosen = commands.find((c) => c.tag === tag);
  const id = `${testid}-pick`;
  // the quick buttons: what the rules offer this viewer now (`offered`, GET …/offers), else the usual moves
  const quickOnes = quick ? commands.filter((c) => (offered ? offered.has(c.tag) : QUICK.test(c.tag))) : [];
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
