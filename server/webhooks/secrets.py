"""Signing secrets: drawn once, shown once, kept AES-256-GCM encrypted, and used to sign each delivery.

Signatures follow Standard Webhooks (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of
32 random bytes; each request carries `webhook-id`, `webhook-timestamp` (Unix seconds) and
`webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, so a receiver verifies it with any
Standard Webhooks library. The key that encrypts secrets is derived from CHRONICLE_SEED_KEY (like the dice
seeds' own); the subscription id is the associated data, so a ciphertext cannot be moved to another one.
"""

from __future__ import annotations

import base64
import hmac
import secrets as random
import uuid

from cryptography.hazmat.primitives.ciphers.aead import AESGCM

PREFIX = "whsec_"
SECRET_BYTES = 32


def draw() -> str:
    return PREFIX + base64.b64encode(random.token_bytes(SECRET_BYTES)).decode()


def key_bytes(secret: str) -> bytes:
    return base64.b64decode(secret.removeprefix(PREFIX))


def signature(key: bytes, message_id: str, timestamp: int, body: bytes) -> str:
    """The `webhook-signature` header value."""
    mac = hmac.digest(key, f"{message_id}.{timestamp}.".encode() + body, "sha256")  # one-shot, in C
    return "v1," + base64.b64encode(mac).decode()


class SecretBox:
    """Encrypts and decrypts subscription secrets under one key."""

    def __init__(self, key: bytes) -> None:
        self._aead = AESGCM(key)

    def seal(self, webhook_id: uuid.UUID, secret: str) -> tuple[bytes, bytes]:
        nonce = random.token_bytes(12)
        return nonce, self._aead.encrypt(nonce, secret.encode(), webhook_id.bytes)

    def open(self, webhook_id: uuid.UUID, nonce: bytes, ciphertext: bytes) -> str:
        return self._aead.decrypt(nonce, ciphertext, webhook_id.bytes).decode()
