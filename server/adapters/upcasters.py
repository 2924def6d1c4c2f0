"""The upcasters every event store of the server reads through: the domain's `UPCASTS` as a registry."""

from __future__ import annotations

from domain.upcasts import UPCASTS
from eventstore.upcasting import UpcasterRegistry

UPCASTERS = UpcasterRegistry.of(UPCASTS)
