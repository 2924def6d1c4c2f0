from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.member_forgotten_by_admin import MemberForgottenByAdmin
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    campaign_id: UUID,
    member_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/campaigns/{campaign_id}/members/{member_id}/forget".format(
            campaign_id=quote(str(campaign_id), safe=""),
            member_id=quote(str(member_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MemberForgottenByAdmin | Problem | None:
    if response.status_code == 200:
        response_200 = MemberForgottenByAdmin.from_dict(response.json())

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
) -> Response[MemberForgottenByAdmin | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    campaign_id: UUID,
    member_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[MemberForgottenByAdmin | Problem]:
    """Forget a member of any campaign (admin token)

     What `campaign.forget_member` does, for the server's operator (CHRONICLE_ADMIN_TOKEN): the member's
    name, their characters' names and every free text they wrote are erased for good and read
    "forgotten",
    while the log and its hash chain stay verifiable (docs/privacy.md). Forgetting a member again erases
    again (after a backup was restored, docs/operations.md#forgetting-and-backups).

    Args:
        campaign_id (UUID):
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MemberForgottenByAdmin | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        member_id=member_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    campaign_id: UUID,
    member_id: str,
    *,
    client: AuthenticatedClient,
) -> MemberForgottenByAdmin | Problem | None:
    """Forget a member of any campaign (admin token)

     What `campaign.forget_member` does, for the server's operator (CHRONICLE_ADMIN_TOKEN): the member's
    name, their characters' names and every free text they wrote are erased for good and read
    "forgotten",
    while the log and its hash chain stay verifiable (docs/privacy.md). Forgetting a member again erases
    again (after a backup was restored, docs/operations.md#forgetting-and-backups).

    Args:
        campaign_id (UUID):
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MemberForgottenByAdmin | Problem
    """

    return sync_detailed(
        campaign_id=campaign_id,
        member_id=member_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    member_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[MemberForgottenByAdmin | Problem]:
    """Forget a member of any campaign (admin token)

     What `campaign.forget_member` does, for the server's operator (CHRONICLE_ADMIN_TOKEN): the member's
    name, their characters' names and every free text they wrote are erased for good and read
    "forgotten",
    while the log and its hash chain stay verifiable (docs/privacy.md). Forgetting a member again erases
    again (after a backup was restored, docs/operations.md#forgetting-and-backups).

    Args:
        campaign_id (UUID):
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MemberForgottenByAdmin | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        member_id=member_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    member_id: str,
    *,
    client: AuthenticatedClient,
) -> MemberForgottenByAdmin | Problem | None:
    """Forget a member of any campaign (admin token)

     What `campaign.forget_member` does, for the server's operator (CHRONICLE_ADMIN_TOKEN): the member's
    name, their characters' names and every free text they wrote are erased for good and read
    "forgotten",
    while the log and its hash chain stay verifiable (docs/privacy.md). Forgetting a member again erases
    again (after a backup was restored, docs/operations.md#forgetting-and-backups).

    Args:
        campaign_id (UUID):
        member_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MemberForgottenByAdmin | Problem
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            member_id=member_id,
            client=client,
        )
    ).parsed
