"""Webhooks of one server process: the subscriptions' store and the dispatcher delivering them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from eventstore.store import EventStore
from server.webhooks.dispatcher import Dispatcher
from server.webhooks.secrets import SecretBox
from server.webhooks.settings import WebhookSettings
from server.webhooks.store import WebhookStore


@dataclass
class Webhooks:
    settings: WebhookSettings
    store: WebhookStore
    dispatcher: Dispatcher

    @classmethod
    async def start(cls, store: EventStore, repository: Any, key: bytes, settings: WebhookSettings) -> Webhooks:
        """`key`: the 32-byte key that encrypts signing secrets at rest."""
        hooks = WebhookStore(store.pool, SecretBox(key))
        dispatcher = Dispatcher(store, repository, hooks, settings)
        await dispatcher.start()
        return cls(settings, hooks, dispatcher)

    async def stop(self) -> None:
        await self.dispatcher.stop()
