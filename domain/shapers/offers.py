"""What a Shapers and Bots table waits for and what a viewer may do now (the `offers` hook, domain/offers.py).

The loop the rulebook describes, as buttons and prompts:

- the Director starts a fight (everyone in it acts in order of Fitness), calls challenges and contests,
  hurts and heals, hands out weapons, grants extra actions and ends the fight;
- on a combatant's turn, whoever plays them attacks someone in the fight with a weapon in hand (a punch,
  a natural weapon, the weapon drawn), draws or reloads a weapon, picks something up, runs, or ends the
  turn;
- the target of an attack is prompted "defend or not" (defending uses one of their actions, borrowed from
  the next turn when none is left); the attack is then rolled and the injury roll follows;
- a called challenge or contest waits on the roll of the character's player.

Each action is proposed for every character the viewer controls (the Director controls everyone); the
server keeps only those the rules accept now (`Game.offers`). Labels are the rulebook's words and the
characters' names, never ids.
"""

from __future__ import annotations

from typing import Any

from domain.campaign import Actor, CampaignState
from domain.errors import DomainError
from domain.offers import Action, Ask, Choice, Offers, Waiting
from domain.shapers.decide.attacks import FLUKE_ONLY_FROM, PUNCH, attack_weapon, undefended
from domain.shapers.features import BASE_FEATURES, WeaponClass
from domain.shapers.skills import COMMON_SKILLS, MASTER_SKILLS, TRACKING, split_category
from domain.shapers.state import Challenge, Character, Contest, Fight, SbState
from domain.shapers.words import rating_title, weapon_phrase, weapon_title

DIRECTOR = "Director"
"""The heading of the Director's actions (the rulebook's name for the GM)."""

WEAPON_CLASSES: tuple[tuple[WeaponClass, str], ...] = (
    ("punch", "Punch"),
    ("small", "Small weapon"),
    ("medium", "Medium weapon"),
    ("large", "Large weapon"),
)
RATING_FEATURES: tuple[str, ...] = ("STR", *BASE_FEATURES)


def offers(state: CampaignState[SbState], viewer: Actor, table_id: str | None) -> Offers:
    game = state.game
    mine = _controlled(state, viewer)
    fight = _fight_at(game, table_id)
    turn = _turn_line(game, fight)
    waiting: list[Waiting] = []
    actions: list[Action] = []
    if fight is not None:
        _fight_offers(state, viewer, fight, mine, waiting, actions)
    if table_id is not None:
        _checks(state, viewer, table_id, mine, waiting, actions)
    _gear(state, viewer, table_id, mine, fight, actions)
    if viewer.is_gm:
        _director(state, table_id, fight, actions)
    # the turn line tells the round, whose turn it is and the actions left: nothing a roll showed
    return Offers(turn=turn, turn_about=(), waiting=tuple(waiting), actions=tuple(actions))


# --- words --------------------------------------------------------------------------------------------------


def _name(game: SbState, character_id: str) -> str:
    ch = game.characters.get(character_id)
    return ch.name if ch is not None else "someone"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _signed(n: int) -> str:
    return f"{n:+d}"


# --- who plays whom -----------------------------------------------------------------------------------------


def _controlled(state: CampaignState[SbState], viewer: Actor) -> set[str]:
    if viewer.is_gm:
        return set(state.game.characters)
    if viewer.role != "player":
        return set()
    return {cid for cid, ref in state.characters.items() if ref.owner_id == viewer.member_id}


def _players_of(state: CampaignState[SbState], character_id: str) -> tuple[str, ...]:
    ref = state.characters.get(character_id)
    return (ref.owner_id,) if ref is not None else ()


def _gms(state: CampaignState[SbState]) -> tuple[str, ...]:
    return tuple(m.member_id for m in state.members.values() if m.role == "gm" and m.active)


def _fight_at(game: SbState, table_id: str | None) -> Fight | None:
    if table_id is None:
        return None
    return next((c for c in game.conflicts.values() if isinstance(c, Fight) and c.table_id == table_id), None)


# --- the fight ------------------------------------------------------------------------------------------------


def _turn_line(game: SbState, fight: Fight | None) -> str:
    if fight is None:
        return ""
    if fight.current is None:
        return f"Turn {fight.round} — nobody can act: the Director moves the fight on"
    c = fight.combatants[fight.current]
    left = _plural(c.actions, "action")
    extra = f" and {_plural(c.berserk_actions, 'berserk attack')}" if c.berserk_actions else ""
    return f"Turn {fight.round} — {_name(game, fight.current)}'s turn, {left}{extra} left"


