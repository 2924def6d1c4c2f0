"""Server settings, read once from the environment.

Every knob has a safe default so `chronicle serve` works with no configuration at all: an embedded
PostgreSQL in the data folder, in-process fan-out, and a seed-encryption key generated on first start and
kept in the data folder.
"""

from __future__ import annotations

import base64
import ipaddress
import logging
import os
import re
import secrets
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal, get_args
from urllib.parse import quote, urlsplit, urlunsplit

log = logging.getLogger("chronicle.config")

DurationUnit = Literal["second", "minute", "hour", "day"]
LogFormat = Literal["json", "console"]
_UNITS: dict[str, DurationUnit] = {unit: unit for unit in get_args(DurationUnit)}
_RATE = re.compile(rf"^\s*(\d+)\s*/\s*({'|'.join(_UNITS)})\s*$")


class ConfigError(ValueError):
    """A setting in the environment cannot be understood; the message names the variable."""


@dataclass(frozen=True)
class Settings:
    database_url: str | None = None
    """PostgreSQL DSN; None means an embedded pgserver in `data_dir`. Several hosts with
    `target_session_attrs=read-write` follow a failover (docs/operations.md#failover)."""
    database_read_url: str | None = None
    """A hot standby's DSN for the audit reads — replays, recaps, exports, integrity checks — each of which
    falls back to the primary when the standby has not applied the campaign's version within
    `read_replica_wait_seconds` or cannot be reached (server/adapters/read_replica.py); None: every read on the
    primary."""
    read_replica_wait_seconds: float = 0.5
    """How long an audit read waits for the standby to apply the version it needs before it reads the primary."""
    redis_url: str | None = None
    """Redis for cross-process live fan-out and shared rate limits; None means in-process fan-out. A
    ``redis+sentinel://`` URL finds the master through Sentinel (server/adapters/redis_client.py), also composed from
    REDIS_SENTINELS."""
    host: str = "127.0.0.1"
    port: int = 8000
    data_dir: Path = Path(".chronicle")
    seed_key: bytes | None = None
    """32-byte AES-GCM key that encrypts verifiable-dice seeds at rest (see `resolve_seed_key`)."""
    admin_token: str | None = None
    """When set, creating a campaign needs `Authorization: Bearer <admin token>`."""
    metrics_token: str | None = None
    """When set, /metrics needs it as a bearer token; when unset /metrics needs the admin token if that is set."""
    cors_origins: tuple[str, ...] = ()
    rate_limit: tuple[DurationUnit, int] | None = ("minute", 1200)
    """Requests per token (or per client address without a token); None disables rate limiting."""
    forwarded_allow_ips: str = "127.0.0.1,::1"
    """Peers trusted to name the client in `X-Forwarded-For` (and the scheme in `X-Forwarded-Proto`):
    comma-separated addresses and networks, or `*` (FORWARDED_ALLOW_IPS, uvicorn's own setting, which
    `chronicle serve` passes on). Rate limits and heavy-read limits of requests without a valid token count
    per client address; behind a proxy that is not trusted here every client has the proxy's."""
    max_body_bytes: int = 64 * 1024
    log_level: str = "INFO"
    log_format: LogFormat = "json"
    """`json` (one object per line) or `console` (text for a terminal); the default picks `console` on a
    terminal (CHRONICLE_LOG_FORMAT)."""
    tracing: bool = False
    """OpenTelemetry traces over OTLP/HTTP (server/ops/tracing.py): CHRONICLE_TRACING, or on when
    OTEL_EXPORTER_OTLP_ENDPOINT is set."""
    access_log: bool = True
    """One log line per request, with its request id, campaign, member and command (CHRONICLE_ACCESS_LOG)."""
    snapshot_every: int = 200
    """Save a state snapshot of a campaign every this many events (each campaign at an offset of its own)."""
    snapshot_keep_every: int = 1000
    """Also keep a snapshot every this many events (and at each table's opening) for reads of the past:
    replays, recaps and states at a past version fold from the newest kept state before them."""
    command_retries: int = 5
    """How many times a command is re-decided on newer state after a concurrent write, before a 409."""
    cache_campaigns: int = 1024
    """How many campaign states each process keeps in memory."""
    idempotency_ttl_hours: int = 48
    """How long an Idempotency-Key's first response is kept (the guarantee is at least 24 h)."""
    token_cache_seconds: float = 2.0
    """How long a process may answer a token from memory at most (see server/access/token_cache.py: changes reach
    every process within milliseconds; this bounds the case of a lost notice); 0 looks every token up."""
    seed_key_check: bool = True
    """Check at start that the seed key opens the newest stored seed, and stay unready if not
    (CHRONICLE_SEED_KEY_CHECK; off only when a lost key was replaced on purpose)."""
    migrate: bool = True
    """Apply pending migrations at start-up; `CHRONICLE_MIGRATE=off` for replicas when a release step (a
    Kubernetes Job, a Compose one-shot service, `chronicle migrate`) migrates instead."""
    read_concurrency: int = 4
    """Heavy reads (integrity, the events log, state at a past version, replay, recap, fairness) running at
    once in a process; more wait in a queue (server/http/read_limits.py)."""
    read_concurrency_per_token: int = 2
    """Heavy reads one token (or one client address) may have running or waiting; more are refused (503)."""
    read_queue: int = 32
    """Heavy reads that may wait for a slot; when full a read is refused with 503 `reads_busy`."""
    read_queue_seconds: float = 10.0
    """How long a heavy read may wait for a slot before it is refused with 503 `reads_busy`."""
    read_timeout_seconds: float = 30.0
    """How long a heavy read may run before it is stopped with 503 `read_timeout`; 0 means no limit."""
    read_max_bytes: int = 32 * 1024 * 1024
    """Largest answer a heavy read may build; larger ones are refused with 413 `read_too_large`; 0: no limit."""
    read_threads: int = 2
    """Threads that run the CPU-heavy part of heavy reads off the event loop."""
    read_processes: int = 2
    """Worker processes that check long hash chains (integrity) side by side, started with the server; 0:
    none (the chain is checked on the read threads)."""

    def with_(self, **changes: object) -> Settings:
        return replace(self, **changes)  # type: ignore[arg-type]


