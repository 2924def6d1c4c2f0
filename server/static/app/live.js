// The page's live picture of a campaign: the campaign and state reads, the live log (feed.js: each frame
// with its plain-English `text`), and the watched table's view (the table replay, GET …/tables/{id}/replay
// with state=full: the table's derived state — turn order, whose turn, Action Points, … — and each step's
// `text`, used for any frame without one).
import { useState, useEffect, useRef, useCallback } from "./ui.js";
import { Client, tokenFor, overlayToken, Problem } from "./api.js";
import { Feed } from "./feed.js";

/** Apply one replay step's `changes` to a table view (entities replaced whole; null removes one). */
export function applyChanges(view, changes) {
  const next = { ...(view || {}) };
  for (const [key, value] of Object.entries(changes || {})) {
    if (key === "table" || value === null || typeof value !== "object" || Array.isArray(value)) {
      next[key] = value;
      continue;
    }
    const map = { ...(next[key] || {}) };
    for (const [id, entity] of Object.entries(value)) {
      if (entity === null) delete map[id];
      else map[id] = entity;
    }
    next[key] = map;
  }
  return next;
}

/**
 * Follow a campaign with the token this browser holds for it.
 * Returns {client, campaign, state, events, status, statusDetail, error, refresh, tableView, texts, offers}
 * (`offers`: GET …/offers for the watched table, re-read with the campaign: what this viewer may do now).
 * `opts.tableId`: the watched table (its view and texts); `opts.overlay`: the token reaches that table only
 * (no campaign or state read; the feed filtered to the table).
 */
