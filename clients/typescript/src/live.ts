/**
 * The live feed (docs/live.md) over Server-Sent Events, read with `fetch` streaming (Node 20 has no global
 * WebSocket and no EventSource): every frame in order, each once, resuming after a dropped connection from
 * the last version received (`Last-Event-ID`), so nothing is lost or repeated across reconnections.
 */
import { createParser } from "eventsource-parser";
import { ChronicleError, refusal } from "./errors.js";
import type { components } from "./openapi.js";

type EventOut = components["schemas"]["EventOut"];

/** `event`: a stored event as the viewer may see it; `revealed`: a hidden roll's full event, re-sent just before
 * the `campaign.roll_revealed` that opened it (it does not move the position). */
export interface LiveEventFrame extends EventOut {
  kind: "event" | "revealed";
  campaign_id: string;
  /** Server clock (seconds) when the event was published; absent on catch-up. */
  committed_at?: number;
  /** On `revealed`: the reveal's version. */
  revealed_by?: number;
}

/** `ready`: catch-up is over; `heartbeat`: nothing new for a while; `dropped`: the server ended the stream. */
export interface LiveMarkerFrame {
  kind: "ready" | "heartbeat" | "dropped";
  campaign_id: string;
  /** The stream version to resume after. */
  version: number;
  /** On `dropped`: why. */
  reason?: string;
}

export type LiveFrame = LiveEventFrame | LiveMarkerFrame;

/** A connection of the feed ended and is being re-opened (for logs and tests). */
export interface Reconnect {
  /** The version the feed resumes after. */
  after: number;
  /** What ended the connection. */
  cause: unknown;
  /** Reconnections in a row without a frame received in between. */
  attempt: number;
}

export interface LiveOptions {
  /** The last version the client has (default -1: the whole log). Later events come first from the log. */
  after?: number;
  /** Only this table's events (and campaign-wide ones). */
  tableId?: string;
  /** Each event frame also carries its line of plain English (`text`). */
  text?: boolean;
  /** Ends the feed (the iteration returns). */
  signal?: AbortSignal;
  /** A connection that sends nothing — not even a heartbeat — for this long is dropped and re-opened
   * (default 45 s: three of the server's default 15 s heartbeats). */
  idleTimeoutMs?: number;
  /** The longest wait between reconnections (default 10 s; the first is at once). */
  maxDelayMs?: number;
  /** Called before each reconnection. */
  onReconnect?: (reconnect: Reconnect) => void;
}

/** Refusals no reconnection can cure (a bad `after`, a token or membership that no longer holds, no such
 * campaign or table, a position beyond the log): the feed throws them. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 416]);
/** `dropped` reasons that are such refusals, announced on an open stream. */
const FINAL_DROPS = ["token_", "member_removed"];

interface Connection {
  baseUrl: string;
  token: string | undefined;
  campaignId: string;
  fetch: typeof fetch;
}

function feedUrl(connection: Connection, options: LiveOptions): string {
  const url = new URL(`${connection.baseUrl}/campaigns/${encodeURIComponent(connection.campaignId)}/live/sse`);
  if (options.tableId !== undefined) url.searchParams.set("table_id", options.tableId);
  if (options.text === true) url.searchParams.set("text", "1");
  return url.toString();
}

/** The frames in one chunk of the stream: data messages, and heartbeats (comments holding their JSON). */
function frameParser(): { feed: (chunk: string) => LiveFrame[] } {
  let found: LiveFrame[] = [];
  const parser = createParser({
    onEvent: (message) => found.push(JSON.parse(message.data) as LiveFrame),
    onComment: (comment) => {
      const text = comment.trim();
      if (text.startsWith("{")) found.push(JSON.parse(text) as LiveFrame);
    },
  });
  return {
    feed(chunk: string): LiveFrame[] {
      parser.feed(chunk);
      const out = found;
      found = [];
      return out;
    },
  };
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Follow a campaign live. Yields every frame but `dropped` (which the feed acts on itself); tracks the position
 * (the version of the last `event`, `ready` or `heartbeat`) and, when the connection drops — a network failure, a
 * silent connection, a server restarting or shedding a slow reader (`dropped`), a refusal a retry may cure (409,
 * 429, 5xx) — reconnects with `Last-Event-ID` set to it, backing off while it fails.
 * Throws a `ChronicleError` for a refusal no retry cures; returns when `options.signal` aborts.
 */
export async function* follow(connection: Connection, options: LiveOptions = {}): AsyncGenerator<LiveFrame> {
  let after = options.after ?? -1;
  const idleMs = options.idleTimeoutMs ?? 45_000;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  let attempt = 0;
  const aborted = (): boolean => options.signal?.aborted === true;
  while (!aborted()) {
    const stop = new AbortController();
    const signal = options.signal === undefined ? stop.signal : AbortSignal.any([stop.signal, options.signal]);
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watch = (): void => {
      clearTimeout(idle);
      idle = setTimeout(() => stop.abort(new Error(`no frame for ${idleMs} ms`)), idleMs);
    };
    let cause: unknown;
    try {
      watch();
      const headers: Record<string, string> = { Accept: "text/event-stream", "Last-Event-ID": String(after) };
      if (connection.token !== undefined) headers.Authorization = `Bearer ${connection.token}`;
      const response = await connection.fetch(feedUrl(connection, options), { headers, signal });
      if (!response.ok || response.body === null) {
        const error = refusal(response, await response.json().catch(() => undefined));
        if (FINAL_STATUSES.has(response.status)) throw error;
        throw new Error("refused for now", { cause: error });
      }
      const frames = frameParser();
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        watch();
        for (const frame of frames.feed(decoder.decode(chunk, { stream: true }))) {
          attempt = 0;
          if (frame.kind === "dropped") {
            if (FINAL_DROPS.some((prefix) => frame.reason?.startsWith(prefix))) {
              const reason = frame.reason ?? "";
              const status = reason.startsWith("token_") ? 401 : 403;
              const code = reason.split(":")[0] ?? reason;
              throw new ChronicleError(status, { type: `urn:chronicle:problem:${code}`, title: reason, status, code });
            }
            cause = new Error(`dropped: ${frame.reason ?? ""}`);
            continue; // the stream ends after it; reconnect
          }
          if (frame.kind !== "revealed") after = frame.version;
          yield frame;
        }
      }
      cause ??= new Error("the stream ended");
    } catch (error) {
      if (aborted()) return;
      if (error instanceof ChronicleError) throw error; // only final refusals are thrown as such
      cause = error;
    } finally {
      clearTimeout(idle);
      stop.abort();
    }
    options.onReconnect?.({ after, cause, attempt });
    await wait(attempt === 0 ? 0 : Math.random() * Math.min(maxDelayMs, 250 * 2 ** attempt), options.signal);
    attempt += 1;
  }
}