def parse_rate_limit(value: str) -> tuple[DurationUnit, int] | None:
    """`"1200/minute"` → ("minute", 1200); `"0"`, `"off"` or `""` → None (no limit)."""
    if value.strip().lower() in {"", "0", "off", "none"}:
        return None
    match = _RATE.match(value)
    if match is None:
        raise ConfigError(f"CHRONICLE_RATE_LIMIT must look like '1200/minute', not {value!r}")
    return _UNITS[match.group(2)], int(match.group(1))


def parse_forwarded_allow_ips(value: str) -> str:
    """FORWARDED_ALLOW_IPS checked: each item an IP address or network, or the whole value `*`. (uvicorn
    would take anything else for a literal host name no client ever has, and trust nobody without a word.)"""
    items = [item.strip() for item in value.split(",") if item.strip()]
    if items == ["*"]:
        return "*"
    if not items:
        raise ConfigError("FORWARDED_ALLOW_IPS must name at least one address or network, or be *")
    for item in items:
        try:
            ipaddress.ip_network(item, strict=False) if "/" in item else ipaddress.ip_address(item)
        except ValueError:
            raise ConfigError(
                f"FORWARDED_ALLOW_IPS: {item!r} is neither an IP address nor a network (like 10.0.0.0/8), "
                "and * may only stand alone"
            ) from None
    return ",".join(items)


def _int(env: dict[str, str], name: str, default: int) -> int:
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise ConfigError(f"{name} must be an integer, not {raw!r}") from None


