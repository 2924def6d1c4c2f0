/**
 * A `fetch` that retries what is safe to retry, re-sending the very same request: a command keeps its
 * `Idempotency-Key` and its `If-Match`, so a retry after a lost answer gets the first answer back
 * (`Idempotent-Replayed: true`) instead of acting twice (docs/api.md, Idempotency).
 */

export interface RetryOptions {
  /** Attempts in all, the first included (default 5; 1 turns retries off). */
  attempts?: number;
  /** The first backoff, doubled at each attempt, with full jitter (default 200 ms). */
  baseDelayMs?: number;
  /** The longest wait between two attempts, `Retry-After` included (default 10 s). */
  maxDelayMs?: number;
}

/** Statuses worth another try: the server asks for one (`Retry-After`), or a gateway lost the server. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);

/** Whether `request` may be sent again: reads, deletes, and any request carrying an `Idempotency-Key`. */
export function retrySafe(request: Request): boolean {
  return ["GET", "HEAD", "DELETE"].includes(request.method) || request.headers.has("Idempotency-Key");
}

/** Seconds in a `Retry-After` header (RFC 9110: seconds or an HTTP date), as milliseconds. */
export function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get("Retry-After");
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function backoffMs(attempt: number, options: Required<RetryOptions>): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** attempt);
  return Math.random() * ceiling;
}

/** How long to wait before the next attempt, or undefined when this outcome is final. */
function delayMs(outcome: Response | undefined, attempt: number, options: Required<RetryOptions>): number | undefined {
  if (outcome === undefined) return backoffMs(attempt, options); // the connection failed: no answer at all
  const hinted = retryAfterMs(outcome);
  // 409 idempotency_in_progress names its wait; 409 concurrency_conflict does not, and is the caller's to decide
  if (outcome.status === 409) return hinted === undefined ? undefined : Math.min(hinted, options.maxDelayMs);
  if (!RETRY_STATUSES.has(outcome.status)) return undefined;
  return Math.min(hinted ?? backoffMs(attempt, options), options.maxDelayMs);
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** `base` (the global fetch by default) wrapped to retry per `options`. */
export function retryingFetch(options: RetryOptions = {}, base: typeof fetch = globalThis.fetch): typeof fetch {
  const settings: Required<RetryOptions> = { attempts: 5, baseDelayMs: 200, maxDelayMs: 10_000, ...options };
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const again = retrySafe(request);
    for (let attempt = 0; ; attempt++) {
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await base(request.clone());
      } catch (error) {
        if (request.signal.aborted) throw error;
        failure = error;
      }
      const wait = again && attempt + 1 < settings.attempts ? delayMs(response, attempt, settings) : undefined;
      if (wait === undefined) {
        if (response !== undefined) return response;
        throw failure;
      }
      await response?.body?.cancel();
      await sleep(wait, request.signal);
    }
  };
}
