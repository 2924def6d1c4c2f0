"""Adventures and leveling up.

Everyone starts an adventure with 3 + Strength HP. After an adventure the Director may allow a player to
raise one skill they used in it by one level; a teacher can raise a skill (or teach a new one, to -5)
at whatever price the Director sets. Teaching beyond +5 "can be a quest in its own right" — that is the
Director's story to tell, not a limit we enforce.
"""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.errors import RuleViolation
from domain.messages import Event
from domain.shapers.commands import EndAdventure, LevelUp, StartAdventure, TeachSkill
from domain.shapers.events import AdventureEnded, AdventureStarted, HealthRestored, SkillRaised
from domain.shapers.lookups import character, game_of, is_skill, rating_of, require_alive
from domain.shapers.skills import canonical, raised_one_level
from domain.shapers.state import Fight, SbState


def _no_fight(game: SbState) -> None:
    fights = [c.conflict_id for c in game.conflicts.values() if isinstance(c, Fight)]
    if fights:
        raise RuleViolation("fight_in_progress", "end the fights first", conflict_ids=fights)


def decide_start_adventure(state: CampaignState, cmd: StartAdventure, ctx: Context) -> list[Event]:
    game = game_of(state)
    _no_fight(game)
    events: list[Event] = [AdventureStarted(adventure=game.adventure)]
    for ch in game.characters.values():
        if ch.alive and (ch.hp != ch.max_hp or not ch.conscious):
            events.append(HealthRestored(character_id=ch.character_id, hp_before=ch.hp, hp_after=ch.max_hp))
    return events


def decide_end_adventure(state: CampaignState, cmd: EndAdventure, ctx: Context) -> list[Event]:
    game = game_of(state)
    _no_fight(game)
    level_ups = {
        ch.character_id: sorted(ch.skills_used) for ch in game.characters.values() if ch.alive and ch.skills_used
    }
    return [AdventureEnded(adventure=game.adventure, level_ups=level_ups)]


def decide_level_up(state: CampaignState, cmd: LevelUp, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    require_alive(ch)
    skill = canonical(cmd.skill)
    if skill not in ch.level_up_skills:
        raise RuleViolation(
            "skill_not_used_last_adventure",
            "a level-up raises one skill the character used in the adventure just ended",
            skill=skill,
            eligible=list(ch.level_up_skills),
        )
    _, before = rating_of(game_of(state), ch, skill)
    return [
        SkillRaised(
            character_id=ch.character_id, skill=skill, before=before, after=raised_one_level(before), reason="adventure"
        )
    ]


def decide_teach_skill(state: CampaignState, cmd: TeachSkill, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    require_alive(ch)
    skill, before = rating_of(game_of(state), ch, cmd.skill)
    if not is_skill(skill):
        raise RuleViolation("features_are_not_taught", "teachers raise skills, not features", rating=skill)
    return [
        SkillRaised(
            character_id=ch.character_id,
            skill=skill,
            before=before,
            after=raised_one_level(before),
            reason="teacher",
            note=cmd.note,
        )
    ]
