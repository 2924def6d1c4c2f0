import datetime
from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.recap import Recap
from ...models.recap_table_format import RecapTableFormat
from ...types import UNSET, Response, Unset


def _get_kwargs(
    campaign_id: UUID,
    table_id: str,
    *,
    format_: None | RecapTableFormat | Unset = UNSET,
    until: int | None | Unset = UNSET,
    until_time: datetime.datetime | None | Unset = UNSET,
    token: None | str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_format_: None | str | Unset
    if isinstance(format_, Unset):
        json_format_ = UNSET
    elif isinstance(format_, RecapTableFormat):
        json_format_ = format_.value
    else:
        json_format_ = format_
    params["format"] = json_format_

    json_until: int | None | Unset
    if isinstance(until, Unset):
        json_until = UNSET
    else:
        json_until = until
    params["until"] = json_until

    json_until_time: None | str | Unset
    if isinstance(until_time, Unset):
        json_until_time = UNSET
    elif isinstance(until_time, datetime.datetime):
        json_until_time = until_time.isoformat()
    else:
        json_until_time = until_time
    params["until_time"] = json_until_time

    json_token: None | str | Unset
    if isinstance(token, Unset):
        json_token = UNSET
    else:
        json_token = token
    params["token"] = json_token

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/campaigns/{campaign_id}/tables/{table_id}/recap".format(
            campaign_id=quote(str(campaign_id), safe=""),
            table_id=quote(str(table_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | Recap | None:
    if response.status_code == 200:
        response_200 = Recap.from_dict(response.json())

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
) -> Response[Any | Problem | Recap]:
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
    format_: None | RecapTableFormat | Unset = UNSET,
    until: int | None | Unset = UNSET,
    until_time: datetime.datetime | None | Unset = UNSET,
    token: None | str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | Recap]:
    """The session recap of a table (HTML, Markdown or JSON)

     Who played, every roll with its faces, saves and their outcomes, damage and malfunctions,
    Inspiration
    earned and spent, turns bought, key moments, and the campaign's head hash (publish it: a later
    `verify` proves the log is the one recapped); with SVG charts of the dice faces against a fair die,
    the
    successes per character and the Action Points over each conflict. Rolls hidden from the caller
    appear
    only as hidden rolls, without faces, and count in no chart.

    Args:
        campaign_id (UUID):
        table_id (str):
        format_ (None | RecapTableFormat | Unset): `html`, `md` or `json`; overrides the Accept
            header.
        until (int | None | Unset): Recap up to this version (default: now).
        until_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        token (None | str | Unset): A read-only token (a `recap` token of this table, or an
            `overlay` or `observer` one) instead of the Authorization header, so that a link opens the
            recap. A member's token is refused.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | Recap]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        table_id=table_id,
        format_=format_,
        until=until,
        until_time=until_time,
        token=token,
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
    format_: None | RecapTableFormat | Unset = UNSET,
    until: int | None | Unset = UNSET,
    until_time: datetime.datetime | None | Unset = UNSET,
    token: None | str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | Recap | None:
    """The session recap of a table (HTML, Markdown or JSON)

     Who played, every roll with its faces, saves and their outcomes, damage and malfunctions,
    Inspiration
    earned and spent, turns bought, key moments, and the campaign's head hash (publish it: a later
    `verify` proves the log is the one recapped); with SVG charts of the dice faces against a fair die,
    the
    successes per character and the Action Points over each conflict. Rolls hidden from the caller
    appear
    only as hidden rolls, without faces, and count in no chart.

    Args:
        campaign_id (UUID):
        table_id (str):
        format_ (None | RecapTableFormat | Unset): `html`, `md` or `json`; overrides the Accept
            header.
        until (int | None | Unset): Recap up to this version (default: now).
        until_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        token (None | str | Unset): A read-only token (a `recap` token of this table, or an
            `overlay` or `observer` one) instead of the Authorization header, so that a link opens the
            recap. A member's token is refused.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | Recap
    """

    return sync_detailed(
        campaign_id=campaign_id,
        table_id=table_id,
        client=client,
        format_=format_,
        until=until,
        until_time=until_time,
        token=token,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    table_id: str,
    *,
    client: AuthenticatedClient,
    format_: None | RecapTableFormat | Unset = UNSET,
    until: int | None | Unset = UNSET,
    until_time: datetime.datetime | None | Unset = UNSET,
    token: None | str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | Recap]:
    """The session recap of a table (HTML, Markdown or JSON)

     Who played, every roll with its faces, saves and their outcomes, damage and malfunctions,
    Inspiration
    earned and spent, turns bought, key moments, and the campaign's head hash (publish it: a later
    `verify` proves the log is the one recapped); with SVG charts of the dice faces against a fair die,
    the
    successes per character and the Action Points over each conflict. Rolls hidden from the caller
    appear
    only as hidden rolls, without faces, and count in no chart.

    Args:
        campaign_id (UUID):
        table_id (str):
        format_ (None | RecapTableFormat | Unset): `html`, `md` or `json`; overrides the Accept
            header.
        until (int | None | Unset): Recap up to this version (default: now).
        until_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        token (None | str | Unset): A read-only token (a `recap` token of this table, or an
            `overlay` or `observer` one) instead of the Authorization header, so that a link opens the
            recap. A member's token is refused.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | Recap]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        table_id=table_id,
        format_=format_,
        until=until,
        until_time=until_time,
        token=token,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    table_id: str,
    *,
    client: AuthenticatedClient,
    format_: None | RecapTableFormat | Unset = UNSET,
    until: int | None | Unset = UNSET,
    until_time: datetime.datetime | None | Unset = UNSET,
    token: None | str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | Recap | None:
    """The session recap of a table (HTML, Markdown or JSON)

     Who played, every roll with its faces, saves and their outcomes, damage and malfunctions,
    Inspiration
    earned and spent, turns bought, key moments, and the campaign's head hash (publish it: a later
    `verify` proves the log is the one recapped); with SVG charts of the dice faces against a fair die,
    the
    successes per character and the Action Points over each conflict. Rolls hidden from the caller
    appear
    only as hidden rolls, without faces, and count in no chart.

    Args:
        campaign_id (UUID):
        table_id (str):
        format_ (None | RecapTableFormat | Unset): `html`, `md` or `json`; overrides the Accept
            header.
        until (int | None | Unset): Recap up to this version (default: now).
        until_time (datetime.datetime | None | Unset): An ISO 8601 time (`2026-11-21T20:30:00Z`;
            without a zone it is read as UTC).
        token (None | str | Unset): A read-only token (a `recap` token of this table, or an
            `overlay` or `observer` one) instead of the Authorization header, so that a link opens the
            recap. A member's token is refused.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | Recap
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            table_id=table_id,
            client=client,
            format_=format_,
            until=until,
            until_time=until_time,
            token=token,
            if_none_match=if_none_match,
        )
    ).parsed
