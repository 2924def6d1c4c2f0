"""What a Robots & Rapiers table waits for and what a viewer may do now (the `offers` hook, domain/offers.py).

The conflict loop, in the rulebook's words ("Using Action Points"):

- during a turn the table waits on the acting robot: its owner (or the GM) ends the turn, and may first pay
  for an off-hand action; while its test is rolled and unresolved, every other combatant's owner may pay
  1 Action Point to oppose that roll, named ("Oppose Alfredo's Fencing roll"); once paid, the GM calls the
  opposing roll (program, attribute, Difficulty) against it;
- after a turn the winner of the roll just made holds the first right to Pay for Turn: only its owner is
  offered to pay or pass, and the table waits on it; once it passed (or could not pay), any combatant may pay
  1 Action Point for the next turn, and the owner of the robot at the top takes the free turn;
- tests and saves called at the table wait on the robot's owner to roll them (the roll's visibility and
  physical faces are the page's), a rolled test on the GM or its owner to resolve it once every opposing
  roll is rolled, and a resolved test's net successes on its owner to spend them — each use of successes
  with its choices (whom it affects, how many);
- the GM ends the conflict, begins one after an ambush, and is offered what the owner of a GM robot is.

What the rules refuse right now (no Action Points left, a surprised robot buying a turn, an Action Point
maximum, a spend out of order, a special effect by a player) is left to them: `Game.offers` drops it.
"""

from __future__ import annotations

from typing import Any

from domain.campaign import Actor, CampaignState
from domain.narration import title
from domain.offers import Action, Ask, Choice, Offers, Waiting
from domain.rr.conflict.action_points import PAY_FOR_TURN_COST
from domain.rr.conflict.decide.actions import reaction
from domain.rr.conflict.lookup import outstanding
from domain.rr.conflict.state import Conflict
from domain.rr.state import PendingSave, RRCharacter, RRState, TestRecord

TEST_ATTRIBUTES = (
    "articulation",
    "force",
    "durability",
    "locomotion",
    "processor",
    "memory",
    "perception",
    "visual",
    "audio",
    "tactile",
    "size",
    "anthropoid_class",
    "role",
    "self_awareness",
)
"""The attributes a test may be rolled against, the most used first (the GM's choice when calling one)."""

MOST_CHOICES = 12
"""A number chosen from a list (successes, points) is offered up to this many."""


class _Table:
    """One viewer at one table: names, who controls which robot, and whom the table waits on."""

    def __init__(self, state: CampaignState[RRState], viewer: Actor, table_id: str) -> None:
        self.state = state
        self.game = state.game
        self.viewer = viewer
        self.table_id = table_id
        self.gms = tuple(m.member_id for m in state.members.values() if m.role == "gm" and m.active)

    def name(self, character_id: str) -> str:
        ch = self.game.characters.get(character_id)
        return ch.name if ch is not None else "a robot"

    def owner(self, character_id: str) -> str | None:
        ref = self.state.characters.get(character_id)
        return ref.owner_id if ref is not None else None

    def controls(self, character_id: str) -> bool:
        if self.viewer.is_gm:
            return True
        return self.viewer.role == "player" and self.owner(character_id) == self.viewer.member_id

    def on(self, character_id: str) -> tuple[str, ...]:
        """Whom the table waits on for this robot: its player, or the GM for a robot no player owns."""
        owner = self.owner(character_id)
        member = self.state.members.get(owner) if owner else None
        if member is not None and member.role == "player" and member.active:
            return (member.member_id,)
        return self.gms

    def test_name(self, test: TestRecord) -> str:
        """ "Alfredo's Fencing test", "Charles's Physical Core test", "Devon's unskilled test"."""
        if test.program:
            what = title(test.program)
        elif test.core:
            what = f"{title(test.core)} Core"
        else:
            what = "unskilled"
        return f"{self.name(test.character_id)}'s {what} test"


def offers(state: CampaignState[RRState], viewer: Actor, table_id: str | None) -> Offers:
    if table_id is None:
        return Offers()
    t = _Table(state, viewer, table_id)
    turn = ""
    waiting: list[Waiting] = []
    actions: list[Action] = []
    for conflict in t.game.conflicts.values():
        if conflict.table_id != table_id or conflict.phase == "ended":
            continue
        line = _conflict(t, conflict, waiting, actions)
        turn = turn or line
    for test in t.game.tests.values():
        if test.table_id == table_id:
            _test(t, test, waiting, actions)
    for save in t.game.saves.values():
        if save.table_id == table_id:
            _save(t, save, waiting, actions)
    prompts = [a for a in actions if a.prompt]
    # the turn line tells whose turn it is and the Action Points (which hidden rolls leave visible)
    return Offers(
        turn=turn, turn_about=(), waiting=tuple(waiting), actions=(*prompts, *(a for a in actions if not a.prompt))
    )


