from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.command_result import CommandResult
from ...models.create_campaign_request import CreateCampaignRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: CreateCampaignRequest,
    idempotency_key: None | str | Unset = UNSET,
    x_request_id: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/campaigns",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommandResult | Problem | None:
    if response.status_code == 201:
        response_201 = CommandResult.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[CommandResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCampaignRequest,
    idempotency_key: None | str | Unset = UNSET,
    x_request_id: None | str | Unset = UNSET,
) -> Response[CommandResult | Problem]:
    """Create a campaign

     Start a campaign with one of the server's rulesets. The response's `issued.token` is the GM's bearer
    token (shown once). Needs the admin token when CHRONICLE_ADMIN_TOKEN is set.

    Args:
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        x_request_id (None | str | Unset): Recorded as the events' correlation_id.
        body (CreateCampaignRequest): Start a campaign; the creator becomes its GM.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCampaignRequest,
    idempotency_key: None | str | Unset = UNSET,
    x_request_id: None | str | Unset = UNSET,
) -> CommandResult | Problem | None:
    """Create a campaign

     Start a campaign with one of the server's rulesets. The response's `issued.token` is the GM's bearer
    token (shown once). Needs the admin token when CHRONICLE_ADMIN_TOKEN is set.

    Args:
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        x_request_id (None | str | Unset): Recorded as the events' correlation_id.
        body (CreateCampaignRequest): Start a campaign; the creator becomes its GM.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCampaignRequest,
    idempotency_key: None | str | Unset = UNSET,
    x_request_id: None | str | Unset = UNSET,
) -> Response[CommandResult | Problem]:
    """Create a campaign

     Start a campaign with one of the server's rulesets. The response's `issued.token` is the GM's bearer
    token (shown once). Needs the admin token when CHRONICLE_ADMIN_TOKEN is set.

    Args:
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        x_request_id (None | str | Unset): Recorded as the events' correlation_id.
        body (CreateCampaignRequest): Start a campaign; the creator becomes its GM.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateCampaignRequest,
    idempotency_key: None | str | Unset = UNSET,
    x_request_id: None | str | Unset = UNSET,
) -> CommandResult | Problem | None:
    """Create a campaign

     Start a campaign with one of the server's rulesets. The response's `issued.token` is the GM's bearer
    token (shown once). Needs the admin token when CHRONICLE_ADMIN_TOKEN is set.

    Args:
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        x_request_id (None | str | Unset): Recorded as the events' correlation_id.
        body (CreateCampaignRequest): Start a campaign; the creator becomes its GM.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_request_id=x_request_id,
        )
    ).parsed
