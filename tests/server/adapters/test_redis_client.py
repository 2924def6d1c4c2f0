"""Redis addresses: the Sentinel URL form and the REDIS_SENTINELS variables that compose it, what a mistake in
them is told as, and the clients `redis_client` makes of each form. (The failover itself, with real sentinels,
is tests/server/live/test_sentinel_failover.py.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from redis.asyncio import Redis
from redis.asyncio.sentinel import SentinelConnectionPool

from server.adapters.redis_client import SentinelAddress, parse_sentinel_url, redis_client
from server.config import ConfigError, from_env


def test_a_sentinel_url_names_the_sentinels_the_master_the_database_and_both_passwords() -> None:
    address = parse_sentinel_url(
        "redis+sentinel://:s%40cret@10.0.0.1:26380,sentinel-b,[::1]:26379/cache-master/3?sentinel_password=pw2"
    )
    assert address == SentinelAddress(
        sentinels=(("10.0.0.1", 26380), ("sentinel-b", 26379), ("::1", 26379)),
        master="cache-master",
        db=3,
        password="s@cret",
        sentinel_password="pw2",
    )
    tls = parse_sentinel_url("rediss+sentinel://app:pw@s1/mymaster")
    assert tls.ssl and tls.username == "app" and tls.password == "pw" and tls.db == 0


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("redis+sentinel:///mymaster", "at least one sentinel"),
        ("redis+sentinel://s1:26379", "/<master name>"),
        ("redis+sentinel://s1:26379/m/0/extra", "/<master name>"),
        ("redis+sentinel://s1:26379/m/zero", "must be a number"),
        ("redis+sentinel://s1:port/m", "is not a port"),
        ("redis+sentinel://:pw@s1/m?password=x", "unknown parameter(s) password"),
    ],
)
def test_a_malformed_sentinel_url_stops_the_start_naming_the_variable_not_the_password(url: str, says: str) -> None:
    with pytest.raises(ConfigError) as raised:
        from_env({"REDIS_URL": url})
    assert str(raised.value).startswith("REDIS_URL: ") and says in str(raised.value)
    assert "pw" not in str(raised.value)


def test_the_sentinel_variables_compose_the_url_with_passwords_from_files(tmp_path: Path) -> None:
    (tmp_path / "redis").write_text("p@ss:word\n")
    (tmp_path / "sentinel").write_text("other\n")
    settings = from_env(
        {
            "REDIS_SENTINELS": "redis-node-0.redis-headless:26379, redis-node-1.redis-headless:26379",
            "REDIS_PASSWORD_FILE": str(tmp_path / "redis"),
            "REDIS_SENTINEL_PASSWORD_FILE": str(tmp_path / "sentinel"),
        }
    )
    assert settings.redis_url is not None
    address = parse_sentinel_url(settings.redis_url)
    assert address.sentinels == (("redis-node-0.redis-headless", 26379), ("redis-node-1.redis-headless", 26379))
    assert (address.master, address.db, address.password, address.sentinel_password) == (
        "mymaster",
        0,
        "p@ss:word",
        "other",
    )
    named = from_env({"REDIS_SENTINELS": "s1", "REDIS_SENTINEL_MASTER": "chronicle"}).redis_url
    assert named == "redis+sentinel://s1/chronicle/0"


@pytest.mark.parametrize(
    ("env", "says"),
    [
        ({"REDIS_URL": "redis://r", "REDIS_SENTINELS": "s1"}, "not both"),
        ({"REDIS_PASSWORD": "x"}, "REDIS_PASSWORD is used only with REDIS_SENTINELS"),
        ({"REDIS_URL": "redis://r", "REDIS_SENTINEL_MASTER": "m"}, "REDIS_SENTINEL_MASTER is used only"),
        ({"REDIS_SENTINELS": "s1:99999"}, "REDIS_SENTINELS: '99999' is not a port"),
    ],
)
def test_sentinel_variables_that_contradict_each_other_stop_the_start(env: dict[str, str], says: str) -> None:
    with pytest.raises(ConfigError) as raised:
        from_env(env)
    assert says in str(raised.value)


async def test_a_sentinel_url_client_asks_the_sentinels_for_the_master_and_a_plain_one_does_not() -> None:
    client = redis_client("redis+sentinel://:pw@127.0.0.1:1,127.0.0.1:2/mymaster/2", socket_connect_timeout=2)
    try:
        pool = client.connection_pool
        assert isinstance(pool, SentinelConnectionPool) and pool.service_name == "mymaster" and pool.is_master
        assert pool.connection_kwargs["db"] == 2 and pool.connection_kwargs["password"] == "pw"
        assert pool.connection_kwargs["socket_connect_timeout"] == 2
        sentinels = pool.sentinel_manager.sentinels
        assert [s.connection_pool.connection_kwargs["port"] for s in sentinels] == [1, 2]
    finally:
        await client.aclose()
    plain = redis_client("unix:///tmp/none.sock?db=1", socket_keepalive=True)
    try:
        assert type(plain) is Redis and "socket_keepalive" not in plain.connection_pool.connection_kwargs
    finally:
        await plain.aclose()