def _seconds(env: dict[str, str], name: str, default: float) -> float:
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"{name} must be a number of seconds, not {raw!r}") from None
    if not value >= 0:
        raise ConfigError(f"{name} must be 0 or more, not {raw!r}")
    return value


def decode_key(text: str, source: str) -> bytes:
    """A seed key is 32 bytes, written as url-safe base64 (with or without padding) or 64 hex digits."""
    text = text.strip()
    try:
        key = bytes.fromhex(text) if len(text) == 64 else base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except ValueError:
        raise ConfigError(f"{source} is neither base64 nor hex") from None
    if len(key) != 32:
        raise ConfigError(f"{source} must hold 32 bytes (AES-256), it holds {len(key)}")
    return key


SECRET_VARIABLES = (
    "DATABASE_URL",
    "DATABASE_READ_URL",
    "DATABASE_PASSWORD",
    "REDIS_URL",
    "REDIS_PASSWORD",
    "REDIS_SENTINEL_PASSWORD",
    "CHRONICLE_SEED_KEY",
    "CHRONICLE_ADMIN_TOKEN",
    "CHRONICLE_METRICS_TOKEN",
)
"""Variables that may instead name a file holding the value, as `<NAME>_FILE` (Docker and Kubernetes secrets)."""


def _with_secret_files(env: dict[str, str]) -> dict[str, str]:
    """`env` with each `<NAME>_FILE` of SECRET_VARIABLES read into `<NAME>` (surrounding white space dropped).

    Setting both a variable and its `_FILE` is a mistake worth stopping for: which one wins would be a guess.
    """
    for name in SECRET_VARIABLES:
        path = env.get(f"{name}_FILE")
        if not path:
            continue
        if env.get(name):
            raise ConfigError(f"set {name} or {name}_FILE, not both")
        try:
            env[name] = Path(path).read_text().strip()
        except OSError as exc:
            raise ConfigError(f"{name}_FILE: cannot read {path}: {exc.strerror}") from None
    return env


def _switch(env: dict[str, str], name: str, default: bool) -> bool:
    raw = (env.get(name) or "").strip().lower()
    if raw == "":
        return default
    if raw in {"1", "on", "true", "yes"}:
        return True
    if raw in {"0", "off", "false", "no"}:
        return False
    raise ConfigError(f"{name} must be on or off, not {env[name]!r}")


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def _log_level(env: dict[str, str]) -> str:
    raw = (env.get("CHRONICLE_LOG_LEVEL") or "INFO").strip().upper()
    if raw not in LOG_LEVELS:
        raise ConfigError(
            f"CHRONICLE_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {env['CHRONICLE_LOG_LEVEL']!r}"
        )
    return raw


def _log_format(env: dict[str, str]) -> LogFormat:
    raw = (env.get("CHRONICLE_LOG_FORMAT") or "").strip().lower()
    if raw == "":
        return "console" if sys.stderr.isatty() else "json"
    if raw == "json":
        return "json"
    if raw == "console":
        return "console"
    raise ConfigError(f"CHRONICLE_LOG_FORMAT must be json or console, not {env['CHRONICLE_LOG_FORMAT']!r}")