def _fight_offers(
    state: CampaignState[SbState],
    viewer: Actor,
    fight: Fight,
    mine: set[str],
    waiting: list[Waiting],
    actions: list[Action],
) -> None:
    game = state.game
    about = (fight.conflict_id,)
    base = {"table_id": fight.table_id, "conflict_id": fight.conflict_id}
    pending = fight.pending
    if pending is not None:
        attacker, target = _name(game, pending.character_id), _name(game, pending.target_id)
        weapon = weapon_phrase(game.characters[pending.character_id], pending.weapon)
        waiting.append(
            Waiting(
                what=f"{target} is attacked by {attacker} with {weapon}: defend or not?",
                on=_players_of(state, pending.target_id),
                about=about,
            )
        )
        if pending.target_id in mine:
            actions.extend(_responses(game, viewer, fight, base))
        return
    if fight.current is None:
        if viewer.is_gm:
            actions.append(
                Action(
                    command="sb.end_turn",
                    label="Move the fight on",
                    body={"conflict_id": fight.conflict_id},
                    hint="Nobody is taking a turn: the next one who can act does, or a new turn starts.",
                    about=about,
                    group=DIRECTOR,
                )
            )
        return
    current = fight.current
    waiting.append(Waiting(what=f"{_name(game, current)} to act", on=_players_of(state, current), about=about))
    if current in mine:
        actions.extend(_turn_actions(game, viewer, fight, current, base))
    for cid in fight.order:
        ch = game.characters.get(cid)
        if cid not in mine or ch is None or not ch.alive or ch.conscious:
            continue
        wake = fight.combatants[cid].wake_round or 0
        if fight.round >= wake:
            actions.append(
                Action(
                    command="sb.try_to_wake",
                    label=f"{ch.name}: try to regain consciousness",
                    body={"table_id": fight.table_id, "character_id": cid},
                    hint="A challenge with Strength as the rating, once a minute (every 12 turns).",
                    by=cid,
                    rolls=True,
                    prompt=True,
                    about=about,
                )
            )


def _responses(game: SbState, viewer: Actor, fight: Fight, base: dict[str, Any]) -> list[Action]:
    pending = fight.pending
    assert pending is not None
    target = game.characters[pending.target_id]
    attacker = _name(game, pending.character_id)
    tc = fight.combatants[pending.target_id]
    if tc.actions > 0:
        cost = f"uses one of {target.name}'s actions this turn ({_plural(tc.actions, 'action')} left)"
    else:
        cost = f"borrows an action from {target.name}'s next turn"
    fluke = (
        f" This is attack number {pending.attack_number} on {target.name} this turn: only a fluke roll defends."
        if pending.attack_number >= FLUKE_ONLY_FROM
        else ""
    )
    director: tuple[Ask, ...] = ()
    if viewer.is_gm:
        director = (
            Ask(
                field="defence_difficulty",
                label="Difficulty of the defence (Director)",
                kind="number",
                minimum=-20,
                maximum=20,
                optional=True,
            ),
        )
    return [
        Action(
            command="sb.respond_to_attack",
            label=f"{target.name} defends",
            body={**base, "defend": True},
            asks=director,
            hint=f"Defending {cost}: {attacker}'s attack then hits only if {attacker} succeeds and {target.name} "
            f"fails.{fluke}",
            by=target.character_id,
            about=(fight.conflict_id,),
            rolls=True,
            prompt=True,
        ),
        Action(
            command="sb.respond_to_attack",
            label=f"{target.name} does not defend",
            body={**base, "defend": False},
            hint=f"{attacker}'s attack hits if {attacker} makes the roll.",
            by=target.character_id,
            about=(fight.conflict_id,),
            rolls=True,
            prompt=True,
        ),
    ]


