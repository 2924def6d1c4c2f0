"""Command routes, generated from the registered rulesets: one POST per command type.

Every command of every ruleset in `domain.rulesets.RULESETS` (and every common campaign command) gets

    POST /campaigns/{campaign_id}/commands/{tag}          e.g. /campaigns/…/commands/rr.roll_test

with a request schema of its own (the command's fields, constraints and defaults; the `command` tag is
implied by the path), its docstring as the description and its `example` in the OpenAPI document. A new
ruleset therefore needs no server change. Creating a campaign is `POST /campaigns`.

Each response lists the events the command appended — as the caller may see them (a blind roll comes back
as `roll.hidden` to its player) — and the campaign's new version, which is also the `ETag`.
"""

from __future__ import annotations

import logging
import re
import uuid
from collections.abc import Mapping
from typing import Annotated, Any, Literal, TypeVar

import msgspec
from litestar import Request, Response
from litestar.di import NamedDependency
from litestar.handlers import HTTPRouteHandler
from litestar.openapi.spec import Example
from litestar.params import Body, FromPath

from application.command_handler import CommandHandler, Outcome
from application.visible import visible_events
from domain.campaign import COMMON_COMMANDS, AddMember, CreateCampaign
from domain.game import Game
from domain.messages import Command, tag_of
from server.access.auth import campaign_creator, campaign_member, principal_of, services_of
from server.access.token_info import IssuedToken
from server.access.tokens import TokenStore
from server.config import Settings
from server.http.command_result import CommandResult
from server.http.input_checks import strict_body
from server.http.plumbing import (
    IdempotencyKey,
    IfMatch,
    Reply,
    RequestId,
    correlation,
    guarded_post,
    idempotent,
    parse_if_match,
    with_etag,
)
from server.http.problems import WRITE_ERRORS, responses
from server.ops import logs

log = logging.getLogger("chronicle.server")

COMMANDS_PATH = "/campaigns/{campaign_id:uuid}/commands"
SECURITY: list[dict[str, list[str]]] = [{"bearer": []}]


def schema_name(tag: str) -> str:
    """`rr.roll_test` → `RrRollTestRequest` (tags are unique, so schema names are too)."""
    return "".join(part.capitalize() for part in re.split(r"[._\-]", tag) if part) + "Request"


def request_struct(cls: type[Command], name: str, overrides: Mapping[str, Any] | None = None) -> type[msgspec.Struct]:
    """The command's fields as a plain (untagged) Struct: what the HTTP body holds."""
    fields: list[tuple[str, Any] | tuple[str, Any, Any]] = []
    for f in msgspec.structs.fields(cls):
        annotation = (overrides or {}).get(f.name, f.type)
        if f.default is not msgspec.NODEFAULT:
            fields.append((f.name, annotation, f.default))
        elif f.default_factory is not msgspec.NODEFAULT:
            fields.append((f.name, annotation, msgspec.field(default_factory=f.default_factory)))
        else:
            fields.append((f.name, annotation))
    doc = (cls.__doc__ or "").strip()
    return msgspec.defstruct(
        name,
        fields,
        kw_only=True,
        forbid_unknown_fields=True,
        frozen=True,
        module=__name__,
        namespace={"__doc__": doc},
    )


C = TypeVar("C", bound=Command)


def to_command(cls: type[C], body: msgspec.Struct) -> C:
    return cls(**{f: getattr(body, f) for f in body.__struct_fields__})


COMMON_EXAMPLES: dict[str, dict[str, Any]] = {
    "campaign.add_member": {"name": "Bea", "role": "player"},
    "campaign.change_member_role": {"member_id": "<member id>", "role": "observer"},
    "campaign.remove_member": {"member_id": "<member id>"},
    "campaign.transfer_character": {"character_id": "<character id>", "owner_id": "<member id>"},
    "campaign.open_table": {"name": "Session 3: the masquerade", "dice_mode": "verifiable"},
    "campaign.close_table": {"table_id": "<table id>"},
    "campaign.rotate_seed": {"table_id": "<table id>"},
    "campaign.reveal_roll": {"version": 12},
}
"""Examples of the common commands, which domain/campaign.py leaves to the server's documentation."""


