// The table page (/play/{campaign_id}): the GM screen, the player view (phone-sized) and the observer's
// view, one page whose parts follow the role of the token this tab uses.
import { html, useState, useEffect, useMemo, ProblemBox, LinkField, nameOf, rulesetTitle } from "./ui.js";
import { inviteLink, identitiesOf, useInTab, describeToken, Problem } from "./api.js";
import { useCampaign } from "./live.js";
import { Log } from "./log.js";
import { Rulings } from "./rulings.js";
import { CommandPicker } from "./forms.js";
import { OffersPanel } from "./offers.js";
import { panelsFor } from "./rulesets/index.js";
import { Characters, Conflicts, StateJson } from "./views.js";

export function StatusBadge({ status, detail }) {
  const words = { connecting: "Connecting…", live: "Live", offline: "Offline — reconnecting", stopped: "Stopped" }[status] || status;
  return html`<span class=${`status status-${status}`} role="status" data-testid="status" data-status=${status} title=${detail || words}>
    <span class="dot" aria-hidden="true"></span>${words}${detail && status !== "live" ? html`<span class="sr-only"> ${detail}</span>` : null}
  </span>`;
}

export function TablePage({ campaignId, navigate }) {
  const [tableId, setTableId] = useState(() => new URLSearchParams(location.search).get("table"));
  const live = useCampaign(campaignId, { tableId });
  const { campaign, state, events, status, statusDetail, error, send, client, tableView, texts, offers } = live;
  const role = campaign?.you?.role || "observer";
  const openTables = (campaign?.tables || []).filter((t) => t.open);

  // follow the only (or first) open table unless one was chosen
  useEffect(() => {
    if (!campaign) return;
    if (!tableId || !campaign.tables.some((t) => t.table_id === tableId)) {
      const first = openTables[0] || campaign.tables[campaign.tables.length - 1];
      if (first && first.table_id !== tableId) setTableId(first.table_id);
    }
  }, [campaign]);
  useEffect(() => {
    if (campaign?.you && live.token) describeToken(campaignId, live.token, { role: campaign.you.role, name: campaign.you.name, member_id: campaign.you.member_id, campaign: campaign.name });
  }, [campaign?.you?.member_id, campaign?.you?.role]);

  if (!live.token) {
    return html`<main id="main" class="table-page" data-testid="table-page">
      <p><a href="/" onClick=${(e) => navigate(e, "/")}>← Chronicle</a></p>
      <${ProblemBox} error=${error} />
      <p>Open the invite link the GM gave you, or sign in with a token on the <a href="/" onClick=${(e) => navigate(e, "/")}>home page</a>.</p>
    </main>`;
  }
  if (!campaign) {
    return html`<main id="main" class="table-page" data-testid="table-page">
      <p><a href="/" onClick=${(e) => navigate(e, "/")}>← Chronicle</a> <${StatusBadge} status=${status} detail=${statusDetail} /></p>
      ${error ? html`<${ProblemBox} error=${error} />` : html`<p class="muted">Loading…</p>`}
    </main>`;
  }

  const reveal = role === "gm" ? (version) => send("campaign.reveal_roll", { version }).catch(live.setError) : null;
  const prove = role === "gm" ? (version) => send("campaign.prove_roll", { version }).catch(live.setError) : null;
  const Panel = panelsFor(campaign.ruleset);
  const me = campaign.you;
  const panelProps = { campaign, state, tableId, me, role, send, events: events.map((e) => (texts[e.version] && !e.text ? { ...e, text: texts[e.version] } : e)), html, refresh: live.refresh, tableView, offers };
  // a ruleset panel that draws some offered actions itself (Panel.drawsOffers): the offers panel leaves them out
  const drawn = Panel && Panel.drawsOffers;
  const atTable = offers && drawn ? { ...offers, actions: (offers.actions || []).filter((a) => !drawn.has(a.command)) } : offers;
  const isPlayer = role === "player";
  return html`<main id="main" class=${`table-page role-${role}`} data-testid="table-page" data-role=${role}>
    <header class="top">
      <p class="crumbs"><a href="/" onClick=${(e) => navigate(e, "/")}>← Chronicle</a> · <a href=${`/play/${campaignId}/luck`} onClick=${(e) => navigate(e, `/play/${campaignId}/luck`)} data-testid="luck-link">Luck</a></p>
      <h1>${campaign.name}</h1>
      <p class="muted">${rulesetTitle(campaign.ruleset)} · you are <strong>${me.name}</strong> (${role}) · version <span data-testid="version">${campaign.version}</span></p>
      <div class="row"><${StatusBadge} status=${status} detail=${statusDetail} /><${TablePicker} campaign=${campaign} tableId=${tableId} setTableId=${setTableId} /><${Identities} campaignId=${campaignId} current=${live.token} /></div>
    </header>
    ${error ? html`<${ProblemBox} error=${error} onDismiss=${() => live.setError(null)} />` : null}
    ${status === "stopped" ? html`<div class="problem" role="alert"><strong>The live feed stopped</strong><p>${statusDetail} — this page no longer updates. Open a new link from the GM, or sign in again.</p></div>` : null}
    <div class=${isPlayer ? "stack" : "grid"} data-testid=${isPlayer ? "player-view" : undefined}>
      <div class="col-main">
        ${role !== "observer" || offers?.turn || offers?.waiting?.length
          ? html`<${OffersPanel} offers=${atTable} campaign=${campaign} tableId=${tableId} send=${send} />`
          : null}
        ${Panel ? html`<div data-testid="ruleset-panels"><${Panel} ...${panelProps} /></div>` : null}
        ${isPlayer
          ? html`<${MyCharacters} campaign=${campaign} state=${state} tableView=${tableView} me=${me} />
              <${Conflicts} campaign=${campaign} state=${state} tableView=${tableView} />`
          : Panel
            ? html`<details class="generic"><summary>Characters and conflicts as the state holds them (every field)</summary>
                <${Characters} campaign=${campaign} state=${state} tableView=${tableView} />
                <${Conflicts} campaign=${campaign} state=${state} tableView=${tableView} />
              </details>`
            : html`<${Characters} campaign=${campaign} state=${state} tableView=${tableView} />
                <${Conflicts} campaign=${campaign} state=${state} tableView=${tableView} />`}
        ${isPlayer ? null : html`<${Log} events=${panelProps.events} campaign=${campaign} onReveal=${reveal} onProve=${prove} />`}
        ${role !== "observer"
          ? html`<section class="panel" aria-labelledby="forms-title">
              <h2 id="forms-title">${isPlayer ? "Act" : "Commands"}</h2>
              <p class="help">${isPlayer ? "Roll, spend and pay: the commands a player may send, each from its description in the API." : "Every command of this game; the form is built from its description in the API."}</p>
              <${CommandPicker} ruleset=${campaign.ruleset} role=${role} send=${send} campaign=${campaign} state=${state} tableId=${tableId} quick=${isPlayer} offered=${offers ? new Set((offers.actions || []).map((a) => a.command)) : null} />
            </section>`
          : null}
        ${isPlayer ? html`<${Log} events=${panelProps.events} campaign=${campaign} />` : null}
        ${isPlayer ? html`<${ForgetMe} campaign=${campaign} send=${send} />` : null}
      </div>
      ${isPlayer
        ? null
        : html`<aside class="col-side">
            ${role === "gm" ? html`<${HiddenRolls} campaign=${campaign} reveal=${reveal} events=${panelProps.events} />` : null}
            <${Members} campaign=${campaign} client=${client} send=${send} role=${role} />
            <${Tables} campaign=${campaign} send=${send} role=${role} client=${client} setTableId=${setTableId} />
            <${Rulings} campaign=${campaign} send=${send} role=${role} />
            <${Integrity} client=${client} />
            <${StateJson} state=${state} />
          </aside>`}
    </div>
  </main>`;
}