def _turn_actions(game: SbState, viewer: Actor, fight: Fight, current: str, base: dict[str, Any]) -> list[Action]:
    ch = game.characters[current]
    group = f"{ch.name}'s turn"
    about = (fight.conflict_id,)
    targets = tuple(
        Choice(
            value=cid,
            label=f"{other.name} ({other.hp}/{other.max_hp} HP{'' if other.conscious else ', knocked out'})",
        )
        for cid in fight.order
        if cid != current and (other := game.characters.get(cid)) is not None and other.alive
    )
    usable = tuple(Choice(value=w, label=weapon_title(ch, w)) for w in _usable_weapons(ch))
    director: tuple[Ask, ...] = ()
    if viewer.is_gm:
        director = (
            Ask(
                field="difficulty", label="Difficulty (Director)", kind="number", minimum=-20, maximum=20, optional=True
            ),
            Ask(field="surprise", label="A complete surprise (no defence)", kind="flag"),
        )
    # the attack is rolled when declared only if the target gets no say (the Director may call a surprise)
    at_once = viewer.is_gm or any(
        undefended(other, fight.combatants[cid], surprise=False) is not None
        for cid in fight.order
        if cid != current and (other := game.characters.get(cid)) is not None and other.alive
    )
    actions = [
        Action(
            command="sb.declare_attack",
            label="Attack",
            body={**base, "character_id": current},
            asks=(
                Ask(field="target_id", label="Whom", choices=targets),
                Ask(field="weapon", label="With", choices=usable),
                *director,
            ),
            hint="One action. The target then says whether they use one of their actions to defend.",
            by=current,
            about=about,
            rolls=at_once,
            group=group,
        )
    ]
    action = {"conflict_id": fight.conflict_id}
    undrawn = tuple(Choice(value=w, label=weapon_title(ch, w)) for w in ch.weapons if w != ch.wielding)
    if undrawn:
        actions.append(
            Action(
                command="sb.take_action",
                label="Draw a weapon",
                body={**action, "action": "draw"},
                asks=(Ask(field="weapon", label="Which", choices=undrawn),),
                hint="One action.",
                by=current,
                about=about,
                group=group,
            )
        )
    held = ch.weapons.get(ch.wielding or "")
    if held is not None and held.reload_actions and not held.loaded:
        done = held.reload_progress
        actions.append(
            Action(
                command="sb.take_action",
                label=f"Reload the {held.name}",
                body={**action, "action": "reload", "weapon": held.name},
                hint=f"One action ({done} of {held.reload_actions} done).",
                by=current,
                about=about,
                group=group,
            )
        )
    actions += [
        Action(
            command="sb.take_action",
            label="Pick something up",
            body={**action, "action": "pick_up"},
            hint="One action.",
            by=current,
            about=about,
            group=group,
        ),
        Action(
            command="sb.take_action",
            label="Run",
            body={**action, "action": "run"},
            hint="One action: run from one place to another.",
            by=current,
            about=about,
            group=group,
        ),
        Action(
            command="sb.end_turn",
            label=f"End {ch.name}'s turn",
            body=action,
            hint="Actions left unused stay for defending this turn.",
            by=current,
            about=about,
            group=group,
        ),
    ]
    return actions


def _usable_weapons(ch: Character) -> list[str]:
    """What the character can attack with right now: a punch, natural weapons, the weapon in hand if loaded."""
    names = [PUNCH, *ch.natural_weapons, *([ch.wielding] if ch.wielding else [])]
    usable: list[str] = []
    for name in names:
        try:
            attack_weapon(ch, name)
        except DomainError:
            continue
        usable.append(name)
    return usable


# --- challenges and contests ------------------------------------------------------------------------------------


def _checks(
    state: CampaignState[SbState],
    viewer: Actor,
    table_id: str,
    mine: set[str],
    waiting: list[Waiting],
    actions: list[Action],
) -> None:
    game = state.game
    for cid, conflict in game.conflicts.items():
        if isinstance(conflict, Challenge):
            who = _name(game, conflict.character_id)
            what = f"{rating_title(conflict.rating_name)} {_rating(conflict.rating)}, difficulty " + _signed(
                conflict.difficulty
            )
            waiting.append(
                Waiting(
                    what=f"{who} to roll a challenge ({what})",
                    on=_players_of(state, conflict.character_id),
                    about=(cid,),
                )
            )
            if conflict.character_id in mine:
                actions.append(
                    Action(
                        command="sb.roll_challenge",
                        label=f"{who}: roll the challenge",
                        body={"table_id": table_id, "conflict_id": cid},
                        hint=f"3 dice + {what}: 11 or more succeeds.",
                        by=conflict.character_id,
                        about=(cid,),
                        rolls=True,
                        prompt=True,
                    )
                )
            if viewer.is_gm:
                actions.append(
                    Action(
                        command="sb.cancel_challenge",
                        label=f"Withdraw {who}'s challenge",
                        body={"conflict_id": cid},
                        about=(cid,),
                        group=DIRECTOR,
                    )
                )
        elif isinstance(conflict, Contest):
            _contest(state, viewer, table_id, conflict, mine, waiting, actions)


