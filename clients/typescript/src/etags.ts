/**
 * Conditional reads (docs/api.md, Conditional reads): a GET answered with an `ETag` is remembered; the next GET
 * of the same URL with the same token sends `If-None-Match`, and a `304 Not Modified` is answered from memory —
 * the remembered body, as a 200 — so callers read it as usual. `revalidated(response)` tells such answers apart.
 */
import type { Middleware } from "openapi-fetch";

interface Remembered {
  etag: string;
  body: ArrayBuffer;
  headers: Headers;
}

const fromMemory = new WeakSet<Response>();

/** Whether `response` is a remembered body the server confirmed unchanged (a 304 on the wire). */
export function revalidated(response: Response): boolean {
  return fromMemory.has(response);
}

/** A GET cache keyed by URL and token, holding at most `size` bodies (the least recently used go first). */
export class ETagCache {
  private readonly entries = new Map<string, Remembered>();
  /** 304s answered from memory so far. */
  hits = 0;

  constructor(private readonly size = 200) {}

  private static key(request: Request): string {
    return `${request.headers.get("Authorization") ?? ""} ${request.url}`;
  }

  readonly middleware: Middleware = {
    onRequest: ({ request }) => {
      if (request.method !== "GET" || request.headers.has("If-None-Match")) return undefined;
      const known = this.entries.get(ETagCache.key(request));
      if (known === undefined) return undefined;
      request.headers.set("If-None-Match", known.etag);
      return request;
    },
    onResponse: async ({ request, response }) => {
      if (request.method !== "GET") return undefined;
      const key = ETagCache.key(request);
      const known = this.entries.get(key);
      if (response.status === 304 && known !== undefined) {
        this.entries.delete(key);
        this.entries.set(key, known); // most recently used last
        this.hits += 1;
        const answer = new Response(known.body.slice(0), { status: 200, headers: known.headers });
        fromMemory.add(answer);
        return answer;
      }
      const etag = response.headers.get("ETag");
      if (response.status !== 200 || etag === null) return undefined;
      const body = await response.clone().arrayBuffer();
      this.entries.delete(key);
      this.entries.set(key, { etag, body, headers: new Headers(response.headers) });
      while (this.entries.size > this.size) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
      return undefined;
    },
  };
}
