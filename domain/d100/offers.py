"""What a Shapers d100 table waits for and what a viewer may do now (the ruleset's `offers` hook).

The chapter's loop, as the table plays it:

- the GM starts a fight: Initiative is rolled (d10 + PA + MA) for the chosen combatants, with the chapter's
  optional rules (Passive Defence, Lethal Damage, Hit Location, a dreamscape) as ticks;
- on a combatant's turn, its player (or the GM, for anyone) moves, takes free actions (draw a weapon, shout),
  aims a ranged weapon, attacks a target with a weapon (a hit location may be called at −20), and ends the
  turn;
- an attack waits for its target's defence: the target's player is prompted to defend with Dodge or a Melee
  Aptitude, and names the melee weapon of a counter-attack;
- the GM alone adds what the chapter leaves to their judgement: the scene's combat modifiers (in the table's
  own words), range, outnumbering, any other modifier, whether the target can defend at all, the Passive
  Defence Attribute + Aptitude, the defence's Attribute and other Aptitudes, tasks (e.g. Physical Agility +
  Athletics for a sprinter), Health outside the rules, removing a combatant and ending the fight.

Everything is proposed generously; `Game.offers` keeps only what `decide` accepts for the viewer now.
"""

from __future__ import annotations

from typing import get_args

from domain.campaign import Actor, CampaignState
from domain.d100.modifiers import MELEE_SITUATIONS, RANGED_SITUATIONS, SITUATION_WORDS
from domain.d100.sheet import (
    DODGE,
    LOCATIONS,
    MELEE_ARMED,
    MELEE_UNARMED,
    UNARMED,
    AttributeName,
    Weapon,
)
from domain.d100.state import Conflict, D100Character, D100State
from domain.narration import title
from domain.offers import Action, Ask, Choice, Offers, Waiting

MOVES: tuple[tuple[str, str, str], ...] = (
    ("walk", "Walk", "up to their normal walking speed, a free action without penalty"),
    ("jog", "Jog", "while performing other actions, with penalties (−10 to shoot)"),
    ("run", "Run", "cannot perform another action"),
    ("charge", "Charge", "move up to running speed and make one melee attack (+10)"),
    ("sprint", "Sprint", "no attack; the GM may call for Physical Agility + Athletics"),
)
REALM_WORDS = {"physical": "Physical", "social": "Social", "mental": "Mental"}


def words(name: str) -> str:
    """A location or Attribute as the chapter prints it: `left_arm` → `Left Arm`."""
    return title(name)


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def offers(state: CampaignState[D100State], viewer: Actor, table_id: str | None) -> Offers:
    game: D100State = state.game
    if table_id is None or table_id not in state.tables:
        return Offers()
    fights = [c for c in game.conflicts.values() if c.table_id == table_id]
    turn: list[str] = []
    waiting: list[Waiting] = []
    actions: list[Action] = []
    for fight in fights:
        turn.append(_turn_line(state, fight))
        waiting.extend(_waiting(state, fight))
        actions.extend(_fight_actions(state, viewer, fight))
    if viewer.is_gm and state.tables[table_id].open:
        actions.extend(_gm_table_actions(state, table_id))
    if not fights:
        turn.append("No fight under way at this table")
    return Offers(turn="; ".join(turn), waiting=tuple(waiting), actions=tuple(actions))


# -- words ---------------------------------------------------------------------------------------------------


def _name(state: CampaignState[D100State], character_id: str | None) -> str:
    if character_id is None:
        return "nobody"
    ch = state.game.characters.get(character_id)
    if ch is not None:
        return ch.sheet.name
    ref = state.characters.get(character_id)
    return ref.name if ref else "someone"


def _players(state: CampaignState[D100State], character_id: str) -> tuple[str, ...]:
    """Who plays the character: its owner (the GM, for the GM's own characters)."""
    ref = state.characters.get(character_id)
    return (ref.owner_id,) if ref is not None else ()


def _turn_line(state: CampaignState[D100State], fight: Conflict) -> str:
    who = f"{_name(state, fight.current)}'s turn" if fight.current else "nobody's turn"
    line = f"Round {fight.round} — {who}"
    pending = fight.pending
    if pending is not None:
        line += f": {_name(state, pending.target_id)} defends against the {pending.weapon}"
    return line


def _waiting(state: CampaignState[D100State], fight: Conflict) -> list[Waiting]:
    pending = fight.pending
    if pending is not None:
        about = (pending.attack_id,) if pending.attack_id else ()
        what = (
            f"{_name(state, pending.target_id)} to defend against {_name(state, pending.attacker_id)}'s "
            f"{pending.weapon} attack"
        )
        return [Waiting(what=what, on=_players(state, pending.target_id), about=about)]
    if fight.current is None:
        return []
    combatant = fight.combatants.get(fight.current)
    done = combatant is not None and (combatant.acted or combatant.moved in ("run", "sprint"))
    what = f"{_name(state, fight.current)} to " + (
        "end the turn" if done else "act: move, attack or aim, then end the turn"
    )
    return [Waiting(what=what, on=_players(state, fight.current))]