def _rating(rating: int | None) -> str:
    return _signed(rating) if rating is not None else "(none: flukes only)"


def _contest(
    state: CampaignState[SbState],
    viewer: Actor,
    table_id: str,
    contest: Contest,
    mine: set[str],
    waiting: list[Waiting],
    actions: list[Action],
) -> None:
    game = state.game
    cid = contest.conflict_id
    a, b = _name(game, contest.character_id), _name(game, contest.target_id)
    if contest.tied:
        waiting.append(Waiting(what=f"The Director to rule on the tied contest of {a} and {b}", on=_gms(state)))
        if viewer.is_gm:
            for ruling, label in (("continue", "The contest continues"), ("unusual", "Something unusual happened")):
                actions.append(
                    Action(
                        command="sb.rule_tie",
                        label=f"{a} and {b} tie: {label.lower()}",
                        body={"conflict_id": cid, "ruling": ruling},
                        about=(cid,),
                        prompt=True,
                    )
                )
        return
    sides = (
        (contest.character_id, contest.rating_name, contest.rating, contest.modifier, b),
        (contest.target_id, contest.target_rating_name, contest.target_rating, contest.target_modifier, a),
    )
    for side, rating_name, rating, modifier, other in sides:
        if side in contest.scores:
            continue
        who = _name(game, side)
        what = f"{rating_title(rating_name)} {_rating(rating)}" + (f", {_signed(modifier)}" if modifier else "")
        waiting.append(
            Waiting(
                what=f"{who} to roll in the contest with {other} ({what})", on=_players_of(state, side), about=(cid,)
            )
        )
        if side in mine:
            actions.append(
                Action(
                    command="sb.roll_contest",
                    label=f"{who}: roll against {other}",
                    body={"table_id": table_id, "conflict_id": cid, "character_id": side},
                    hint=f"3 dice + {what}: the higher score wins.",
                    by=side,
                    about=(cid,),
                    rolls=True,
                    prompt=True,
                )
            )


# --- gear outside a fight -----------------------------------------------------------------------------------


def _gear(
    state: CampaignState[SbState],
    viewer: Actor,
    table_id: str | None,
    mine: set[str],
    fight: Fight | None,
    actions: list[Action],
) -> None:
    """Readying, dropping and armor for each of the viewer's characters (drawing in a fight is an action:
    `_turn_actions`; armor is put on or off outside the fight). Dropping is never an action."""
    game = state.game
    for cid in sorted(mine, key=lambda c: game.characters[c].name):
        ch = game.characters[cid]
        if not ch.alive:
            continue
        group = ch.name
        if ch.wielding is not None:
            actions.append(
                Action(
                    command="sb.drop_weapon",
                    label=f"Drop the {ch.wielding}",
                    body={"character_id": cid},
                    hint="Dropping something is not an action.",
                    by=cid,
                    group=group,
                )
            )
        for weapon in ch.weapons:
            if weapon != ch.wielding:
                actions.append(
                    Action(
                        command="sb.ready_weapon",
                        label=f"Ready the {weapon}",
                        body={"character_id": cid, "weapon": weapon},
                        hint="Outside a fight (in a fight, drawing a weapon is an action).",
                        by=cid,
                        group=group,
                    )
                )
        if fight is not None and cid in fight.combatants:
            continue
        actions.append(
            Action(
                command="sb.set_armor",
                label="Take the armor off" if ch.worn_armor else "Put armor on",
                body={"character_id": cid, "worn": not ch.worn_armor},
                by=cid,
                group=group,
            )
        )


# --- the Director -----------------------------------------------------------------------------------------


