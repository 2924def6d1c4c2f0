// The fetch wrapper every view uses: tokens kept in localStorage (per campaign), an Idempotency-Key per
// command attempt (kept across automatic retries of that attempt), If-Match with the campaign version the
// page last saw, and refusals (RFC 9457 problem details) thrown as a Problem whose message says it in words.

const STORE = "chronicle.tokens";

/** Every stored sign-in: {campaign_id: {token, member_id, role, name, campaign}} */
export function storedTokens() {
  try {
    return JSON.parse(localStorage.getItem(STORE) || "{}") || {};
  } catch {
    return {};
  }
}
export function storeToken(campaignId, entry) {
  const all = storedTokens();
  all[campaignId] = { ...(all[campaignId] || {}), ...entry };
  localStorage.setItem(STORE, JSON.stringify(all));
}
export function forgetToken(campaignId) {
  const all = storedTokens();
  delete all[campaignId];
  localStorage.setItem(STORE, JSON.stringify(all));
}
/** The token this tab uses for a campaign: the one chosen in this tab (an opened link, the identity
 * switcher), else the one this browser keeps for it. */
export function tokenFor(campaignId) {
  return sessionStorage.getItem(`chronicle.active.${campaignId}`) || storedTokens()[campaignId]?.token || null;
}

/** Every token this browser holds for a campaign: [{token, role, name}] (the kept one first). */
export function identitiesOf(campaignId) {
  const entry = storedTokens()[campaignId];
  if (!entry) return [];
  const all = [{ token: entry.token, role: entry.role, name: entry.name }, ...(entry.others || [])];
  return all.filter((x, i) => x.token && all.findIndex((y) => y.token === x.token) === i);
}

/** Use `token` for a campaign in this tab; the browser keeps it too (a GM's kept token is never replaced
 * by a link opened in the same browser: it is kept beside it, and the tab switches). */
export function adoptToken(campaignId, token, info = {}) {
  sessionStorage.setItem(`chronicle.active.${campaignId}`, token);
  const entry = storedTokens()[campaignId];
  if (!entry || !entry.token || entry.token === token) {
    storeToken(campaignId, { token, ...info });
    return;
  }
  const others = (entry.others || []).filter((o) => o.token !== token);
  others.push({ token, ...info });
  storeToken(campaignId, { others });
}

/** Note who a token is (role and name from GET /campaigns/{id}), for the lists. */
export function describeToken(campaignId, token, info) {
  const entry = storedTokens()[campaignId];
  if (!entry) return;
  if (entry.token === token) storeToken(campaignId, info);
  else storeToken(campaignId, { others: (entry.others || []).map((o) => (o.token === token ? { ...o, ...info } : o)) });
}

export function useInTab(campaignId, token) {
  sessionStorage.setItem(`chronicle.active.${campaignId}`, token);
}

/** Overlay tokens are kept apart (per campaign and table), so they never stand in for a member's. */
export function overlayToken(campaignId, tableId) {
  return localStorage.getItem(`chronicle.overlay.${campaignId}.${tableId}`);
}
export function storeOverlayToken(campaignId, tableId, token) {
  localStorage.setItem(`chronicle.overlay.${campaignId}.${tableId}`, token);
}

/** A refusal: `problem` is the problem JSON (code, title, detail, data, errors), `status` the HTTP status. */
export class Problem extends Error {
  constructor(problem, status) {
    super(inWords(problem, status));
    this.name = "Problem";
    this.problem = { status, ...problem };
    this.status = status;
    this.code = problem?.code;
  }
}

const EXPLAIN = {
  version_mismatch: "The table moved on since this page last looked; the page has been updated — check and send again.",
  concurrency_conflict: "Others were acting at the same moment; send it again.",
  token_missing: "This browser is not signed in to this campaign.",
  token_invalid: "This browser's token for the campaign is not valid (revoked or unknown): open a new invite link.",
  token_revoked: "This browser's token for the campaign was revoked: ask the GM for a new link.",
  token_expired: "This link has expired: ask the GM for a new one.",
  token_scope: "This link only lets you look, not act (or not at this).",
  member_removed: "You are no longer a member of this campaign.",
  rate_limited: "Too many requests; wait a moment.",
  store_unavailable: "The server's database is unavailable for a moment; try again.",
};

