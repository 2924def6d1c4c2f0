// The luck page (/play/{campaign_id}/luck): the campaign's luck ledger (GET /campaigns/{id}/luck) as this
// token may see it — per member and per character, per die size, each face's count against a fair die, the
// chi-squared p-value and its verdict; proven dice (server, verifiable re-derived from revealed seeds) and
// physical dice (typed in, unproven) shown apart; how each table was counted. docs/audit.md#the-luck-ledger
import { html, useState, useEffect, ProblemBox } from "./ui.js";
import { Client, tokenFor, Problem } from "./api.js";

const pct = (p) => (p >= 0.01 ? p.toFixed(2) : p.toExponential(1));

const VERDICT = {
  flagged: "Flagged: a fair die rarely rolls like this",
  consistent: "Consistent with a fair die",
  too_few: "Too few dice to tell",
};

/** One die size: a bar per face (its count against a fair die's), the statistic and the verdict. */
function DieTally({ tally, part }) {
  const top = Math.max(tally.expected, ...tally.counts) || 1;
  const sources = part === "proven" ? [tally.from_server ? `${tally.from_server} server` : null, tally.from_verifiable ? `${tally.from_verifiable} verifiable` : null].filter(Boolean).join(", ") : "entered by hand";
  const many = tally.sides > 12; // a bar per face still, but only a few faces named under them
  const step = tally.sides > 20 ? 25 : 5;
  const named = (face) => !many || face === 1 || face % step === 0;
  return html`<figure class=${`luck-die verdict-${tally.verdict}`} data-testid="luck-die" data-sides=${tally.sides} data-verdict=${tally.verdict}>
    <figcaption>
      <strong>d${tally.sides}</strong> · ${tally.dice} dice <span class="muted">(${sources})</span>
      <span class=${`luck-verdict ${tally.verdict}`} data-testid="luck-verdict">${VERDICT[tally.verdict] || tally.verdict}</span>
    </figcaption>
    <div class=${many ? "luck-bars many" : "luck-bars"} role="img" aria-label=${`d${tally.sides} faces: ${tally.counts.map((n, i) => `${i + 1}: ${n}`).join(", ")}; a fair die: ${tally.expected.toFixed(1)} each`}>
      ${tally.counts.map((n, i) => html`<div class="luck-bar" title=${`${i + 1}: ${n} (fair: ${tally.expected.toFixed(1)})`}>
        <span class="fill" style=${{ height: `${(100 * n) / top}%` }}></span>
        <span class="fair" style=${{ bottom: `${(100 * tally.expected) / top}%` }}></span>
        ${named(i + 1) ? html`<span class="face">${i + 1}</span>` : null}${many ? null : html`<span class="n">${n}</span>`}
      </div>`)}
    </div>
    <p class="muted luck-stat">χ² ${tally.chi_squared.toFixed(2)} (${tally.degrees_of_freedom} degrees of freedom) · p-value ${pct(tally.p_value)}${tally.enough ? "" : ` · the test needs ${Math.ceil(5 * tally.sides)} dice`}</p>
  </figure>`;
}

function Part({ part, name, title, note }) {
  if (!part.dice.length) return null;
  return html`<div class=${`luck-part luck-${name}`} data-testid=${`luck-${name}`}>
    <h4>${title} <span class="muted">· ${part.rolls} roll${part.rolls === 1 ? "" : "s"}</span></h4>
    ${note ? html`<p class="muted">${note}</p>` : null}
    <div class="luck-dice">${part.dice.map((t) => html`<${DieTally} tally=${t} part=${name} />`)}</div>
  </div>`;
}

function Subject({ subject, label }) {
  const left = [
    subject.awaiting_reveal ? `${subject.awaiting_reveal} verifiable roll(s) wait for their seed's reveal` : null,
    subject.failing ? `${subject.failing} roll(s) do not match their revealed seed` : null,
  ].filter(Boolean);
  const empty = !subject.proven.dice.length && !subject.physical.dice.length;
  return html`<section class="panel luck-subject" data-testid="luck-subject" data-kind=${subject.kind} data-id=${subject.id}>
    <h3>${label || subject.name || subject.id.slice(0, 8)}</h3>
    ${empty ? html`<p class="muted">No dice you may see are counted yet.</p>` : null}
    <${Part} part=${subject.proven} name="proven" title="Proven dice" />
    <${Part} part=${subject.physical} name="physical" title="Physical dice" note="Entered by hand: counted apart, they prove nothing about the die on the table." />
    ${left.length ? html`<p class="muted" data-testid="luck-left-out">Left out: ${left.join("; ")}.</p>` : null}
  </section>`;
}

const yoursFirst = (subjects, yours) => [...subjects.filter(yours), ...subjects.filter((s) => !yours(s))];

export function LuckPage({ campaignId, navigate }) {
  const [ledger, setLedger] = useState(null);
  const [campaign, setCampaign] = useState(null);
  const [error, setError] = useState(null);
  useEffect(() => {
    const token = tokenFor(campaignId);
    if (!token) {
      setError(new Problem({ code: "token_missing", detail: "This browser holds no token for this campaign." }, 401));
      return;
    }
    const client = new Client(campaignId, token);
    Promise.all([client.get(""), client.get("/luck")]).then(([c, l]) => (setCampaign(c), setLedger(l)), setError);
  }, [campaignId]);
  const back = `/play/${campaignId}`;
  // "are MY dice cursed?": the caller's own ledger and their characters' come first
  const me = campaign?.you?.member_id;
  const mine = new Set((campaign?.characters || []).filter((c) => c.owner_id === me).map((c) => c.character_id));
  return html`<main id="main" class="luck-page" data-testid="luck-page">
    <p class="crumbs"><a href=${back} onClick=${(e) => navigate(e, back)}>← The table</a></p>
    <h1>Luck${campaign ? html` <span class="muted">· ${campaign.name}</span>` : null}</h1>
    <p class="muted luck-intro">How the dice fell, against a fair die, counting only dice that can be proven: server dice as
      recorded and verifiable dice re-derived from their revealed seed. Physical dice are shown apart. A p-value is
      not a verdict: a fair die is flagged once in a thousand tallies, and a few sessions say little.</p>
    <${ProblemBox} error=${error} />
    ${!ledger && !error ? html`<p class="muted">Loading…</p>` : null}
    ${ledger
      ? html`<${Subject} subject=${ledger.campaign} label="Everyone" />
        <h2>Members</h2>
        ${ledger.members.length ? yoursFirst(ledger.members, (s) => s.id === me).map((s) => html`<${Subject} subject=${s} label=${s.id === me ? `${s.name || s.id.slice(0, 8)} (you)` : null} />`) : html`<p class="muted">No rolls yet.</p>`}
        <h2>Characters</h2>
        ${ledger.characters.length ? yoursFirst(ledger.characters, (s) => mine.has(s.id)).map((s) => html`<${Subject} subject=${s} />`) : html`<p class="muted">No rolls made for a character yet.</p>`}
        <h2>Tables</h2>
        <ul class="luck-tables" data-testid="luck-tables">
          ${ledger.tables.map((t) => html`<li data-status=${t.status}><strong>${t.name || t.table_id.slice(0, 8)}</strong> <span class="muted">(${t.dice_mode} dice)</span>: ${t.note}${t.rolls_hidden ? html` <span class="muted">· ${t.rolls_hidden} roll(s) hidden from you left out</span>` : null}</li>`)}
        </ul>
        <p class="muted">Version ${ledger.version}. Anyone can recompute this from the campaign's export with <code>openapi/examples/luck_ledger.py</code>.</p>`
      : null}
  </main>`;
}
