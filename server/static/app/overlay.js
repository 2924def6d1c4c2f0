// The stream overlay (/play/{campaign_id}/overlay?table=…): a transparent page for a streaming tool's
// browser source. It follows one table's live feed with an overlay token (read-only, that table only):
// the last rolls large with their faces, and the table's turn order.
import { html, nameOf } from "./ui.js";
import { useCampaign } from "./live.js";
import { diceOf, treeDice, tell, isHidden } from "./log.js";
import { TurnOrder } from "./views.js";
import { StatusBadge } from "./table.js";

/** Names the overlay knows without reading the campaign: from the events it has seen. */
function namesFrom(events) {
  const members = [];
  const characters = [];
  for (const e of events) {
    const d = e.data || {};
    if (e.type === "campaign.created") members.push({ member_id: d.gm_id, name: d.gm_name });
    if (e.type === "campaign.member_added") members.push({ member_id: d.member_id, name: d.name });
    if (/character_created$/.test(e.type) && d.character_id) characters.push({ character_id: d.character_id, name: d.name || d.sheet?.name });
  }
  return { members, characters, tables: [] };
}

export function Overlay({ campaignId, tableId }) {
  const live = useCampaign(campaignId, { tableId, overlay: true });
  const { events, tableView, texts, status, statusDetail, error } = live;
  const names = namesFrom(events);
  // a hidden roll once (not the sealed padding or the consequences hidden with it)
  const rolls = events.filter((e) => diceOf(e.data).length || (e.type === "roll.hidden" && e.data?.follows === undefined)).slice(-3).reverse();
  const conflicts = Object.entries(tableView?.conflicts || {});
  return html`<main class="overlay" data-testid="overlay" aria-label="Table overlay">
    ${status !== "live" ? html`<div class="overlay-status"><${StatusBadge} status=${status} detail=${statusDetail} /></div>` : null}
    ${error ? html`<p class="overlay-error" role="alert">${error.message}</p>` : null}
    <section class="overlay-rolls" data-testid="overlay-rolls" aria-live="polite">
      ${rolls.map(
        (e, i) => html`<article key=${e.version} class=${`overlay-roll ${i === 0 ? "latest" : "older"}`} data-testid="overlay-roll" data-version=${e.version}>
          <p class="who">${e.text || texts[e.version] || tell(e, names)}</p>
          ${isHidden(e)
            ? html`<div class="faces"><span class="die big hidden-die" aria-label="hidden roll">?</span></div>`
            : treeDice(e.data)
              ? html`<div class="faces">${treeDice(e.data).map((c, k) => html`<span key=${k} class=${["die", "big", ...c.states].join(" ")} aria-label=${c.label}>${c.shown}</span>`)}</div>`
              : html`<div class="faces">${diceOf(e.data).map((r) => r.faces.map((x, k) => html`<span key=${k} class="die big" aria-label=${`d${r.sides}: ${x}`}>${x}</span>`))}</div>`}
        </article>`
      )}
    </section>
    <section class="overlay-turns" data-testid="overlay-turn-order">
      ${conflicts.map(([id, c]) => html`<${TurnOrder} key=${id} id=${id} conflict=${c} campaign=${names} compact=${true} />`)}
    </section>
  </main>`;
}