def _redis_url(env: dict[str, str]) -> str | None:
    """REDIS_URL (either form, server/adapters/redis_client.py), or the Sentinel URL that REDIS_SENTINELS,
    REDIS_SENTINEL_MASTER, REDIS_PASSWORD and REDIS_SENTINEL_PASSWORD describe."""
    from server.adapters.redis_client import DEFAULT_MASTER, is_sentinel_url, parse_sentinel_url, sentinel_url

    url = env.get("REDIS_URL") or None
    sentinels = (env.get("REDIS_SENTINELS") or "").strip()
    if not sentinels:
        for name in ("REDIS_SENTINEL_MASTER", "REDIS_PASSWORD", "REDIS_SENTINEL_PASSWORD"):
            if env.get(name):
                raise ConfigError(f"{name} is used only with REDIS_SENTINELS (put a password in REDIS_URL)")
        try:
            if url is not None and is_sentinel_url(url):
                parse_sentinel_url(url, "REDIS_URL")
        except ValueError as exc:
            raise ConfigError(str(exc)) from None
        return url
    if url is not None:
        raise ConfigError("set REDIS_URL or REDIS_SENTINELS, not both")
    try:
        return sentinel_url(
            sentinels,
            master=(env.get("REDIS_SENTINEL_MASTER") or "").strip() or DEFAULT_MASTER,
            password=env.get("REDIS_PASSWORD") or None,
            sentinel_password=env.get("REDIS_SENTINEL_PASSWORD") or None,
        )
    except ValueError as exc:
        raise ConfigError(str(exc)) from None


def _read_url(env: dict[str, str]) -> str | None:
    read_url = env.get("DATABASE_READ_URL") or None
    if read_url and not env.get("DATABASE_URL"):
        raise ConfigError("DATABASE_READ_URL needs DATABASE_URL: a standby of the embedded PostgreSQL makes no sense")
    return with_password(read_url, env.get("DATABASE_PASSWORD") or None)


def _database_url(env: dict[str, str]) -> str | None:
    url = env.get("DATABASE_URL") or None
    password = env.get("DATABASE_PASSWORD") or None
    if password and not url:
        raise ConfigError("DATABASE_PASSWORD needs DATABASE_URL: the embedded PostgreSQL has no password")
    return with_password(url, password)


def with_password(url: str | None, password: str | None) -> str | None:
    """`url` with `password` in it, unless it names one already (DATABASE_PASSWORD: one secret for
    DATABASE_URL and DATABASE_READ_URL, kept in a file of its own — the Secret an operator such as
    CloudNativePG reads the database owner's password from — while the URLs, which hold no secret, are
    ordinary configuration). Several hosts (`user@db-a:5432,db-b:5432`) keep their one user part."""
    if url is None or password is None:
        return url
    parts = urlsplit(url)
    userinfo, at, hosts = parts.netloc.rpartition("@")
    if ":" in userinfo:
        return url
    netloc = f"{userinfo}:{quote(password, safe='')}@{hosts if at else parts.netloc}"
    return urlunsplit(parts._replace(netloc=netloc))


