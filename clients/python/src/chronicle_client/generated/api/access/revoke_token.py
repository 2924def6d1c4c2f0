from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.token_info import TokenInfo
from ...types import Response


def _get_kwargs(
    campaign_id: UUID,
    token_id: UUID,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/campaigns/{campaign_id}/tokens/{token_id}".format(
            campaign_id=quote(str(campaign_id), safe=""),
            token_id=quote(str(token_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | TokenInfo | None:
    if response.status_code == 200:
        response_200 = TokenInfo.from_dict(response.json())

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
) -> Response[Problem | TokenInfo]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    campaign_id: UUID,
    token_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | TokenInfo]:
    """Revoke a token

     Revoke at once (GM only): the token fails its next request in every server process, and live
    connections opened with it are closed. Revoking again is harmless.

    Args:
        campaign_id (UUID):
        token_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TokenInfo]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        token_id=token_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    campaign_id: UUID,
    token_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Problem | TokenInfo | None:
    """Revoke a token

     Revoke at once (GM only): the token fails its next request in every server process, and live
    connections opened with it are closed. Revoking again is harmless.

    Args:
        campaign_id (UUID):
        token_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TokenInfo
    """

    return sync_detailed(
        campaign_id=campaign_id,
        token_id=token_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    token_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | TokenInfo]:
    """Revoke a token

     Revoke at once (GM only): the token fails its next request in every server process, and live
    connections opened with it are closed. Revoking again is harmless.

    Args:
        campaign_id (UUID):
        token_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TokenInfo]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        token_id=token_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    token_id: UUID,
    *,
    client: AuthenticatedClient,
) -> Problem | TokenInfo | None:
    """Revoke a token

     Revoke at once (GM only): the token fails its next request in every server process, and live
    connections opened with it are closed. Revoking again is harmless.

    Args:
        campaign_id (UUID):
        token_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TokenInfo
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            token_id=token_id,
            client=client,
        )
    ).parsed
