"""Characters: creating one from a valid sheet, and Health the GM adjusts."""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.d100.commands import AdjustHealth, CreateCharacter
from domain.d100.decide import checks
from domain.d100.events import D100CharacterCreated, HealthChanged
from domain.d100.sheet import validate_sheet
from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.messages import Event


def create_character(state: CampaignState, cmd: CreateCharacter, ctx: Context) -> list[Event]:
    owner = ctx.actor.member_id
    if cmd.owner_id is not None:
        checks.gm_input(ctx, "owner_id", True)
        member = state.members.get(cmd.owner_id)
        if member is None or not member.active:
            raise NotFound("member_not_found", "no such member", member_id=cmd.owner_id)
        if member.role == "observer":
            raise RuleViolation("observer_cannot_own", "observers cannot own characters", member_id=cmd.owner_id)
        owner = cmd.owner_id
    validate_sheet(cmd.sheet)
    return [D100CharacterCreated(character_id=ctx.new_id(), owner_id=owner, name=cmd.sheet.name, sheet=cmd.sheet)]


def adjust_health(state: CampaignState, cmd: AdjustHealth, ctx: Context) -> list[Event]:
    ch = checks.character(state, cmd.character_id)
    before = ch.health.get(cmd.realm)
    after = before + cmd.change
    maximum = ch.sheet.health.get(cmd.realm)
    if not 0 <= after <= maximum:
        raise InvalidCommand(
            "health_out_of_range",
            "Health stays between 0 and its maximum",
            before=before,
            change=cmd.change,
            maximum=maximum,
        )
    return [HealthChanged(character_id=ch.character_id, realm=cmd.realm, before=before, after=after, reason=cmd.reason)]
