from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    campaign_id: UUID,
    *,
    table_id: None | str | Unset = UNSET,
    after: int | None | Unset = UNSET,
    token: None | str | Unset = UNSET,
    text: bool | Unset = False,
    last_event_id: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    json_table_id: None | str | Unset
    if isinstance(table_id, Unset):
        json_table_id = UNSET
    else:
        json_table_id = table_id
    params["table_id"] = json_table_id

    json_after: int | None | Unset
    if isinstance(after, Unset):
        json_after = UNSET
    else:
        json_after = after
    params["after"] = json_after

    json_token: None | str | Unset
    if isinstance(token, Unset):
        json_token = UNSET
    else:
        json_token = token
    params["token"] = json_token

    params["text"] = text

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/campaigns/{campaign_id}/live/sse".format(
            campaign_id=quote(str(campaign_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | None:
    if response.status_code == 200:
        response_200 = cast(Any, response.text)
        return response_200

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

    if response.status_code == 416:
        response_416 = Problem.from_dict(response.json())

        return response_416

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
) -> Response[Any | Problem]:
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
    table_id: None | str | Unset = UNSET,
    after: int | None | Unset = UNSET,
    token: None | str | Unset = UNSET,
    text: bool | Unset = False,
    last_event_id: None | str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Live events (Server-Sent Events)

     Every event after `Last-Event-ID` (or `after`) from the log, then live, in order, each once, as the
    caller may see it. Each message's `id` is the event's stream version; its data is one JSON frame
    (see
    docs/live.md): unnamed messages are events, named ones are `revealed`, `ready` and, last,
    `dropped` (the server gave up on a slow reader; reconnecting resumes). Comments are heartbeats.

    Args:
        campaign_id (UUID):
        table_id (None | str | Unset): Only this table's events.
        after (int | None | Unset): The last version seen (-1: from the start); Last-Event-ID
            wins.
        token (None | str | Unset): The bearer token, for clients that cannot set headers.
        text (bool | Unset): Each event frame also carries its line of plain English (`text`).
            Default: False.
        last_event_id (None | str | Unset): Sent by EventSource on reconnect: the last version
            seen.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        table_id=table_id,
        after=after,
        token=token,
        text=text,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    table_id: None | str | Unset = UNSET,
    after: int | None | Unset = UNSET,
    token: None | str | Unset = UNSET,
    text: bool | Unset = False,
    last_event_id: None | str | Unset = UNSET,
) -> Any | Problem | None:
    """Live events (Server-Sent Events)

     Every event after `Last-Event-ID` (or `after`) from the log, then live, in order, each once, as the
    caller may see it. Each message's `id` is the event's stream version; its data is one JSON frame
    (see
    docs/live.md): unnamed messages are events, named ones are `revealed`, `ready` and, last,
    `dropped` (the server gave up on a slow reader; reconnecting resumes). Comments are heartbeats.

    Args:
        campaign_id (UUID):
        table_id (None | str | Unset): Only this table's events.
        after (int | None | Unset): The last version seen (-1: from the start); Last-Event-ID
            wins.
        token (None | str | Unset): The bearer token, for clients that cannot set headers.
        text (bool | Unset): Each event frame also carries its line of plain English (`text`).
            Default: False.
        last_event_id (None | str | Unset): Sent by EventSource on reconnect: the last version
            seen.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        campaign_id=campaign_id,
        client=client,
        table_id=table_id,
        after=after,
        token=token,
        text=text,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    table_id: None | str | Unset = UNSET,
    after: int | None | Unset = UNSET,
    token: None | str | Unset = UNSET,
    text: bool | Unset = False,
    last_event_id: None | str | Unset = UNSET,
) -> Response[Any | Problem]:
    """Live events (Server-Sent Events)

     Every event after `Last-Event-ID` (or `after`) from the log, then live, in order, each once, as the
    caller may see it. Each message's `id` is the event's stream version; its data is one JSON frame
    (see
    docs/live.md): unnamed messages are events, named ones are `revealed`, `ready` and, last,
    `dropped` (the server gave up on a slow reader; reconnecting resumes). Comments are heartbeats.

    Args:
        campaign_id (UUID):
        table_id (None | str | Unset): Only this table's events.
        after (int | None | Unset): The last version seen (-1: from the start); Last-Event-ID
            wins.
        token (None | str | Unset): The bearer token, for clients that cannot set headers.
        text (bool | Unset): Each event frame also carries its line of plain English (`text`).
            Default: False.
        last_event_id (None | str | Unset): Sent by EventSource on reconnect: the last version
            seen.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        table_id=table_id,
        after=after,
        token=token,
        text=text,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    table_id: None | str | Unset = UNSET,
    after: int | None | Unset = UNSET,
    token: None | str | Unset = UNSET,
    text: bool | Unset = False,
    last_event_id: None | str | Unset = UNSET,
) -> Any | Problem | None:
    """Live events (Server-Sent Events)

     Every event after `Last-Event-ID` (or `after`) from the log, then live, in order, each once, as the
    caller may see it. Each message's `id` is the event's stream version; its data is one JSON frame
    (see
    docs/live.md): unnamed messages are events, named ones are `revealed`, `ready` and, last,
    `dropped` (the server gave up on a slow reader; reconnecting resumes). Comments are heartbeats.

    Args:
        campaign_id (UUID):
        table_id (None | str | Unset): Only this table's events.
        after (int | None | Unset): The last version seen (-1: from the start); Last-Event-ID
            wins.
        token (None | str | Unset): The bearer token, for clients that cannot set headers.
        text (bool | Unset): Each event frame also carries its line of plain English (`text`).
            Default: False.
        last_event_id (None | str | Unset): Sent by EventSource on reconnect: the last version
            seen.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            client=client,
            table_id=table_id,
            after=after,
            token=token,
            text=text,
            last_event_id=last_event_id,
        )
    ).parsed