const HIDDEN_AS = { blind: "blind: hidden from its roller too", gm: "seen by the GM and the roller only" };

function HiddenRolls({ campaign, reveal, events }) {
  const rolls = campaign.hidden_rolls || [];
  const byVersion = new Map((events || []).map((e) => [e.version, e]));
  return html`<section class="panel" aria-labelledby="hidden-title" data-testid="hidden-rolls">
    <h2 id="hidden-title">Hidden rolls</h2>
    ${rolls.length === 0 ? html`<p class="muted">None: every roll is seen by everyone.</p>` : null}
    <ul>
      ${rolls.map((r) => {
        const e = byVersion.get(r.version);
        const how = e && e.data && HIDDEN_AS[e.data.visibility];
        return html`<li key=${r.version} data-testid="hidden-roll" data-version=${r.version}>
          <span>${e && e.text ? e.text : `A roll by ${nameOf(campaign, r.roller_id)}`}</span>
          <span class="muted"> — rolled by ${nameOf(campaign, r.roller_id)}${how ? `, ${how}` : ""}</span>
          <button type="button" class="small" aria-label=${`Reveal this hidden roll by ${nameOf(campaign, r.roller_id)} to everyone`} onClick=${() => reveal(r.version)}>Reveal</button></li>`;
      })}
    </ul>
  </section>`;
}

