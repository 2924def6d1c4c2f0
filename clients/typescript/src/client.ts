/**
 * `Chronicle`: a small client over the generated types. Every request goes through openapi-fetch (typed paths,
 * parameters and bodies: `chronicle.api`), retried where that is safe (`retry.ts`); commands carry an
 * `Idempotency-Key` (one is made when none is given) and keep it, with their `If-Match`, across retries; reads
 * that carry an `ETag` are re-validated with `If-None-Match` (`etags.ts`).
 */
import createClient, { type Client, type Middleware } from "openapi-fetch";
import { ETagCache } from "./etags.js";
import { refusal } from "./errors.js";
import { follow, type LiveFrame, type LiveOptions } from "./live.js";
import type { components, operations, paths } from "./openapi.js";
import { type RetryOptions, retryingFetch } from "./retry.js";

export type Schemas = components["schemas"];
export type CommandResult = Schemas["CommandResult"];
export type Event = Schemas["EventOut"];
export type EventsQuery = NonNullable<operations["list_events"]["parameters"]["query"]>;

type CommandPath = Extract<keyof paths, `/campaigns/{campaign_id}/commands/${string}`>;
/** Every command's tag: `campaign.add_member`, `rr.roll_test`, … */
export type CommandTag = CommandPath extends `/campaigns/{campaign_id}/commands/${infer T}` ? T : never;
/** The body of the command `T`. */
export type CommandBody<T extends CommandTag> = NonNullable<
  paths[`/campaigns/{campaign_id}/commands/${T}`]["post"]["requestBody"]
>["content"]["application/json"];

/** openapi-fetch types answers through its `Readable` mapping, which widens tuples (`[string, string, string]`) to
 * arrays; the body is the document's schema, so it is handed on as that. */
function asSchema<T>(data: unknown): T {
  return data as T;
}

export interface ChronicleOptions {
  /** The server, e.g. `http://127.0.0.1:8000`. */
  baseUrl: string;
  /** A Chronicle token (`chr_…`); none for creating a campaign. */
  token?: string;
  retry?: RetryOptions;
  /** The fetch to send with (default: the global one). */
  fetch?: typeof fetch;
  /** How many read answers to remember for `If-None-Match` (default 200; 0: none). */
  etagCacheSize?: number;
}

export interface CommandOptions {
  /** Apply only if the campaign is still at this version (sent as the strong tag `"<version>"`). */
  ifMatch?: number | string;
  /** The key that makes the command safe to retry; one is made when none is given. Keep it to retry later. */
  idempotencyKey?: string;
}

export interface CommandAnswer {
  result: CommandResult;
  /** The campaign's version after the command, as its `ETag`. */
  etag: string | null;
  /** True when the server answered from the key's stored answer: the command had already been applied. */
  replayed: boolean;
  idempotencyKey: string;
}

/** Gives every POST without an `Idempotency-Key` a fresh one, so that its retries are safe. */
const idempotencyKeys: Middleware = {
  onRequest: ({ request }) => {
    if (request.method !== "POST" || request.headers.has("Idempotency-Key")) return undefined;
    request.headers.set("Idempotency-Key", crypto.randomUUID());
    return request;
  },
};

function strongTag(version: number | string): string {
  return typeof version === "number" ? `"${version}"` : version;
}

export class Chronicle {
  /** The typed openapi-fetch client: every route of the API document, with this client's token and retries. */
  readonly api: Client<paths>;
  readonly etags: ETagCache;

  constructor(readonly options: ChronicleOptions) {
    this.api = createClient<paths>({
      baseUrl: options.baseUrl.replace(/\/+$/, ""),
      headers: options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` },
      fetch: retryingFetch(options.retry, options.fetch ?? globalThis.fetch),
    });
    this.etags = new ETagCache(options.etagCacheSize ?? 200);
    this.api.use(idempotencyKeys);
    if ((options.etagCacheSize ?? 200) > 0) this.api.use(this.etags.middleware);
  }

  /** The same server, another token (a member's, once a command issued it). */
  withToken(token: string): Chronicle {
    return new Chronicle({ ...this.options, token });
  }

  /** Create a campaign; the answer's `issued.token` is the GM's. */
  async createCampaign(body: Schemas["CreateCampaignRequest"]): Promise<CommandResult> {
    const { data, error, response } = await this.api.POST("/campaigns", { body });
    if (data === undefined) throw refusal(response, error);
    return asSchema<CommandResult>(data);
  }

  /** Send the command `tag`; throws a `ChronicleError` (its `problem.code`) when it is refused. */
  async command<T extends CommandTag>(
    campaignId: string,
    tag: T,
    body: CommandBody<T>,
    options: CommandOptions = {},
  ): Promise<CommandAnswer> {
    const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
    const header: Record<string, string> = { "Idempotency-Key": idempotencyKey };
    if (options.ifMatch !== undefined) header["If-Match"] = strongTag(options.ifMatch);
    // One route per command: typed for callers by CommandBody<T>, sent through the untyped path here.
    const post = this.api.POST as unknown as (
      path: string,
      init: { params: { path: { campaign_id: string }; header: Record<string, string> }; body: unknown },
    ) => Promise<{ data?: CommandResult; error?: unknown; response: Response }>;
    const { data, error, response } = await post(`/campaigns/{campaign_id}/commands/${tag}`, {
      params: { path: { campaign_id: campaignId }, header },
      body,
    });
    if (data === undefined) throw refusal(response, error);
    return {
      result: data,
      etag: response.headers.get("ETag"),
      replayed: response.headers.get("Idempotent-Replayed") === "true",
      idempotencyKey,
    };
  }

  /** The campaign as this token may see it (re-validated with `If-None-Match` when read before). */
  async campaign(campaignId: string): Promise<Schemas["CampaignOut"]> {
    const { data, error, response } = await this.api.GET("/campaigns/{campaign_id}", {
      params: { path: { campaign_id: campaignId } },
    });
    if (data === undefined) throw refusal(response, error);
    return asSchema<Schemas["CampaignOut"]>(data);
  }

  /** One page of the log; pass `next_cursor` back as `cursor` to read on. */
  async events(campaignId: string, query: EventsQuery = {}): Promise<Schemas["EventsPage"]> {
    const { data, error, response } = await this.api.GET("/campaigns/{campaign_id}/events", {
      params: { path: { campaign_id: campaignId }, query },
    });
    if (data === undefined) throw refusal(response, error);
    return asSchema<Schemas["EventsPage"]>(data);
  }

  /** The campaign's frames live, resuming across dropped connections (`live.ts`). */
  live(campaignId: string, options: LiveOptions = {}): AsyncGenerator<LiveFrame> {
    const connection = {
      baseUrl: this.options.baseUrl.replace(/\/+$/, ""),
      token: this.options.token,
      campaignId,
      fetch: this.options.fetch ?? globalThis.fetch,
    };
    return follow(connection, options);
  }
}
