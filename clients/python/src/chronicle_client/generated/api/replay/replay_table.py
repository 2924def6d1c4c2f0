import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.replay_table_state import ReplayTableState
from ...models.table_replay import TableReplay
from ...types import UNSET, Response, Unset


def _get_kwargs(
    campaign_id: UUID,
    table_id: str,
    *,
    cursor: None | str | Unset = UNSET,
    from_: int | None | Unset = UNSET,
    to: int | None | Unset = UNSET,
    from_time: datetime.datetime | None | Unset = UNSET,
    to_time: datetime.datetime | None | Unset = UNSET,
    limit: int | Unset = 200,
    state: ReplayTableState | Unset = ReplayTableState.CHANGES,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    json_from_: int | None | Unset
    if isinstance(from_, Unset):
        json_from_ = UNSET
    else:
        json_from_ = from_
    params["from"] = json_from_

    json_to: int | None | Unset
    if isinstance(to, Unset):
        json_to = UNSET
    else:
        json_to = to
    params["to"] = json_to

    json_from_time: None | str | Unset
    if isinstance(from_time, Unset):
        json_from_time = UNSET
    elif isinstance(from_time, datetime.datetime):
        json_from_time = from_time.isoformat()
    else:
        json_from_time = from_time
    params["from_time"] = json_from_time

    json_to_time: None | str | Unset
    if isinstance(to_time, Unset):
        json_to_time = UNSET
    elif isinstance(to_time, datetime.datetime):
        json_to_time = to_time.isoformat()
    else:
        json_to_time = to_time
    params["to_time"] = json_to_time

    params["limit"] = limit

    json_state: str | Unset = UNSET
    if not isinstance(state, Unset):
        json_state = state.value

    params["state"] = json_state

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/campaigns/{campaign_id}/tables/{table_id}/replay".format(
            campaign_id=quote(str(campaign_id), safe=""),
            table_id=quote(str(table_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | TableReplay | None:
    if response.status_code == 200:
        response_200 = TableReplay.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Problem | TableReplay]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    campaign_id: UUID,
    table_id: str,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    from_: int | None | Unset = UNSET,
    to: int | None | Unset = UNSET,
    from_time: datetime.datetime | None | Unset = UNSET,
    to_time: datetime.datetime | None | Unset = UNSET,
    limit: int | Unset = 200,
    state: ReplayTableState | Unset = ReplayTableState.CHANGES,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | TableReplay]:
    """Step through a table: each event and what it changed at the table

     Every event of the table (rolls, its conflicts' turns, the losses and spends that followed) between
    `from` and `to` (versions) or `from_time` and `to_time` (when the events were recorded), each with a
    line
    of plain English and `changes`: the table's entities the event changed, whole, as they stand after
    it
    (for Robots & Rapiers the conflict — Turn Order, whose turn it is, Action Points — and each robot's
    attributes, losses, damage and Inspiration; `null` for a test or save that closed). With
    `state=full`
    the page's first step also carries the table's whole state: apply the changes in order to follow it.
    Rolls hidden from the caller appear as `roll.hidden`. Page with `cursor` = `next_cursor` (also in
    the
    `Link: rel="next"` header) while `more` is true; a page holds at most `limit` steps, so its size
    does not
    grow with the campaign.

    Args:
        campaign_id (UUID):
        table_id (str):
        cursor (None | str | Unset): Where to read on: a previous page's `next_cursor` (opaque;
            replaces `from` as a page cursor).
        from_ (int | None | Unset): First version (default 0); deprecated as a page cursor (use
            `cursor`).
        to (int | None | Unset): Last version (default: now; later values read up to now).
        from_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        to_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        limit (int | Unset): Most steps to return (at most 500). Default: 200.
        state (ReplayTableState | Unset): `changes` (default): each step carries what it changed;
            `full`: the page's first step also carries the table's whole state after it. Default:
            ReplayTableState.CHANGES.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | TableReplay]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        table_id=table_id,
        cursor=cursor,
        from_=from_,
        to=to,
        from_time=from_time,
        to_time=to_time,
        limit=limit,
        state=state,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    campaign_id: UUID,
    table_id: str,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    from_: int | None | Unset = UNSET,
    to: int | None | Unset = UNSET,
    from_time: datetime.datetime | None | Unset = UNSET,
    to_time: datetime.datetime | None | Unset = UNSET,
    limit: int | Unset = 200,
    state: ReplayTableState | Unset = ReplayTableState.CHANGES,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | TableReplay | None:
    """Step through a table: each event and what it changed at the table

     Every event of the table (rolls, its conflicts' turns, the losses and spends that followed) between
    `from` and `to` (versions) or `from_time` and `to_time` (when the events were recorded), each with a
    line
    of plain English and `changes`: the table's entities the event changed, whole, as they stand after
    it
    (for Robots & Rapiers the conflict — Turn Order, whose turn it is, Action Points — and each robot's
    attributes, losses, damage and Inspiration; `null` for a test or save that closed). With
    `state=full`
    the page's first step also carries the table's whole state: apply the changes in order to follow it.
    Rolls hidden from the caller appear as `roll.hidden`. Page with `cursor` = `next_cursor` (also in
    the
    `Link: rel="next"` header) while `more` is true; a page holds at most `limit` steps, so its size
    does not
    grow with the campaign.

    Args:
        campaign_id (UUID):
        table_id (str):
        cursor (None | str | Unset): Where to read on: a previous page's `next_cursor` (opaque;
            replaces `from` as a page cursor).
        from_ (int | None | Unset): First version (default 0); deprecated as a page cursor (use
            `cursor`).
        to (int | None | Unset): Last version (default: now; later values read up to now).
        from_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        to_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        limit (int | Unset): Most steps to return (at most 500). Default: 200.
        state (ReplayTableState | Unset): `changes` (default): each step carries what it changed;
            `full`: the page's first step also carries the table's whole state after it. Default:
            ReplayTableState.CHANGES.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | TableReplay
    """

    return sync_detailed(
        campaign_id=campaign_id,
        table_id=table_id,
        client=client,
        cursor=cursor,
        from_=from_,
        to=to,
        from_time=from_time,
        to_time=to_time,
        limit=limit,
        state=state,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    table_id: str,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    from_: int | None | Unset = UNSET,
    to: int | None | Unset = UNSET,
    from_time: datetime.datetime | None | Unset = UNSET,
    to_time: datetime.datetime | None | Unset = UNSET,
    limit: int | Unset = 200,
    state: ReplayTableState | Unset = ReplayTableState.CHANGES,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | TableReplay]:
    """Step through a table: each event and what it changed at the table

     Every event of the table (rolls, its conflicts' turns, the losses and spends that followed) between
    `from` and `to` (versions) or `from_time` and `to_time` (when the events were recorded), each with a
    line
    of plain English and `changes`: the table's entities the event changed, whole, as they stand after
    it
    (for Robots & Rapiers the conflict — Turn Order, whose turn it is, Action Points — and each robot's
    attributes, losses, damage and Inspiration; `null` for a test or save that closed). With
    `state=full`
    the page's first step also carries the table's whole state: apply the changes in order to follow it.
    Rolls hidden from the caller appear as `roll.hidden`. Page with `cursor` = `next_cursor` (also in
    the
    `Link: rel="next"` header) while `more` is true; a page holds at most `limit` steps, so its size
    does not
    grow with the campaign.

    Args:
        campaign_id (UUID):
        table_id (str):
        cursor (None | str | Unset): Where to read on: a previous page's `next_cursor` (opaque;
            replaces `from` as a page cursor).
        from_ (int | None | Unset): First version (default 0); deprecated as a page cursor (use
            `cursor`).
        to (int | None | Unset): Last version (default: now; later values read up to now).
        from_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        to_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        limit (int | Unset): Most steps to return (at most 500). Default: 200.
        state (ReplayTableState | Unset): `changes` (default): each step carries what it changed;
            `full`: the page's first step also carries the table's whole state after it. Default:
            ReplayTableState.CHANGES.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | TableReplay]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        table_id=table_id,
        cursor=cursor,
        from_=from_,
        to=to,
        from_time=from_time,
        to_time=to_time,
        limit=limit,
        state=state,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    table_id: str,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    from_: int | None | Unset = UNSET,
    to: int | None | Unset = UNSET,
    from_time: datetime.datetime | None | Unset = UNSET,
    to_time: datetime.datetime | None | Unset = UNSET,
    limit: int | Unset = 200,
    state: ReplayTableState | Unset = ReplayTableState.CHANGES,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | TableReplay | None:
    """Step through a table: each event and what it changed at the table

     Every event of the table (rolls, its conflicts' turns, the losses and spends that followed) between
    `from` and `to` (versions) or `from_time` and `to_time` (when the events were recorded), each with a
    line
    of plain English and `changes`: the table's entities the event changed, whole, as they stand after
    it
    (for Robots & Rapiers the conflict — Turn Order, whose turn it is, Action Points — and each robot's
    attributes, losses, damage and Inspiration; `null` for a test or save that closed). With
    `state=full`
    the page's first step also carries the table's whole state: apply the changes in order to follow it.
    Rolls hidden from the caller appear as `roll.hidden`. Page with `cursor` = `next_cursor` (also in
    the
    `Link: rel="next"` header) while `more` is true; a page holds at most `limit` steps, so its size
    does not
    grow with the campaign.

    Args:
        campaign_id (UUID):
        table_id (str):
        cursor (None | str | Unset): Where to read on: a previous page's `next_cursor` (opaque;
            replaces `from` as a page cursor).
        from_ (int | None | Unset): First version (default 0); deprecated as a page cursor (use
            `cursor`).
        to (int | None | Unset): Last version (default: now; later values read up to now).
        from_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        to_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        limit (int | Unset): Most steps to return (at most 500). Default: 200.
        state (ReplayTableState | Unset): `changes` (default): each step carries what it changed;
            `full`: the page's first step also carries the table's whole state after it. Default:
            ReplayTableState.CHANGES.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | TableReplay
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            table_id=table_id,
            client=client,
            cursor=cursor,
            from_=from_,
            to=to,
            from_time=from_time,
            to_time=to_time,
            limit=limit,
            state=state,
            if_none_match=if_none_match,
        )
    ).parsed
