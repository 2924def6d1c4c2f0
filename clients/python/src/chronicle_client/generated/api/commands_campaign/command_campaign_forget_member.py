from http import HTTPStatus
from typing import Any
from urllib.parse import quote
from uuid import UUID

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.campaign_forget_member_request import CampaignForgetMemberRequest
from ...models.command_result import CommandResult
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    campaign_id: UUID,
    *,
    body: CampaignForgetMemberRequest,
    if_match: None | str | Unset = UNSET,
    idempotency_key: None | str | Unset = UNSET,
    x_request_id: None | str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/campaigns/{campaign_id}/commands/campaign.forget_member".format(
            campaign_id=quote(str(campaign_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommandResult | Problem | None:
    if response.status_code == 200:
        response_200 = CommandResult.from_dict(response.json())

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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

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
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    body: CampaignForgetMemberRequest,
    if_match: None | str | Unset = UNSET,
    idempotency_key: None | str | Unset = UNSET,
    x_request_id: None | str | Unset = UNSET,
) -> Response[CommandResult | Problem]:
    """Forget a member for good: erase their name and everything they wrote

     Forget a member for good: erase their name and everything they wrote.

        Their name, their characters' names and every free text they wrote read "forgotten" from now on,
    while
        the events, the dice and the hash chain stay verifiable. A player may forget only themself; a GM
    anyone.
        It cannot be undone (docs/privacy.md).

    Args:
        campaign_id (UUID):
        if_match (None | str | Unset): Apply the command only if the campaign is still at this
            version (its ETag, `"12"`); else 412. Compared strongly (RFC 9110): a weak tag (`W/"12"`)
            never matches, a 412 `weak_if_match`.
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        x_request_id (None | str | Unset): Recorded as the events' correlation_id.
        body (CampaignForgetMemberRequest): Forget a member for good: erase their name and
            everything they wrote.

                Their name, their characters' names and every free text they wrote read "forgotten"
            from now on, while
                the events, the dice and the hash chain stay verifiable. A player may forget only
            themself; a GM anyone.
                It cannot be undone (docs/privacy.md).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    body: CampaignForgetMemberRequest,
    if_match: None | str | Unset = UNSET,
    idempotency_key: None | str | Unset = UNSET,
    x_request_id: None | str | Unset = UNSET,
) -> CommandResult | Problem | None:
    """Forget a member for good: erase their name and everything they wrote

     Forget a member for good: erase their name and everything they wrote.

        Their name, their characters' names and every free text they wrote read "forgotten" from now on,
    while
        the events, the dice and the hash chain stay verifiable. A player may forget only themself; a GM
    anyone.
        It cannot be undone (docs/privacy.md).

    Args:
        campaign_id (UUID):
        if_match (None | str | Unset): Apply the command only if the campaign is still at this
            version (its ETag, `"12"`); else 412. Compared strongly (RFC 9110): a weak tag (`W/"12"`)
            never matches, a 412 `weak_if_match`.
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        x_request_id (None | str | Unset): Recorded as the events' correlation_id.
        body (CampaignForgetMemberRequest): Forget a member for good: erase their name and
            everything they wrote.

                Their name, their characters' names and every free text they wrote read "forgotten"
            from now on, while
                the events, the dice and the hash chain stay verifiable. A player may forget only
            themself; a GM anyone.
                It cannot be undone (docs/privacy.md).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | Problem
    """

    return sync_detailed(
        campaign_id=campaign_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    body: CampaignForgetMemberRequest,
    if_match: None | str | Unset = UNSET,
    idempotency_key: None | str | Unset = UNSET,
    x_request_id: None | str | Unset = UNSET,
) -> Response[CommandResult | Problem]:
    """Forget a member for good: erase their name and everything they wrote

     Forget a member for good: erase their name and everything they wrote.

        Their name, their characters' names and every free text they wrote read "forgotten" from now on,
    while
        the events, the dice and the hash chain stay verifiable. A player may forget only themself; a GM
    anyone.
        It cannot be undone (docs/privacy.md).

    Args:
        campaign_id (UUID):
        if_match (None | str | Unset): Apply the command only if the campaign is still at this
            version (its ETag, `"12"`); else 412. Compared strongly (RFC 9110): a weak tag (`W/"12"`)
            never matches, a 412 `weak_if_match`.
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        x_request_id (None | str | Unset): Recorded as the events' correlation_id.
        body (CampaignForgetMemberRequest): Forget a member for good: erase their name and
            everything they wrote.

                Their name, their characters' names and every free text they wrote read "forgotten"
            from now on, while
                the events, the dice and the hash chain stay verifiable. A player may forget only
            themself; a GM anyone.
                It cannot be undone (docs/privacy.md).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | Problem]
    """

    kwargs = _get_kwargs(
        campaign_id=campaign_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    campaign_id: UUID,
    *,
    client: AuthenticatedClient,
    body: CampaignForgetMemberRequest,
    if_match: None | str | Unset = UNSET,
    idempotency_key: None | str | Unset = UNSET,
    x_request_id: None | str | Unset = UNSET,
) -> CommandResult | Problem | None:
    """Forget a member for good: erase their name and everything they wrote

     Forget a member for good: erase their name and everything they wrote.

        Their name, their characters' names and every free text they wrote read "forgotten" from now on,
    while
        the events, the dice and the hash chain stay verifiable. A player may forget only themself; a GM
    anyone.
        It cannot be undone (docs/privacy.md).

    Args:
        campaign_id (UUID):
        if_match (None | str | Unset): Apply the command only if the campaign is still at this
            version (its ETag, `"12"`); else 412. Compared strongly (RFC 9110): a weak tag (`W/"12"`)
            never matches, a 412 `weak_if_match`.
        idempotency_key (None | str | Unset): Retry-safe key: the same key and body return the
            first response without acting again (kept at least 24 hours); the same key with another
            body is a 422.
        x_request_id (None | str | Unset): Recorded as the events' correlation_id.
        body (CampaignForgetMemberRequest): Forget a member for good: erase their name and
            everything they wrote.

                Their name, their characters' names and every free text they wrote read "forgotten"
            from now on, while
                the events, the dice and the hash chain stay verifiable. A player may forget only
            themself; a GM anyone.
                It cannot be undone (docs/privacy.md).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | Problem
    """

    return (
        await asyncio_detailed(
            campaign_id=campaign_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
            x_request_id=x_request_id,
        )
    ).parsed
