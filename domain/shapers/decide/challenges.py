"""Challenges (3d6 + rating + difficulty, 11+ succeeds) and contests (higher score wins).

The GM calls a challenge — which rating, how hard, whether an easy one just succeeds — and the
character's controller rolls it. Contests work the same way, one roll per side; on a tie the Director
rules whether it goes on or something unusual happened.
"""

from __future__ import annotations

from domain.campaign import CampaignState, Context, require_controls
from domain.dice import DiceRoll
from domain.errors import InvalidCommand, RuleViolation
from domain.messages import Event
from domain.shapers.checks import Part, contest_rank, roll_check
from domain.shapers.commands import (
    AddSkill,
    CallChallenge,
    CallContest,
    CancelChallenge,
    RollChallenge,
    RollContest,
    RuleTie,
)
from domain.shapers.events import (
    ChallengeCalled,
    ChallengeCancelled,
    ChallengeRolled,
    ChallengeSucceededAutomatically,
    ContestCalled,
    ContestResolved,
    ContestRolled,
    ContestTieRuled,
    SkillAdded,
)
from domain.shapers.features import SPECIES
from domain.shapers.lookups import character, conflict, game_of, rating_of, require_awake, roll_at
from domain.shapers.rulings import flukes
from domain.shapers.shaping import guide_difficulty
from domain.shapers.skills import CATEGORIES, MASTER_SKILLS, SHAPING_PREFIX, TRACKING, canonical
from domain.shapers.state import Challenge, Contest

AUTOMATIC_ABOVE = 2
"""Rating + difficulty must be greater than this for the Director to grant an automatic success."""


def decide_add_skill(state: CampaignState, cmd: AddSkill, ctx: Context) -> list[Event]:
    name = canonical(cmd.name)
    species_skills = {s for info in SPECIES.values() for s in info.skill_overrides}
    taken = set(MASTER_SKILLS) | set(CATEGORIES) | species_skills | {TRACKING} | set(game_of(state).custom_skills)
    if name in taken or ":" in name or name.startswith(SHAPING_PREFIX):
        raise RuleViolation("skill_exists", "that skill is already on the list (or is a category)", skill=name)
    return [SkillAdded(name=name)]


