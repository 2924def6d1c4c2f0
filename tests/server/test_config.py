"""Settings from the environment; the seed-encryption key generated once and kept."""

from __future__ import annotations

import base64
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from server.config import ConfigError, Settings, from_env, parse_rate_limit, require_seed_key, resolve_seed_key


def test_defaults() -> None:
    s = from_env({})
    assert s.database_url is None and s.redis_url is None
    assert (s.host, s.port, s.data_dir) == ("127.0.0.1", 8000, Path(".chronicle"))
    assert s.rate_limit == ("minute", 1200) and s.cors_origins == () and s.seed_key is None


def test_every_variable() -> None:
    key = base64.urlsafe_b64encode(bytes(range(32))).decode().rstrip("=")
    s = from_env(
        {
            "DATABASE_URL": "postgresql://db/x",
            "REDIS_URL": "redis://r:6379/0",
            "CHRONICLE_HOST": "0.0.0.0",
            "CHRONICLE_PORT": "9000",
            "CHRONICLE_DATA_DIR": "/var/lib/chronicle",
            "CHRONICLE_SEED_KEY": key,
            "CHRONICLE_ADMIN_TOKEN": "adm",
            "CHRONICLE_CORS_ORIGINS": "https://vtt.example, https://gm.example",
            "CHRONICLE_RATE_LIMIT": "50/second",
            "CHRONICLE_MAX_BODY_BYTES": "1000",
        }
    )
    assert s.database_url == "postgresql://db/x" and s.redis_url == "redis://r:6379/0"
    assert (s.host, s.port, s.data_dir) == ("0.0.0.0", 9000, Path("/var/lib/chronicle"))
    assert s.seed_key == bytes(range(32)) and s.admin_token == "adm"
    assert s.cors_origins == ("https://vtt.example", "https://gm.example")
    assert s.rate_limit == ("second", 50) and s.max_body_bytes == 1000
    assert from_env({"CHRONICLE_SEED_KEY": bytes(range(32)).hex()}).seed_key == bytes(range(32))


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"CHRONICLE_PORT": "eighty"}, "CHRONICLE_PORT"),
        ({"CHRONICLE_RATE_LIMIT": "lots"}, "CHRONICLE_RATE_LIMIT"),
        ({"CHRONICLE_SEED_KEY": "c2hvcnQ"}, "CHRONICLE_SEED_KEY"),
        ({"FORWARDED_ALLOW_IPS": "nginx"}, "FORWARDED_ALLOW_IPS"),
        ({"FORWARDED_ALLOW_IPS": "10.0.0.0/8,*"}, "FORWARDED_ALLOW_IPS"),
        ({"FORWARDED_ALLOW_IPS": " , "}, "FORWARDED_ALLOW_IPS"),
    ],
)
def test_bad_values_name_their_variable(env: dict[str, str], named: str) -> None:
    with pytest.raises(ConfigError, match=named):
        from_env(env)


def test_trusted_proxies_default_to_loopback_and_take_addresses_and_networks() -> None:
    assert from_env({}).forwarded_allow_ips == "127.0.0.1,::1"
    given = from_env({"FORWARDED_ALLOW_IPS": " 10.0.0.0/8, 192.0.2.1 ,fd00::/8"}).forwarded_allow_ips
    assert given == "10.0.0.0/8,192.0.2.1,fd00::/8"
    assert from_env({"FORWARDED_ALLOW_IPS": "*"}).forwarded_allow_ips == "*"


def test_the_seed_key_check_is_on_unless_switched_off() -> None:
    assert from_env({}).seed_key_check is True
    assert from_env({"CHRONICLE_SEED_KEY_CHECK": "off"}).seed_key_check is False


def test_rate_limit_off() -> None:
    assert parse_rate_limit("0") is None and parse_rate_limit("off") is None


def test_seed_key_is_generated_once_owner_only_and_reused(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "data")
    first = resolve_seed_key(settings)
    path = tmp_path / "data" / "seed.key"
    assert first.seed_key is not None and len(first.seed_key) == 32
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert resolve_seed_key(settings).seed_key == first.seed_key
    given = Settings(data_dir=tmp_path / "other", seed_key=b"k" * 32)
    assert resolve_seed_key(given).seed_key == b"k" * 32 and not (tmp_path / "other").exists()