# --- the conflict loop -----------------------------------------------------------------------------------------


def _ap(conflict: Conflict, character_id: str) -> str:
    cb = conflict.combatants.get(character_id)
    points = cb.action_points if cb is not None else 0
    return f"{points} AP" if points != 1 else "1 AP"


def _conflict(t: _Table, conflict: Conflict, waiting: list[Waiting], actions: list[Action]) -> str:
    cid = conflict.conflict_id
    about = (cid,)
    ref = {"conflict_id": cid}
    if t.viewer.is_gm:
        actions.append(Action(command="rr.end_conflict", label="End the conflict", body=ref, group="GM", about=about))
    if conflict.phase == "ambush":
        return _ambush(t, conflict, waiting, actions)
    if not conflict.order:
        return f"Turn {conflict.turns_taken}: nobody is left in the Turn Order"
    acting = conflict.acting
    if acting is not None:
        name = t.name(acting)
        group = f"{name}'s turn"
        waiting.append(Waiting(what=f"{name} to act", on=t.on(acting), about=about))
        if t.controls(acting):
            if not conflict.rolls_noted and not conflict.off_hand_used:
                actions.append(
                    Action(
                        command="rr.use_off_hand",
                        label="Use the off hand (1 AP)",
                        hint="An off-hand action this turn, rolled first; it decides no right to Pay for Turn.",
                        body={**ref, "character_id": acting},
                        by=acting,
                        group=group,
                        about=about,
                    )
                )
            actions.append(
                Action(
                    command="rr.end_turn",
                    label=f"End {name}'s turn",
                    hint=f"{name} goes to the bottom of the Turn Order; the window to Pay for Turn opens.",
                    body=ref,
                    by=acting,
                    group=group,
                    about=about,
                )
            )
        _opposition(t, conflict, actions)
        return f"Turn {conflict.turns_taken}: {name}'s turn ({_ap(conflict, acting)} left)"

    top = conflict.order[0]
    holder = conflict.first_right if conflict.window_open else None
    if holder is not None and holder in conflict.combatants and _may_pay(t, conflict, holder):
        name = t.name(holder)
        waiting.append(Waiting(what=f"{name} to pay 1 AP for the next turn or pass", on=t.on(holder), about=about))
        if t.controls(holder):
            actions.append(_pay(conflict, holder, f"Pay 1 AP: {name} takes the next turn", prompt=True))
            actions.append(_pass(conflict, holder, name))
        return f"After turn {conflict.turns_taken}: {name} won the roll and has the first right to Pay for Turn"

    top_name = t.name(top)
    if conflict.window_open:
        waiting.append(
            Waiting(what=f"anyone to pay 1 AP for the next turn, or {top_name} to take the free turn", about=about)
        )
        if holder is not None and t.controls(holder):
            actions.append(_pass(conflict, holder, t.name(holder)))
        for character_id in conflict.order:
            if t.controls(character_id):
                actions.append(_pay(conflict, character_id, f"Pay 1 AP: {t.name(character_id)} takes the next turn"))
        label = f"Nobody pays: {top_name} takes the free turn"
    else:
        waiting.append(Waiting(what=f"{top_name} to take the turn", on=t.on(top), about=about))
        label = f"{top_name} takes the turn"
    if t.controls(top):
        actions.append(
            Action(
                command="rr.start_turn", label=label, body={"conflict_id": conflict.conflict_id}, by=top, about=about
            )
        )
    return f"After turn {conflict.turns_taken}: the window to Pay for Turn is open ({top_name} is next)"


def _may_pay(t: _Table, conflict: Conflict, character_id: str) -> bool:
    """Whether the holder of the first right could pay now (if not, its right holds nobody back)."""
    cb = conflict.combatants[character_id]
    if outstanding(cb, t.game.characters.get(character_id)) > 0:
        return False
    blocked, penalty = reaction(conflict, cb)
    return not blocked and cb.action_points >= PAY_FOR_TURN_COST + penalty


def _pay(conflict: Conflict, character_id: str, label: str, prompt: bool = False) -> Action:
    return Action(
        command="rr.pay_for_turn",
        label=label,
        hint="Spend 1 Action Point to jump to the top of the Turn Order and take the next turn.",
        body={"conflict_id": conflict.conflict_id, "contenders": [character_id]},
        by=character_id,
        prompt=prompt,
        group="Pay for Turn",
        about=(conflict.conflict_id,),
    )


