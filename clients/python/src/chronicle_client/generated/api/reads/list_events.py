from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.events_page import EventsPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    campaign_id: UUID,
    *,
    cursor: None | str | Unset = UNSET,
    after: int | Unset = -1,
    limit: int | Unset = 100,
    table_id: None | str | Unset = UNSET,
    character_id: None | str | Unset = UNSET,
    type_: list[str] | None | Unset = UNSET,
    text: bool | Unset = False,
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

    params["after"] = after

    params["limit"] = limit

    json_table_id: None | str | Unset
    if isinstance(table_id, Unset):
        json_table_id = UNSET
    else:
        json_table_id = table_id
    params["table_id"] = json_table_id

    json_character_id: None | str | Unset
    if isinstance(character_id, Unset):
        json_character_id = UNSET
    else:
        json_character_id = character_id
    params["character_id"] = json_character_id

    json_type_: list[str] | None | Unset
    if isinstance(type_, Unset):
        json_type_ = UNSET
    elif isinstance(type_, list):
        json_type_ = type_

    else:
        json_type_ = type_
    params["type"] = json_type_

    params["text"] = text

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/campaigns/{campaign_id}/events".format(
            campaign_id=quote(str(campaign_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | EventsPage | Problem | None:
    if response.status_code == 200:
        response_200 = EventsPage.from_dict(response.json())

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
) -> Response[Any | EventsPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    after: int | Unset = -1,
    limit: int | Unset = 100,
    table_id: None | str | Unset = UNSET,
    character_id: None | str | Unset = UNSET,
    type_: list[str] | None | Unset = UNSET,
    text: bool | Unset = False,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | EventsPage | Problem]:
    """The campaign's event log, page by page

     Every stored event in order with its hash (the tamper-evidence chain), as the caller may see it: a
    roll
    hidden from the caller appears as `roll.hidden` without data or hash. Filters apply to what is
    shown.
    A page is a heavy read: it scans at most 10,000 events, and a page larger than the server's read
    limit
    is refused (413 `read_too_large`: ask for a smaller `limit`).

    Args:
        campaign_id (UUID):
        cursor (None | str | Unset): Where to read on: a previous page's `next_cursor` (opaque;
            replaces the deprecated `after`).
        after (int | Unset): Deprecated (use `cursor`): return events after this version. Default:
            -1.
        limit (int | Unset): Most events to return. Default: 100.
        table_id (None | str | Unset): Only this table's events.
        character_id (None | str | Unset): Only events naming it.
        type_ (list[str] | None | Unset): Only these event types (repeat the parameter).
        text (bool | Unset): Each event also carries its line of plain English (`text`), as the
            caller may see it. Default: False.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EventsPage | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        cursor=cursor,
        after=after,
        limit=limit,
        table_id=table_id,
        character_id=character_id,
        type_=type_,
        text=text,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    after: int | Unset = -1,
    limit: int | Unset = 100,
    table_id: None | str | Unset = UNSET,
    character_id: None | str | Unset = UNSET,
    type_: list[str] | None | Unset = UNSET,
    text: bool | Unset = False,
    if_none_match: str | Unset = UNSET,
) -> Any | EventsPage | Problem | None:
    """The campaign's event log, page by page

     Every stored event in order with its hash (the tamper-evidence chain), as the caller may see it: a
    roll
    hidden from the caller appears as `roll.hidden` without data or hash. Filters apply to what is
    shown.
    A page is a heavy read: it scans at most 10,000 events, and a page larger than the server's read
    limit
    is refused (413 `read_too_large`: ask for a smaller `limit`).

    Args:
        campaign_id (UUID):
        cursor (None | str | Unset): Where to read on: a previous page's `next_cursor` (opaque;
            replaces the deprecated `after`).
        after (int | Unset): Deprecated (use `cursor`): return events after this version. Default:
            -1.
        limit (int | Unset): Most events to return. Default: 100.
        table_id (None | str | Unset): Only this table's events.
        character_id (None | str | Unset): Only events naming it.
        type_ (list[str] | None | Unset): Only these event types (repeat the parameter).
        text (bool | Unset): Each event also carries its line of plain English (`text`), as the
            caller may see it. Default: False.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EventsPage | Problem
    """

    return sync_detailed(
        campaign_id=campaign_id,
        client=client,
        cursor=cursor,
        after=after,
        limit=limit,
        table_id=table_id,
        character_id=character_id,
        type_=type_,
        text=text,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    after: int | Unset = -1,
    limit: int | Unset = 100,
    table_id: None | str | Unset = UNSET,
    character_id: None | str | Unset = UNSET,
    type_: list[str] | None | Unset = UNSET,
    text: bool | Unset = False,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | EventsPage | Problem]:
    """The campaign's event log, page by page

     Every stored event in order with its hash (the tamper-evidence chain), as the caller may see it: a
    roll
    hidden from the caller appears as `roll.hidden` without data or hash. Filters apply to what is
    shown.
    A page is a heavy read: it scans at most 10,000 events, and a page larger than the server's read
    limit
    is refused (413 `read_too_large`: ask for a smaller `limit`).

    Args:
        campaign_id (UUID):
        cursor (None | str | Unset): Where to read on: a previous page's `next_cursor` (opaque;
            replaces the deprecated `after`).
        after (int | Unset): Deprecated (use `cursor`): return events after this version. Default:
            -1.
        limit (int | Unset): Most events to return. Default: 100.
        table_id (None | str | Unset): Only this table's events.
        character_id (None | str | Unset): Only events naming it.
        type_ (list[str] | None | Unset): Only these event types (repeat the parameter).
        text (bool | Unset): Each event also carries its line of plain English (`text`), as the
            caller may see it. Default: False.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EventsPage | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        cursor=cursor,
        after=after,
        limit=limit,
        table_id=table_id,
        character_id=character_id,
        type_=type_,
        text=text,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    after: int | Unset = -1,
    limit: int | Unset = 100,
    table_id: None | str | Unset = UNSET,
    character_id: None | str | Unset = UNSET,
    type_: list[str] | None | Unset = UNSET,
    text: bool | Unset = False,
    if_none_match: str | Unset = UNSET,
) -> Any | EventsPage | Problem | None:
    """The campaign's event log, page by page

     Every stored event in order with its hash (the tamper-evidence chain), as the caller may see it: a
    roll
    hidden from the caller appears as `roll.hidden` without data or hash. Filters apply to what is
    shown.
    A page is a heavy read: it scans at most 10,000 events, and a page larger than the server's read
    limit
    is refused (413 `read_too_large`: ask for a smaller `limit`).

    Args:
        campaign_id (UUID):
        cursor (None | str | Unset): Where to read on: a previous page's `next_cursor` (opaque;
            replaces the deprecated `after`).
        after (int | Unset): Deprecated (use `cursor`): return events after this version. Default:
            -1.
        limit (int | Unset): Most events to return. Default: 100.
        table_id (None | str | Unset): Only this table's events.
        character_id (None | str | Unset): Only events naming it.
        type_ (list[str] | None | Unset): Only these event types (repeat the parameter).
        text (bool | Unset): Each event also carries its line of plain English (`text`), as the
            caller may see it. Default: False.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EventsPage | Problem
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            client=client,
            cursor=cursor,
            after=after,
            limit=limit,
            table_id=table_id,
            character_id=character_id,
            type_=type_,
            text=text,
            if_none_match=if_none_match,
        )
    ).parsed