function TablePicker({ campaign, tableId, setTableId }) {
  if (!campaign.tables.length) return html`<span class="muted">No table yet</span>`;
  return html`<label class="inline" for="table-select">Table
    <select id="table-select" data-testid="table-select" value=${tableId || ""} onChange=${(e) => setTableId(e.target.value)}>
      ${campaign.tables.map((t) => html`<option value=${t.table_id}>${t.name}${t.open ? "" : " (closed)"}</option>`)}
    </select></label>`;
}

function Identities({ campaignId, current }) {
  const all = identitiesOf(campaignId);
  if (all.length < 2) return null;
  return html`<label class="inline" for="identity">Acting as
    <select id="identity" value=${current} onChange=${(e) => { useInTab(campaignId, e.target.value); location.reload(); }}>
      ${all.map((i) => html`<option value=${i.token}>${i.name || "?"} (${i.role || "?"})</option>`)}
    </select></label>`;
}

function MyCharacters({ campaign, state, tableView, me }) {
  const mine = new Set((campaign.characters || []).filter((c) => c.owner_id === me.member_id).map((c) => c.character_id));
  return html`<div data-testid="my-characters"><${Characters} campaign=${campaign} state=${state} tableView=${tableView} only=${mine} heading="My characters" /></div>`;
}