def _pass(conflict: Conflict, character_id: str, name: str) -> Action:
    return Action(
        command="rr.decline_first_right",
        label=f"Pass: {name} does not pay",
        hint="Give up the first right to Pay for Turn; anyone may then pay, else the top robot takes its turn.",
        body={"conflict_id": conflict.conflict_id, "character_id": character_id},
        by=character_id,
        prompt=True,
        group="Pay for Turn",
        about=(conflict.conflict_id,),
    )


def _opposition(t: _Table, conflict: Conflict, actions: list[Action]) -> None:
    """Paying to oppose the acting robot's rolled test, by name; then the GM's call of the opposing roll."""
    tests = t.game.tests
    for test in tests.values():
        if test.call.conflict_id != conflict.conflict_id or not test.rolled or test.resolved:
            continue
        if test.character_id != conflict.acting:
            continue
        named = t.test_name(test)
        about = (test.test_id, conflict.conflict_id)
        for character_id, cb in conflict.combatants.items():
            if character_id == test.character_id:
                continue
            opposing = [o for o in test.opposed_by if o in tests and tests[o].character_id == character_id]
            paid = cb.opposing_step == conflict.step and cb.opposing_rolls >= 1
            if paid and t.viewer.is_gm:
                actions.append(_call_opposing(t, conflict, test, character_id, named))
            if opposing or cb.opposing_step == conflict.step or not t.controls(character_id):
                continue
            actions.append(
                Action(
                    command="rr.oppose_roll",
                    label=f"Oppose {named} (1 AP)",
                    hint="Spend 1 Action Point to make a roll against it; the Turn Order does not change.",
                    body={"conflict_id": conflict.conflict_id, "character_id": character_id, "test_id": test.test_id},
                    asks=(
                        Ask(field="off_hand", label="With an off-hand weapon (2 AP: two defence rolls)", kind="flag"),
                    ),
                    by=character_id,
                    group="Oppose",
                    about=about,
                )
            )


def _call_opposing(t: _Table, conflict: Conflict, test: TestRecord, character_id: str, named: str) -> Action:
    ch = t.game.characters.get(character_id)
    programs = tuple(
        Choice(value=p, label=f"{title(p)} (level {prog.level})") for p, prog in (ch.programs if ch else {}).items()
    )
    return Action(
        command="rr.call_for_test",
        label=f"Call {t.name(character_id)}'s roll opposing {named}",
        hint="The opposing roll paid for: its program and the attribute that sets its TN.",
        body={
            "character_id": character_id,
            "table_id": conflict.table_id,
            "conflict_id": conflict.conflict_id,
            "opposes": test.test_id,
        },
        asks=(
            Ask(field="program", label="Program", choices=programs, optional=not programs),
            Ask(
                field="attribute",
                label="Against attribute",
                choices=tuple(Choice(value=a, label=title(a)) for a in TEST_ATTRIBUTES),
                default=test.call.attribute,
            ),
            Ask(field="difficulty", label="Difficulty", kind="number", minimum=0, maximum=60, default=0),
        ),
        by=character_id,
        prompt=True,
        group="GM",
        about=(test.test_id, conflict.conflict_id),
    )


def _ambush(t: _Table, conflict: Conflict, waiting: list[Waiting], actions: list[Action]) -> str:
    about = (conflict.conflict_id,)
    owed = [cid for cid, cb in conflict.combatants.items() if cb.pending_surprise_tn_modifier is not None]
    for character_id in owed:
        name = t.name(character_id)
        waiting.append(Waiting(what=f"{name} to make a surprise save", on=t.on(character_id), about=about))
        if t.controls(character_id):
            actions.append(
                Action(
                    command="rr.roll_surprise_save",
                    label=f"Roll {name}'s surprise save",
                    body={
                        "table_id": conflict.table_id,
                        "conflict_id": conflict.conflict_id,
                        "character_id": character_id,
                    },
                    by=character_id,
                    rolls=True,
                    prompt=True,
                    about=about,
                )
            )
    if not owed:
        waiting.append(Waiting(what="the GM to begin the conflict", on=t.gms, about=about))
    if t.viewer.is_gm:
        actions.append(
            Action(
                command="rr.begin_conflict",
                label="Begin the conflict",
                hint="Set the Turn Order (surprise losses count) and roll everyone's Base Action Points.",
                body={"table_id": conflict.table_id, "conflict_id": conflict.conflict_id},
                rolls=True,
                group="GM",
                about=about,
            )
        )
    return "An ambush: surprise is being resolved"


