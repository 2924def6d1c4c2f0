"""What a Scratch RPS table waits for and what a viewer may do now (the `offers` hook, domain/offers.py).

In a fight the rules wait on one character at a time: the one whose turn it is, in initiative order. Its
owner (or the GM) is offered that turn's regular actions (the attacks, evade, catch, escape, heal), bonus
actions (engage, take cover, any other) and ending the turn; targets are the other fighters still in the
fight, by name. The GM is offered starting a fight with the table's characters, ending it, and calling for
an ability roll. What a character cannot do right now (no such ability, not healthy enough, no cover, a
regular action already taken) is left to the rules: `Game.offers` drops what they refuse.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, get_args

from domain.campaign import Actor, CampaignState
from domain.offers import Action, Ask, Choice, Offers, Waiting
from domain.scratch.abilities import AbilityName, MovementAbility
from domain.scratch.decide.combat import defense
from domain.scratch.rolls import status
from domain.scratch.state import Conflict, ScratchCharacter, ScratchState

ABILITIES: tuple[AbilityName, ...] = get_args(AbilityName)
MOVEMENT: tuple[MovementAbility, ...] = get_args(MovementAbility)


def offers(state: CampaignState[ScratchState], viewer: Actor, table_id: str | None) -> Offers:
    game = state.game
    turn = ""
    waiting: list[Waiting] = []
    actions: list[Action] = []
    gms = tuple(m.member_id for m in state.members.values() if m.role == "gm")
    for conflict in game.conflicts.values():
        if table_id is not None and conflict.table_id != table_id:
            continue
        current = conflict.current
        if current is not None and current in game.characters:
            ch = game.characters[current]
            owner = state.characters[current].owner_id if current in state.characters else None
            turn = f"Round {conflict.round}: {ch.name}'s turn{_left(conflict, current)}"
            on = tuple(dict.fromkeys(m for m in (owner, *gms) if m))
            waiting.append(Waiting(what=f"{ch.name} to act", on=on, about=(conflict.conflict_id,)))
            if viewer.is_gm or owner == viewer.member_id:
                actions.extend(_turn(game, conflict, ch))
        if viewer.is_gm:
            actions.append(
                Action(
                    command="scratch.end_conflict",
                    label="End the fight",
                    body={"conflict_id": conflict.conflict_id},
                    group="GM",
                    about=(conflict.conflict_id,),
                )
            )
    if viewer.is_gm and table_id is not None:
        actions.extend(_gm(state, table_id))
    # the turn line tells the round and whose turn it is: nothing a roll showed
    return Offers(turn=turn, turn_about=(), waiting=tuple(waiting), actions=tuple(actions))


def _left(conflict: Conflict, character_id: str) -> str:
    c = conflict.combatants[character_id]
    left = [word for word, used in (("regular action", c.regular_used), ("bonus action", c.bonus_used)) if not used]
    return f" ({' and '.join(left)} left)" if left else " (both actions used)"


def _label(ch: ScratchCharacter) -> str:
    return f"{ch.name} ({ch.hit_points}/{ch.toughness} HP, {status(ch.hit_points, ch.toughness)})"


def _turn(game: ScratchState, conflict: Conflict, ch: ScratchCharacter) -> list[Action]:
    me = ch.character_id
    group = f"{ch.name}'s turn"
    act: dict[str, Any] = {"table_id": conflict.table_id, "conflict_id": conflict.conflict_id, "character_id": me}
    step: dict[str, Any] = {"conflict_id": conflict.conflict_id, "character_id": me}
    others = [
        game.characters[t]
        for t in conflict.order
        if t != me and t in game.characters and not conflict.combatants[t].escaped
    ]
    target = Ask(
        field="target_id", label="Target", choices=tuple(Choice(value=o.character_id, label=_label(o)) for o in others)
    )
    about = (conflict.conflict_id,)

    def attack(command: str, label: str, hint: str, *asks: Ask, body: dict[str, Any] | None = None) -> Action:
        return Action(
            command=command,
            label=label,
            hint=hint,
            body=body or act,
            asks=asks,
            by=me,
            rolls=True,
            group=group,
            about=about,
        )

    def own(abilities: tuple[str, ...], label: str) -> Ask:
        have = tuple(Choice(value=a, label=f"add {a} (+{ch.level(a)})") for a in abilities if ch.level(a) > 0)
        return Ask(field="ability", label=label, choices=have, optional=True)

    air = (Ask(field="from_the_air", label="From the air", kind="flag"),) if ch.level("flying") > 0 else ()
    pairs = [(o, o) for o in others] + list(combinations(others, 2))
    strikes = [
        [{"kind": first, "target_id": o.character_id}, {"kind": second, "target_id": o.character_id}]
        for o in others
        for first, second in (("basic_attack", "hold"), ("hold", "basic_attack"))
    ]
    evading = [o for o in others if conflict.combatants[o.character_id].evading]
    hurt = [o for o in others if status(o.hit_points, o.toughness) != "healthy"]
    return [
        attack(
            "scratch.basic_attack",
            "Basic attack",
            "Close range, 1 damage.",
            target,
            own(("fighting", "wrestling"), "Ability"),
        ),
        attack(
            "scratch.hold",
            "Hold",
            "Close range: the target is delayed until the end of his next turn.",
            target,
            own(("wrestling",), "Ability"),
        ),
        attack("scratch.throw_object", "Throw an object", "Long range, 1 damage, a non-ability roll.", target, *air),
        attack("scratch.shoot", "Shoot", "Long range, 2 damage (5 when automatic).", target, *air),
        attack(
            "scratch.blast",
            "Blast",
            "Long range, up to three targets, 1 damage each.",
            Ask(
                field="target_ids",
                label="Targets",
                kind="many",
                minimum=1,
                maximum=3,
                choices=tuple(Choice(value=o.character_id, label=o.name) for o in others),
            ),
            *air,
        ),
        attack("scratch.knockout", "Knockout", "Close range, 4 damage (2 when injured); you are delayed.", target),
        attack(
            "scratch.fighting_attacks",
            "Two fighting attacks",
            "Two basic attacks with fighting, as one action (healthy only).",
            Ask(
                field="target_ids",
                label="Targets",
                choices=tuple(
                    Choice(value=[a.character_id, b.character_id], label=a.name if a is b else f"{a.name} and {b.name}")
                    for a, b in pairs
                ),
            ),
        ),
        attack(
            "scratch.wrestling_attacks",
            "Wrestling: attack and hold",
            "One basic attack and one hold with wrestling, as one action (healthy only).",
            Ask(
                field="strikes",
                label="Order",
                choices=tuple(
                    Choice(
                        value=s,
                        label=f"{'attack, then hold' if s[0]['kind'] == 'basic_attack' else 'hold, then attack'} "
                        f"{game.characters[s[0]['target_id']].name}",
                    )
                    for s in strikes
                ),
            ),
        ),
        attack(
            "scratch.catch",
            "Catch",
            "Close range, at 10 + his movement ability: his defense returns to normal.",
            Ask(
                field="target_id",
                label="Whom",
                choices=tuple(Choice(value=o.character_id, label=o.name) for o in evading),
            ),
            own(MOVEMENT, "Ability"),
        ),
        attack(
            "scratch.heal",
            "Heal",
            "Difficulty 10: revive to 1 hit point, or heal an injured character.",
            Ask(
                field="target_id",
                label="Whom",
                choices=tuple(Choice(value=o.character_id, label=_label(o)) for o in hurt),
            ),
            body={"table_id": conflict.table_id, "character_id": me},
        ),
        Action(
            command="scratch.evade",
            label="Evade",
            hint="Add a movement ability to your defense until your next turn.",
            body=step,
            asks=(own(MOVEMENT, "With"),),
            by=me,
            group=group,
            about=about,
        ),
        Action(
            command="scratch.escape",
            label="Escape",
            hint="Leave the fight.",
            body=step,
            by=me,
            group=group,
            about=about,
        ),
        Action(
            command="scratch.engage",
            label="Engage (bonus)",
            hint="+2 to close range attacks this turn, −2 defense until your next turn.",
            body=step,
            by=me,
            group=group,
            about=about,
        ),
        Action(
            command="scratch.take_cover",
            label="Take cover (bonus)",
            hint="−2 to long range attacks this turn, +2 defense until your next turn.",
            body=step,
            by=me,
            group=group,
            about=about,
        ),
        Action(
            command="scratch.take_bonus_action",
            label="Other bonus action",
            body=step,
            asks=(Ask(field="detail", label="What", kind="text"),),
            by=me,
            group=group,
            about=about,
        ),
        Action(command="scratch.end_turn", label=f"End {ch.name}'s turn", body=step, by=me, group=group, about=about),
    ]


def _gm(state: CampaignState[ScratchState], table_id: str) -> list[Action]:
    game = state.game
    fighting = {t for c in game.conflicts.values() for t, f in c.combatants.items() if not f.escaped}
    free = [ch for cid, ch in game.characters.items() if cid not in fighting]
    out: list[Action] = []
    if free:
        out.append(
            Action(
                command="scratch.start_conflict",
                label="Start a fight",
                hint="Everyone chosen rolls initiative (d20 + 10 × stalking) and starts at full hit points.",
                body={"table_id": table_id},
                asks=(
                    Ask(
                        field="character_ids",
                        label="Who fights",
                        kind="many",
                        minimum=1,
                        maximum=50,
                        choices=tuple(Choice(value=ch.character_id, label=ch.name) for ch in free),
                        default=[ch.character_id for ch in free if ch.hit_points > 0] or None,
                    ),
                ),
                rolls=True,
                group="GM",
            )
        )
    if game.characters:
        out.append(
            Action(
                command="scratch.roll_ability",
                label="Call for a roll",
                hint="d20 + the ability's level against the difficulty (a natural 20 always succeeds).",
                body={"table_id": table_id},
                asks=(
                    Ask(
                        field="character_id",
                        label="Who rolls",
                        choices=tuple(Choice(value=cid, label=ch.name) for cid, ch in game.characters.items()),
                    ),
                    Ask(
                        field="ability",
                        label="Ability",
                        choices=tuple(Choice(value=a, label=a) for a in ABILITIES),
                        optional=True,
                    ),
                    Ask(field="difficulty", label="Difficulty", kind="number", minimum=1, maximum=200, default=10),
                    Ask(field="reason", label="What for", kind="text", optional=True),
                ),
                rolls=True,
                group="GM",
            )
        )
    return out


def defense_of(game: ScratchState, conflict: Conflict, character_id: str) -> int | None:
    """The character's defense in this fight now (for the table view), or None if it is not in it."""
    ch = game.characters.get(character_id)
    if ch is None:
        return None
    return defense(ch, conflict.combatants.get(character_id), conflict.environment)[0]
