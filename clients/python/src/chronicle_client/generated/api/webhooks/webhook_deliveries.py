from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delivery_log import DeliveryLog
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    campaign_id: UUID,
    webhook_id: UUID,
    *,
    before: int | None | Unset = UNSET,
    limit: int | Unset = 100,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_before: int | None | Unset
    if isinstance(before, Unset):
        json_before = UNSET
    else:
        json_before = before
    params["before"] = json_before

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/campaigns/{campaign_id}/webhooks/{webhook_id}/deliveries".format(
            campaign_id=quote(str(campaign_id), safe=""),
            webhook_id=quote(str(webhook_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeliveryLog | Problem | None:
    if response.status_code == 200:
        response_200 = DeliveryLog.from_dict(response.json())

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
) -> Response[DeliveryLog | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    campaign_id: UUID,
    webhook_id: UUID,
    *,
    client: AuthenticatedClient,
    before: int | None | Unset = UNSET,
    limit: int | Unset = 100,
) -> Response[DeliveryLog | Problem]:
    """A webhook's delivery log

     Every attempt (version, attempt number, outcome, HTTP status, latency, error), newest first; pages
    with `before` (the previous page's `next_before`).

    Args:
        campaign_id (UUID):
        webhook_id (UUID):
        before (int | None | Unset): From `next_before`.
        limit (int | Unset): Rows per page. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryLog | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        webhook_id=webhook_id,
        before=before,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    campaign_id: UUID,
    webhook_id: UUID,
    *,
    client: AuthenticatedClient,
    before: int | None | Unset = UNSET,
    limit: int | Unset = 100,
) -> DeliveryLog | Problem | None:
    """A webhook's delivery log

     Every attempt (version, attempt number, outcome, HTTP status, latency, error), newest first; pages
    with `before` (the previous page's `next_before`).

    Args:
        campaign_id (UUID):
        webhook_id (UUID):
        before (int | None | Unset): From `next_before`.
        limit (int | Unset): Rows per page. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryLog | Problem
    """

    return sync_detailed(
        campaign_id=campaign_id,
        webhook_id=webhook_id,
        client=client,
        before=before,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    webhook_id: UUID,
    *,
    client: AuthenticatedClient,
    before: int | None | Unset = UNSET,
    limit: int | Unset = 100,
) -> Response[DeliveryLog | Problem]:
    """A webhook's delivery log

     Every attempt (version, attempt number, outcome, HTTP status, latency, error), newest first; pages
    with `before` (the previous page's `next_before`).

    Args:
        campaign_id (UUID):
        webhook_id (UUID):
        before (int | None | Unset): From `next_before`.
        limit (int | Unset): Rows per page. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryLog | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        webhook_id=webhook_id,
        before=before,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    webhook_id: UUID,
    *,
    client: AuthenticatedClient,
    before: int | None | Unset = UNSET,
    limit: int | Unset = 100,
) -> DeliveryLog | Problem | None:
    """A webhook's delivery log

     Every attempt (version, attempt number, outcome, HTTP status, latency, error), newest first; pages
    with `before` (the previous page's `next_before`).

    Args:
        campaign_id (UUID):
        webhook_id (UUID):
        before (int | None | Unset): From `next_before`.
        limit (int | Unset): Rows per page. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryLog | Problem
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            webhook_id=webhook_id,
            client=client,
            before=before,
            limit=limit,
        )
    ).parsed