def test_secrets_can_come_from_files(tmp_path: Path) -> None:
    (tmp_path / "key").write_text(bytes(range(32)).hex() + "\n")
    (tmp_path / "admin").write_text("adm\n")
    (tmp_path / "db").write_text("postgresql://db/x")
    s = from_env(
        {
            "CHRONICLE_SEED_KEY_FILE": str(tmp_path / "key"),
            "CHRONICLE_ADMIN_TOKEN_FILE": str(tmp_path / "admin"),
            "DATABASE_URL_FILE": str(tmp_path / "db"),
        }
    )
    assert s.seed_key == bytes(range(32)) and s.admin_token == "adm" and s.database_url == "postgresql://db/x"


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"CHRONICLE_SEED_KEY": "x", "CHRONICLE_SEED_KEY_FILE": "/k"}, "CHRONICLE_SEED_KEY or CHRONICLE_SEED_KEY_FILE"),
        ({"CHRONICLE_ADMIN_TOKEN_FILE": "/nonexistent/admin"}, "CHRONICLE_ADMIN_TOKEN_FILE: cannot read"),
        ({"CHRONICLE_MIGRATE": "maybe"}, "CHRONICLE_MIGRATE must be on or off"),
    ],
)
def test_secret_files_and_switches_refuse_what_they_cannot_read(env: dict[str, str], named: str) -> None:
    with pytest.raises(ConfigError, match=named):
        from_env(env)


def test_migrations_at_start_can_be_switched_off() -> None:
    assert from_env({}).migrate is True
    assert from_env({"CHRONICLE_MIGRATE": "off"}).migrate is False
    assert from_env({"CHRONICLE_MIGRATE": "on"}).migrate is True


def test_a_server_on_a_real_database_needs_a_seed_key(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="CHRONICLE_SEED_KEY"):
        require_seed_key(Settings(database_url="postgresql://db/x", data_dir=tmp_path))
    require_seed_key(Settings(database_url="postgresql://db/x", seed_key=b"k" * 32))
    require_seed_key(Settings(data_dir=tmp_path))  # the embedded default may generate one in its data folder
    assert not (tmp_path / "seed.key").exists()


def test_chronicle_serve_refuses_to_start_without_a_seed_key_on_a_real_database(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CHRONICLE_")}
    env.update(DATABASE_URL="postgresql://127.0.0.1:1/none", CHRONICLE_DATA_DIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-m", "server.cli.chronicle", "serve"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert done.stderr.startswith("chronicle: CHRONICLE_SEED_KEY (or CHRONICLE_SEED_KEY_FILE) must be set")
    assert "Traceback" not in done.stderr and not (tmp_path / "seed.key").exists()


def test_a_read_standby_is_optional_and_needs_the_primary(tmp_path: Path) -> None:
    s = from_env({"DATABASE_URL": "postgresql://db-rw/x"})
    assert s.database_read_url is None and s.read_replica_wait_seconds == 0.5  # every read on the primary
    (tmp_path / "read").write_text("postgresql://db-ro/x\n")
    s = from_env(
        {
            "DATABASE_URL": "postgresql://db-a,db-b/x?target_session_attrs=read-write",
            "DATABASE_READ_URL_FILE": str(tmp_path / "read"),
            "CHRONICLE_READ_REPLICA_WAIT_SECONDS": "2",
        }
    )
    assert s.database_read_url == "postgresql://db-ro/x" and s.read_replica_wait_seconds == 2.0
    with pytest.raises(ConfigError, match="DATABASE_READ_URL needs DATABASE_URL"):
        from_env({"DATABASE_READ_URL": "postgresql://db-ro/x"})
    with pytest.raises(ConfigError, match="CHRONICLE_READ_REPLICA_WAIT_SECONDS"):
        from_env({"DATABASE_URL": "postgresql://db/x", "CHRONICLE_READ_REPLICA_WAIT_SECONDS": "soon"})


def test_a_database_password_of_its_own_goes_into_both_urls(tmp_path: Path) -> None:
    (tmp_path / "password").write_text("s3cret/:@x\n")
    s = from_env(
        {
            "DATABASE_URL": "postgresql://chronicle@db-a:5432,db-b:5432/chronicle?target_session_attrs=read-write",
            "DATABASE_READ_URL": "postgresql://chronicle@db-ro:5432/chronicle",
            "DATABASE_PASSWORD_FILE": str(tmp_path / "password"),
        }
    )
    assert s.database_url == (
        "postgresql://chronicle:s3cret%2F%3A%40x@db-a:5432,db-b:5432/chronicle?target_session_attrs=read-write"
    )
    assert s.database_read_url == "postgresql://chronicle:s3cret%2F%3A%40x@db-ro:5432/chronicle"
    # a URL that names its own password keeps it
    s = from_env({"DATABASE_URL": "postgresql://u:mine@db/x", "DATABASE_PASSWORD": "other"})
    assert s.database_url == "postgresql://u:mine@db/x"
    with pytest.raises(ConfigError, match="DATABASE_PASSWORD needs DATABASE_URL"):
        from_env({"DATABASE_PASSWORD": "p"})


@pytest.mark.parametrize("level", ["TRACE", "verbose", "5"])
def test_an_unknown_log_level_is_a_setting_to_fix(level: str) -> None:
    """It used to reach logging's setLevel and end `chronicle serve` with a traceback."""
    with pytest.raises(ConfigError, match="CHRONICLE_LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR"):
        from_env({"CHRONICLE_LOG_LEVEL": level})
    assert from_env({"CHRONICLE_LOG_LEVEL": " debug "}).log_level == "DEBUG"