export function useCampaign(campaignId, { tableId = null, overlay = false } = {}) {
  const token = overlay ? overlayToken(campaignId, tableId) : tokenFor(campaignId);
  const clientRef = useRef(null);
  if (!clientRef.current || clientRef.current.token !== token) clientRef.current = token ? new Client(campaignId, token) : null;
  const client = clientRef.current;
  const [campaign, setCampaign] = useState(null);
  const [state, setState] = useState(null);
  const [events, setEvents] = useState([]);
  const [status, setStatus] = useState(["connecting", ""]);
  const [error, setError] = useState(token ? null : new Problem({ code: "token_missing", detail: "This browser holds no token for this campaign." }, 401));
  const [tableView, setTableView] = useState(null);
  const [texts, setTexts] = useState({});
  const [offers, setOffers] = useState(null);
  const timer = useRef(null);
  const incoming = useRef(Object.assign([], { timer: null }));
  const viewTimer = useRef(null);
  const viewFrom = useRef(null); // the first version whose replay step is not yet applied
  const tableRef = useRef(tableId);
  tableRef.current = tableId;

  // Reads overlap (every live batch starts one): an answer older than one already shown is dropped, so a slow
  // read of an earlier version never replaces a newer picture; a read that failed for want of the server is
  // tried again shortly, so the page never waits for the next event to catch up.
  const shown = useRef({ version: -1, offers: "" });
  const retry = useRef(null);
  const head = useRef(-1); // the newest version the live feed delivered
  const caughtUp = useRef(false); // the live feed said "ready" once: what follows happens now
  const refresh = useCallback(async () => {
    if (!client || overlay) return;
    clearTimeout(retry.current);
    const table = tableRef.current;
    try {
      const [c, s, o] = await Promise.all([
        client.get(""),
        client.get("/state"),
        client.get(`/offers${table ? `?table_id=${encodeURIComponent(table)}` : ""}`),
      ]);
      const offersKey = `${table || ""}@${String(o.version).padStart(12, "0")}`;
      if (c.version >= shown.current.version) {
        shown.current.version = c.version;
        setCampaign(c);
        setState(s);
      }
      // a read behind what the live feed already delivered is read again shortly, not left until the next event
      if (Math.min(c.version, o.version) < head.current) retry.current = setTimeout(refresh, 300);
      if (table === tableRef.current && offersKey >= shown.current.offers) {
        shown.current.offers = offersKey;
        setOffers(o);
      }
      setError(null);
    } catch (err) {
      setError(err);
      if (err.status === 0 || err.status === 503) retry.current = setTimeout(refresh, 1000);
    }
  }, [client, overlay]);

  const refreshView = useCallback(async (restart = false) => {
    const table = tableRef.current;
    if (!client || !table) return;
    try {
      let from = restart || viewFrom.current === null ? null : viewFrom.current;
      let view = restart || from === null ? null : undefined;
      const gathered = {};
      const later = []; // changes after the view the page holds (no whole state asked): applied to it
      let cursor = null;
      for (let page = 0; page < 50; page++) {
        const q = new URLSearchParams({ limit: "200" });
        if (cursor) q.set("cursor", cursor);
        else {
          if (from !== null) q.set("from", String(from));
          if (view === null) q.set("state", "full");
        }
        const r = await client.get(`/tables/${table}/replay?${q}`);
        if (table !== tableRef.current) return;
        for (const step of r.steps || []) {
          if (step.state) view = step.state;
          if (step.changes) {
            if (view === undefined) later.push(step.changes);
            else view = applyChanges(view, step.changes);
          }
          if (step.text) gathered[step.version] = step.text;
        }
        viewFrom.current = (r.to_version ?? r.current_version ?? 0) + 1;
        if (!r.more || !r.next_cursor) break;
        cursor = r.next_cursor;
      }
      if (view !== undefined) setTableView((old) => (view === null ? old : view));
      else if (later.length) setTableView((old) => later.reduce((v, c) => applyChanges(v, c), old));
      if (Object.keys(gathered).length) setTexts((old) => ({ ...old, ...gathered }));
    } catch (err) {
      if (err.status !== 404) setError(err);
    }
  }, [client]);

  // events at another table than the watched one: their lines from that table's replay
  const otherTexts = useRef({ pending: new Map(), timer: null });
  const fetchOtherTexts = useCallback(() => {
    const pending = otherTexts.current.pending;
    otherTexts.current.pending = new Map();
    for (const [table, versions] of pending) {
      const from = Math.min(...versions);
      const to = Math.max(...versions);
      client
        .get(`/tables/${table}/replay?from=${from}&to=${to}&limit=200`)
        .then((r) => {
          const gathered = {};
          for (const step of r.steps || []) if (step.text) gathered[step.version] = step.text;
          if (Object.keys(gathered).length) setTexts((old) => ({ ...old, ...gathered }));
        })
        .catch(() => {});
    }
  }, [client]);
  const wantText = (f) => {
    const table = f.data?.table_id;
    if (f.text || overlay || !table || table === tableRef.current) return; // a server older than `text`
    const pending = otherTexts.current.pending;
    if (!pending.has(table)) pending.set(table, []);
    pending.get(table).push(f.version);
    clearTimeout(otherTexts.current.timer);
    otherTexts.current.timer = setTimeout(fetchOtherTexts, 300);
  };

  useEffect(() => {
    if (!client) return undefined;
    refresh();
    const feed = new Feed({
      campaignId,
      token,
      tableId: overlay ? tableId : null,
      onEvent: (f) => {
        if (f.type === "campaign.member_forgotten" && caughtUp.current) {
          // a member was forgotten: what this page holds of the log still shows their values; read it all anew
          location.reload();
          return;
        }
        client.saw(f.version);
        head.current = Math.max(head.current, f.version);
        wantText(f);
        // many frames arrive at once while catching up: render them together, not one by one
        incoming.current.push(f);
        if (!incoming.current.timer) {
          incoming.current.timer = setTimeout(() => {
            const batch = incoming.current.splice(0);
            incoming.current.timer = null;
            setEvents((old) => {
              const last = old.length ? old[old.length - 1].version : -1;
              const fresh = batch.filter((e) => e.version > last);
              return fresh.length ? [...old, ...fresh] : old;
            });
          }, 30);
        }
        clearTimeout(timer.current);
        timer.current = setTimeout(refresh, 150);
        clearTimeout(viewTimer.current);
        viewTimer.current = setTimeout(() => refreshView(false), 250);
      },
      onRevealed: (f) => {
        const swap = (old) => old.map((e) => (e.version === f.version ? { ...f, kind: "event" } : e));
        const buffered = incoming.current.findIndex((e) => e.version === f.version);
        if (buffered >= 0) incoming.current[buffered] = { ...f, kind: "event" };
        setEvents(swap);
        viewFrom.current = Math.min(viewFrom.current ?? f.version, f.version);
        setTexts((old) => {
          const next = { ...old };
          delete next[f.version]; // the line told of the hidden roll; the replay tells the revealed one
          return next;
        });
        setTimeout(() => refreshView(true), 300);
      },
      onStatus: (s, detail) => {
        setStatus([s, detail]);
        if (s === "live") setError((old) => (old && old.code === "offline" ? null : old)); // back: the notice goes
      },
      onReady: () => {
        caughtUp.current = true;
        refresh();
      },
    }).start();
    return () => {
      feed.stop();
      clearTimeout(retry.current);
      clearTimeout(timer.current);
      clearTimeout(viewTimer.current);
    };
  }, [client, campaignId, overlay ? tableId : null]);

  useEffect(() => {
    viewFrom.current = null;
    setTableView(null);
    shown.current.offers = ""; // another table's offers: any version of them is newer than what is shown
    if (tableId) refreshView(true);
    if (tableId && !overlay) refresh(); // the offers are the watched table's
  }, [tableId, client]);

  const send = useCallback(async (type, body) => {
    try {
      return await client.send(type, body);
    } catch (err) {
      if (err.code === "version_mismatch") refresh();
      throw err;
    } finally {
      refresh();
    }
  }, [client, refresh]);

  return { client, token, campaign, state, events, status: status[0], statusDetail: status[1], error, setError, refresh, send, tableView, texts, offers };
}
