/**
 * The README's quick start, word for word but for the import path: `tsc` type-checks it with the package (it is
 * not run; test/session.ts is what runs against a server).
 */
import http from "node:http";
import { Chronicle, ChronicleError } from "../src/index.js";

const server = new Chronicle({ baseUrl: "http://127.0.0.1:8000" });
const created = await server.createCampaign({ name: "The Clockwork Carnival", ruleset: "scratch-rps", gm_name: "Ada" });
const gm = server.withToken(created.issued!.token);
const id = created.campaign_id;

const bea = await gm.command(id, "campaign.add_member", { name: "Bea", role: "player" });
const table = await gm.command(id, "campaign.open_table", { name: "Main hall", dice_mode: "server" });
const opened = table.result.events[0]!.data;
if (opened.type !== "campaign.table_opened") throw new Error("unexpected event");

// Retry-safe and conditional: applied only if nothing happened since version 2; retried with the same key
const player = gm.withToken(bea.result.issued!.token);
try {
  const roll = await player.command(id, "campaign.roll", { table_id: opened.table_id, expression: "2d6+1" }, { ifMatch: 2 });
  console.log(roll.result.version, roll.replayed, roll.idempotencyKey);
} catch (error) {
  if (error instanceof ChronicleError && error.code === "version_mismatch") console.log("the table moved on");
  else throw error;
}

// The log, each event narrowed on its type
for (const event of (await gm.events(id)).events) {
  if (event.data.type === "campaign.rolled") console.log(event.data.expression, "→", event.data.total);
}

// Live, resuming across dropped connections; stop with the signal
const stop = new AbortController();
for await (const frame of player.live(id, { after: -1, signal: stop.signal })) {
  if (frame.kind === "event") console.log(frame.version, frame.data.type);
  if (frame.kind === "ready") stop.abort(); // caught up
}

import { verifyWebhook, WebhookVerificationError } from "../src/index.js";

let seen = -1; // keep it in your database: deliveries are at least once
http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    try {
      const delivery = verifyWebhook(process.env.CHRONICLE_WEBHOOK_SECRET!, Buffer.concat(chunks), request.headers);
      if (delivery.data.version > seen) {
        for (const frame of delivery.data.frames) console.log(frame.kind, frame.version);
        seen = delivery.data.version;
      }
      response.writeHead(204).end();
    } catch (error) {
      response.writeHead(error instanceof WebhookVerificationError ? 400 : 500).end();
    }
  });
}).listen(8080);
