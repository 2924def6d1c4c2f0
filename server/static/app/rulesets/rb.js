// Rotate Bird character card: Being traits (Unbeing marks), Doing traits (Undoing marks), edges, advances;
// the progress and disaster tracks (they belong to no character) above the cards.
import { item } from "./cards.js";

export function derive(ch) {
  const being = ch.being || [];
  const doing = ch.doing || [];
  const edges = Object.values(ch.edges || {}).map((e) => e.symbol || e.doing?.name || e.kind);
  const unbeing = being.filter((t) => t.marked).length;
  const undoing = doing.filter((t) => t.marked).length;
  return [
    ch.title ? item("title", "Title", ch.title) : null,
    item("being", "Being", being.map((t) => (t.marked ? `${t.symbol} (Unbeing)` : t.symbol)).join(", ") || "—"),
    item("unbeing", "Unbeing marks", `${unbeing} / ${being.length}`, unbeing ? (unbeing === being.length ? "bad" : "warn") : "ok"),
    item("doing", "Doing", doing.map((t) => `${t.name}${t.symbols?.length ? ` [${t.symbols.join(" ")}]` : ""}${t.marked ? " (Undoing)" : ""}`).join(", ") || "—"),
    item("undoing", "Undoing marks", `${undoing} / ${doing.length}`, undoing ? (undoing === doing.length ? "bad" : "warn") : "ok"),
    item("edges", "Edges", edges.length ? edges.join(", ") : "none"),
    (ch.advances || []).length ? item("advances", "Advances to spend", ch.advances.join(", ")) : null,
  ].filter(Boolean);
}

export function Summary({ state, html }) {
  const tracks = Object.entries(state?.state?.game?.tracks || {}).filter(([, t]) => !t.removed);
  if (!tracks.length) return null;
  return html`<div class="group" data-testid="tracks"><h3>Tracks</h3><ul class="tracks">
    ${tracks.map(([id, t]) => html`<li key=${id} data-track-id=${id}><strong>${t.name}</strong> <span class="muted">${t.kind}</span>
      <span class="boxes" aria-label=${`${t.marked} of ${t.boxes} boxes marked`}>${"■".repeat(Math.min(t.marked, t.boxes))}${"□".repeat(Math.max(0, t.boxes - t.marked))}</span>
      ${t.marked >= t.boxes ? html` <span class="tag">complete</span>` : null}</li>`)}
  </ul></div>`;
}
