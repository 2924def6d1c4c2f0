// The live feed: a WebSocket to /campaigns/{id}/live/ws?text=1 (docs/live.md; each event frame with its
// line of plain English, `text`, as this viewer may see it), resumed with `after` = the last
// stream version received, so a reconnect (after a server restart, a dropped network, a "too slow" close)
// catches up from the log with no gap, and a frame at or below that version is dropped (no duplicate).
// Reconnects with backoff (0.5 s doubling to 10 s, reset once caught up); status: "connecting", "live",
// "offline" (retrying) or "stopped" (the server refused the token or the campaign: no point retrying).

const STOP_CODES = new Set([4400, 4401, 4403, 4404]);

export class Feed {
  /**
   * @param {object} o
   * @param {string} o.campaignId
   * @param {string} o.token
   * @param {string} [o.tableId]   follow one table only (an overlay token needs it)
   * @param {number} [o.after]     the last version already held (omit: the whole log)
   * @param {(frame) => void} o.onEvent     a new event frame (kind "event"), in version order, once each
   * @param {(frame) => void} [o.onRevealed] a revealed roll's full event (kind "revealed")
   * @param {(status, detail) => void} [o.onStatus]
   * @param {() => void} [o.onReady]        caught up
   */
  constructor(o) {
    Object.assign(this, o);
    this.ws = null;
    this.delay = 500;
    this.stopped = false;
    this.timer = null;
    this.status = "connecting";
    this.onBrowserOnline = () => this.reconnectNow();
    this.onBrowserOffline = () => this.setStatus("offline", "This device is offline.");
  }

  start() {
    window.addEventListener("online", this.onBrowserOnline);
    window.addEventListener("offline", this.onBrowserOffline);
    this.connect();
    return this;
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener("online", this.onBrowserOnline);
    window.removeEventListener("offline", this.onBrowserOffline);
    if (this.ws) this.ws.close(1000);
  }

  setStatus(status, detail = "") {
    this.status = status;
    this.onStatus?.(status, detail);
  }

  url() {
    const q = new URLSearchParams({ token: this.token, text: "1" }); // frames with their plain-English line
    if (typeof this.after === "number" && this.after >= 0) q.set("after", String(this.after));
    if (this.tableId) q.set("table_id", this.tableId);
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    return `${scheme}://${location.host}/campaigns/${this.campaignId}/live/ws?${q}`;
  }

  connect() {
    if (this.stopped) return;
    this.setStatus(this.status === "live" ? "offline" : "connecting", "Connecting to the live feed…");
    let ws;
    try {
      ws = new WebSocket(this.url());
    } catch (err) {
      this.retry();
      return;
    }
    this.ws = ws;
    ws.onmessage = (m) => this.frame(JSON.parse(m.data));
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) return;
      if (STOP_CODES.has(e.code)) {
        this.setStatus("stopped", e.reason || `closed (${e.code})`);
        return;
      }
      if (e.code === 4416) this.after = undefined; // our position is ahead of the server's log: start over
      this.setStatus("offline", e.reason || "The live feed was interrupted; reconnecting…");
      this.retry();
    };
  }

  retry() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), this.delay);
    this.delay = Math.min(this.delay * 2, 10000);
  }

  reconnectNow() {
    if (this.stopped) return;
    this.delay = 500;
    if (this.ws) this.ws.close(1000);
    this.ws = null;
    clearTimeout(this.timer);
    this.connect();
  }

  frame(f) {
    const held = typeof this.after === "number" ? this.after : -1;
    if (f.kind === "event") {
      if (f.version <= held) return; // already have it
      this.after = f.version;
      this.onEvent(f);
    } else if (f.kind === "revealed") {
      this.onRevealed?.(f);
    } else if (f.kind === "ready" || f.kind === "heartbeat") {
      if (typeof f.version === "number" && f.version > held) this.after = f.version;
      if (f.kind === "ready") {
        this.delay = 500;
        this.setStatus("live", "");
        this.onReady?.();
      }
    }
  }
}
