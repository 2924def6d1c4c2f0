// Ruleset panels: purpose-built views a ruleset adds to the table page, above the generic views.
//
// `panelsFor(ruleset)` → a Preact component, or null when the ruleset has none (the generic views and the
// forms generated from the OpenAPI document then cover it).
//
// Props every panel receives (the table page passes them; they change as the live feed moves):
//   campaign  GET /campaigns/{id} JSON: {campaign_id, name, ruleset, version, you, members[], tables[],
//             characters[], hidden_rolls[], settings}
//   state     GET /campaigns/{id}/state JSON: {campaign_id, version, current_version, entity, state: {…,
//             members, tables, characters, hidden_rolls, game: {the ruleset's own state}}}
//   tableId   the table this page is looking at (an open table's id), or null
//   me        my member ({member_id, role, name} = campaign.you)
//   role      'gm' | 'player' | 'observer'
//   send      (type, body) => Promise<command response {version, events[]}>; sent with an Idempotency-Key
//             and If-Match; rejects with a Problem (api.js: .problem is the problem JSON, .message its words)
//   events    the live log so far: frames of kind "event" ({version, type, data, metadata, recorded_at,
//             text?}) in version order; a revealed roll replaces its hidden frame (and has `revealed_by`)
//   html      htm bound to Preact's h (so a panel needs no import of its own)
//   refresh   () => void: re-read campaign and state now (they are re-read after every live event anyway)
//   tableView the watched table's view as the table replay shows it (GET …/tables/{id}/replay?state=full,
//             then each step's `changes` applied): {table, characters, conflicts, …} with the ruleset's
//             derived values (R&R: open_tests, pending_saves, conflicts with turn order and Action Points,
//             each robot's current attributes, losses, Inspiration); null until loaded
//
// Stable data-testid attributes (for the browser tests; keep them when changing the views):
//   home:      campaign-list, campaign-item (one per campaign; data-campaign-id), create-campaign (form),
//              create-name, create-ruleset, create-gm-name, create-submit, sign-in (form), sign-in-token,
//              sign-in-submit
//   table:     table-page (data-role = gm|player|observer), version, status (live feed indicator; data-status = connecting|live|offline|stopped),
//              members, member (data-member-id), member-link-button, invite (form), invite-name,
//              invite-role, invite-submit, links (the read-only links), observer-link-button,
//              overlay-link-button and recap-link-button (one each per table), player-link, observer-link,
//              overlay-link, recap-link (each a field holding the link in an <input>), hidden-rolls (GM),
//              tables, table-item (data-table-id),
//              open-table (form), close-table, table-select, characters, character (data-character-id),
//              conflicts, turn-order, log, log-entry (data-version, data-type; data-hidden="true" while
//              hidden), reveal (button on a hidden roll, GM only), integrity, integrity-result,
//              state-json, command-forms, command-select, form-<tag> (a command's form), send-<tag>
//              (its submit button), problem (a refusal shown in words), ruleset-panels (where a panel goes)
//   player:    player-view (inside table-page), my-characters, quick-actions (buttons with data-tag)
//   overlay:   overlay, overlay-rolls, overlay-roll (data-version), overlay-turn-order
//   cards:     character-derived (the derived values at the top of a character's card; one
//              character-value per value, data-key = its name, e.g. hit_points, status, defense, hp,
//              conditions, health_physical, unbeing), tracks (Rotate Bird)
import { RRPanels } from "./robots-and-rapiers.js";
import * as scratch from "./scratch-rps.js";
import * as sb from "./shapers-and-bots.js";
import * as d100 from "./shapers-d100.js";
import * as rb from "./rotate-bird.js";

const PANELS = {
  "robots-and-rapiers": RRPanels,
  "shapers-d100": d100.D100Panel,
  "rotate-bird": rb.RBPanels,
  "shapers-and-bots": sb.SBPanels,
};

export function panelsFor(ruleset) {
  return PANELS[ruleset] || null;
}

// Character cards (rulesets/cards.js describes a card module): the derived values of the rulesets played
// through the generic views.
const CARDS = {
  "scratch-rps": scratch,
  "shapers-and-bots": sb,
  "shapers-d100": d100,
  "rotate-bird": rb,
};

export function cardFor(ruleset) {
  return CARDS[ruleset] || null;
}