# -- a fight -------------------------------------------------------------------------------------------------


def _fight_actions(state: CampaignState[D100State], viewer: Actor, fight: Conflict) -> list[Action]:
    actions: list[Action] = []
    if fight.pending is not None:
        actions.extend(_defences(state, viewer, fight))
    elif fight.current is not None:
        actions.extend(_turn_actions(state, viewer, fight, fight.current))
    if viewer.is_gm:
        actions.extend(_gm_fight_actions(state, fight))
    return actions


def _weapons(ch: D100Character) -> list[Weapon]:
    weapons = list(ch.sheet.weapons)
    if all(w.name != UNARMED for w in weapons):
        weapons.append(ch.sheet.weapon(UNARMED))
    return weapons


def _weapon_words(weapon: Weapon) -> str:
    reach = f", range {weapon.range_m} m" if weapon.range_m else ""
    return f"{weapon.aptitude}, damage {weapon.damage}{reach}"


def _turn_actions(state: CampaignState[D100State], viewer: Actor, fight: Conflict, cid: str) -> list[Action]:
    ch = state.game.characters.get(cid)
    if ch is None:
        return []
    name = ch.sheet.name
    group = f"{name}'s turn"
    base = {"conflict_id": fight.conflict_id, "character_id": cid}
    rolled = {"table_id": fight.table_id, **base}
    others = [o for o in fight.order if o != cid and o in fight.combatants]
    targets = tuple(Choice(value=o, label=_name(state, o), hint=_health_hint(state, o)) for o in others)
    actions: list[Action] = []
    for weapon in _weapons(ch):
        asks: list[Ask] = [Ask(field="target_id", label="Target", choices=targets)]
        asks.append(
            Ask(
                field="called_location",
                label="Attacking a specific hit location (−20)",
                choices=tuple(Choice(value=loc, label=words(loc)) for loc in LOCATIONS),
                optional=True,
            )
        )
        if viewer.is_gm:
            asks.extend(_gm_attack_asks(fight, weapon))
        actions.append(
            Action(
                command="d100.attack",
                label="Attack unarmed" if weapon.name == UNARMED else f"Attack with the {weapon.name}",
                body={**rolled, "weapon": weapon.name},
                asks=tuple(asks),
                hint=f"{_weapon_words(weapon)}: TN 50 + Physical Agility + {weapon.aptitude}",
                by=cid,
                rolls=True,
                group=group,
            )
        )
    actions.append(
        Action(
            command="d100.move",
            label="Move",
            body=dict(base),
            asks=(
                Ask(
                    field="mode",
                    label="How",
                    choices=tuple(Choice(value=mode, label=label, hint=hint) for mode, label, hint in MOVES),
                ),
            ),
            by=cid,
            group=group,
        )
    )
    for weapon in ch.sheet.weapons:
        if weapon.kind == "melee":
            continue
        actions.append(
            Action(
                command="d100.aim",
                label=f"Spend a round aiming the {weapon.name} (+10)",
                body={**base, "weapon": weapon.name},
                asks=(Ask(field="target_id", label="At", choices=targets, optional=True),),
                hint="+10 to a ranged attack on the next turn",
                by=cid,
                group=group,
            )
        )
    if ch.sheet.weapons:
        actions.append(
            Action(
                command="d100.take_free_action",
                label="Draw a weapon (free action)",
                body={**base, "kind": "draw_weapon"},
                asks=(
                    Ask(
                        field="detail",
                        label="Weapon",
                        choices=tuple(Choice(value=w.name, label=w.name) for w in ch.sheet.weapons),
                    ),
                ),
                by=cid,
                group=group,
            )
        )
    actions.append(
        Action(
            command="d100.take_free_action",
            label="Shout a command or short warning (free action)",
            body={**base, "kind": "shout"},
            asks=(Ask(field="detail", label="Shout", kind="text", default="Get down!"),),
            by=cid,
            group=group,
        )
    )
    if viewer.is_gm:
        actions.append(
            Action(
                command="d100.take_free_action",
                label="Another free action (the GM's judgement)",
                body={**base, "kind": "other"},
                asks=(Ask(field="detail", label="What", kind="text", default="Opens the door"),),
                by=cid,
                group=group,
            )
        )
    actions.append(Action(command="d100.end_turn", label=f"End {name}'s turn", body=dict(base), by=cid, group=group))
    return actions


