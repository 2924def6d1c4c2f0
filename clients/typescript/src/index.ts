export {
  Chronicle,
  type ChronicleOptions,
  type CommandAnswer,
  type CommandBody,
  type CommandOptions,
  type CommandResult,
  type CommandTag,
  type Event,
  type EventsQuery,
  type Schemas,
} from "./client.js";
export { ChronicleError, type Problem } from "./errors.js";
export { ETagCache, revalidated } from "./etags.js";
export { type LiveEventFrame, type LiveFrame, type LiveMarkerFrame, type LiveOptions, type Reconnect } from "./live.js";
export type { components, operations, paths } from "./openapi.js";
export { type RetryOptions, retryingFetch, retryAfterMs, retrySafe } from "./retry.js";
export { API_VERSION } from "./version.js";
export { verifyWebhook, type WebhookDelivery, WebhookVerificationError } from "./webhooks.js";
