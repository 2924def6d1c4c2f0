"""Chronicle's Python SDK (README.md beside this package).

- `Chronicle`: a server's base URL and a token; commands retried with their `Idempotency-Key` and `If-Match`,
  reads re-validated with `If-None-Match`, the live feed with resume, and `Chronicle.api`, the generated client.
- `generated`: the client openapi-python-client generated from the API document: `generated.models` (every
  request body, answer and event type), `generated.api` (a module per route).
- `verify_webhook`: a webhook delivery's Standard Webhooks signature checked, its frames parsed.
"""

from chronicle_client.chronicle import Answer, Chronicle
from chronicle_client.errors import ChronicleError
from chronicle_client.live import LiveFrame, Reconnect
from chronicle_client.retry import RetryPolicy
from chronicle_client.webhooks import WebhookDelivery, WebhookVerificationError, verify_webhook

API_VERSION = "1.0.0"
"""The version of the API document this SDK was generated from (`info.version`); the package's version too."""
__version__ = API_VERSION

__all__ = [
    "API_VERSION",
    "Answer",
    "Chronicle",
    "ChronicleError",
    "LiveFrame",
    "Reconnect",
    "RetryPolicy",
    "WebhookDelivery",
    "WebhookVerificationError",
    "verify_webhook",
]
