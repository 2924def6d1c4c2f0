/**
 * Webhook deliveries (docs/webhooks.md) are signed the Standard Webhooks way; `verifyWebhook` checks one with the
 * `standardwebhooks` library: the HMAC-SHA256 of `webhook-id.webhook-timestamp.body` under the subscription's
 * secret, and a timestamp within five minutes. Verify the body exactly as received, before parsing it.
 */
import type { IncomingHttpHeaders } from "node:http";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import type { LiveFrame } from "./live.js";

export { WebhookVerificationError };

/** A delivery of the `chronicle` format: the live feed's frames of one campaign version. */
export interface WebhookDelivery {
  type: "chronicle.event";
  timestamp: string;
  data: { campaign_id: string; version: number; frames: LiveFrame[] };
}

type HeaderSource = Headers | IncomingHttpHeaders | Record<string, string | string[] | undefined>;

function plainHeaders(headers: HeaderSource): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = headers instanceof Headers ? headers.entries() : Object.entries(headers);
  for (const [name, value] of entries) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(" ") : value;
  }
  return out;
}

/** The delivery, if its signature holds under `secret` (the `whsec_…` the subscription's creation returned);
 * else throws `WebhookVerificationError`. `body` is the request's raw body. */
export function verifyWebhook(secret: string, body: string | Buffer, headers: HeaderSource): WebhookDelivery {
  const text = typeof body === "string" ? body : body.toString("utf8");
  return new Webhook(secret).verify(text, plainHeaders(headers)) as WebhookDelivery;
}
