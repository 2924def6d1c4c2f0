from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.integrity_out import IntegrityOut
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    campaign_id: UUID,
    *,
    published_version: int | None | Unset = UNSET,
    published_hash: None | str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_published_version: int | None | Unset
    if isinstance(published_version, Unset):
        json_published_version = UNSET
    else:
        json_published_version = published_version
    params["published_version"] = json_published_version

    json_published_hash: None | str | Unset
    if isinstance(published_hash, Unset):
        json_published_hash = UNSET
    else:
        json_published_hash = published_hash
    params["published_hash"] = json_published_hash

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/campaigns/{campaign_id}/integrity".format(
            campaign_id=quote(str(campaign_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> IntegrityOut | Problem | None:
    if response.status_code == 200:
        response_200 = IntegrityOut.from_dict(response.json())

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
) -> Response[IntegrityOut | Problem]:
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
    published_version: int | None | Unset = UNSET,
    published_hash: None | str | Unset = UNSET,
) -> Response[IntegrityOut | Problem]:
    """Recompute the campaign's hash chain and name the first altered, inserted or deleted event

     Every event's hash covers the previous one's, so an edited, inserted or removed row shows as the
    first
    bad version (`problem` says which). Events removed from the end, or a log rewritten with fresh
    hashes,
    show only against a head published earlier: pass it back as `published_version` and
    `published_hash`.
    Any member of the campaign may check; hidden rolls stay hidden (only versions and hashes are shown).
    A heavy read: the hashing runs off the event loop, and its concurrency and time are limited (503
    below).

    Args:
        campaign_id (UUID):
        published_version (int | None | Unset): Version of a head published earlier.
        published_hash (None | str | Unset): The `head_hash` published with `published_version`
            (64 hex digits).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IntegrityOut | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        published_version=published_version,
        published_hash=published_hash,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    published_version: int | None | Unset = UNSET,
    published_hash: None | str | Unset = UNSET,
) -> IntegrityOut | Problem | None:
    """Recompute the campaign's hash chain and name the first altered, inserted or deleted event

     Every event's hash covers the previous one's, so an edited, inserted or removed row shows as the
    first
    bad version (`problem` says which). Events removed from the end, or a log rewritten with fresh
    hashes,
    show only against a head published earlier: pass it back as `published_version` and
    `published_hash`.
    Any member of the campaign may check; hidden rolls stay hidden (only versions and hashes are shown).
    A heavy read: the hashing runs off the event loop, and its concurrency and time are limited (503
    below).

    Args:
        campaign_id (UUID):
        published_version (int | None | Unset): Version of a head published earlier.
        published_hash (None | str | Unset): The `head_hash` published with `published_version`
            (64 hex digits).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IntegrityOut | Problem
    """

    return sync_detailed(
        campaign_id=campaign_id,
        client=client,
        published_version=published_version,
        published_hash=published_hash,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    published_version: int | None | Unset = UNSET,
    published_hash: None | str | Unset = UNSET,
) -> Response[IntegrityOut | Problem]:
    """Recompute the campaign's hash chain and name the first altered, inserted or deleted event

     Every event's hash covers the previous one's, so an edited, inserted or removed row shows as the
    first
    bad version (`problem` says which). Events removed from the end, or a log rewritten with fresh
    hashes,
    show only against a head published earlier: pass it back as `published_version` and
    `published_hash`.
    Any member of the campaign may check; hidden rolls stay hidden (only versions and hashes are shown).
    A heavy read: the hashing runs off the event loop, and its concurrency and time are limited (503
    below).

    Args:
        campaign_id (UUID):
        published_version (int | None | Unset): Version of a head published earlier.
        published_hash (None | str | Unset): The `head_hash` published with `published_version`
            (64 hex digits).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[IntegrityOut | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        published_version=published_version,
        published_hash=published_hash,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    published_version: int | None | Unset = UNSET,
    published_hash: None | str | Unset = UNSET,
) -> IntegrityOut | Problem | None:
    """Recompute the campaign's hash chain and name the first altered, inserted or deleted event

     Every event's hash covers the previous one's, so an edited, inserted or removed row shows as the
    first
    bad version (`problem` says which). Events removed from the end, or a log rewritten with fresh
    hashes,
    show only against a head published earlier: pass it back as `published_version` and
    `published_hash`.
    Any member of the campaign may check; hidden rolls stay hidden (only versions and hashes are shown).
    A heavy read: the hashing runs off the event loop, and its concurrency and time are limited (503
    below).

    Args:
        campaign_id (UUID):
        published_version (int | None | Unset): Version of a head published earlier.
        published_hash (None | str | Unset): The `head_hash` published with `published_version`
            (64 hex digits).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        IntegrityOut | Problem
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            client=client,
            published_version=published_version,
            published_hash=published_hash,
        )
    ).parsed
