"""What a token is, as the GM sees it and as the token cache keeps it (server/tokens.py, server/token_cache.py)."""

from __future__ import annotations

from datetime import datetime

import msgspec


class TokenInfo(msgspec.Struct, kw_only=True):
    """What the GM sees of a token: never the secret itself."""

    token_id: str
    campaign_id: str
    member_id: str
    label: str
    created_at: datetime
    revoked_at: datetime | None = None
