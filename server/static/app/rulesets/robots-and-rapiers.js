// Robots & Rapiers panels (see rulesets/index.js for the props they receive).
//
// What a GM reads at the table, and every button, come from the server: each robot's current attributes from
// the table view (`tableView`, domain/rr/views.py: rating, working accessories, damage and losses already
// applied), each conflict's turn order with Action Points from the state, and what this viewer may do now from
// the offers (`offers`, GET …/offers, domain/rr/offers.py): pay for the next turn or pass the first right,
// oppose a named roll, end a turn, take the free turn, roll a test or a save, take 1s as Inspiration, resolve a
// test, spend its successes. A button is drawn only when the server offers it, with the body it gave; nothing
// here computes a rule. The GM's own forms (start a conflict, call a test, call a save) stay here; what the
// offers hold that these panels do not draw (the call of an opposing roll, an ambush's saves) is left to the
// "At the table" panel (`RRPanels.drawsOffers` names the commands drawn here).
//
// data-testid names (for the browser tests): rr-panels, rr-robots, rr-robot (data-character-id), rr-attr
// (data-attribute), rr-inspiration, rr-sa, rr-power, rr-conflicts, rr-conflict (data-conflict-id), rr-turn-order,
// rr-combatant (data-character-id, data-acting="true" on the robot whose turn it is), rr-ap, rr-start-turn,
// rr-end-turn, rr-oppose, rr-pay-for-turn, rr-pass, rr-off-hand, rr-end-conflict, rr-start-conflict (form),
// rr-tests, rr-test (data-test-id, data-state = called|rolled|resolved|spent), rr-hidden-roll (a blind or GM-only
// roll, GM), rr-roll, rr-visibility, rr-dice, rr-resolve, rr-spend (form), rr-spend-kind, rr-spend-choice,
// rr-spend-submit, rr-saves, rr-save (data-save-id), rr-roll-save, rr-call-test (form), rr-call-character,
// rr-call-program, rr-call-attribute, rr-call-submit, rr-trigger-save (form), rr-trigger-submit, rr-take-ones,
// rr-award-inspiration, rr-use-trait, problem. Its styles are the "Robots & Rapiers panels" section of style.css.
import { useState } from "preact/hooks";
import { parseDice } from "../offers.js";

const PRIMARY = ["force", "durability", "articulation", "locomotion", "processor", "memory"];
const SENSORS = ["visual", "audio", "tactile"];
const TEST_ATTRIBUTES = [...PRIMARY, "perception", ...SENSORS, "size", "anthropoid_class", "role", "self_awareness"];
const words = (s) => String(s ?? "").replace(/_/g, " ");
const cap = (s) => words(s).charAt(0).toUpperCase() + words(s).slice(1);

let uid = 0;
const nextId = (p) => `rr-${p}-${++uid}`;

/** The actions the server offers this viewer now that satisfy `pred` (GET …/offers). */
const offered = (offers, pred) => ((offers && offers.actions) || []).filter(pred);
const about = (id) => (a) => (a.about || []).includes(id);

const BUTTONS = {
  "rr.pay_for_turn": "rr-pay-for-turn",
  "rr.decline_first_right": "rr-pass",
  "rr.oppose_roll": "rr-oppose",
  "rr.end_turn": "rr-end-turn",
  "rr.start_turn": "rr-start-turn",
  "rr.use_off_hand": "rr-off-hand",
  "rr.end_conflict": "rr-end-conflict",
};

/** One offered action as a button: its label, its body as the server gave it. */
function OfferButton({ html, action, s }) {
  return html`<button type="button" class=${action.prompt ? "" : "secondary"} data-testid=${BUTTONS[action.command]}
      data-prompt=${action.prompt ? "true" : undefined} title=${action.hint || action.label} disabled=${s.busy}
      onClick=${() => s.run(action.command, action.body)}>${action.label}</button>`;
}

// --- small pieces ----------------------------------------------------------------------------------------------

function Problem({ html, error, onDismiss }) {
  if (!error) return null;
  const p = error.problem;
  return html`<div class="problem" role="alert" data-testid="problem">
    <strong>${p ? p.title || "Refused" : "Something went wrong"}</strong>
    <p>${error.message || (p && p.detail) || String(error)}</p>
    <button type="button" onClick=${onDismiss}>Dismiss</button>
  </div>`;
}