def example_of(cls: type[Command]) -> dict[str, Any] | None:
    """The command's example body (its own, else the server's for the common commands)."""
    if cls.example is not None:
        return cls.example
    return COMMON_EXAMPLES.get(tag_of(cls))


def describe(cls: type[Command]) -> str:
    doc = (cls.__doc__ or "").strip()
    notes = []
    if cls.gm_only:
        notes.append("Only the GM may issue this command.")
    return "\n\n".join([doc, *notes]) if notes else doc


def _examples(cls: type[Command]) -> list[Example] | None:
    example = example_of(cls)
    if example is None:
        return None
    return [Example(summary="example", value=example)]


def _issued(info: Any, secret: str) -> IssuedToken:
    return IssuedToken(
        token_id=info.token_id, member_id=info.member_id, token=secret, label=info.label, created_at=info.created_at
    )


class _MemberTokens:
    """A new member's token as the command's answer shows it (application/ports.py's `MemberTokens`)."""

    def __init__(self, tokens: TokenStore) -> None:
        self.tokens = tokens

    async def issue(self, campaign_id: uuid.UUID, member_id: str, label: str) -> IssuedToken:
        secret, info = await self.tokens.issue(campaign_id, member_id, label)
        return _issued(info, secret)

    async def forget(self, issued: IssuedToken) -> None:
        try:
            await self.tokens.delete(issued.token_id)
        except Exception:  # the database is away: the orphan token authenticates nobody (no such member)
            log.warning("could not delete the unused token %s", issued.token_id)


def command_result(outcome: Outcome, issued: IssuedToken | None = None) -> CommandResult:
    """The response: the command's events as its caller may see them, and the campaign's new version."""
    events = visible_events(outcome.game, outcome.recorded, outcome.viewer, outcome.hidden, outcome.events)
    return CommandResult(campaign_id=str(outcome.campaign_id), version=outcome.version, events=events, issued=issued)


def command_handler(
    tag: str, cls: type[Command], body_type: type[msgspec.Struct], ruleset: str | None
) -> HTTPRouteHandler:
    """One route handler for one command type."""

    async def handler(
        request: Request[Any, Any, Any],
        campaign_id: FromPath[uuid.UUID],
        data: Any,
        if_match: str | None = None,
        idempotency_key: str | None = None,
        x_request_id: str | None = None,
    ) -> Response[CommandResult]:
        logs.bind(command=tag)
        command = to_command(cls, await strict_body(request, body_type))
        # Taken here rather than injected: Litestar resolves a handler's independent dependencies concurrently,
        # in an anyio task group with a task each — three tasks per command for three attribute reads, 12% of
        # a roll's CPU in the profile (docs/performance.md). Same values, same 503 before the services start.
        services = services_of(request)
        commands, tokens, principal = services.commands, services.tokens, principal_of(request)
        expected = parse_if_match(if_match)
        scope = f"{campaign_id}:{principal.token_id}"

        async def run(key_scope: str | None, resumed: bool) -> Reply:
            options: dict[str, Any] = {
                "if_match": expected,
                "key_scope": key_scope,
                "resumed": resumed,
                "correlation": correlation(x_request_id),
                "expected_ruleset": ruleset,
            }
            issued = None
            if isinstance(command, AddMember):  # the one command of a campaign that issues a token
                added = await commands.add_member(
                    campaign_id, principal, command, tokens=_MemberTokens(tokens), **options
                )
                outcome, issued = added
            else:
                outcome = await commands.execute(campaign_id, principal, command, **options)
            result = command_result(outcome, issued)
            return Reply(200, result, with_etag(outcome.version), sensitive=issued is not None)

        return await idempotent(request, scope, idempotency_key, command, run)

    handler.__annotations__ = {
        "request": Request,
        "campaign_id": FromPath[uuid.UUID],
        "data": Annotated[body_type, Body(title=tag, description=describe(cls), examples=_examples(cls))],
        "if_match": IfMatch,
        "idempotency_key": IdempotencyKey,
        "x_request_id": RequestId,
        "return": Response[CommandResult],
    }
    handler.__name__ = handler.__qualname__ = "command_" + re.sub(r"\W", "_", tag)
    handler.__doc__ = describe(cls)
    group = "campaign" if ruleset is None else ruleset
    return guarded_post(
        f"{COMMANDS_PATH}/{tag}",
        guards=[campaign_member],
        status_code=200,
        summary=_summary(cls, tag),
        description=describe(cls),
        operation_id="command_" + re.sub(r"\W", "_", tag),
        tags=[f"commands: {group}"],
        security=SECURITY,
        responses=responses(WRITE_ERRORS),
        response_description="The events the command appended and the campaign's new version (also the ETag).",
        name=f"command:{tag}",
        opt={"command": tag},  # counted by server/ops/logs.py even when refused before the handler runs
    )(handler)


