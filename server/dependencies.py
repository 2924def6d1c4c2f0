"""What route handlers receive through Litestar's dependency injection, by parameter name.

The services are built at start-up (server/services.py) and kept in `app.state`; these providers hand each
handler the part it declares, so a handler's signature says what it uses (`commands: CommandHandler`,
`principal: Principal`) and a test can provide another. Registered once, on the app (server/app.py).
"""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.datastructures import State
from litestar.di import Provide

from application.command_handler import CommandHandler
from application.held import HeldRolls
from application.hidden_rolls import HiddenRolls
from application.principal import Principal
from application.reads import Reads
from application.repository import CampaignRepository
from eventstore.store import EventStore
from server.access.auth import principal_of
from server.access.tokens import TokenStore
from server.config import Settings
from server.http.problems import store_unavailable
from server.live.fanout import LiveFanout
from server.services import Services


def provide_services(state: State) -> Services:
    """The services, or `503 store_unavailable` while they have not started (the database was away at
    start; server/ops/readiness.py)."""
    services: Services | None = state.get("services")
    if services is None:
        raise store_unavailable()
    return services


def provide_store(state: State) -> EventStore:
    return provide_services(state).store


def provide_commands(state: State) -> CommandHandler:
    return provide_services(state).commands


def provide_repository(state: State) -> CampaignRepository:
    return provide_services(state).repository


def provide_hidden_rolls(state: State) -> HiddenRolls:
    return provide_services(state).hidden_rolls


def provide_held_rolls(state: State) -> HeldRolls:
    return provide_services(state).held_rolls


def provide_reads(state: State) -> Reads:
    return provide_services(state).reads


def provide_tokens(state: State) -> TokenStore:
    return provide_services(state).tokens


def provide_fanout(state: State) -> LiveFanout:
    return provide_services(state).fanout


def provide_settings(state: State) -> Settings:
    """The settings, there from the start (the services may not be)."""
    settings: Settings = state.settings
    return settings


def provide_principal(request: Request[Any, Any, Any]) -> Principal:
    """The caller, as the `campaign_member` guard established it from the bearer token."""
    return principal_of(request)


DEPENDENCIES: dict[str, Provide] = {
    "services": Provide(provide_services, sync_to_thread=False),
    "store": Provide(provide_store, sync_to_thread=False),
    "commands": Provide(provide_commands, sync_to_thread=False),
    "repository": Provide(provide_repository, sync_to_thread=False),
    "hidden_rolls": Provide(provide_hidden_rolls, sync_to_thread=False),
    "held_rolls": Provide(provide_held_rolls, sync_to_thread=False),
    "reads": Provide(provide_reads, sync_to_thread=False),
    "tokens": Provide(provide_tokens, sync_to_thread=False),
    "fanout": Provide(provide_fanout, sync_to_thread=False),
    # not "settings": Litestar would take a refused body field of that name (campaign.create's) for the
    # dependency's failure and answer 500 (tests/server/http/test_dependency_names.py)
    "server_settings": Provide(provide_settings, sync_to_thread=False),
    "principal": Provide(provide_principal, sync_to_thread=False),
}
