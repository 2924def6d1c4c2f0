from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.offers_out import OffersOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    campaign_id: UUID,
    *,
    table_id: None | str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_table_id: None | str | Unset
    if isinstance(table_id, Unset):
        json_table_id = UNSET
    else:
        json_table_id = table_id
    params["table_id"] = json_table_id

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/campaigns/{campaign_id}/offers".format(
            campaign_id=quote(str(campaign_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | OffersOut | Problem | None:
    if response.status_code == 200:
        response_200 = OffersOut.from_dict(response.json())

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
) -> Response[Any | OffersOut | Problem]:
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
    if_none_match: str | Unset = UNSET,
) -> Response[Any | OffersOut | Problem]:
    """What the table waits for and what you may do now

     The game's loop as buttons and prompts, in the rulebook's words: whose turn it is, what the rules
    are
    waiting for and from whom, and each action the caller may take now (a command, its body as far as
    the
    rules fix it, and the choices left — targets, dice to pick, numbers). Every action offered was tried
    against the rules on this version; an observer is offered none.

    Args:
        campaign_id (UUID):
        table_id (None | str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OffersOut | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        table_id=table_id,
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
    table_id: None | str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | OffersOut | Problem | None:
    """What the table waits for and what you may do now

     The game's loop as buttons and prompts, in the rulebook's words: whose turn it is, what the rules
    are
    waiting for and from whom, and each action the caller may take now (a command, its body as far as
    the
    rules fix it, and the choices left — targets, dice to pick, numbers). Every action offered was tried
    against the rules on this version; an observer is offered none.

    Args:
        campaign_id (UUID):
        table_id (None | str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OffersOut | Problem
    """

    return sync_detailed(
        campaign_id=campaign_id,
        client=client,
        table_id=table_id,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    table_id: None | str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | OffersOut | Problem]:
    """What the table waits for and what you may do now

     The game's loop as buttons and prompts, in the rulebook's words: whose turn it is, what the rules
    are
    waiting for and from whom, and each action the caller may take now (a command, its body as far as
    the
    rules fix it, and the choices left — targets, dice to pick, numbers). Every action offered was tried
    against the rules on this version; an observer is offered none.

    Args:
        campaign_id (UUID):
        table_id (None | str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OffersOut | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        table_id=table_id,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    table_id: None | str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | OffersOut | Problem | None:
    """What the table waits for and what you may do now

     The game's loop as buttons and prompts, in the rulebook's words: whose turn it is, what the rules
    are
    waiting for and from whom, and each action the caller may take now (a command, its body as far as
    the
    rules fix it, and the choices left — targets, dice to pick, numbers). Every action offered was tried
    against the rules on this version; an observer is offered none.

    Args:
        campaign_id (UUID):
        table_id (None | str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OffersOut | Problem
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            client=client,
            table_id=table_id,
            if_none_match=if_none_match,
        )
    ).parsed
