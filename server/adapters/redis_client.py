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
the promoted replica. The process is never restarted and no setting changes. A failover made on purpose
leaves the old master running, and its clients on it until the sentinels demote it seconds later; so each
Sentinel client also listens to the sentinels' announcement of a new master (``+switch-master``) and drops
its connections the moment it comes (`_follow_switches`).

`sentinel_url` builds the Sentinel form from REDIS_SENTINELS, REDIS_SENTINEL_MASTER and the password
variables (server/config.py), so a deployment can keep its passwords in secrets of their own.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

if TYPE_CHECKING:
    from redis.asyncio import Redis
    from redis.asyncio.sentinel import Sentinel

log = logging.getLogger("chronicle.redis")

SENTINEL_SCHEMES = {"redis+sentinel": False, "rediss+sentinel": True}
"""Sentinel URL schemes, and whether each speaks TLS."""
SENTINEL_PORT = 26379
DEFAULT_MASTER = "mymaster"
SENTINEL_SOCKET_TIMEOUT = 1.0
"""Seconds a sentinel may take to connect or answer before the next one is asked."""
SWITCH_CHANNEL = "+switch-master"
"""Where a sentinel announces a new master: ``<master name> <old ip> <old port> <new ip> <new port>``."""
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
def _sentinel_classes() -> tuple[type[Redis], type[Any]]:
    """The client and pool classes of a Sentinel client (made on first use: redis is imported lazily)."""
    from redis.asyncio import Redis
    from redis.asyncio.sentinel import SentinelConnectionPool

    class FollowingPool(SentinelConnectionPool):
        """A master's pool that also follows the sentinels' announcements of a new master: with its first
        connection it starts `_follow_switches`, which drops every connection the moment the master moves."""

        follower: asyncio.Task[None] | None = None

        async def get_connection(self, command_name: Any = None, *keys: Any, **options: Any) -> Any:
            if self.follower is None:
                self.follower = asyncio.get_running_loop().create_task(
                    _follow_switches(self), name="redis-sentinel-switches"
                )
            return await super().get_connection(command_name, *keys, **options)  # type: ignore[no-untyped-call]

    class SentinelRedis(Redis):
        """The master's client (`Sentinel.master_for`); closing it closes the sentinels' connections too."""

        sentinel_manager: Sentinel | None = None

        async def aclose(self, close_connection_pool: bool | None = None) -> None:
            try:
                await super().aclose(close_connection_pool)
            finally:
                follower = getattr(self.connection_pool, "follower", None)
                if follower is not None:
                    follower.cancel()
                    await asyncio.gather(follower, return_exceptions=True)
                if self.sentinel_manager is not None:
                    await self.sentinel_manager.aclose()

    return SentinelRedis, FollowingPool


async def _follow_switches(pool: Any) -> None:
    """Listen to a sentinel's ``+switch-master`` announcements (any that answers; the next one when it goes
    away) and, when the pool's master moves, close every connection of the pool — idle or in use, the live
    listener's subscription included — so that the next command, and the listener's re-subscription, go to
    the new master at once.

    Without it a client would stay on a master that was failed over on purpose (`SENTINEL FAILOVER`, a
    switchover, a rolling upgrade) until the sentinels demote it, some 8-10 s after the promotion, writing to
    a server nobody else reads. The announcing sentinel is put first in the list the pool asks, since it is
    sure to know the new master already (others learn it a moment later)."""
    from redis.exceptions import ConnectionError as RedisConnectionError
    from redis.exceptions import TimeoutError as RedisTimeoutError

    manager = pool.sentinel_manager
    delay = 0.05
    while True:
        for sentinel in list(manager.sentinels):
            pubsub = sentinel.pubsub()
            try:
                await pubsub.subscribe(SWITCH_CHANNEL)
                delay = 0.05
                while True:
                    message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=5.0)
                    if message is None:
                        continue
                    name, *addresses = message["data"].decode().split()
                    if name != pool.service_name or len(addresses) != 4:
                        continue
                    log.warning("Redis master %r moved from %s:%s to %s:%s (Sentinel): reconnecting", name, *addresses)
                    if sentinel in manager.sentinels:
                        manager.sentinels.remove(sentinel)
                        manager.sentinels.insert(0, sentinel)
                    await pool.disconnect(inuse_connections=True)
            except (RedisConnectionError, RedisTimeoutError, OSError):
                pass  # this sentinel is away: listen to the next
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()
        await asyncio.sleep(delay)
        delay = min(delay * 2, 2.0)


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
    redis_class, pool_class = _sentinel_classes()
    client = sentinel.master_for(
        address.master,
        redis_class=redis_class,
        connection_pool_class=pool_class,
        db=address.db,
        username=address.username,
        password=address.password,
        ssl=address.ssl,
        **options,
    )
    client.sentinel_manager = sentinel
    return client  # type: ignore[no-any-return]
