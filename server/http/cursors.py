"""The one paging convention of every paged read: `cursor` in, `next_cursor` and `Link: <…>; rel="next"` out.

A page answers `more` (whether another page is there now) and `next_cursor` (what to pass as `cursor` to read
on); while `more` is true the response also carries `Link: <the same URL with cursor=…>; rel="next"`
(RFC 8288). Cursors are opaque strings to a client: today a version, tomorrow perhaps not. The older names
(`after` / `next_after` on the log, `from` / `next_from` on a replay) still work and are deprecated
(docs/api.md, "Versions and deprecations"); when both a `cursor` and an older parameter are given the
`cursor` wins.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any
from urllib.parse import urlencode

from litestar import Request
from litestar.params import QueryParameter

LogCursor = Annotated[
    str | None,
    QueryParameter(
        name="cursor",
        required=False,
        max_length=20,
        pattern=r"^(-1|\d{1,18})$",
        description="Where to read on: a previous page's `next_cursor` (opaque; replaces the deprecated `after`).",
    ),
]
ReplayCursor = Annotated[
    str | None,
    QueryParameter(
        name="cursor",
        required=False,
        max_length=20,
        pattern=r"^\d{1,18}$",
        description="Where to read on: a previous page's `next_cursor` (opaque; replaces `from` as a page cursor).",
    ),
]


def next_link(request: Request[Any, Any, Any], cursor: str, deprecated: Iterable[str]) -> dict[str, str]:
    """The `Link` header to the next page: this request's URL with `cursor` set and the older names dropped."""
    dropped = {"cursor", *deprecated}
    query = [(k, v) for k, v in request.query_params.multi_items() if k not in dropped]
    query.append(("cursor", cursor))
    return {"Link": f'<{request.url.path}?{urlencode(query)}>; rel="next"'}