/** Runs a command and keeps its refusal to show; `busy` while it is in flight. */
function useSender(send) {
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const run = async (type, body) => {
    setBusy(true);
    setError(null);
    try {
      return await send(type, body);
    } catch (e) {
      setError(e);
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run, clear: () => setError(null) };
}

function Field({ html, label, children }) {
  const id = nextId("f");
  return html`<div class="rr-field"><label for=${id}>${label}</label>${children(id)}</div>`;
}

/** What the server asks for next at a physical-dice table: "Roll 2: enter 5d10 …" (null for any other refusal). */
function diceHint(error, sent) {
  const p = error && error.problem;
  if (!(p && p.code === "physical_dice_missing" && p.data)) return null;
  const n = (sent || 0) + 1;
  return `Roll ${n}: enter ${p.data.count}d${p.data.sides} on a new line, then send again.`;
}

/** The faces entered by hand; `sent` is how many rolls the refused attempt carried. */
function PhysicalDice({ html, value, setValue, error, sent }) {
  const hint = diceHint(error, sent);
  return html`<${Field} html=${html} label="Physical dice: faces, one roll per line">${(id) => html`<textarea id=${id} rows="2"
      data-testid="rr-dice" value=${value} onInput=${(e) => setValue(e.target.value)} placeholder="3 5 9 10"></textarea>`}<//>
    ${hint ? html`<p class="rr-hint" role="status" data-testid="rr-dice-hint">${hint}</p>` : null}`;
}

// --- robots ------------------------------------------------------------------------------------------------------

function InspirationActions({ html, ch, isGm, mine, send }) {
  const s = useSender(send);
  const traits = Object.entries(ch.traits || {}).filter(([, t]) => t.kind !== "role").map(([name]) => name);
  const [trait, setTrait] = useState("");
  if (!ch.sparked || !(isGm || mine)) return null;
  const chosen = trait || traits[0] || "";
  return html`<div class="rr-actions rr-inspire">
    ${isGm
      ? html`<button type="button" class="secondary" data-testid="rr-award-inspiration" disabled=${s.busy}
          onClick=${() => s.run("rr.award_inspiration", { character_id: ch.character_id, amount: 1 })}>Award 1 Inspiration</button>`
      : null}
    ${traits.length
      ? html`<${Field} html=${html} label="Self-awareness trait">${(id) => html`<select id=${id} value=${chosen}
            onChange=${(e) => setTrait(e.target.value)}>${traits.map((t) => html`<option value=${t}>${t}</option>`)}</select>`}<//>
          <button type="button" class="secondary" data-testid="rr-use-trait" disabled=${s.busy}
            onClick=${() => s.run("rr.use_trait_benefit", { character_id: ch.character_id, trait: chosen })}>Use the trait (1 Inspiration)</button>`
      : null}
    <${Problem} html=${html} error=${s.error} onDismiss=${s.clear} />
  </div>`;
}

/** How an attribute stands lowered, in the server's numbers: "2 lost, 1 damage". */
function lowered(view, a) {
  const parts = [];
  const lost = (view.losses || {})[a];
  const lasting = (view.persistent_losses || {})[a];
  const damage = (view.damage || {})[a];
  if (lost) parts.push(`${lost} lost`);
  if (lasting) parts.push(`${lasting} lost while its cause lasts`);
  if (damage) parts.push(`${damage} damage`);
  return parts.join(", ");
}

function Robot({ html, ch, view, owner, ownerIsGm, mine, isGm, send }) {
  const attrs = [...PRIMARY, "perception", ...SENSORS];
  const values = view && !view.hidden ? view.attributes || {} : null;
  return html`<article class=${"rr-robot" + (mine ? " rr-mine" : "")} data-testid="rr-robot" data-character-id=${ch.character_id}
      aria-label=${`Robot ${ch.name}`}>
    <header>
      <h4>${ch.name}${ch.shut_down ? html` <span class="rr-flag">shut down</span>` : null}${ch.sparked ? html` <span class="rr-flag rr-spark">Spark</span>` : null}</h4>
      <span class="muted">${owner && !ownerIsGm ? `played by ${owner}` : "the GM's robot"}</span>
    </header>
    <dl class="rr-vitals">
      <div data-testid="rr-sa"><dt>Self Awareness</dt><dd>${ch.self_awareness}</dd></div>
      <div><dt>Role</dt><dd>${ch.role}</dd></div>
      <div data-testid="rr-inspiration"><dt>Inspiration</dt><dd>${ch.sparked ? ch.inspiration : "—"}</dd></div>
      <div data-testid="rr-power"><dt>Power</dt><dd>${ch.power} / ${ch.capacitor}</dd></div>
      ${ch.malfunctions ? html`<div><dt>Malfunctions</dt><dd>${ch.malfunctions}</dd></div>` : null}
      ${ch.cosmetic_damage ? html`<div><dt>Cosmetic damage</dt><dd>${ch.cosmetic_damage}</dd></div>` : null}
    </dl>
    ${values
      ? html`<table class="rr-attrs">
          <caption>Current attributes</caption>
          <tbody>
            ${attrs.map((a) => {
              const note = lowered(view, a);
              return html`<tr data-testid="rr-attr" data-attribute=${a} class=${note ? "rr-hurt" : ""}>
                <th scope="row">${cap(a)}</th>
                <td>${values[a]}${note ? html` <span class="muted">(${note})</span>` : null}</td>
              </tr>`;
            })}
          </tbody>
        </table>`
      : html`<p class="muted" data-testid="rr-no-attributes">Its current attributes show once it plays at this table.</p>`}
    <${InspirationActions} html=${html} ch=${ch} isGm=${isGm} mine=${mine} send=${send} />
  </article>`;
}

// --- conflicts and turn order -------------------------------------------------------------------------------

function Conflict({ html, conflict, chars, actions, send }) {
  const s = useSender(send);
  const id = conflict.conflict_id;
  const name = (cid) => (chars[cid] && chars[cid].name) || "a robot";
  const acting = conflict.acting;
  const mine = actions.filter((a) => BUTTONS[a.command]);
  return html`<section class="rr-conflict" data-testid="rr-conflict" data-conflict-id=${id}
      aria-label=${`${cap(conflict.kind)} conflict`}>
    <h4>${cap(conflict.kind)} conflict · turn ${conflict.turns_taken}${conflict.window_open
      ? conflict.first_right
        ? ` · ${name(conflict.first_right)} has the first right to pay for the next turn`
        : " · the window to pay for a turn is open"
      : ""}</h4>
    <ol class="rr-order" data-testid="rr-turn-order">
      ${(conflict.order || []).map((cid) => {
        const c = conflict.combatants[cid] || {};
        const isActing = cid === acting;
        const buttons = mine.filter((a) => a.by === cid);
        return html`<li data-testid="rr-combatant" data-character-id=${cid} data-acting=${isActing ? "true" : "false"}
            aria-current=${isActing ? "true" : undefined} class=${isActing ? "rr-acting" : ""}>
          <span class="rr-name">${isActing ? "▶ " : ""}${name(cid)}</span>
          <span class="muted"> ${c.side || ""}</span>
          <span class="rr-ap" data-testid="rr-ap" aria-label=${`${name(cid)}: ${c.action_points} of ${c.max_action_points} Action Points`}
            >${c.action_points} / ${c.max_action_points} AP</span>
          ${buttons.length ? html`<span class="rr-row-actions">${buttons.map((a) => html`<${OfferButton} html=${html} action=${a} s=${s} />`)}</span>` : null}
        </li>`;
      })}
    </ol>
    <div class="rr-actions">
      ${mine.filter((a) => !a.by).map((a) => html`<${OfferButton} html=${html} action=${a} s=${s} />`)}
    </div>
    <${Problem} html=${html} error=${s.error} onDismiss=${s.clear} />
  </section>`;
}

function StartConflict({ html, robots, tableId, physical, send }) {
  const s = useSender(send);
  const [picked, setPicked] = useState({});
  const [kind, setKind] = useState("physical");
  const [dice, setDice] = useState("");
  const [sent, setSent] = useState(0);
  const submit = async (e) => {
    e.preventDefault();
    const combatants = Object.entries(picked)
      .filter(([, side]) => side !== null && side !== undefined)
      .map(([character_id, side]) => ({ character_id, side: side || "side" }));
    const body = { table_id: tableId, kind, combatants };
    if (physical) body.dice = parseDice(dice) || [];
    setSent((body.dice || []).length);
    if (await s.run("rr.start_conflict", body)) {
      setPicked({});
      setDice("");
    }
  };
  return html`<form class="rr-form" data-testid="rr-start-conflict" onSubmit=${submit} aria-label="Start a conflict">
    <h4>Start a conflict</h4>
    <${Field} html=${html} label="Kind">${(id) => html`<select id=${id} value=${kind} onChange=${(e) => setKind(e.target.value)}>
      <option value="physical">Combat</option><option value="social">Social</option></select>`}<//>
    <fieldset><legend>Combatants and their sides</legend>
      ${robots.map((ch) => {
        const on = picked[ch.character_id] !== undefined && picked[ch.character_id] !== null;
        const cb = nextId("cb");
        return html`<div class="rr-combatant-pick">
          <input type="checkbox" id=${cb} checked=${on}
            onChange=${(e) => setPicked({ ...picked, [ch.character_id]: e.target.checked ? ch.name : null })} />
          <label for=${cb}>${ch.name}</label>
          ${on
            ? html`<input aria-label=${`${ch.name}'s side`} value=${picked[ch.character_id]}
                onInput=${(e) => setPicked({ ...picked, [ch.character_id]: e.target.value })} />`
            : null}
        </div>`;
      })}
    </fieldset>
    ${physical ? html`<${PhysicalDice} html=${html} value=${dice} setValue=${setDice} error=${s.error} sent=${sent} />` : null}
    <button type="submit" disabled=${s.busy}>Start the conflict (rolls Base Action Points)</button>
    <${Problem} html=${html} error=${diceHint(s.error) ? null : s.error} onDismiss=${s.clear} />
  </form>`;
}

// --- tests --------------------------------------------------------------------------------------------------

function testState(t) {
  if (!t.rolled) return "called";
  if (!t.resolved) return "rolled";
  return t.spent >= t.net ? "spent" : "resolved";
}

/** The roll of an offered action: who sees it, exertion, Inspiration when the offer asks for it, physical faces. */
function RollControls({ html, label, testid, physical, action, onRoll, busy, error }) {
  const inspire = ((action && action.asks) || []).find((a) => a.field === "inspiration");
  const [visibility, setVisibility] = useState("public");
  const [exertion, setExertion] = useState(false);
  const [inspiration, setInspiration] = useState(0);
  const [dice, setDice] = useState("");
  const [sent, setSent] = useState(0);
  const submit = (e) => {
    e.preventDefault();
    const body = { visibility, exertion };
    if (inspire && Number(inspiration) > 0) body.inspiration = Number(inspiration);
    if (physical) body.dice = parseDice(dice) || [];
    setSent((body.dice || []).length);
    onRoll(body);
  };
  return html`<form class="rr-roll" onSubmit=${submit} aria-label=${label}>
    <${Field} html=${html} label="Who sees it">${(id) => html`<select id=${id} data-testid="rr-visibility" value=${visibility}
        onChange=${(e) => setVisibility(e.target.value)}>
      <option value="public">Everyone</option>
      <option value="gm">GM only</option>
      <option value="blind">Blind (hidden from the roller too)</option>
    </select>`}<//>
    <div class="rr-check"><input type="checkbox" id=${testid + "-ex"} checked=${exertion}
      onChange=${(e) => setExertion(e.target.checked)} /><label for=${testid + "-ex"}>Exert (1 Power for +1 TN)</label></div>
    ${inspire
      ? html`<${Field} html=${html} label="Inspiration to spend">${(id) => html`<input id=${id} type="number" min="0"
          max=${inspire.maximum ?? 0} value=${inspiration} onInput=${(e) => setInspiration(e.target.value)} />`}<//>`
      : null}
    ${physical ? html`<${PhysicalDice} html=${html} value=${dice} setValue=${setDice} error=${error} sent=${sent} />` : null}
    <button type="submit" data-testid=${testid} disabled=${busy}>${label}</button>
  </form>`;
}

/** The uses of a resolved test's successes the server offers (one action each; its choices as a select). */
function SpendForm({ html, test, spends, send }) {
  const s = useSender(send);
  const left = test.net - test.spent;
  const kindOf = (a) => ((a.body && a.body.spends) || [{}])[0].kind;
  const [kind, setKind] = useState("");
  const [choice, setChoice] = useState(0);
  const [effect, setEffect] = useState("");
  const action = spends.find((a) => kindOf(a) === kind) || spends[0];
  const ask = (action.asks || [])[0];
  const choices = (ask && ask.choices) || [];
  const chosen = choices[Math.min(choice, choices.length - 1)];
  const isEffect = kindOf(action) === "special_effect";
  const submit = async (e) => {
    e.preventDefault();
    let value = chosen ? chosen.value : action.body.spends;
    if (isEffect) value = value.map((v) => ({ ...v, effect }));
    if (await s.run(action.command, { ...action.body, spends: value })) setChoice(0);
  };
  return html`<form class="rr-form rr-spend" data-testid="rr-spend" onSubmit=${submit}
      aria-label=${`Spend the successes of this test (${left} left)`}>
    <${Field} html=${html} label=${`Spend successes (${left} left) on`}>${(id) => html`<select id=${id} data-testid="rr-spend-kind"
        value=${kindOf(action)} onChange=${(e) => { setKind(e.target.value); setChoice(0); }}>
      ${spends.map((a) => html`<option value=${kindOf(a)}>${a.label}</option>`)}
    </select>`}<//>
    ${choices.length > 1 || (ask && ask.label === "Against")
      ? html`<${Field} html=${html} label=${ask.label}>${(id) => html`<select id=${id} data-testid="rr-spend-choice"
          value=${String(Math.min(choice, choices.length - 1))} onChange=${(e) => setChoice(Number(e.target.value))}>
          ${choices.map((c, i) => html`<option value=${String(i)}>${c.label}</option>`)}
        </select>`}<//>`
      : null}
    ${isEffect
      ? html`<${Field} html=${html} label="Effect">${(id) => html`<input id=${id} value=${effect} required maxlength="1000"
          onInput=${(e) => setEffect(e.target.value)} />`}<//>`
      : null}
    ${action.hint ? html`<p class="muted">${action.hint}</p>` : null}
    <button type="submit" data-testid="rr-spend-submit" disabled=${s.busy}>Spend</button>
    <${Problem} html=${html} error=${s.error} onDismiss=${s.clear} />
  </form>`;
}

const HIDDEN_WORDS = { blind: "Blind: hidden from its roller too", gm: "Seen by the GM and the roller only" };

function Test({ html, test, chars, tests, actions, hiddenAs, physical, send }) {
  const s = useSender(send);
  const ch = chars[test.character_id] || {};
  const call = test.call || {};
  const state = testState(test);
  const testName = (t) => `${(chars[t.character_id] || {}).name || "a robot"}'s ${t.call.program ? cap(t.call.program) : cap(t.call.core || "unskilled")} test`;
  const opposed = call.opposes && tests[call.opposes];
  const what = `${ch.name || "?"}: ${call.program ? cap(call.program) : cap(call.core || "core")} vs ${cap(call.attribute)}`;
  const roll = actions.find((a) => a.command === "rr.roll_test");
  const ones = actions.find((a) => a.command === "rr.take_ones_as_inspiration");
  const resolve = actions.find((a) => a.command === "rr.resolve_test");
  const spends = actions.filter((a) => a.command === "rr.spend_successes");
  const onesCount = ones ? ((ones.asks || []).find((a) => a.field === "count") || {}).default : 0;
  return html`<li class="rr-test" data-testid="rr-test" data-test-id=${test.test_id} data-state=${state}>
    <div><strong>${what}</strong>${call.difficulty ? html` <span class="muted">Difficulty ${call.difficulty}</span>` : null}
      ${call.opposes ? html` <span class="muted">(opposes ${opposed ? testName(opposed) : "another roll"})</span>` : null}
      ${hiddenAs ? html` <span class="rr-flag" data-testid="rr-hidden-roll" data-visibility=${hiddenAs}>${HIDDEN_WORDS[hiddenAs] || "Hidden"}</span>` : null}
      ${call.description ? html`<div class="muted">${call.description}</div>` : null}</div>
    ${test.rolled
      ? html`<div class="rr-result">
          ${test.faces && test.faces.length
            ? html`<span class="rr-faces" aria-label=${`Rolled ${test.faces.join(", ")}`}>${test.faces.map((f) => html`<span class=${"rr-die" + (f <= test.tn ? " rr-hit" : "")}>${f}</span>`)}</span>
              <span> ${test.successes} successes at TN ${test.tn}</span>`
            : html`<span class="muted">rolled (hidden)</span>`}
          ${test.resolved ? html`<span> · net ${test.net}${test.won ? " · won" : ""}${test.spent ? ` · ${test.spent} spent` : ""}</span>` : null}
        </div>`
      : html`<div class="muted">waiting for the roll</div>`}
    ${roll
      ? html`<${RollControls} html=${html} label="Roll the test" testid="rr-roll" physical=${physical} action=${roll}
          busy=${s.busy} error=${s.error} onRoll=${(body) => s.run(roll.command, { ...roll.body, ...body })} />`
      : null}
    ${ones
      ? html`<button type="button" class="secondary" data-testid="rr-take-ones" disabled=${s.busy}
          onClick=${() => s.run(ones.command, { ...ones.body, count: onesCount })}
          >Take the ${onesCount} rolled 1s as Inspiration</button>`
      : null}
    ${resolve
      ? html`<button type="button" data-testid="rr-resolve" disabled=${s.busy}
          onClick=${() => s.run(resolve.command, resolve.body)}>Resolve (cancel against Difficulty and opposition)</button>`
      : null}
    ${spends.length ? html`<${SpendForm} key=${test.test_id} html=${html} test=${test} spends=${spends} send=${send} />` : null}
    <${Problem} html=${html} error=${diceHint(s.error) ? null : s.error} onDismiss=${s.clear} />
  </li>`;
}

