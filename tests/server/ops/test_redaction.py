"""The redaction every log line passes through (server/ops/redaction.py): each shape of secret, the configured
values in each spelling, and lines that keep what an operator needs around them."""

from __future__ import annotations

import json

import pytest

from eventstore.dsn import display
from server.config import Settings
from server.ops.redaction import Redactor, configured_secrets, key_spellings, redact

TOKEN = "chr_nD7oOT2dAbCdEfGhIjKlMnOpQrStUvWxYz0123456_-"


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("postgresql://chronicle:s3cr3t@db:5432/chronicle", "postgresql://chronicle:REDACTED@db:5432/chronicle"),
        ("redis://:s3cr3t-pw@redis:6379/0", "redis://:REDACTED@redis:6379/0"),
        (
            f'127.0.0.1:5 - "WebSocket /campaigns/c/live/ws?after=3&token={TOKEN}" [accepted]',
            '127.0.0.1:5 - "WebSocket /campaigns/c/live/ws?after=3&token=REDACTED" [accepted]',
        ),
        ("/recap?token=opaque-value&x=1", "/recap?token=REDACTED&x=1"),
        (f"(b'authorization', b'Bearer {TOKEN}')", "(b'authorization', b'Bearer REDACTED')"),
        ("Authorization: Basic dXNlcjpwYXNz", "Authorization: Basic REDACTED"),
        ("host=db user=chronicle password='two words' dbname=c", "host=db user=chronicle password=REDACTED dbname=c"),
        ("signed with whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "signed with whsec_REDACTED"),
        (f"a token {TOKEN} in a message", "a token chr_REDACTED in a message"),
        ("GET /campaigns/c/state 200", "GET /campaigns/c/state 200"),
        ("/x?TOKEN=abcdef&Access_Token=ghijkl", "/x?TOKEN=REDACTED&Access_Token=REDACTED"),
        ("authorization: BEARER abcdefgh", "authorization: BEARER REDACTED"),
        ("REDIS://u:Secret-1@r:6379", "REDIS://u:REDACTED@r:6379"),
        (
            "redis+sentinel://:pw-1@s1:26379,s2:26379/mymaster/0?sentinel_password=spw-2",
            "redis+sentinel://:REDACTED@s1:26379,s2:26379/mymaster/0?sentinel_password=REDACTED",
        ),
        ("client_secret=abc&id_token=def", "client_secret=REDACTED&id_token=REDACTED"),
    ],
)
def test_each_shape_of_secret_is_replaced_and_the_rest_kept(line: str, expected: str) -> None:
    assert redact(line) == expected


def test_a_json_line_stays_json() -> None:
    line = json.dumps({"event": f'1.2.3.4:5 - "WebSocket /c/live/ws?token={TOKEN}" [accepted]', "level": "info"})
    assert json.loads(redact(line))["event"] == '1.2.3.4:5 - "WebSocket /c/live/ws?token=REDACTED" [accepted]'


def test_configured_values_are_replaced_in_every_spelling() -> None:
    key = bytes(range(32))
    settings = Settings(
        database_url="postgresql://chronicle:p%40ss%2Fword@db/chronicle",
        database_read_url="postgresql://chronicle:standby-pw-9@standby/chronicle",
        redis_url="redis+sentinel://:redis-pw-1@s1:26379/mymaster/0?sentinel_password=sentinel-pw-2",
        seed_key=key,
        admin_token="admin-token-value",
        metrics_token="metrics-token-value",
    )
    redactor = Redactor(configured_secrets(settings))
    secrets = ["p@ss/word", "p%40ss%2Fword", "standby-pw-9", "redis-pw-1", "sentinel-pw-2", "admin-token-value"]
    for secret in [*secrets, "metrics-token-value"]:
        assert redactor(f"x {secret} y") == "x REDACTED y", secret
    for spelling in key_spellings(key):
        assert spelling not in redactor(f"the key is {spelling}")
    assert redactor(json.dumps({"event": 'said "p@ss/word"'})) == json.dumps({"event": 'said "REDACTED"'})


def test_short_configured_values_are_left_to_the_shapes() -> None:
    redactor = Redactor(["abc"])
    assert redactor("abc postgresql://u:abc@h/d") == "abc postgresql://u:REDACTED@h/d"


@pytest.mark.parametrize(
    ("dsn", "shown"),
    [
        ("postgresql://chronicle:s3cr3t@db:5432/chronicle", "postgresql://chronicle:REDACTED@db:5432/chronicle"),
        ("postgresql://chronicle@db/chronicle", "postgresql://chronicle@db/chronicle"),
        ("postgresql://u:pw@/c?host=/run/postgresql", "postgresql://u:REDACTED@/c?host=/run/postgresql"),
        ("host=db password=s3cr3t dbname=c", "host=db dbname=c"),
        ("not a url s3cr3t", "(a database URL that is not a URL)"),
    ],
)
def test_a_database_url_is_printed_without_its_password(dsn: str, shown: str) -> None:
    assert display(dsn) == shown
