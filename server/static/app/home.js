// GM home (/): create a campaign, list the campaigns of every token this browser holds, sign in with a token.
import { html, useState, useEffect, ProblemBox, RULESETS, rulesetTitle } from "./ui.js";
import { storedTokens, storeToken, forgetToken, createCampaign, campaignsOf } from "./api.js";

export function Home({ navigate }) {
  const [list, setList] = useState(null);
  const [errors, setErrors] = useState([]);
  const load = async () => {
    const stored = storedTokens();
    const found = [];
    const problems = [];
    await Promise.all(
      Object.entries(stored).map(async ([campaignId, entry]) => {
        try {
          const campaigns = await campaignsOf(entry.token);
          for (const c of campaigns) if (c.campaign_id === campaignId || campaigns.length === 1) found.push({ ...c, campaign_id: c.campaign_id || campaignId });
          if (campaigns.length === 0) found.push({ campaign_id: campaignId, name: entry.campaign || campaignId, role: entry.role, gone: "no longer a member" });
        } catch (err) {
          found.push({ campaign_id: campaignId, name: entry.campaign || campaignId, role: entry.role, gone: err.message });
        }
      })
    );
    found.sort((a, b) => String(a.name).localeCompare(String(b.name)));
    setList(found);
    setErrors(problems);
  };
  useEffect(() => {
    load();
  }, []);
  return html`<main class="home" id="main">
    <header class="top"><h1>Chronicle</h1><p class="muted">Campaigns for tabletop role-playing games: the GM screen, the player view and the stream overlay.</p></header>
    <div class="columns">
      <${CreateCampaign} navigate=${navigate} />
      <section class="panel" aria-labelledby="mine-title">
        <h2 id="mine-title">My campaigns</h2>
        ${list === null ? html`<p class="muted">Loading…</p>` : null}
        ${list && list.length === 0 ? html`<p class="muted">None yet in this browser. Create one, open an invite link, or sign in with a token.</p>` : null}
        <ul class="campaigns" data-testid="campaign-list">
          ${(list || []).map(
            (c) => html`<li key=${c.campaign_id} data-testid="campaign-item" data-campaign-id=${c.campaign_id}>
              <a href=${`/play/${c.campaign_id}`} onClick=${(e) => navigate(e, `/play/${c.campaign_id}`)}>${c.name}</a>
              <span class="muted"> ${c.ruleset ? rulesetTitle(c.ruleset) : ""} · ${c.role || "?"}${typeof c.version === "number" ? ` · version ${c.version}` : ""}</span>
              ${c.gone ? html`<span class="warn"> — ${c.gone}</span>` : null}${" "}
              <button type="button" class="secondary small" aria-label=${`Forget ${c.name} in this browser`} onClick=${() => { forgetToken(c.campaign_id); load(); }}>Forget</button>
            </li>`
          )}
        </ul>
        ${errors.map((e) => html`<${ProblemBox} error=${e} />`)}
        <${SignIn} onDone=${load} />
      </section>
    </div>
    <footer class="muted"><a href="/schema">API documentation</a> · <a href="/schema/redoc">Redoc</a></footer>
  </main>`;
}

function CreateCampaign({ navigate }) {
  const [name, setName] = useState("");
  const [ruleset, setRuleset] = useState("robots-and-rapiers");
  const [gm, setGm] = useState("");
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await createCampaign({ name, ruleset, gm_name: gm });
      storeToken(r.campaign_id, { token: r.issued.token, member_id: r.issued.member_id, role: "gm", name: gm, campaign: name });
      navigate(null, `/play/${r.campaign_id}`);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return html`<section class="panel" aria-labelledby="create-title">
    <h2 id="create-title">Create a campaign</h2>
    <form onSubmit=${submit} data-testid="create-campaign">
      <div class="field"><label for="c-name">Campaign name</label><input id="c-name" data-testid="create-name" required maxlength="200" value=${name} onInput=${(e) => setName(e.target.value)} /></div>
      <div class="field"><label for="c-ruleset">Game system</label>
        <select id="c-ruleset" data-testid="create-ruleset" value=${ruleset} onChange=${(e) => setRuleset(e.target.value)}>
          ${RULESETS.map(([k, t]) => html`<option value=${k}>${t}</option>`)}
        </select></div>
      <div class="field"><label for="c-gm">Your name (the GM)</label><input id="c-gm" data-testid="create-gm-name" required maxlength="200" value=${gm} onInput=${(e) => setGm(e.target.value)} /></div>
      <button type="submit" disabled=${busy} data-testid="create-submit">${busy ? "Creating…" : "Create"}</button>
      <p class="help">Your GM token is kept in this browser only. To use it elsewhere, copy your own link from the table page.</p>
    </form>
    <${ProblemBox} error=${error} onDismiss=${() => setError(null)} />
  </section>`;
}

function SignIn({ onDone }) {
  const [token, setToken] = useState("");
  const [error, setError] = useState(null);
  const submit = async (e) => {
    e.preventDefault();
    setError(null);
    try {
      const campaigns = await campaignsOf(token.trim());
      if (!campaigns.length) throw new Error("That token reaches no campaign.");
      for (const c of campaigns) storeToken(c.campaign_id, { token: token.trim(), member_id: c.member_id, role: c.role, campaign: c.name });
      setToken("");
      onDone();
    } catch (err) {
      setError(err);
    }
  };
  return html`<form class="signin" onSubmit=${submit} data-testid="sign-in">
    <h3>Sign in with a token</h3>
    <div class="field"><label for="s-token">Token (chr_…)</label><input id="s-token" data-testid="sign-in-token" type="password" autocomplete="off" required value=${token} onInput=${(e) => setToken(e.target.value)} /></div>
    <button type="submit" data-testid="sign-in-submit">Sign in</button>
    <${ProblemBox} error=${error} onDismiss=${() => setError(null)} />
  </form>`;
}
