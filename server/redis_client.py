"""Every Redis client Chronicle opens comes from `redis_client(url)`: the live fan-out's (pub/sub and its
publishes, revocation notices) and the shared rate limits'. One place decides how Redis is reached.

Two kinds of address (REDIS_URL):

- ``redis://[[user]:password@]host[:6379][/db]``, ``rediss://…``, ``unix:///path?db=0``: one Redis server
  (redis-py's `Redis.from_url`);
- ``redis+sentinel://[[user]:password@]host1[:26379][,host2[:26379]…]/<master name>[/db][?sentinel_password=…]``
  (``rediss+sentinel://`` for TLS to both the sentinels and Redis): the master of a Redis Sentinel group.
  The user and password are Redis's (the master's and its replicas'); ``sentinel_username`` and
  ``sentinel_password`` in the query authenticate to the sentinels themselves, when they require it.

A Sentinel client (`redis.asyncio.sentinel`) asks the sentinels for the master's address every time it opens
a connection, and drops its idle connections when the answer changes. When the master dies or is failed
over, its connections break (a dead process; or the sentinels' ``CLIENT KILL`` on a demoted one), the
commands on them fail with a `ConnectionError` — the same failure as a Redis restart, which every user of
Redis here already survives — and the next connection goes to whichever server the sentinels name then:
the promoted replica. The process is never restarted and no setting changes.

`sentinel_url` builds the Sentinel form from REDIS_SENTINELS, REDIS_SENTINEL_MASTER and the password
variables (server/config.py), so a deployment can keep its passwords in secrets of their own.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

if TYPE_CHECKING:
    from redis.asyncio import Redis
    from redis.asyncio.sentinel import Sentinel

SENTINEL_SCHEMES = {"redis+sentinel": False, "rediss+sentinel": True}
"""Sentinel URL schemes, and whether each speaks TLS."""
SENTINEL_PORT = 26379
DEFAULT_MASTER = "mymaster"
SENTINEL_SOCKET_TIMEOUT = 1.0
"""Seconds a sentinel may take to connect or answer before the next one is asked."""
_QUERY = {"sentinel_username", "sentinel_password"}


@dataclass(frozen=True)
class SentinelAddress:
    """A Redis master found through Sentinel (a parsed ``redis+sentinel://`` URL)."""

    sentinels: tuple[tuple[str, int], ...]
    master: str
    db: int = 0
    username: str | None = None
    password: str | None = None
    sentinel_username: str | None = None
    sentinel_password: str | None = None
    ssl: bool = False


def is_sentinel_url(url: str) -> bool:
    return url.split("://", 1)[0].lower() in SENTINEL_SCHEMES


def _host_port(text: str, url_name: str) -> tuple[str, int]:
    if text.startswith("["):  # [IPv6]:port
        host, _, rest = text[1:].partition("]")
        port_text = rest.removeprefix(":")
    else:
        host, _, port_text = text.partition(":")
    if not host:
        raise ValueError(f"{url_name}: a sentinel address has no host")
    if not port_text:
        return host, SENTINEL_PORT
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(f"{url_name}: {port_text!r} is not a port")
    return host, int(port_text)


def parse_sentinel_url(url: str, url_name: str = "REDIS_URL") -> SentinelAddress:
    """The parts of a ``redis+sentinel://`` URL; ValueError naming `url_name` (never the password) if malformed."""
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme not in SENTINEL_SCHEMES:
        raise ValueError(f"{url_name}: not a Sentinel URL (redis+sentinel:// or rediss+sentinel://)")
    userinfo, _, hosts = parts.netloc.rpartition("@")
    username = password = None
    if userinfo:
        user, has_password, secret = userinfo.partition(":")
        username = unquote(user) or None
        password = unquote(secret) if has_password else None
    sentinels = tuple(_host_port(h.strip(), url_name) for h in hosts.split(",") if h.strip())
    if not sentinels:
        raise ValueError(f"{url_name}: name at least one sentinel (host:port)")
    path = [unquote(p) for p in parts.path.split("/") if p]
    if not path or len(path) > 2:
        raise ValueError(f"{url_name}: the path must be /<master name> or /<master name>/<db>")
    db = 0
    if len(path) == 2:
        if not path[1].isdigit():
            raise ValueError(f"{url_name}: the database must be a number, not {path[1]!r}")
        db = int(path[1])
    query = parse_qs(parts.query, keep_blank_values=True)
    unknown = set(query) - _QUERY
    if unknown:
        raise ValueError(
            f"{url_name}: unknown parameter(s) {', '.join(sorted(unknown))} (known: {', '.join(sorted(_QUERY))})"
        )
    return SentinelAddress(
        sentinels=sentinels,
        master=path[0],
        db=db,
        username=username,
        password=password,
        sentinel_username=query.get("sentinel_username", [""])[-1] or None,
        sentinel_password=query.get("sentinel_password", [""])[-1] or None,
        ssl=SENTINEL_SCHEMES[scheme],
    )


def sentinel_url(
    sentinels: str,
    master: str = DEFAULT_MASTER,
    password: str | None = None,
    sentinel_password: str | None = None,
    db: int = 0,
) -> str:
    """The ``redis+sentinel://`` URL of `sentinels` (``host1:26379,host2:26379``) and the rest; checked."""
    hosts = ",".join(h.strip() for h in sentinels.split(",") if h.strip())
    userinfo = f":{quote(password, safe='')}@" if password else ""
    query = f"?sentinel_password={quote(sentinel_password, safe='')}" if sentinel_password else ""
    url = f"redis+sentinel://{userinfo}{hosts}/{quote(master, safe='')}/{db}{query}"
    parse_sentinel_url(url, "REDIS_SENTINELS")
    return url


def redacted(url: str) -> str:
    """`url` without its passwords, for logs."""
    parts = urlsplit(url)
    userinfo, at, hosts = parts.netloc.rpartition("@")
    if at and ":" in userinfo:
        userinfo = userinfo.split(":", 1)[0] + ":***"
    query = "&".join(
        f"{k}=***" if k.endswith("password") else f"{k}={v}"
        for k, values in parse_qs(parts.query, keep_blank_values=True).items()
        for v in values
    )
    netloc = f"{userinfo}{at}{hosts}"
    return parts._replace(netloc=netloc, query=query).geturl()


def redis_client(url: str, **options: Any) -> Redis:
    """A client of the Redis at `url` (either form above), with redis-py connection `options`.

    A Sentinel client connects lazily (no sentinel is asked before its first command) and closes its
    sentinel connections with itself (`aclose`)."""
    if not is_sentinel_url(url):
        from redis.asyncio import Redis

        if url.startswith("unix:"):
            options.pop("socket_keepalive", None)  # TCP only; a unix socket has no keep-alive
        return Redis.from_url(url, **options)
    return _sentinel_client(parse_sentinel_url(url), options)


@functools.cache
def _sentinel_redis_class() -> type[Redis]:
    from redis.asyncio import Redis

    class SentinelRedis(Redis):
        """The master's client (`Sentinel.master_for`); closing it closes the sentinels' connections too."""

        sentinel_manager: Sentinel | None = None

        async def aclose(self, close_connection_pool: bool | None = None) -> None:
            try:
                await super().aclose(close_connection_pool)
            finally:
                if self.sentinel_manager is not None:
                    await self.sentinel_manager.aclose()

    return SentinelRedis


def _sentinel_client(address: SentinelAddress, options: dict[str, Any]) -> Redis:
    from redis.asyncio.retry import Retry
    from redis.asyncio.sentinel import Sentinel
    from redis.backoff import NoBackoff

    sentinel_options: dict[str, Any] = {
        "socket_connect_timeout": SENTINEL_SOCKET_TIMEOUT,
        "socket_timeout": SENTINEL_SOCKET_TIMEOUT,
        # one try per sentinel: an unreachable one is skipped for the next, not retried with backoff
        "retry": Retry(NoBackoff(), 0),
        "ssl": address.ssl,
    }
    if address.sentinel_username:
        sentinel_options["username"] = address.sentinel_username
    if address.sentinel_password:
        sentinel_options["password"] = address.sentinel_password
    sentinel = Sentinel(list(address.sentinels), sentinel_kwargs=sentinel_options)  # type: ignore[no-untyped-call]
    client = sentinel.master_for(
        address.master,
        redis_class=_sentinel_redis_class(),
        db=address.db,
        username=address.username,
        password=address.password,
        ssl=address.ssl,
        **options,
    )
    client.sentinel_manager = sentinel
    return client  # type: ignore[no-any-return]