# --- tests and saves -------------------------------------------------------------------------------------------


def _test(t: _Table, test: TestRecord, waiting: list[Waiting], actions: list[Action]) -> None:
    ch = t.game.characters.get(test.character_id)
    if ch is None:
        return
    named = t.test_name(test)
    about = (test.test_id,)
    mine = t.controls(test.character_id)
    if not test.rolled:
        waiting.append(Waiting(what=f"{ch.name} to roll {named}", on=t.on(test.character_id), about=about))
        if mine:
            actions.append(_roll_test(test, ch, named))
        return
    if not test.resolved:
        ones = _ones(t.game, test) if ch.sparked else 0
        if mine and ones > 0:
            actions.append(
                Action(
                    command="rr.take_ones_as_inspiration",
                    label=f"Take 1s of {named} as Inspiration",
                    hint="Each 1 taken is a success lost and a point of Inspiration gained.",
                    body={"test_id": test.test_id},
                    asks=(
                        Ask(field="count", label="How many 1s", kind="number", minimum=1, maximum=ones, default=ones),
                    ),
                    by=test.character_id,
                    group=f"{ch.name}'s roll",
                    about=about,
                )
            )
        if test.opposes is None:
            tests = t.game.tests
            unrolled = [o for o in test.opposed_by if o in tests and not tests[o].rolled]
            if not unrolled and not _opposition_owed(t, test):
                on = tuple(dict.fromkeys((*t.gms, *t.on(test.character_id))))
                waiting.append(Waiting(what=f"{named} to be resolved", on=on, about=about))
                if mine:
                    actions.append(
                        Action(
                            command="rr.resolve_test",
                            label=f"Resolve {named}",
                            hint="Successes cancel against Difficulty and the opposing rolls.",
                            body={"test_id": test.test_id},
                            by=test.character_id,
                            group=f"{ch.name}'s roll",
                            about=about,
                        )
                    )
        return
    left = test.net - test.spent
    if left > 0:
        waiting.append(
            Waiting(
                what=f"{ch.name} to spend {left} success{'es' if left != 1 else ''} of {named}",
                on=t.on(test.character_id),
                about=about,
            )
        )
        if mine:
            actions.extend(_spends(t, test, ch, named, left))


def _opposition_owed(t: _Table, test: TestRecord) -> bool:
    """A combatant paid to oppose this roll and the GM has not called its opposing roll yet."""
    conflict = t.game.conflicts.get(test.call.conflict_id or "")
    if conflict is None or conflict.acting != test.character_id:
        return False
    tests = t.game.tests
    callers = {tests[o].character_id for o in test.opposed_by if o in tests}
    return any(
        cb.opposing_step == conflict.step and cb.opposing_rolls >= 1 and cid not in callers
        for cid, cb in conflict.combatants.items()
        if cid != test.character_id
    )


def _roll_test(test: TestRecord, ch: RRCharacter, named: str) -> Action:
    asks = [Ask(field="exertion", label="Exert (1 Power for +1 TN)", kind="flag")]
    if ch.sparked and ch.inspiration > 0:
        asks.append(
            Ask(
                field="inspiration",
                label="Inspiration to spend (an Inspiration Roll)",
                kind="number",
                minimum=0,
                maximum=min(10, ch.inspiration),
                default=0,
            )
        )
    return Action(
        command="rr.roll_test",
        label=f"Roll {named}",
        body={"table_id": test.table_id, "test_id": test.test_id},
        asks=tuple(asks),
        by=test.character_id,
        rolls=True,
        prompt=True,
        group=f"{ch.name}'s roll",
        about=(test.test_id,),
    )


def _ones(game: RRState, test: TestRecord) -> int:
    """1s of a rolled test that may still be taken as Inspiration (the rules' count, faces under the TN)."""
    return sum(1 for f in test.faces if f <= game.inspiration_faces and f <= test.tn) - test.ones_taken


def _numbers(left: int, spend: dict[str, Any], field: str, unit: tuple[str, str]) -> tuple[Choice, ...]:
    return tuple(
        Choice(value=[{**spend, field: n}], label=f"{n} {unit[0] if n == 1 else unit[1]}")
        for n in range(1, min(left, MOST_CHOICES) + 1)
    )