function Members({ campaign, client, send, role }) {
  const [name, setName] = useState("");
  const [memberRole, setMemberRole] = useState("player");
  const [links, setLinks] = useState({});
  const [error, setError] = useState(null);
  const gm = role === "gm";
  const playLink = (token) => inviteLink(`/play/${campaign.campaign_id}`, token);
  const invite = async (e) => {
    e.preventDefault();
    setError(null);
    try {
      const r = await send("campaign.add_member", { name, role: memberRole });
      if (r.issued) setLinks((old) => ({ ...old, [r.issued.member_id]: playLink(r.issued.token) }));
      setName("");
    } catch (err) {
      setError(err);
    }
  };
  const issue = async (memberId) => {
    setError(null);
    try {
      const r = await client.issueToken({ member_id: memberId, label: "web link" });
      setLinks((old) => ({ ...old, [memberId]: playLink(r.token) }));
    } catch (err) {
      setError(err);
    }
  };
  const forget = async (m) => {
    setError(null);
    try {
      await forgetMember(send, m, m.member_id === campaign.you.member_id);
    } catch (err) {
      setError(err);
    }
  };
  return html`<section class="panel" aria-labelledby="members-title" data-testid="members">
    <h2 id="members-title">Members</h2>
    <ul class="members">
      ${campaign.members.map(
        (m) => html`<li key=${m.member_id} data-testid="member" data-member-id=${m.member_id}>
          <span>${m.forgotten ? html`<em class="forgotten" data-testid="member-forgotten">forgotten</em>` : m.name} <span class="muted">(${m.role}${m.active === false ? ", removed" : ""})</span></span>
          ${gm && m.active !== false ? html`<button type="button" class="small secondary" data-testid="member-link-button" onClick=${() => issue(m.member_id)}>${m.member_id === campaign.you.member_id ? "My own link (another device)" : `Link for ${m.name}`}</button>` : null}
          ${gm && !m.forgotten ? html`<button type="button" class="small secondary" data-testid="member-forget-button" onClick=${() => forget(m)}>${m.member_id === campaign.you.member_id ? "Forget me" : `Forget ${m.name}`}</button>` : null}
          ${links[m.member_id] ? html`<${LinkField} label=${`${m.name}'s link (signs in as ${m.name}; share with them only)`} value=${links[m.member_id]} testid="player-link" />` : null}
        </li>`
      )}
    </ul>
    ${gm
      ? html`<form onSubmit=${invite} data-testid="invite" class="invite">
          <h3>Invite</h3>
          <div class="field"><label for="inv-name">Name</label><input id="inv-name" data-testid="invite-name" required maxlength="200" value=${name} onInput=${(e) => setName(e.target.value)} /></div>
          <div class="field"><label for="inv-role">Role</label><select id="inv-role" data-testid="invite-role" value=${memberRole} onChange=${(e) => setMemberRole(e.target.value)}>
            <option value="player">player</option><option value="observer">observer</option><option value="gm">co-GM</option></select></div>
          <button type="submit" data-testid="invite-submit">Add and make a link</button>
        </form>
        <${ShareLinks} campaign=${campaign} client=${client} />`
      : null}
    <${ProblemBox} error=${error} onDismiss=${() => setError(null)} />
  </section>`;
}

/** Ask first, then forget a member for good (campaign.forget_member, docs/privacy.md). */
async function forgetMember(send, member, self) {
  const who = self ? "you" : member.name;
  const text =
    `Forget ${who} for good? ${self ? "Your" : "Their"} name, ${self ? "your" : "their"} characters' names and everything ` +
    `${self ? "you" : "they"} wrote will read “forgotten” for everyone, in this campaign's log and its exports. ` +
    "The dice and the log stay, and still verify. This cannot be undone.";
  if (!confirm(text)) return false;
  await send("campaign.forget_member", { member_id: member.member_id });
  return true;
}

function ForgetMe({ campaign, send }) {
  const [error, setError] = useState(null);
  const me = campaign.members.find((m) => m.member_id === campaign.you.member_id);
  if (!me) return null;
  const forget = async () => {
    setError(null);
    try {
      await forgetMember(send, me, true);
    } catch (err) {
      setError(err);
    }
  };
  return html`<section class="panel" aria-labelledby="forget-me-title" data-testid="forget-me">
    <h2 id="forget-me-title">Your data</h2>
    ${me.forgotten
      ? html`<p class="help" data-testid="forgotten-note">You were forgotten: your name, your characters' names and what you wrote read “forgotten”.</p>`
      : html`<p class="help">Leaving for good? Forgetting erases your name, your characters' names and everything you wrote; the dice and the log stay.</p>
          <button type="button" class="secondary" data-testid="forget-me-button" onClick=${forget}>Forget me…</button>`}
    <${ProblemBox} error=${error} onDismiss=${() => setError(null)} />
  </section>`;
}

const LIFETIMES = [["", "never expires"], ["86400", "1 day"], ["604800", "1 week"], ["2592000", "30 days"]];

function ShareLinks({ campaign, client }) {
  const [links, setLinks] = useState({});
  const [error, setError] = useState(null);
  const [expires, setExpires] = useState("604800");
  const open = campaign.tables;
  const make = async (key, body, toLink) => {
    setError(null);
    try {
      const r = await client.issueToken({ ...body, ...(expires ? { expires_in: Number(expires) } : {}) });
      setLinks((old) => ({ ...old, [key]: toLink(r.token) }));
    } catch (err) {
      setError(err);
    }
  };
  const cid = campaign.campaign_id;
  return html`<div class="share" data-testid="links">
    <h3>Read-only links</h3>
    <div class="field"><label for="link-life">Links made now expire after</label>
      <select id="link-life" value=${expires} onChange=${(e) => setExpires(e.target.value)}>${LIFETIMES.map(([v, t]) => html`<option value=${v}>${t}</option>`)}</select></div>
    <button type="button" class="small" data-testid="observer-link-button" onClick=${() => make("observer", { scope: "observer", label: "observer link" }, (t) => inviteLink(`/play/${cid}`, t))}>Observer link</button>
    ${links.observer ? html`<${LinkField} label="Observer link (sees what an observer sees, acts on nothing)" value=${links.observer} testid="observer-link" />` : null}
    ${open.map(
      (t) => html`<div key=${t.table_id} class="table-links">
        <button type="button" class="small" data-testid="overlay-link-button" onClick=${() => make(`overlay-${t.table_id}`, { scope: "overlay", table_id: t.table_id, label: "overlay" }, (tok) => inviteLink(`/play/${cid}/overlay?table=${t.table_id}`, tok))}>Overlay link: ${t.name}</button>
        <button type="button" class="small" data-testid="recap-link-button" onClick=${() => make(`recap-${t.table_id}`, { scope: "recap", table_id: t.table_id, label: "recap" }, (tok) => `${location.origin}/campaigns/${cid}/tables/${t.table_id}/recap?format=html&token=${encodeURIComponent(tok)}`)}>Recap link: ${t.name}</button>
        ${links[`overlay-${t.table_id}`] ? html`<${LinkField} label=${`Stream overlay of ${t.name} (transparent; add as a browser source)`} value=${links[`overlay-${t.table_id}`]} testid="overlay-link" />` : null}
        ${links[`recap-${t.table_id}`] ? html`<${LinkField} label=${`Recap of ${t.name} (read-only page)`} value=${links[`recap-${t.table_id}`]} testid="recap-link" />` : null}
      </div>`
    )}
    <${ProblemBox} error=${error} onDismiss=${() => setError(null)} />
  </div>`;
}

function Tables({ campaign, send, role, setTableId }) {
  const [name, setName] = useState("");
  const [mode, setMode] = useState("server");
  const [error, setError] = useState(null);
  const gm = role === "gm";
  const open = async (e) => {
    e.preventDefault();
    setError(null);
    try {
      const r = await send("campaign.open_table", { name, dice_mode: mode });
      const opened = (r.events || []).find((ev) => ev.type === "campaign.table_opened");
      if (opened) setTableId(opened.data.table_id);
      setName("");
    } catch (err) {
      setError(err);
    }
  };
  const close = async (table) => {
    if (!confirm(`Close the table “${table.name}”?`)) return;
    setError(null);
    try {
      await send("campaign.close_table", { table_id: table.table_id });
    } catch (err) {
      setError(err);
    }
  };
  return html`<section class="panel" aria-labelledby="tables-title" data-testid="tables">
    <h2 id="tables-title">Tables</h2>
    <ul>
      ${campaign.tables.map(
        (t) => html`<li key=${t.table_id} data-testid="table-item" data-table-id=${t.table_id}>
          <button type="button" class="link" onClick=${() => setTableId(t.table_id)}>${t.name}</button>
          <span class="muted"> ${t.dice_mode} dice · ${t.open ? "open" : "closed"}</span>
          ${gm && t.open ? html` <button type="button" class="small secondary" data-testid="close-table" onClick=${() => close(t)}>Close</button>` : null}
        </li>`
      )}
    </ul>
    ${gm
      ? html`<form onSubmit=${open} data-testid="open-table">
          <div class="field"><label for="tbl-name">New table's name</label><input id="tbl-name" required maxlength="200" value=${name} onInput=${(e) => setName(e.target.value)} /></div>
          <div class="field"><label for="tbl-mode">Dice</label><select id="tbl-mode" value=${mode} onChange=${(e) => setMode(e.target.value)}>
            <option value="server">server (the server rolls)</option><option value="verifiable">verifiable (commit–reveal, checkable)</option><option value="physical">physical (faces entered by hand)</option></select></div>
          <button type="submit">Open a table</button>
        </form>`
      : null}
    <${ProblemBox} error=${error} onDismiss=${() => setError(null)} />
  </section>`;
}

function Integrity({ client }) {
  const [result, setResult] = useState(null);
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await client.get("/integrity"));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return html`<section class="panel" aria-labelledby="integrity-title">
    <h2 id="integrity-title">Integrity</h2>
    <button type="button" data-testid="integrity" disabled=${busy} onClick=${check}>${busy ? "Checking…" : "Check the hash chain"}</button>
    ${result
      ? html`<p data-testid="integrity-result" class=${result.ok ? "ok" : "warn"}>${result.ok ? `Intact: ${result.events} events, head version ${result.head_version}, head hash ${String(result.head_hash).slice(0, 16)}…` : `Broken: ${JSON.stringify(result.first_bad || result)}`}</p>`
      : null}
    <${ProblemBox} error=${error} onDismiss=${() => setError(null)} />
  </section>`;
}