def _summary(cls: type[Command], tag: str) -> str:
    first = (cls.__doc__ or tag).strip().splitlines()[0].rstrip(".")
    return first[:120]


def create_campaign_handler(rulesets: Mapping[str, Game]) -> HTTPRouteHandler:
    names = tuple(sorted(rulesets))
    ruleset_type: Any = Literal[names] if names else str
    body_type = request_struct(CreateCampaign, "CreateCampaignRequest", {"ruleset": ruleset_type})

    async def create_campaign(
        request: Request[Any, Any, Any],
        data: Any,
        commands: NamedDependency[CommandHandler],
        tokens: NamedDependency[TokenStore],
        server_settings: NamedDependency[Settings],
        idempotency_key: str | None = None,
        x_request_id: str | None = None,
    ) -> Response[CommandResult]:
        logs.bind(command="campaign.create")
        command = to_command(CreateCampaign, await strict_body(request, body_type))
        principal = "admin" if server_settings.admin_token else "open"

        async def run(key_scope: str | None, _resumed: bool) -> Reply:
            outcome, token = await commands.create(
                command, tokens=_MemberTokens(tokens), correlation=correlation(x_request_id), key_scope=key_scope
            )
            result = command_result(outcome, token)
            headers = with_etag(outcome.version, {"Location": f"/campaigns/{outcome.campaign_id}"})
            return Reply(201, result, headers, sensitive=True)

        return await idempotent(request, f"create:{principal}", idempotency_key, command, run)

    create_campaign.__annotations__ = {
        "request": Request,
        "data": Annotated[
            body_type,
            Body(
                title="campaign.create",
                description=describe(CreateCampaign),
                examples=[Example(summary="example", value=_create_example(names))],
            ),
        ],
        "commands": NamedDependency[CommandHandler],
        "tokens": NamedDependency[TokenStore],
        "server_settings": NamedDependency[Settings],
        "idempotency_key": IdempotencyKey,
        "x_request_id": RequestId,
        "return": Response[CommandResult],
    }
    return guarded_post(
        "/campaigns",
        guards=[campaign_creator],
        status_code=201,
        summary="Create a campaign",
        description="Start a campaign with one of the server's rulesets. The response's `issued.token` is the "
        "GM's bearer token (shown once). Needs the admin token when CHRONICLE_ADMIN_TOKEN is set.",
        operation_id="create_campaign",
        tags=["campaigns"],
        responses=responses({k: v for k, v in WRITE_ERRORS.items() if k not in (403, 404, 409, 412)}),
        response_description="The campaign.created event, the version (0) and the GM's token.",
        name="create_campaign",
        opt={"command": "campaign.create"},
    )(create_campaign)


def _create_example(names: tuple[str, ...]) -> dict[str, Any]:
    return {"name": "The Clockwork Carnival", "ruleset": names[0] if names else "robots-and-rapiers", "gm_name": "Ada"}


def command_route_handlers(rulesets: Mapping[str, Game]) -> list[HTTPRouteHandler]:
    """Every command route: the common campaign commands once, then each ruleset's own."""
    handlers = [create_campaign_handler(rulesets)]
    for cls in COMMON_COMMANDS:
        if cls is CreateCampaign:
            continue
        tag = tag_of(cls)
        handlers.append(command_handler(tag, cls, request_struct(cls, schema_name(tag)), None))
    seen: set[str] = set()
    for name in sorted(rulesets):
        game = rulesets[name]
        for cls in game.ruleset.commands:
            tag = tag_of(cls)
            if tag in seen:
                continue
            seen.add(tag)
            handlers.append(command_handler(tag, cls, request_struct(cls, schema_name(tag)), name))
    return handlers
