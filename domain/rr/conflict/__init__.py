"""Robots & Rapiers extended conflicts: Turn Order, Action Points, ambushes, breaks.

The ruleset (`domain.rr`) merges these into its own, each from the module that holds it:

- `commands.CONFLICT_COMMANDS`, `events.CONFLICT_EVENTS`, `apply.CONFLICT_HANDLERS` ({EventType: fn(state,
  event)}) and `decide.decide_conflict(state, command, ctx) -> list[Event]`;
- `decide.actions.regain_action_points(state, character_id, amount, source_test_id)`: the event for successes
  spent on Action Points (cap Processor + Self Awareness checked), for the success-spending rules;
- `apply.note_roll(conflict, character_id, successes)`: called by the test rules' apply handler when a test
  in a conflict is resolved, so the conflict knows who won the roll just made;
- `lookup.active_conflict(game, character_id)`, `lookup.surprise_outstanding(game, character_id)`: read helpers.

The conflict rules use the test rules' shared pieces (`domain.rr.state`, `domain.rr.saving_throw`,
`domain.rr.save_modifiers`), never `domain.rr.decide`, which imports them.
"""
