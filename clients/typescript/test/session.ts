/**
 * A short session through the SDK against a real Chronicle server (`node dist/test/session.js <server url>`),
 * run by tests/server/test_typescript_sdk.py: a campaign, a player, a table, a roll whose answer is lost on the
 * way and retried with the same key, the live feed across dropped, refused and silent connections, a 304, the
 * log, a webhook verified by a real receiver and a tampered one refused, the feed ended by a revoked token.
 * Asserts as it goes; prints a JSON summary last.
 */
import assert from "node:assert/strict";
import http from "node:http";
import { Chronicle, ChronicleError, type LiveEventFrame, type LiveFrame, WebhookVerificationError, verifyWebhook } from "../src/index.js";
import { startProxy } from "./proxy.js";

const baseUrl = process.argv[2];
if (baseUrl === undefined) throw new Error("usage: session.js <server url>");

async function until(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// -- a campaign, a player, a table -------------------------------------------------------------------------------
const anonymous = new Chronicle({ baseUrl });
const created = await anonymous.createCampaign({ name: "The Clockwork Carnival", ruleset: "scratch-rps", gm_name: "Ada" });
const campaignId = created.campaign_id;
assert.ok(created.issued);
const gm = anonymous.withToken(created.issued.token);
const added = await gm.command(campaignId, "campaign.add_member", { name: "Bea", role: "player" }, { ifMatch: created.version });
assert.ok(added.result.issued);
const beaToken = added.result.issued.token;
const opened = await gm.command(campaignId, "campaign.open_table", { name: "Main hall", dice_mode: "server" });
const tableOpened = opened.result.events[0]?.data;
assert.equal(tableOpened?.type, "campaign.table_opened");
const tableId = tableOpened.table_id;
assert.equal(opened.etag, `"${opened.result.version}"`);

// -- Bea follows the campaign live, through a proxy that will break her connection ---------------------------------
const liveNet = await startProxy(new URL(baseUrl));
const beaLive = new Chronicle({ baseUrl: liveNet.url, token: beaToken });
const frames: LiveFrame[] = [];
const reconnectedAfter: number[] = [];
const stop = new AbortController();
// How the feed ended: "returned", or what it threw — caught from the start, so that an end before anyone
// awaits it is not an unhandled rejection.
const feedEnded: Promise<unknown> = (async () => {
  const feed = beaLive.live(campaignId, {
    signal: stop.signal,
    idleTimeoutMs: 3000, // the test's server sends a heartbeat every 0.5 s
    onReconnect: (r) => reconnectedAfter.push(r.after),
  });
  for await (const frame of feed) frames.push(frame);
  return "returned";
})().catch((error: unknown) => error);
const eventVersions = (): number[] =>
  frames.filter((f): f is LiveEventFrame => f.kind === "event").map((f) => f.version);
await until("catch-up", () => frames.some((f) => f.kind === "ready"));
assert.deepEqual(eventVersions(), [0, 1, 2]);

// -- Bea rolls; the answer is lost after the server applied it; the SDK retries with the same key and If-Match ----
const flakyNet = await startProxy(new URL(baseUrl));
const beaFlaky = new Chronicle({ baseUrl: flakyNet.url, token: beaToken, retry: { baseDelayMs: 50 } });
const bea = new Chronicle({ baseUrl, token: beaToken });
const roll = { table_id: tableId, expression: "2d6+1", label: "Perception" };
flakyNet.cutNextAnswer();
const rolled = await beaFlaky.command(campaignId, "campaign.roll", roll, { ifMatch: opened.result.version });
assert.equal(flakyNet.cut, 1, "the first answer was cut");
assert.equal(rolled.replayed, true, "the retry was answered from the key's stored answer");
const again = await bea.command(campaignId, "campaign.roll", roll, { idempotencyKey: rolled.idempotencyKey });
assert.equal(again.replayed, true);
assert.deepEqual(again.result, rolled.result, "the same key returns the same answer");
await until("the roll, live", () => eventVersions().includes(3));

// -- the live connection drops; events happen while it is away; it resumes from where it was ----------------------
const beforeDrop = reconnectedAfter.length;
liveNet.refuse(true);
liveNet.dropAll();
await gm.command(campaignId, "campaign.roll", { table_id: tableId, expression: "1d20", label: "Initiative" });
await gm.command(campaignId, "campaign.add_member", { name: "Cyd", role: "observer" });
await until("a reconnection attempt", () => reconnectedAfter.length >= 2);
liveNet.refuse(false);
await until("the events made while away", () => eventVersions().includes(5));
assert.deepEqual(eventVersions(), [0, 1, 2, 3, 4, 5], "each event once, in order, across the drop");
assert.ok(reconnectedAfter.slice(beforeDrop).every((after) => after >= 3), "it resumed after the last version it had");

// -- the connection goes silent without closing (half-open); the feed notices, reconnects and catches up --------
const beforeStall = reconnectedAfter.length;
liveNet.stallAll();
await gm.command(campaignId, "campaign.roll", { table_id: tableId, expression: "4d6kh3", label: "Strength" });
await until("the event made while stalled", () => eventVersions().includes(6));
assert.deepEqual(eventVersions(), [0, 1, 2, 3, 4, 5, 6], "each event once, in order, across the stall");
assert.ok(reconnectedAfter.length > beforeStall && reconnectedAfter.at(-1) === 5, "resumed after version 5");

// -- conditional reads: the second read of an unchanged campaign is a 304 on the wire ---------------------------
const first = await gm.campaign(campaignId);
const hits = gm.etags.hits;
const second = await gm.campaign(campaignId);
assert.equal(gm.etags.hits, hits + 1, "answered 304 and served from memory");
assert.deepEqual(second, first);
assert.equal(second.version, 6);

// -- the log, events narrowed on their type ----------------------------------------------------------------------
const page = await gm.events(campaignId);
const totals: number[] = [];
for (const event of page.events) {
  if (event.data.type === "campaign.rolled") totals.push(event.data.total);
}
assert.equal(totals.length, 3, "the retried roll was applied once");
const first_roll = rolled.result.events[0]?.data;
assert.equal(first_roll?.type, "campaign.rolled");
assert.equal(totals[0], first_roll.total);

// -- a webhook to a real receiver; a tampered delivery is refused ---------------------------------------------------
interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  version: number | undefined;
  status: number;
}
let secret = "";
const deliveries: Delivery[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const body = Buffer.concat(chunks).toString("utf8");
    try {
      const delivery = verifyWebhook(secret, body, request.headers); // the raw body, before any parsing
      deliveries.push({ headers: request.headers, body, version: delivery.data.version, status: 204 });
      response.writeHead(204).end();
    } catch (error) {
      const status = error instanceof WebhookVerificationError ? 400 : 500;
      deliveries.push({ headers: request.headers, body, version: undefined, status });
      response.writeHead(status).end();
    }
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/chronicle`;
const subscribed = await gm.api.POST("/campaigns/{campaign_id}/webhooks", {
  params: { path: { campaign_id: campaignId } },
  body: { url: receiverUrl, from_version: 0 },
});
assert.ok(subscribed.data?.secret, JSON.stringify(subscribed.error));
secret = subscribed.data.secret;
await until("deliveries up to version 6", () => deliveries.some((d) => d.version === 6), 30_000);
const arrivals = deliveries.filter((d) => d.status === 204).map((d) => d.version ?? -1);
assert.ok(arrivals.every((v, i) => i === 0 || v >= (arrivals[i - 1] ?? v)), "in order (at least once: a repeat may come)");
const delivered = [...new Set(arrivals)];
assert.deepEqual(delivered, [0, 1, 2, 3, 4, 5, 6], "every version delivered, each verified");

const last = deliveries.at(-1);
assert.ok(last);
const resend = (body: string): Promise<Response> =>
  fetch(receiverUrl, {
    method: "POST",
    body,
    headers: Object.fromEntries(
      ["webhook-id", "webhook-timestamp", "webhook-signature", "content-type"].map((h) => [h, String(last.headers[h])]),
    ),
  });
const forged = last.body.replace(/"total":\s*(\d+)/, (_, total: string) => `"total":${Number(total) + 1}`); // a better roll
assert.notEqual(forged, last.body);
const tampered = await resend(forged);
assert.equal(tampered.status, 400, "a tampered delivery is refused");
assert.equal((await resend(last.body)).status, 204, "the same delivery, untouched, still verifies");

// -- heartbeats (SSE comments) arrive while nothing happens, and carry the position -----------------------------
await until("a heartbeat", () => frames.some((f) => f.kind === "heartbeat" && f.version === 6));

// -- the GM revokes Bea's token: her feed ends with the refusal instead of reconnecting forever ------------------
const revoked = await gm.api.DELETE("/campaigns/{campaign_id}/tokens/{token_id}", {
  params: { path: { campaign_id: campaignId, token_id: added.result.issued.token_id } },
});
assert.equal(revoked.response.status, 200);
const ended = await Promise.race([
  feedEnded,
  new Promise((resolve) => setTimeout(() => resolve("still following"), 20_000)),
]);
assert.ok(ended instanceof ChronicleError, String(ended));
assert.equal(ended.code, "token_revoked");
stop.abort();
await Promise.all([liveNet.close(), flakyNet.close(), new Promise((resolve) => receiver.close(resolve))]);
console.log(
  JSON.stringify({
    campaign_id: campaignId,
    gm_token: created.issued.token,
    live_versions: eventVersions(),
    reconnects: reconnectedAfter.length,
    replayed: rolled.replayed,
    answers_cut: flakyNet.cut,
    not_modified: gm.etags.hits,
    webhook_versions: delivered,
    tampered_status: tampered.status,
    feed_ended_with: ended.code,
    heartbeats: frames.filter((f) => f.kind === "heartbeat").length,
  }),
);
