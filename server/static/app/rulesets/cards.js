// Character cards: the derived values a GM reads at a glance, per ruleset, shown at the top of each character's
// card in the generic Characters view (views.js), above every field of the state.
//
// A ruleset's card module exports `derive(character, ctx)` → [{key, label, value, tone?}] (tone: "ok" |
// "warn" | "bad"), where `character` is the state read's `game.characters[id]` and ctx is {state (the
// state read's `state`), view (the watched table's view of the character, or undefined), campaign,
// characterId}; and optionally `Summary({state, campaign, html})`, shown above the cards (e.g. Rotate
// Bird's tracks, which belong to no character); `facts = false` leaves out the state's raw fields under the
// derived values (the card already shows everything in the rulebook's words).

/** The combatant entry of a character in any conflict of the state that still holds it, or null. */
export function combatantOf(state, characterId) {
  for (const conflict of Object.values(state?.game?.conflicts || {})) {
    const c = conflict?.combatants?.[characterId];
    if (c) return { conflict, combatant: c };
  }
  return null;
}

export const item = (key, label, value, tone) => ({ key, label, value, tone });