def decide_call_challenge(state: CampaignState, cmd: CallChallenge, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    require_awake(ch)
    rating_name, rating = rating_of(game_of(state), ch, cmd.rating)
    if cmd.guide is not None:
        if cmd.difficulty is not None:
            raise InvalidCommand("difficulty_twice", "give a difficulty or a shaping guide, not both")
        difficulty = guide_difficulty(rating_name, cmd.guide)
    else:
        difficulty = cmd.difficulty or 0
    conflict_id = ctx.new_id()
    if cmd.automatic:
        bonus = None if rating is None else rating + difficulty
        if rating is None or bonus is None or bonus <= AUTOMATIC_ABOVE:
            raise RuleViolation(
                "automatic_success_not_allowed",
                "an automatic success needs rating + difficulty greater than 2",
                rating=rating,
                difficulty=difficulty,
                bonus=bonus,
                needed=AUTOMATIC_ABOVE + 1,
            )
        return [
            ChallengeSucceededAutomatically(
                conflict_id=conflict_id,
                character_id=ch.character_id,
                rating_name=rating_name,
                rating=rating,
                difficulty=difficulty,
                bonus=bonus,
                note=cmd.note,
            )
        ]
    return [
        ChallengeCalled(
            conflict_id=conflict_id,
            character_id=ch.character_id,
            rating_name=rating_name,
            rating=rating,
            difficulty=difficulty,
            guide=cmd.guide,
            note=cmd.note,
        )
    ]


def decide_roll_challenge(state: CampaignState, cmd: RollChallenge, ctx: Context) -> list[Event]:
    challenge = conflict(state, cmd.conflict_id, Challenge)
    require_controls(state, ctx.actor, challenge.character_id)
    require_awake(character(state, challenge.character_id))
    at = roll_at(state, cmd, ctx.actor)
    rolls: list[DiceRoll] = []
    check = roll_check(
        ctx.dice,
        rolls,
        challenge.rating_name,
        challenge.rating,
        [Part(name="difficulty", value=challenge.difficulty)],
        flukes=flukes(state),
    )
    return [
        ChallengeRolled(
            **at.fields(),
            rolls=tuple(rolls),
            conflict_id=challenge.conflict_id,
            character_id=challenge.character_id,
            difficulty=challenge.difficulty,
            check=check,
        )
    ]


def decide_cancel_challenge(state: CampaignState, cmd: CancelChallenge, ctx: Context) -> list[Event]:
    conflict(state, cmd.conflict_id, Challenge)
    return [ChallengeCancelled(conflict_id=cmd.conflict_id)]


def decide_call_contest(state: CampaignState, cmd: CallContest, ctx: Context) -> list[Event]:
    if cmd.character_id == cmd.target_id:
        raise InvalidCommand("contest_with_self", "a contest needs two different characters")
    game = game_of(state)
    a = character(state, cmd.character_id)
    b = character(state, cmd.target_id)
    require_awake(a)
    require_awake(b)
    a_name, a_rating = rating_of(game, a, cmd.rating)
    b_name, b_rating = rating_of(game, b, cmd.target_rating)
    return [
        ContestCalled(
            conflict_id=ctx.new_id(),
            character_id=a.character_id,
            target_id=b.character_id,
            rating_name=a_name,
            rating=a_rating,
            target_rating_name=b_name,
            target_rating=b_rating,
            modifier=cmd.modifier,
            target_modifier=cmd.target_modifier,
        )
    ]


def decide_roll_contest(state: CampaignState, cmd: RollContest, ctx: Context) -> list[Event]:
    contest = conflict(state, cmd.conflict_id, Contest)
    if cmd.character_id not in (contest.character_id, contest.target_id):
        raise InvalidCommand(
            "not_in_contest", "the character is not a side of this contest", character_id=cmd.character_id
        )
    require_controls(state, ctx.actor, cmd.character_id)
    require_awake(character(state, cmd.character_id))
    if contest.tied:
        raise RuleViolation(
            "tie_awaits_ruling", "the contest is tied; the Director rules first", conflict_id=contest.conflict_id
        )
    if cmd.character_id in contest.scores:
        raise RuleViolation(
            "already_rolled", "this side has rolled this round", character_id=cmd.character_id, round=contest.round
        )
    at = roll_at(state, cmd, ctx.actor)
    mine = cmd.character_id == contest.character_id
    rating_name = contest.rating_name if mine else contest.target_rating_name
    rating = contest.rating if mine else contest.target_rating
    modifier = contest.modifier if mine else contest.target_modifier
    rolls: list[DiceRoll] = []
    modifiers = [Part(name="modifier", value=modifier)]
    check = roll_check(ctx.dice, rolls, rating_name, rating, modifiers, contest=True, flukes=flukes(state))
    events: list[Event] = [
        ContestRolled(
            **at.fields(),
            rolls=tuple(rolls),
            conflict_id=contest.conflict_id,
            character_id=cmd.character_id,
            round=contest.round,
            check=check,
        )
    ]
    other_id = contest.target_id if mine else contest.character_id
    other = contest.scores.get(other_id)
    if other is not None:
        mine_rank, other_rank = contest_rank(check), contest_rank(other)
        winner = None
        if mine_rank != other_rank:
            winner = cmd.character_id if mine_rank > other_rank else other_id
        events.append(
            ContestResolved(
                conflict_id=contest.conflict_id,
                round=contest.round,
                winner_id=winner,
                totals={cmd.character_id: check.total, other_id: other.total},
            )
        )
    return events


def decide_rule_tie(state: CampaignState, cmd: RuleTie, ctx: Context) -> list[Event]:
    contest = conflict(state, cmd.conflict_id, Contest)
    if not contest.tied:
        raise RuleViolation("contest_not_tied", "only a tied contest needs a ruling", conflict_id=contest.conflict_id)
    return [ContestTieRuled(conflict_id=contest.conflict_id, ruling=cmd.ruling, note=cmd.note)]