function CallTest({ html, robots, tableId, conflicts, tests, send }) {
  const s = useSender(send);
  const [cid, setCid] = useState("");
  const [program, setProgram] = useState("");
  const [attribute, setAttribute] = useState("articulation");
  const [difficulty, setDifficulty] = useState(0);
  const [conflict, setConflict] = useState("");
  const [opposes, setOpposes] = useState("");
  const [description, setDescription] = useState("");
  const character = robots.find((r) => r.character_id === cid) || robots[0];
  const programs = character ? Object.keys(character.programs || {}) : [];
  const submit = async (e) => {
    e.preventDefault();
    if (!character) return;
    const body = { character_id: character.character_id, table_id: tableId, attribute, difficulty: Number(difficulty) || 0 };
    body.program = program || programs[0] || null;
    const inConflict = conflict === "" ? conflicts.find((c) => (c.combatants || {})[character.character_id]) : null;
    if (conflict && conflict !== "none") body.conflict_id = conflict;
    else if (inConflict) body.conflict_id = inConflict.conflict_id;
    if (opposes) body.opposes = opposes;
    if (description) body.description = description;
    await s.run("rr.call_for_test", body);
  };
  return html`<form class="rr-form" data-testid="rr-call-test" onSubmit=${submit} aria-label="Call for a test">
    <h4>Call for a test</h4>
    <${Field} html=${html} label="Robot">${(id) => html`<select id=${id} data-testid="rr-call-character"
        value=${character ? character.character_id : ""} onChange=${(e) => { setCid(e.target.value); setProgram(""); }}>
      ${robots.map((r) => html`<option value=${r.character_id}>${r.name}</option>`)}</select>`}<//>
    <${Field} html=${html} label="Program">${(id) => html`<select id=${id} data-testid="rr-call-program" value=${program || programs[0] || ""}
        onChange=${(e) => setProgram(e.target.value)}>
      ${programs.map((p) => html`<option value=${p}>${cap(p)} (level ${character.programs[p].level})</option>`)}</select>`}<//>
    <${Field} html=${html} label="Against attribute">${(id) => html`<select id=${id} data-testid="rr-call-attribute" value=${attribute}
        onChange=${(e) => setAttribute(e.target.value)}>
      ${TEST_ATTRIBUTES.map((a) => html`<option value=${a}>${cap(a)}</option>`)}</select>`}<//>
    <${Field} html=${html} label="Difficulty">${(id) => html`<input id=${id} type="number" min="0" max="60" value=${difficulty}
        onInput=${(e) => setDifficulty(e.target.value)} />`}<//>
    ${conflicts.length
      ? html`<${Field} html=${html} label="In the conflict">${(id) => html`<select id=${id} value=${conflict}
          onChange=${(e) => setConflict(e.target.value)}>
          <option value="">The robot's own conflict, if it fights</option>
          <option value="none">Outside any conflict</option>
          ${conflicts.map((c) => html`<option value=${c.conflict_id}>${cap(c.kind)} conflict</option>`)}</select>`}<//>`
      : null}
    ${tests.length
      ? html`<${Field} html=${html} label="Opposes">${(id) => html`<select id=${id} value=${opposes} onChange=${(e) => setOpposes(e.target.value)}>
          <option value="">Nothing</option>
          ${tests.map((t) => html`<option value=${t.test_id}>${(robots.find((r) => r.character_id === t.character_id) || {}).name}'s ${words(t.call.program || "test")}</option>`)}</select>`}<//>`
      : null}
    <${Field} html=${html} label="What is at stake">${(id) => html`<input id=${id} value=${description} maxlength="1000"
        onInput=${(e) => setDescription(e.target.value)} />`}<//>
    <button type="submit" data-testid="rr-call-submit" disabled=${s.busy || !character}>Call for the test</button>
    <${Problem} html=${html} error=${s.error} onDismiss=${s.clear} />
  </form>`;
}

// --- saves --------------------------------------------------------------------------------------------------

function Save({ html, save, chars, roll, physical, send }) {
  const s = useSender(send);
  const ch = chars[save.character_id] || {};
  const t = save.trigger || {};
  return html`<li class="rr-save" data-testid="rr-save" data-save-id=${save.save_id}>
    <strong>${ch.name || "?"}: ${cap(t.attribute)} save</strong>
    <span class="muted">${save.tn !== undefined ? ` TN ${save.tn}` : ""}${t.persistent ? " · persistent" : ""}${t.effect ? ` · ${t.effect}` : ""}</span>
    ${roll
      ? html`<${RollControls} html=${html} label="Roll the save (3d10)" testid="rr-roll-save" physical=${physical} action=${roll}
          busy=${s.busy} error=${s.error} onRoll=${(body) => s.run(roll.command, { ...roll.body, ...body })} />`
      : html`<div class="muted">waiting for the save</div>`}
    <${Problem} html=${html} error=${diceHint(s.error) ? null : s.error} onDismiss=${s.clear} />
  </li>`;
}

function TriggerSave({ html, robots, tableId, send }) {
  const s = useSender(send);
  const [cid, setCid] = useState("");
  const [attribute, setAttribute] = useState("durability");
  const [persistent, setPersistent] = useState(false);
  const [effect, setEffect] = useState("");
  const character = robots.find((r) => r.character_id === cid) || robots[0];
  const submit = async (e) => {
    e.preventDefault();
    if (!character) return;
    const body = { character_id: character.character_id, table_id: tableId, attribute, persistent };
    if (effect) body.effect = effect;
    await s.run("rr.trigger_save", body);
  };
  return html`<form class="rr-form" data-testid="rr-trigger-save" onSubmit=${submit} aria-label="Call a saving throw">
    <h4>Call a saving throw</h4>
    <${Field} html=${html} label="Robot">${(id) => html`<select id=${id} value=${character ? character.character_id : ""}
        onChange=${(e) => setCid(e.target.value)}>
      ${robots.map((r) => html`<option value=${r.character_id}>${r.name}</option>`)}</select>`}<//>
    <${Field} html=${html} label="Attribute that resists">${(id) => html`<select id=${id} value=${attribute}
        onChange=${(e) => setAttribute(e.target.value)}>
      ${TEST_ATTRIBUTES.map((a) => html`<option value=${a}>${cap(a)}</option>`)}</select>`}<//>
    <div class="rr-check"><input type="checkbox" id="rr-persistent" checked=${persistent}
      onChange=${(e) => setPersistent(e.target.checked)} /><label for="rr-persistent">Persistent loss</label></div>
    <${Field} html=${html} label="Effect (optional)">${(id) => html`<input id=${id} value=${effect} maxlength="1000"
        onInput=${(e) => setEffect(e.target.value)} />`}<//>
    <button type="submit" data-testid="rr-trigger-submit" disabled=${s.busy || !character}>Call the save</button>
    <${Problem} html=${html} error=${s.error} onDismiss=${s.clear} />
  </form>`;
}

// --- the panels ---------------------------------------------------------------------------------------------

export function RRPanels(props) {
  const { html, campaign, state, tableId, me, role, send, tableView, offers, events } = props;
  const game = state && state.state && state.state.game;
  if (!game) return null;
  const isGm = role === "gm";
  const chars = game.characters || {};
  const members = (campaign && campaign.members) || [];
  const owners = {};
  for (const c of (campaign && campaign.characters) || []) owners[c.character_id] = c.owner_id;
  const myId = me && me.member_id;
  const mineIds = new Set(Object.keys(owners).filter((cid) => myId && owners[cid] === myId));
  const ownerOf = (cid) => members.find((m) => m.member_id === owners[cid]) || {};
  const robots = Object.values(chars);
  // my robots first: a player's phone shows theirs at the top
  const shown = [...robots].sort((a, b) => Number(mineIds.has(b.character_id)) - Number(mineIds.has(a.character_id)));
  const table = ((campaign && campaign.tables) || []).find((t) => t.table_id === tableId);
  const physical = table && table.dice_mode === "physical";
  const here = (rec) => !tableId || rec.table_id === tableId;
  const conflicts = Object.values(game.conflicts || {}).filter((c) => here(c) && c.phase !== "ended");
  const tests = Object.values(game.tests || {}).filter(here);
  const open = tests.filter((t) => testState(t) !== "spent");
  const saves = Object.values(game.saves || {}).filter(here);
  const views = (tableView && tableView.characters) || {};
  const viewSaves = (tableView && tableView.pending_saves) || {};
  const tableOpen = table && table.open;
  // a roll the others do not see (the GM's log holds its visibility)
  const hiddenAs = {};
  for (const e of events || []) {
    const d = e.data || {};
    if (e.type === "rr.test_rolled" && d.test_id && d.visibility && d.visibility !== "public") hiddenAs[d.test_id] = d.visibility;
  }

  return html`<div class="rr-panels" data-testid="rr-panels">
    <section class="panel" data-testid="rr-conflicts" aria-labelledby="rr-h-conflicts">
      <h2 id="rr-h-conflicts">Turn order</h2>
      ${conflicts.length
        ? conflicts.map((c) => html`<${Conflict} key=${c.conflict_id} html=${html} conflict=${c} chars=${chars}
            actions=${offered(offers, (a) => a.body && a.body.conflict_id === c.conflict_id)} send=${send} />`)
        : html`<p class="muted">No conflict at this table.</p>`}
      ${isGm && tableOpen && robots.length ? html`<${StartConflict} html=${html} robots=${robots} tableId=${tableId} physical=${physical} send=${send} />` : null}
    </section>
    <section class="panel" data-testid="rr-tests" aria-labelledby="rr-h-tests">
      <h2 id="rr-h-tests">Tests</h2>
      ${open.length
        ? html`<ul class="rr-list">${open.map((t) => html`<${Test} key=${t.test_id} html=${html} test=${t} chars=${chars}
            tests=${game.tests || {}} actions=${offered(offers, about(t.test_id))} hiddenAs=${hiddenAs[t.test_id]}
            physical=${physical} send=${send} />`)}</ul>`
        : html`<p class="muted">No test waiting.</p>`}
      ${isGm && tableOpen && robots.length
        ? html`<${CallTest} html=${html} robots=${robots} tableId=${tableId} conflicts=${conflicts}
            tests=${tests.filter((t) => t.rolled && !t.resolved)} send=${send} />`
        : null}
    </section>
    <section class="panel" data-testid="rr-saves" aria-labelledby="rr-h-saves">
      <h2 id="rr-h-saves">Saving throws</h2>
      ${saves.length
        ? html`<ul class="rr-list">${saves.map((sv) => html`<${Save} key=${sv.save_id} html=${html} save=${{ ...sv, tn: (viewSaves[sv.save_id] || {}).tn }}
            chars=${chars} roll=${offered(offers, (a) => a.command === "rr.roll_save" && about(sv.save_id)(a))[0]}
            physical=${physical} send=${send} />`)}</ul>`
        : html`<p class="muted">No save pending.</p>`}
      ${isGm && tableOpen && robots.length ? html`<${TriggerSave} html=${html} robots=${robots} tableId=${tableId} send=${send} />` : null}
    </section>
    <section class="panel" data-testid="rr-robots" aria-labelledby="rr-h-robots">
      <h2 id="rr-h-robots">Robots</h2>
      ${shown.length
        ? html`<div class="rr-robot-grid">${shown.map((ch) => html`<${Robot} key=${ch.character_id} html=${html} ch=${ch}
            view=${views[ch.character_id]} owner=${ownerOf(ch.character_id).name} ownerIsGm=${ownerOf(ch.character_id).role === "gm"}
            mine=${mineIds.has(ch.character_id)} isGm=${isGm} send=${send} />`)}</div>`
        : html`<p class="muted">No robot yet${isGm ? ": create one with the commands below" : ""}.</p>`}
    </section>
  </div>`;
}

/** The offered commands these panels draw themselves: the table page's offers panel leaves them out. */
RRPanels.drawsOffers = new Set([
  ...Object.keys(BUTTONS),
  "rr.roll_test",
  "rr.take_ones_as_inspiration",
  "rr.resolve_test",
  "rr.spend_successes",
  "rr.roll_save",
]);