def _director(state: CampaignState[SbState], table_id: str | None, fight: Fight | None, actions: list[Action]) -> None:
    game = state.game
    living = [ch for ch in sorted(game.characters.values(), key=lambda c: c.name) if ch.alive]
    everyone = tuple(Choice(value=ch.character_id, label=ch.name) for ch in living)
    awake = tuple(Choice(value=ch.character_id, label=ch.name) for ch in living if ch.conscious)
    g = DIRECTOR
    if table_id is not None and fight is None:
        free = tuple(
            Choice(value=ch.character_id, label=ch.name)
            for ch in living
            if not any(isinstance(c, Fight) and ch.character_id in c.combatants for c in game.conflicts.values())
        )
        if len(free) >= 2:
            actions.append(
                Action(
                    command="sb.start_fight",
                    label="Start a fight",
                    body={"table_id": table_id},
                    asks=(
                        Ask(
                            field="character_ids",
                            label="Who fights",
                            kind="many",
                            choices=free,
                            default=[c.value for c in free],
                            minimum=2,
                        ),
                    ),
                    hint="Everyone acts in order of Fitness, highest first (ties settled by a contest roll).",
                    rolls=True,
                    group=g,
                )
            )
    if fight is not None:
        about = (fight.conflict_id,)
        fighters = tuple(c for c in awake if c.value in fight.combatants)
        actions += [
            Action(
                command="sb.grant_actions",
                label="Grant extra actions",
                body={"conflict_id": fight.conflict_id},
                asks=(
                    Ask(field="character_id", label="To whom", choices=fighters),
                    Ask(field="count", label="How many", kind="number", minimum=1, maximum=4, default=1),
                    Ask(field="reason", label="Why", kind="text", optional=True),
                ),
                hint="For example a time shaping that worked.",
                about=about,
                group=g,
            ),
            Action(
                command="sb.end_fight",
                label="End the fight",
                body={"conflict_id": fight.conflict_id},
                about=about,
                group=g,
            ),
        ]
    actions.append(
        Action(
            command="sb.call_challenge",
            label="Call a challenge",
            asks=(
                Ask(field="character_id", label="Who", choices=awake),
                Ask(field="rating", label="Rating", choices=_rating_choices(game)),
                Ask(field="difficulty", label="Difficulty", kind="number", minimum=-20, maximum=20, default=0),
                Ask(field="note", label="What", kind="text", optional=True),
                Ask(
                    field="automatic",
                    label="Automatic success, no roll",
                    kind="flag",
                ),
            ),
            hint="Negative is hard, positive easy: 3 dice + rating + difficulty, 11 or more succeeds.",
            group=g,
        )
    )
    if len(awake) >= 2:
        ratings = _rating_choices(game)
        actions.append(
            Action(
                command="sb.call_contest",
                label="Call a contest",
                asks=(
                    Ask(field="rating", label="A contest of", choices=ratings),
                    Ask(field="character_id", label="Between", choices=awake),
                    Ask(field="target_id", label="And", choices=awake, default=awake[1].value),
                    Ask(field="target_rating", label="Who uses", choices=ratings),
                ),
                hint="Both roll 3 dice and add their ratings: the higher score wins.",
                group=g,
            )
        )
    if table_id is not None:
        actions += [
            Action(
                command="sb.injure",
                label="Hurt someone with a weapon",
                body={"table_id": table_id},
                asks=(
                    Ask(field="character_id", label="Who", choices=everyone),
                    Ask(
                        field="weapon",
                        label="As a",
                        choices=tuple(Choice(value=v, label=label) for v, label in WEAPON_CLASSES),
                        default="medium",
                    ),
                    Ask(field="note", label="What", kind="text", optional=True),
                ),
                hint="A falling rock counts as a medium or large weapon: armor counts against it too.",
                rolls=True,
                group=g,
            ),
            Action(
                command="sb.injure",
                label="Hurt someone by points",
                body={"table_id": table_id},
                asks=(
                    Ask(field="character_id", label="Who", choices=everyone),
                    Ask(field="damage", label="Points of damage", kind="number", minimum=1, maximum=20, default=1),
                    Ask(field="note", label="What", kind="text", optional=True),
                ),
                hint="The injury roll follows: health points before the injury as a bonus, the damage as a penalty.",
                rolls=True,
                group=g,
            ),
        ]
        knocked_out = tuple(
            Choice(value=ch.character_id, label=ch.name)
            for ch in living
            if not ch.conscious
            and not any(isinstance(c, Fight) and ch.character_id in c.combatants for c in game.conflicts.values())
        )
        if knocked_out:
            actions.append(
                Action(
                    command="sb.try_to_wake",
                    label="A minute has passed: try to wake",
                    body={"table_id": table_id},
                    asks=(Ask(field="character_id", label="Who", choices=knocked_out),),
                    hint="A challenge with Strength as the rating.",
                    rolls=True,
                    group=g,
                )
            )
    hurt = tuple(Choice(value=ch.character_id, label=ch.name) for ch in living if ch.hp < ch.max_hp)
    if hurt:
        actions.append(
            Action(
                command="sb.heal",
                label="Heal",
                asks=(
                    Ask(field="character_id", label="Who", choices=hurt),
                    Ask(field="amount", label="Health points", kind="number", minimum=1, maximum=20, default=1),
                    Ask(field="note", label="How", kind="text", optional=True),
                ),
                group=g,
            )
        )
    _adventure(game, fight, actions)
    actions.append(
        Action(
            command="sb.set_weapon",
            label="Give a weapon",
            asks=(
                Ask(field="character_id", label="To whom", choices=everyone),
                Ask(field="name", label="Weapon", kind="text", default="sword"),
                Ask(
                    field="weapon_class",
                    label="Counts as a",
                    choices=tuple(Choice(value=v, label=label) for v, label in WEAPON_CLASSES),
                    default="medium",
                ),
                Ask(field="skill", label="Skill", choices=_weapon_skills(game), default="Weapon:Sword"),
                Ask(field="reload_actions", label="Actions to reload", kind="number", minimum=0, maximum=20, default=0),
            ),
            hint="A bow takes 1 action to reload, a crossbow several; 0 for a weapon that needs none.",
            group=g,
        )
    )


