from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.webhook_in import WebhookIn
from ...models.webhook_out import WebhookOut
from ...types import UNSET, Response, Unset


def _get_kwargs(
    campaign_id: UUID,
    *,
    body: WebhookIn,
    idempotency_key: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/campaigns/{campaign_id}/webhooks".format(
            campaign_id=quote(str(campaign_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | WebhookOut | None:
    if response.status_code == 201:
        response_201 = WebhookOut.from_dict(response.json())

        return response_201

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
) -> Response[Problem | WebhookOut]:
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
    body: WebhookIn,
    idempotency_key: None | str | Unset = UNSET,
) -> Response[Problem | WebhookOut]:
    """Subscribe a URL to the campaign's events

     A new subscription (GM only). Its signing secret (`whsec_…`, Standard Webhooks) is in this answer
    only. Delivery starts after the campaign's current version, or at `from_version`.

    Args:
        campaign_id (UUID):
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        body (WebhookIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookOut]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    body: WebhookIn,
    idempotency_key: None | str | Unset = UNSET,
) -> Problem | WebhookOut | None:
    """Subscribe a URL to the campaign's events

     A new subscription (GM only). Its signing secret (`whsec_…`, Standard Webhooks) is in this answer
    only. Delivery starts after the campaign's current version, or at `from_version`.

    Args:
        campaign_id (UUID):
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        body (WebhookIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookOut
    """

    return sync_detailed(
        campaign_id=campaign_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    body: WebhookIn,
    idempotency_key: None | str | Unset = UNSET,
) -> Response[Problem | WebhookOut]:
    """Subscribe a URL to the campaign's events

     A new subscription (GM only). Its signing secret (`whsec_…`, Standard Webhooks) is in this answer
    only. Delivery starts after the campaign's current version, or at `from_version`.

    Args:
        campaign_id (UUID):
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        body (WebhookIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookOut]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    body: WebhookIn,
    idempotency_key: None | str | Unset = UNSET,
) -> Problem | WebhookOut | None:
    """Subscribe a URL to the campaign's events

     A new subscription (GM only). Its signing secret (`whsec_…`, Standard Webhooks) is in this answer
    only. Delivery starts after the campaign's current version, or at `from_version`.

    Args:
        campaign_id (UUID):
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        body (WebhookIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookOut
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
