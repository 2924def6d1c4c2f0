/** A refusal from Chronicle: the HTTP status and the RFC 9457 problem (`code`, `detail`, `data`). */
import type { components } from "./openapi.js";

export type Problem = components["schemas"]["Problem"];

export class ChronicleError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | undefined,
  ) {
    super(problem === undefined ? `HTTP ${status}` : `${status} ${problem.code}: ${problem.detail ?? problem.title}`);
    this.name = "ChronicleError";
  }

  /** The problem's stable `code` (`version_mismatch`, `token_revoked`, a rule's name …). */
  get code(): string | undefined {
    return this.problem?.code;
  }
}

/** The error for a non-2xx `response` whose body was already read into `body` (openapi-fetch's `error`). */
export function refusal(response: Response, body: unknown): ChronicleError {
  const problem = typeof body === "object" && body !== null && "code" in body ? (body as Problem) : undefined;
  return new ChronicleError(response.status, problem);
}
