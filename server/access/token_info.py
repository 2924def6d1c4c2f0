"""What a token is, as the GM sees it and as the token cache keeps it (server/access/tokens.py,
server/access/token_cache.py)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

import msgspec

Scope = Literal["member", "observer", "overlay", "recap"]
"""What a token may do (server/access/token_scope.py): act for its member, or read only — the whole campaign as an
observer, one table's reads and live feed (an overlay), one table's recap."""


class TokenInfo(msgspec.Struct, kw_only=True):
    """What the GM sees of a token: never the secret itself."""

    token_id: str
    campaign_id: str
    member_id: str
    label: str
    created_at: datetime
    revoked_at: datetime | None = None
    scope: Scope = "member"
    table_id: str | None = None
    """The table an `overlay` or `recap` token is limited to."""
    expires_at: datetime | None = None
    """When the token stops working (None: never)."""


class IssuedToken(msgspec.Struct, kw_only=True):
    """A new access token. `token` is shown this once: only its hash is stored."""

    token_id: str
    member_id: str
    token: str
    label: str
    created_at: datetime
    scope: Scope = "member"
    table_id: str | None = None
    expires_at: datetime | None = None