def _gm_attack_asks(fight: Conflict, weapon: Weapon) -> list[Ask]:
    melee = weapon.kind == "melee"
    table = MELEE_SITUATIONS if melee else RANGED_SITUATIONS
    asks = [
        Ask(
            field="situations",
            label="Combat modifiers (GM)",
            kind="many",
            choices=tuple(Choice(value=s, label=f"{SITUATION_WORDS[s]} ({signed(v)})") for s, v in table.items()),
            default=[],
            minimum=0,
        )
    ]
    if melee:
        asks += [
            Ask(
                field="outnumbering.side",
                label="Outnumbering (GM): combatants on the attacker's side",
                kind="number",
                minimum=2,
                maximum=100,
                optional=True,
            ),
            Ask(
                field="outnumbering.opposing",
                label="Outnumbering (GM): combatants on the target's side",
                kind="number",
                minimum=1,
                maximum=100,
                optional=True,
            ),
        ]
    elif weapon.range_m is not None:
        asks.append(
            Ask(
                field="distance_m",
                label=f"Distance to the target in metres (GM; listed range {weapon.range_m} m)",
                kind="number",
                minimum=0,
                maximum=weapon.range_m * 3,
                optional=True,
            )
        )
    asks += [
        Ask(field="modifier", label="Other modifier (GM)", kind="number", minimum=-100, maximum=100, default=0),
        Ask(field="modifier_reason", label="Why (GM)", kind="text", optional=True),
        Ask(field="target_defends", label="The target sees it coming and may defend", kind="flag", default=True),
    ]
    if fight.options.passive_defence:
        asks += [
            Ask(
                field="passive_attribute",
                label="Passive Defence: the defender's Attribute (GM)",
                choices=_attribute_choices(),
                optional=True,
            ),
            Ask(
                field="passive_aptitude",
                label="Passive Defence: the defender's Aptitude (GM)",
                choices=tuple(Choice(value=a, label=a) for a in (DODGE, MELEE_ARMED, MELEE_UNARMED)),
                optional=True,
            ),
        ]
    return asks


def _attribute_choices() -> tuple[Choice, ...]:
    return tuple(Choice(value=a, label=words(a)) for a in get_args(AttributeName))


def _health_hint(state: CampaignState[D100State], character_id: str) -> str:
    ch = state.game.characters.get(character_id)
    if ch is None:
        return ""
    return f"Physical Health {ch.health.physical} of {ch.sheet.health.physical}"


def _defences(state: CampaignState[D100State], viewer: Actor, fight: Conflict) -> list[Action]:
    pending = fight.pending
    assert pending is not None
    defender = state.game.characters.get(pending.target_id)
    if defender is None:
        return []
    attacker = _name(state, pending.attacker_id)
    about = (pending.attack_id,) if pending.attack_id else ()
    melee = pending.kind == "melee"
    aptitudes = [DODGE, MELEE_ARMED, MELEE_UNARMED]
    if viewer.is_gm:
        aptitudes += [a for a in defender.sheet.aptitudes if a not in aptitudes]
    body = {"table_id": fight.table_id, "conflict_id": fight.conflict_id, "character_id": pending.target_id}
    asks: list[Ask] = [
        Ask(
            field="aptitude",
            label="Defend with",
            choices=tuple(
                Choice(value=a, label=f"Physical Agility + {a}", hint=f"{a} {defender.sheet.aptitude(a)}")
                for a in aptitudes
            ),
        )
    ]
    melee_weapons = defender.sheet.melee_weapons()
    if melee and melee_weapons:
        asks.append(
            Ask(
                field="counter_weapon",
                label="Counter-attack with (if the attacker loses by 30 or more)",
                choices=tuple(Choice(value=w.name, label=w.name) for w in melee_weapons),
                optional=True,
            )
        )
    if viewer.is_gm:
        asks += [
            Ask(
                field="attribute",
                label="Attribute (GM)",
                choices=_attribute_choices(),
                default="physical_agility",
            ),
            Ask(field="modifier", label="Modifier (GM)", kind="number", minimum=-100, maximum=100, default=0),
        ]
    label = f"Defend {defender.sheet.name} against {attacker}'s {pending.weapon}"
    actions = [
        Action(
            command="d100.defend",
            label=label,
            body=body,
            asks=tuple(asks),
            hint="Opposed roll: TN 50 + Attribute + Aptitude; the attack hits only if it beats the defence",
            by=pending.target_id,
            about=about,
            rolls=True,
            prompt=True,
            group=f"{defender.sheet.name} is attacked",
        )
    ]
    if viewer.is_gm and not melee:
        actions.append(
            Action(
                command="d100.defend",
                label=f"{label}, within melee range",
                body={**body, "in_melee_range": True},
                asks=tuple(
                    a
                    if a.field != "aptitude"
                    else Ask(
                        field="aptitude",
                        label="Defend with",
                        choices=tuple(c for c in a.choices if str(c.value).startswith("Melee")),
                    )
                    for a in asks
                ),
                hint="The defender is within melee range: a Melee Aptitude may defend against the shot",
                by=pending.target_id,
                about=about,
                rolls=True,
                prompt=True,
                group=f"{defender.sheet.name} is attacked",
            )
        )
    return actions