def from_env(env: dict[str, str] | None = None) -> Settings:
    """Settings from environment variables (the README's configuration table lists them)."""
    env = _with_secret_files(dict(os.environ if env is None else env))
    origins = tuple(o.strip() for o in env.get("CHRONICLE_CORS_ORIGINS", "").split(",") if o.strip())
    seed_key = env.get("CHRONICLE_SEED_KEY")
    return Settings(
        database_url=_database_url(env),
        database_read_url=_read_url(env),
        read_replica_wait_seconds=_seconds(env, "CHRONICLE_READ_REPLICA_WAIT_SECONDS", 0.5),
        redis_url=_redis_url(env),
        host=env.get("CHRONICLE_HOST") or "127.0.0.1",
        port=_int(env, "CHRONICLE_PORT", 8000),
        data_dir=Path(env.get("CHRONICLE_DATA_DIR") or ".chronicle"),
        seed_key=decode_key(seed_key, "CHRONICLE_SEED_KEY") if seed_key else None,
        admin_token=env.get("CHRONICLE_ADMIN_TOKEN") or None,
        metrics_token=env.get("CHRONICLE_METRICS_TOKEN") or None,
        cors_origins=origins,
        rate_limit=parse_rate_limit(env.get("CHRONICLE_RATE_LIMIT", "1200/minute")),
        forwarded_allow_ips=parse_forwarded_allow_ips(env.get("FORWARDED_ALLOW_IPS") or "127.0.0.1,::1"),
        max_body_bytes=_int(env, "CHRONICLE_MAX_BODY_BYTES", 64 * 1024),
        log_level=_log_level(env),
        log_format=_log_format(env),
        access_log=_switch(env, "CHRONICLE_ACCESS_LOG", True),
        tracing=_switch(
            env,
            "CHRONICLE_TRACING",
            bool(env.get("OTEL_EXPORTER_OTLP_ENDPOINT") or env.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")),
        ),
        snapshot_every=max(1, _int(env, "CHRONICLE_SNAPSHOT_EVERY", 200)),
        snapshot_keep_every=max(1, _int(env, "CHRONICLE_SNAPSHOT_KEEP_EVERY", 1000)),
        command_retries=max(0, _int(env, "CHRONICLE_COMMAND_RETRIES", 5)),
        cache_campaigns=max(1, _int(env, "CHRONICLE_CACHE_CAMPAIGNS", 1024)),
        idempotency_ttl_hours=max(24, _int(env, "CHRONICLE_IDEMPOTENCY_TTL_HOURS", 48)),
        token_cache_seconds=_seconds(env, "CHRONICLE_TOKEN_CACHE_SECONDS", 2.0),
        read_concurrency=max(1, _int(env, "CHRONICLE_READ_CONCURRENCY", 4)),
        read_concurrency_per_token=max(1, _int(env, "CHRONICLE_READ_CONCURRENCY_PER_TOKEN", 2)),
        read_queue=max(0, _int(env, "CHRONICLE_READ_QUEUE", 32)),
        read_queue_seconds=_seconds(env, "CHRONICLE_READ_QUEUE_SECONDS", 10.0),
        read_timeout_seconds=_seconds(env, "CHRONICLE_READ_TIMEOUT_SECONDS", 30.0),
        read_max_bytes=max(0, _int(env, "CHRONICLE_READ_MAX_BYTES", 32 * 1024 * 1024)),
        read_threads=max(1, _int(env, "CHRONICLE_READ_THREADS", 2)),
        read_processes=max(0, _int(env, "CHRONICLE_READ_PROCESSES", 2)),
        migrate=_switch(env, "CHRONICLE_MIGRATE", True),
        seed_key_check=_switch(env, "CHRONICLE_SEED_KEY_CHECK", True),
    )


def require_seed_key(settings: Settings) -> None:
    """Outside the embedded default (DATABASE_URL given) a seed key must be configured, not invented.

    A generated key lives in the data folder; on a container's ephemeral disk it would vanish at the next
    restart, and with it every open verifiable table's seeds. A server on a real database refuses to start
    instead, naming the variables that fix it.
    """
    if settings.seed_key is None and settings.database_url:
        raise ConfigError(
            "CHRONICLE_SEED_KEY (or CHRONICLE_SEED_KEY_FILE) must be set when DATABASE_URL is: a generated key "
            "would be lost with the data folder, and the seeds of open verifiable tables with it "
            "(make one with: python -c 'import secrets; print(secrets.token_hex(32))')"
        )


def resolve_seed_key(settings: Settings) -> Settings:
    """Settings whose `seed_key` is set: the configured one, or one kept in `<data_dir>/seed.key`.

    Losing this key makes the seeds of still-open verifiable tables unreadable (their tables can no longer
    roll or reveal), so the generated key is written once with owner-only permissions and reused.
    """
    if settings.seed_key is not None:
        return settings
    path = settings.data_dir / "seed.key"
    if path.exists():
        key = decode_key(path.read_text(), str(path))
        log.info("verifiable-dice seeds are encrypted with the key in %s", path)
        return settings.with_(seed_key=key)
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_bytes(32)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(base64.urlsafe_b64encode(key).decode() + "\n")
    log.warning(
        "CHRONICLE_SEED_KEY is unset: generated a new seed-encryption key in %s (back it up, or set the variable)",
        path,
    )
    return settings.with_(seed_key=key)
