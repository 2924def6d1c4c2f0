"""Webhook deliveries (docs/webhooks.md) verified the Standard Webhooks way, with the `standardwebhooks` library:
the signature is an HMAC-SHA256 of `webhook-id.webhook-timestamp.body` under the subscription's secret, and a
timestamp more than five minutes off is refused (a replayed delivery)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from standardwebhooks import Webhook, WebhookVerificationError

from chronicle_client.live import LiveFrame, parse_frame

__all__ = ["WebhookDelivery", "WebhookVerificationError", "verify_webhook"]


@dataclass(frozen=True)
class WebhookDelivery:
    """One verified delivery of a `chronicle`-format subscription: the frames of one campaign version."""

    message_id: str
    """`webhook-id`, the same on every attempt: de-duplicate by it (or by `version`)."""
    campaign_id: str
    version: int
    frames: list[LiveFrame]
    """As on the live feed: `event` frames (and a `revealed` one with a reveal), as the viewer may see them."""


def verify_webhook(secret: str, body: bytes | str, headers: Mapping[str, str]) -> WebhookDelivery:
    """Check the delivery's signature with the subscription's `secret` (`whsec_…`, returned when it was
    created) over the raw `body`, before trusting a byte of it; raise `WebhookVerificationError` when the
    signature or timestamp does not hold. `headers` in any case (a framework's request headers)."""
    lowered = {name.lower(): value for name, value in headers.items()}
    payload = Webhook(secret).verify(body, lowered)
    data = payload["data"]
    return WebhookDelivery(
        message_id=lowered["webhook-id"],
        campaign_id=str(data["campaign_id"]),
        version=int(data["version"]),
        frames=[parse_frame(frame) for frame in data["frames"]],
    )