/** The problem in plain words: what the server said, the fields it names, and the numbers it gives. */
export function inWords(problem, status) {
  if (!problem || typeof problem !== "object") return `The server answered ${status}.`;
  const parts = [];
  const explained = EXPLAIN[problem.code];
  parts.push(problem.detail || problem.title || `The server answered ${status}.`);
  if (explained) parts.push(explained);
  for (const e of problem.errors || []) {
    parts.push(`${e.field ? `${e.field}: ` : ""}${e.message}`);
  }
  if (problem.data && typeof problem.data === "object" && !Array.isArray(problem.data)) {
    const numbers = Object.entries(problem.data)
      .filter(([, v]) => v !== null && typeof v !== "object")
      .map(([k, v]) => `${k.replace(/_/g, " ")} ${v}`);
    if (numbers.length) parts.push(`(${numbers.join(", ")})`);
  }
  return parts.join(" ");
}

export function newKey() {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One HTTP call. Resolves {status, etag, body}; throws a Problem for any status >= 400. */
export async function call(method, path, { token, body, headers = {} } = {}) {
  const h = { Accept: "application/json, application/problem+json", ...headers };
  if (token) h.Authorization = `Bearer ${token}`;
  if (body !== undefined) h["Content-Type"] = "application/json";
  let response;
  try {
    response = await fetch(path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new Problem({ code: "offline", title: "No connection", detail: "The server cannot be reached right now." }, 0);
  }
  const text = await response.text();
  let parsed = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (response.status >= 400) {
    throw new Problem(typeof parsed === "object" && parsed ? parsed : { detail: String(parsed || response.statusText) }, response.status);
  }
  return { status: response.status, etag: response.headers.get("ETag"), body: parsed };
}

/** A campaign seen through one token. `version` is the newest campaign version this page has seen (reads,
 * command answers and the live feed report it through `saw`); commands carry it as If-Match. */
export class Client {
  constructor(campaignId, token) {
    this.campaignId = campaignId;
    this.token = token;
    this.version = null;
  }
  saw(version) {
    if (typeof version === "number" && (this.version === null || version > this.version)) this.version = version;
  }
  /** A read. Repeated reads send the ETag they got (If-None-Match): a 304 reuses the body already held. A
   * heavy read refused while this token (or the server) has too many running (503 reads_busy, Retry-After
   * 1 s) is tried again a few times: the table's replay can be asked for by several live events at once. */
  async get(path) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.read(path);
      } catch (err) {
        if (!(err instanceof Problem && err.code === "reads_busy") || attempt >= 4) throw err;
        await sleep(1000 * (attempt + 1));
      }
    }
  }
  async read(path) {
    this.cache ??= new Map();
    const held = this.cache.get(path);
    const headers = held ? { "If-None-Match": held.etag } : {};
    const r = await call("GET", `/campaigns/${this.campaignId}${path}`, { token: this.token, headers });
    const v = r.etag && Number(r.etag.replace(/[W/"]/g, ""));
    if (Number.isFinite(v)) this.saw(v);
    if (r.status === 304 && held) return held.body;
    if (r.etag && !path.includes("replay") && this.cache.size < 50) this.cache.set(path, { etag: r.etag, body: r.body });
    return r.body;
  }
  /** Send a command: one Idempotency-Key for this attempt (the same on each automatic retry after a lost
   * answer or a 503), If-Match with the version last seen unless `ifMatch` is false. */
  async send(type, body, { ifMatch = true } = {}) {
    const key = newKey();
    const headers = { "Idempotency-Key": key };
    if (ifMatch && this.version !== null) headers["If-Match"] = `"${this.version}"`;
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await call("POST", `/campaigns/${this.campaignId}/commands/${type}`, { token: this.token, body, headers });
        this.saw(r.body?.version);
        return r.body;
      } catch (err) {
        const retry = err instanceof Problem && (err.status === 0 || err.status === 503 || err.code === "idempotency_in_progress");
        if (!retry || attempt >= 3) throw err;
        await sleep(500 * 2 ** attempt);
      }
    }
  }
  async issueToken(body) {
    const r = await call("POST", `/campaigns/${this.campaignId}/tokens`, { token: this.token, body, headers: { "Idempotency-Key": newKey() } });
    return r.body;
  }
}

/** Create a campaign (no token needed unless the server has an admin token). */
export async function createCampaign(body) {
  const r = await call("POST", "/campaigns", { body, headers: { "Idempotency-Key": newKey() } });
  return r.body;
}

/** GET /campaigns with one token: the campaigns it reaches. */
export async function campaignsOf(token) {
  const r = await call("GET", "/campaigns", { token });
  return r.body?.campaigns || [];
}

/** Link to a page of this client carrying a token in the fragment (never sent to a server, stripped on load). */
export function inviteLink(path, token) {
  return `${location.origin}${path}#token=${encodeURIComponent(token)}`;
}
