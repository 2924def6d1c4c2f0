from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.entity_out import EntityOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    campaign_id: UUID,
    *,
    at: int | None | Unset = UNSET,
    entity: str | Unset = "campaign",
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_at: int | None | Unset
    if isinstance(at, Unset):
        json_at = UNSET
    else:
        json_at = at
    params["at"] = json_at

    params["entity"] = entity

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/campaigns/{campaign_id}/state".format(
            campaign_id=quote(str(campaign_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | EntityOut | Problem | None:
    if response.status_code == 200:
        response_200 = EntityOut.from_dict(response.json())

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
) -> Response[Any | EntityOut | Problem]:
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
    at: int | None | Unset = UNSET,
    entity: str | Unset = "campaign",
    if_none_match: str | Unset = UNSET,
) -> Response[Any | EntityOut | Problem]:
    """State of the campaign or one entity, now or at a past version

     The fold of the log up to `at`: any entity's state as of any past version, for audits and replays.
    Rolls hidden from the caller (now) are left out of what it shows, and every entity such a roll or
    what
    followed from it touched is shown as it was before the roll, marked `held_until_reveal` (the roll's
    version), until the reveal. A past version is a heavy read (its concurrency, time and size are
    limited:
    413/503 below).

    Args:
        campaign_id (UUID):
        at (int | None | Unset): A past stream version (default: the current one).
        entity (str | Unset): `campaign` (default), `character:<id>`, `table:<id>`,
            `conflict:<id>` or `member:<id>`. Default: 'campaign'.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EntityOut | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        at=at,
        entity=entity,
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
    at: int | None | Unset = UNSET,
    entity: str | Unset = "campaign",
    if_none_match: str | Unset = UNSET,
) -> Any | EntityOut | Problem | None:
    """State of the campaign or one entity, now or at a past version

     The fold of the log up to `at`: any entity's state as of any past version, for audits and replays.
    Rolls hidden from the caller (now) are left out of what it shows, and every entity such a roll or
    what
    followed from it touched is shown as it was before the roll, marked `held_until_reveal` (the roll's
    version), until the reveal. A past version is a heavy read (its concurrency, time and size are
    limited:
    413/503 below).

    Args:
        campaign_id (UUID):
        at (int | None | Unset): A past stream version (default: the current one).
        entity (str | Unset): `campaign` (default), `character:<id>`, `table:<id>`,
            `conflict:<id>` or `member:<id>`. Default: 'campaign'.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EntityOut | Problem
    """

    return sync_detailed(
        campaign_id=campaign_id,
        client=client,
        at=at,
        entity=entity,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    at: int | None | Unset = UNSET,
    entity: str | Unset = "campaign",
    if_none_match: str | Unset = UNSET,
) -> Response[Any | EntityOut | Problem]:
    """State of the campaign or one entity, now or at a past version

     The fold of the log up to `at`: any entity's state as of any past version, for audits and replays.
    Rolls hidden from the caller (now) are left out of what it shows, and every entity such a roll or
    what
    followed from it touched is shown as it was before the roll, marked `held_until_reveal` (the roll's
    version), until the reveal. A past version is a heavy read (its concurrency, time and size are
    limited:
    413/503 below).

    Args:
        campaign_id (UUID):
        at (int | None | Unset): A past stream version (default: the current one).
        entity (str | Unset): `campaign` (default), `character:<id>`, `table:<id>`,
            `conflict:<id>` or `member:<id>`. Default: 'campaign'.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | EntityOut | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        at=at,
        entity=entity,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    at: int | None | Unset = UNSET,
    entity: str | Unset = "campaign",
    if_none_match: str | Unset = UNSET,
) -> Any | EntityOut | Problem | None:
    """State of the campaign or one entity, now or at a past version

     The fold of the log up to `at`: any entity's state as of any past version, for audits and replays.
    Rolls hidden from the caller (now) are left out of what it shows, and every entity such a roll or
    what
    followed from it touched is shown as it was before the roll, marked `held_until_reveal` (the roll's
    version), until the reveal. A past version is a heavy read (its concurrency, time and size are
    limited:
    413/503 below).

    Args:
        campaign_id (UUID):
        at (int | None | Unset): A past stream version (default: the current one).
        entity (str | Unset): `campaign` (default), `character:<id>`, `table:<id>`,
            `conflict:<id>` or `member:<id>`. Default: 'campaign'.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | EntityOut | Problem
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            client=client,
            at=at,
            entity=entity,
            if_none_match=if_none_match,
        )
    ).parsed