def _spends(t: _Table, test: TestRecord, ch: RRCharacter, named: str, left: int) -> list[Action]:
    """Each use of a resolved test's net successes, with its choices; the rules drop what they refuse now."""
    group = f"{ch.name}: {left} success{'es' if left != 1 else ''} of {named} to spend"
    about = (test.test_id,)

    def spend(kind: str, label: str, hint: str, choices: tuple[Choice, ...], asked: str) -> Action | None:
        if not choices:
            return None
        return Action(
            command="rr.spend_successes",
            label=label,
            hint=hint,
            body={"test_id": test.test_id, "spends": choices[0].value},
            asks=(Ask(field="spends", label=asked, choices=choices),),
            by=test.character_id,
            group=group,
            about=about,
        )

    others = [c for c in t.game.characters.values() if c.character_id != test.character_id]
    targets = (
        Choice(value=[{"kind": "accomplish"}], label="Nobody in particular"),
        *(Choice(value=[{"kind": "accomplish", "target_id": o.character_id}], label=o.name) for o in others),
    )
    losses = [(a, p) for a, p in sorted(ch.losses.items()) if p > 0]
    restore = tuple(
        Choice(
            value=[{"kind": "restore", "attribute": a, "points": n}],
            label=f"{title(a)}: {n} point{'s' if n > 1 else ''}",
        )
        for a, p in losses
        for n in range(1, min(p, left, MOST_CHOICES) + 1)
    )
    own_saves = [s for s in t.game.saves.values() if s.character_id == test.character_id]
    raise_save = tuple(
        Choice(
            value=[{"kind": "raise_save", "save_id": s.save_id, "points": n}],
            label=f"{title(s.attribute)} save: +{n} TN",
        )
        for s in own_saves
        for n in range(1, min(left, MOST_CHOICES) + 1)
    )
    caused = [s for s in t.game.saves.values() if s.source_test_id == test.test_id]
    lower_save = tuple(
        Choice(
            value=[{"kind": "lower_save", "save_id": s.save_id, "points": n}],
            label=f"{t.name(s.character_id)}'s {title(s.attribute)} save: −{n} TN",
        )
        for s in caused
        for n in range(1, min(left, MOST_CHOICES) + 1)
    )
    faster = tuple(
        Choice(value=[{"kind": "faster", "successes": n}], label=f"{n} success{'es' if n > 1 else ''}: {time} the time")
        for n, time in ((1, "3/4 of"), (2, "half"), (4, "a quarter of"), (8, "an eighth of"))
        if n <= left
    )
    proposed = [
        spend(
            "accomplish",
            "Accomplish the action (1 success)",
            "The action happens; each part of a compound action needs one.",
            targets,
            "Against",
        ),
        spend(
            "regain_action_points",
            "Regain Action Points",
            "1 Action Point per success, never above Processor + Self Awareness.",
            _numbers(left, {"kind": "regain_action_points"}, "points", ("Action Point", "Action Points")),
            "How many",
        ),
        spend("restore", "Restore a lost attribute", "1 point of temporary loss per success.", restore, "What"),
        spend("raise_save", "Make a pending save easier", "+1 TN per success.", raise_save, "Which"),
        spend("lower_save", "Make the save it caused harder", "−1 TN per success (damage).", lower_save, "Which"),
        spend("faster", "Do it faster", "Extra successes shorten the time it takes.", faster, "Successes"),
        spend(
            "roll_over",
            "Roll over into a bonus",
            "Bonus dice for a later roll, 1 die per success.",
            _numbers(left, {"kind": "roll_over", "mode": "single"}, "successes", ("success", "successes")),
            "Successes",
        ),
    ]
    if t.viewer.is_gm:
        proposed.append(
            spend(
                "special_effect",
                "A special effect (the GM sets its price)",
                "Any other effect, at the price in successes the GM sets.",
                _numbers(
                    left, {"kind": "special_effect", "effect": "special effect"}, "cost", ("success", "successes")
                ),
                "Price",
            )
        )
    return [a for a in proposed if a is not None]


def _save(t: _Table, save: PendingSave, waiting: list[Waiting], actions: list[Action]) -> None:
    name = t.name(save.character_id)
    what = f"{name}'s {title(save.attribute)} save"
    about = (save.save_id,)
    waiting.append(
        Waiting(what=f"{name} to roll a {title(save.attribute)} save", on=t.on(save.character_id), about=about)
    )
    if t.controls(save.character_id):
        actions.append(
            Action(
                command="rr.roll_save",
                label=f"Roll {what} (3d10)",
                hint=save.effect,
                body={"table_id": save.table_id, "save_id": save.save_id},
                asks=(Ask(field="exertion", label="Exert (1 Power for +1 TN)", kind="flag"),),
                by=save.character_id,
                rolls=True,
                prompt=True,
                group=f"{name}'s save",
                about=about,
            )
        )
