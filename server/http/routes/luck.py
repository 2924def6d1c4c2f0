"""The luck ledger read: each member's and character's dice against a fair die (`domain/luck.py`)."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence

import msgspec
from litestar import MediaType, Response, get
from litestar.di import NamedDependency
from litestar.params import FromPath

from application.principal import Principal, acting_member
from application.repository import CampaignRepository
from application.streams import stream_name, stream_pages
from domain.campaign import Actor
from domain.game import Game
from domain.luck import LoggedEvent, LuckLedger, luck_ledger, names_of
from domain.visibility import FOLLOWS
from eventstore.events import RecordedEvent
from server.http.plumbing import with_etag
from server.http.read_limits import offload
from server.http.routes.reads import HEAVY_READ_ROUTE

PAGE = 1000
_TABLE_TYPES = frozenset({"campaign.table_opened", "campaign.seed_revealed"})
_encode = msgspec.json.Encoder().encode


def _rolls_and_tables(game: Game, records: Sequence[RecordedEvent]) -> list[LoggedEvent]:
    """The events of a page the ledger needs: rolls (with the hidden roll each follows) and tables' seeds."""
    out: list[LoggedEvent] = []
    for r in records:
        if r.type in _TABLE_TYPES or b'"rolls"' in r.data:
            follows = r.metadata.get(FOLLOWS)
            out.append((r.version, game.decode(r.type, r.data), follows if isinstance(follows, Mapping) else None))
    return out


def _ledger_body(
    campaign_id: str, version: int, log: list[LoggedEvent], viewer: Actor, hidden: frozenset[int], names: dict[str, str]
) -> bytes:
    ledger = luck_ledger(log, viewer, hidden, names)
    ledger.campaign_id, ledger.version = campaign_id, version
    return _encode(ledger)


@get(
    "/campaigns/{campaign_id:uuid}/luck",
    operation_id="get_luck",
    summary="The luck ledger: each member's and character's dice against a fair die",
    **HEAVY_READ_ROUTE,
)
async def get_luck(
    campaign_id: FromPath[uuid.UUID],
    repository: NamedDependency[CampaignRepository],
    principal: NamedDependency[Principal],
) -> Response[LuckLedger]:
    """Per member (the roller) and per character, per die size: how often each face came up, against a fair
    die (Pearson's chi-squared statistic and its p-value). `proven` tallies server dice as recorded and
    verifiable dice re-derived from their table's revealed seed; `physical` tallies dice typed in by hand,
    apart (they prove nothing). Verifiable rolls whose seed is not revealed yet are counted in
    `awaiting_reveal`, rolls their seed does not give in `failing`; `tables` says how each table was counted.
    Rolls hidden from the caller are left out. A tally is `flagged` only with enough dice (every face expected
    at least 5 times) and a p-value below `flag_below`: a p-value is not a verdict (docs/audit.md)."""
    game, viewer, hidden, version, names = await repository.view(
        campaign_id,
        lambda g, s: (g, acting_member(s, principal), frozenset(s.hidden_rolls), s.version, names_of(s)),
    )
    log: list[LoggedEvent] = []
    async for records in stream_pages(repository.store, stream_name(campaign_id), version, page=PAGE):
        log.extend(await offload(_rolls_and_tables, game, records))
    body = await offload(_ledger_body, str(campaign_id), version, log, viewer, hidden, names)
    # the annotation gives OpenAPI the ledger's schema; the body is that ledger, encoded off the loop
    return Response(body, media_type=MediaType.JSON, headers=with_etag(version))  # type: ignore[arg-type]


route_handlers = [get_luck]
