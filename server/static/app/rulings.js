// The game's rulings (docs/rulesets.md, "Rulings"): where the rulebook contradicts itself, the reading in force,
// with the book's words for each reading; the GM sets one (`campaign.set_ruling`), from the next command on.
import { html, useState, ProblemBox } from "./ui.js";

export function Rulings({ campaign, send, role }) {
  const rulings = campaign.rulings || [];
  const [chosen, setChosen] = useState({});
  const [error, setError] = useState(null);
  if (!rulings.length) return null;
  const gm = role === "gm";
  const set = async (e, ruling) => {
    e.preventDefault();
    setError(null);
    try {
      await send("campaign.set_ruling", { ruling: ruling.name, reading: chosen[ruling.name] });
      setChosen((old) => ({ ...old, [ruling.name]: undefined }));
    } catch (err) {
      setError(err);
    }
  };
  return html`<section class="panel rulings" aria-labelledby="rulings-title" data-testid="rulings">
    <h2 id="rulings-title">Rulings</h2>
    <p class="help">Where the rulebook contradicts itself, the table decides.${gm ? " A ruling applies from the next command on; replays show what was in force at each moment." : ""}</p>
    ${rulings.map((r) => {
      const picked = chosen[r.name] ?? r.in_force;
      return html`<form key=${r.name} onSubmit=${(e) => set(e, r)} data-testid="ruling" data-ruling=${r.name} data-in-force=${r.in_force}>
        <fieldset>
          <legend>${r.title}</legend>
          ${r.readings.map(
            (x) => html`<label key=${x.name}>
              ${gm ? html`<input type="radio" name=${`ruling-${r.name}`} value=${x.name} checked=${picked === x.name} onChange=${() => setChosen((old) => ({ ...old, [r.name]: x.name }))} /> ` : null}
              <strong>${x.rule}</strong>${x.name === r.in_force ? html` <em class="tag">in force</em>` : null}${x.name === r.default ? html` <span class="muted">(the rule as stated)</span>` : null}
              <blockquote>“${x.book}” — ${x.where}</blockquote>
            </label>`
          )}
          ${gm ? html`<button type="submit" class="small" disabled=${picked === r.in_force}>Rule so</button>` : null}
        </fieldset>
      </form>`;
    })}
    <${ProblemBox} error=${error} onDismiss=${() => setError(null)} />
  </section>`;
}