def _adventure(game: SbState, fight: Fight | None, actions: list[Action]) -> None:
    """Between adventures: health restored, skills used raised one level, skills taught."""
    g = DIRECTOR
    living = [ch for ch in sorted(game.characters.values(), key=lambda c: c.name) if ch.alive]
    for ch in living:
        if ch.level_up_skills:
            actions.append(
                Action(
                    command="sb.level_up",
                    label=f"{ch.name}: raise a skill used in the adventure",
                    body={"character_id": ch.character_id},
                    asks=(
                        Ask(
                            field="skill",
                            label="Skill",
                            choices=tuple(Choice(value=k, label=rating_title(k)) for k in ch.level_up_skills),
                        ),
                    ),
                    hint="One level, for one skill the character used in the adventure just ended.",
                    by=ch.character_id,
                    group=g,
                )
            )
    if living:
        actions.append(
            Action(
                command="sb.teach_skill",
                label="A teacher raises a skill",
                asks=(
                    Ask(
                        field="character_id",
                        label="Who",
                        choices=tuple(Choice(value=c.character_id, label=c.name) for c in living),
                    ),
                    Ask(field="skill", label="Skill", choices=_skill_choices(game)),
                    Ask(field="note", label="The price", kind="text", optional=True),
                ),
                hint="One level (a new skill starts at -5); lessons may come at a price.",
                group=g,
            )
        )
    if fight is None and not any(isinstance(c, Fight) for c in game.conflicts.values()):
        actions += [
            Action(
                command="sb.end_adventure",
                label="End the adventure",
                hint="Each character may then raise one skill they used in it by one level.",
                group=g,
            ),
            Action(
                command="sb.start_adventure",
                label="Start a new adventure",
                hint="Everyone alive starts it with 3 + Strength health points, awake.",
                group=g,
            ),
        ]


def _skill_choices(game: SbState) -> tuple[Choice, ...]:
    return tuple(c for c in _rating_choices(game) if c.value not in RATING_FEATURES)


def _rating_choices(game: SbState) -> tuple[Choice, ...]:
    names: list[str] = list(RATING_FEATURES)
    skills = [*COMMON_SKILLS, *sorted(MASTER_SKILLS), TRACKING, *game.custom_skills]
    for ch in game.characters.values():
        skills.extend(sorted(ch.skills))
        skills.extend(w.skill for w in ch.weapons.values())
    for skill in skills:
        if skill not in names:
            names.append(skill)
    return tuple(Choice(value=n, label=rating_title(n)) for n in names)


def _weapon_skills(game: SbState) -> tuple[Choice, ...]:
    names = ["Weapon:Sword", "Weapon:Spear", "Weapon:Bow", "Weapon:Pistol"]
    for ch in game.characters.values():
        for skill in ch.skills:
            split = split_category(skill)
            if split is not None and split[0] == "Weapon" and skill not in names:
                names.append(skill)
    names += ["Brawling", "Throwing"]
    return tuple(Choice(value=n, label=rating_title(n)) for n in names)
