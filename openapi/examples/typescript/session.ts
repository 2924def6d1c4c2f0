// A short Chronicle session typed by `chronicle.d.ts`, which openapi-typescript generates from
// openapi/openapi.json (`npm run generate`); `npm run check` type-checks this file against it (tsc --noEmit).
import type { components, paths } from "./chronicle";

type Schemas = components["schemas"];
type EventOut = Schemas["EventOut"];
type EventsPage =
  paths["/campaigns/{campaign_id}/events"]["get"]["responses"][200]["content"]["application/json"];
type CommandResult = Schemas["CommandResult"];
type Problem = Schemas["Problem"];

async function call<T>(base: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(base + path, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const problem = (await response.json()) as Problem;
    throw new Error(`${problem.status} ${problem.code}: ${problem.title}`);
  }
  return (await response.json()) as T;
}

/** What an event says, its data narrowed by its `type`: the compiler knows each event type's fields. */
export function describe(event: EventOut): string {
  const data = event.data;
  switch (data.type) {
    case "scratch.ability_rolled":
      return `${data.character_id} rolled ${data.rolls.map((r) => r.faces.join("+")).join(", ")}`;
    case "rr.test_rolled":
      return `${data.character_id}: ${data.successes} successes against TN ${data.tn}`;
    case "roll.hidden":
      return `${data.roller_id} rolled out of sight (${data.visibility})`;
    case "campaign.table_opened":
      return `table ${data.name} opened with ${data.dice_mode} dice`;
    default:
      return data.type;
  }
}

export async function play(base: string): Promise<string[]> {
  const create: Schemas["CreateCampaignRequest"] = { name: "Arena night", ruleset: "scratch-rps" };
  const created = await call<CommandResult>(base, "/campaigns", null, create);
  const token = created.issued?.token ?? "";
  const campaign = `/campaigns/${created.campaign_id}`;
  const table: Schemas["CampaignOpenTableRequest"] = { name: "Pit" };
  const opened = await call<CommandResult>(base, `${campaign}/commands/campaign.open_table`, token, table);
  const openedData = opened.events[0].data;
  if (openedData.type !== "campaign.table_opened") throw new Error("expected the table");
  const sheet: Schemas["ScratchCreateCharacterRequest"] = {
    sheet: { name: "Chokestar", abilities: { wrestling: 3, stalking: 3, toughness: 2 } },
  };
  const made = await call<CommandResult>(base, `${campaign}/commands/scratch.create_character`, token, sheet);
  const character = made.events[0].data;
  if (character.type !== "scratch.character_created") throw new Error("expected the character");
  const roll: Schemas["ScratchRollAbilityRequest"] = {
    table_id: openedData.table_id,
    character_id: character.character_id,
    ability: "wrestling",
    difficulty: 12,
  };
  await call<CommandResult>(base, `${campaign}/commands/scratch.roll_ability`, token, roll);
  const page = await call<EventsPage>(base, `${campaign}/events`, token);
  return page.events.map(describe);
}