# -- the GM --------------------------------------------------------------------------------------------------


def _gm_fight_actions(state: CampaignState[D100State], fight: Conflict) -> list[Action]:
    fighters = tuple(Choice(value=o, label=_name(state, o)) for o in fight.order if o in fight.combatants)
    base = {"conflict_id": fight.conflict_id}
    actions = [
        Action(
            command="d100.roll_task",
            label="Call for an Attribute + Aptitude roll",
            body={"table_id": fight.table_id, **base},
            asks=(
                Ask(field="character_id", label="Who rolls", choices=fighters),
                Ask(field="attribute", label="Attribute", choices=_attribute_choices(), default="physical_agility"),
                Ask(field="aptitude", label="Aptitude", choices=_aptitude_choices(state, fight), optional=True),
                Ask(field="modifier", label="Modifier", kind="number", minimum=-100, maximum=100, default=0),
                Ask(field="reason", label="Why", kind="text", default="sprinting over rubble"),
            ),
            hint="TN 50 + Attribute + Aptitude ± the modifier",
            rolls=True,
            group="GM",
        ),
        Action(
            command="d100.remove_combatant",
            label="Take a combatant out of the fight",
            body=dict(base),
            asks=(
                Ask(field="character_id", label="Who", choices=fighters),
                Ask(field="reason", label="Why", kind="text", default="fled"),
            ),
            group="GM",
        ),
        Action(command="d100.end_conflict", label="End the fight", body=dict(base), group="GM"),
    ]
    return actions


def _aptitude_choices(state: CampaignState[D100State], fight: Conflict) -> tuple[Choice, ...]:
    names: list[str] = ["Athletics", DODGE]
    for cid in fight.order:
        ch = state.game.characters.get(cid)
        if ch is not None:
            names += [a for a in ch.sheet.aptitudes if a not in names]
    return tuple(Choice(value=a, label=a) for a in names)


def _gm_table_actions(state: CampaignState[D100State], table_id: str) -> list[Action]:
    game = state.game
    busy = {cid for c in game.conflicts.values() for cid in c.combatants}
    free = [cid for cid in game.characters if cid not in busy]
    everyone = tuple(Choice(value=cid, label=_name(state, cid)) for cid in game.characters)
    actions: list[Action] = []
    if free:
        combatants = Ask(
            field="character_ids",
            label="Combatants",
            kind="many",
            choices=tuple(Choice(value=cid, label=_name(state, cid)) for cid in free),
            default=list(free),
            minimum=1,
        )
        options = (
            Ask(field="options.hit_locations", label="Roll a Hit Location on every hit", kind="flag", default=True),
            Ask(field="options.passive_defence", label="Optional: Passive Defence", kind="flag", default=False),
            Ask(field="options.lethal_damage", label="Optional: Lethal Damage", kind="flag", default=False),
        )
        hint = "Initiative: d10 + Physical Agility + Mental Agility, highest first"
        actions.append(
            Action(
                command="d100.start_conflict",
                label="Start a fight: determine Initiative",
                body={"table_id": table_id},
                asks=(combatants, *options),
                hint=hint,
                rolls=True,
                group="GM",
            )
        )
        asleep = tuple(
            Ask(
                field=f"dream_states.{cid}",
                label=f"{_name(state, cid)} entered the dreamscape",
                choices=(
                    Choice(value="awake", label="fully awake (Social or Mental, whichever is higher)"),
                    Choice(value="asleep", label="asleep or unconscious (Social)"),
                ),
                optional=True,
            )
            for cid in free
        )
        actions.append(
            Action(
                command="d100.start_conflict",
                label="Start a fight in a dreamscape: determine Initiative",
                body={"table_id": table_id, "options": {"dreamscape": True}},
                asks=(combatants, *options, *asleep),
                hint=f"{hint}; Social or Mental Attributes stand in for the Physical ones",
                rolls=True,
                group="GM",
            )
        )
    if everyone:
        actions.append(
            Action(
                command="d100.adjust_health",
                label="Change Health (outside the combat rules)",
                asks=(
                    Ask(field="character_id", label="Whose", choices=everyone),
                    Ask(
                        field="realm",
                        label="Health",
                        choices=tuple(Choice(value=r, label=f"{w} Health") for r, w in REALM_WORDS.items()),
                        default="physical",
                    ),
                    Ask(
                        field="change",
                        label="Change (+ heals, − hurts)",
                        kind="number",
                        minimum=-999,
                        maximum=999,
                        default=0,
                    ),
                    Ask(field="reason", label="Why", kind="text", default="a night's rest"),
                ),
                group="GM",
            )
        )
    return actions
