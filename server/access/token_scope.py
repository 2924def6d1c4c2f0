"""What a read-only token may reach (TokenInfo.scope; issued by the GM, server/http/routes/access.py).

- `member`: everything its member's role allows (every token before scopes existed);
- `observer`: every read of the campaign and its whole live feed, seeing what an observer sees;
- `overlay`: one table: its reads (`/tables/{table_id}/…`) and the live feed filtered to it (`?table_id=`);
- `recap`: one table's recap, nothing else; it may travel in a link (`?token=` on the recap route).

A read-only token never sends a command (nor manages tokens or webhooks): anything but a read is refused
with 403 `token_scope`, as is a read beyond its scope.
"""

from __future__ import annotations

from server.access.token_info import TokenInfo
from server.http.problems import ApiError

READS = frozenset({"GET", "HEAD"})


def _refuse(info: TokenInfo, what: str) -> ApiError:
    return ApiError(
        403, "token_scope", f"this {info.scope} token cannot {what}", scope=info.scope, table_id=info.table_id
    )


def check_request(info: TokenInfo, *, method: str, table_id: str | None, recap: bool) -> None:
    """403 `token_scope` unless a request (`method`, the path's table, whether it is the recap route) is
    within the token's scope."""
    if info.scope == "member":
        return
    if method not in READS:
        raise _refuse(info, "send commands or change anything")
    if info.scope == "observer":
        return
    if table_id is None or table_id != info.table_id:
        raise _refuse(info, "read beyond its table")
    if info.scope == "recap" and not recap:
        raise _refuse(info, "read anything but its table's recap")


def check_live(info: TokenInfo, table_id: str | None) -> None:
    """403 `token_scope` unless the token may follow the live feed, filtered to `table_id` (None: all)."""
    if info.scope in ("member", "observer"):
        return
    if info.scope == "recap":
        raise _refuse(info, "follow the live feed")
    if table_id != info.table_id:
        raise _refuse(info, "follow more than its table (add ?table_id=)")
