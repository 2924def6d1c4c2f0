"""Moves server/ into rooms named for what they hold, and rewrites every reference to a moved module.

Run once from the repository's root on a clean tree (`python3 tools/server_rooms.py`): `git mv` each module
of MOVES, then rewrite dotted imports (`server.tokens`, `from server import logs`) and paths
(`server/tokens.py`) in every tracked text file but this one, then split the comment and docstring lines the
longer names made too long. Re-running it on a newer main after a conflicting rebase gives the same layout.
"""

from __future__ import annotations

import re
import subprocess
import textwrap
from pathlib import Path

MOVES = {
    # access: who may call — bearer tokens, their look-up and scopes, rate limits
    "server/auth.py": "server/access/auth.py",
    "server/tokens.py": "server/access/tokens.py",
    "server/token_cache.py": "server/access/token_cache.py",
    "server/token_info.py": "server/access/token_info.py",
    "server/token_lookup.py": "server/access/token_lookup.py",
    "server/token_scope.py": "server/access/token_scope.py",
    "server/rate_limit.py": "server/access/rate_limit.py",
    # http: the HTTP edge — problems, input checks, idempotency, cursors, read limits, conventions, and routes
    "server/problems.py": "server/http/problems.py",
    "server/input_checks.py": "server/http/input_checks.py",
    "server/idempotency.py": "server/http/idempotency.py",
    "server/cursors.py": "server/http/cursors.py",
    "server/read_limits.py": "server/http/read_limits.py",
    "server/response_conventions.py": "server/http/response_conventions.py",
    "server/request_edge.py": "server/http/request_edge.py",
    "server/command_result.py": "server/http/command_result.py",
    "server/schemas.py": "server/http/schemas.py",
    "server/openapi_conventions.py": "server/http/openapi_conventions.py",
    "server/openapi_names.py": "server/http/openapi_names.py",
    "server/static_assets.py": "server/http/static_assets.py",
    "server/routes/http.py": "server/http/plumbing.py",
    "server/routes/__init__.py": "server/http/routes/__init__.py",
    "server/routes/access.py": "server/http/routes/access.py",
    "server/routes/audit.py": "server/http/routes/audit.py",
    "server/routes/campaigns.py": "server/http/routes/campaigns.py",
    "server/routes/commands.py": "server/http/routes/commands.py",
    "server/routes/luck.py": "server/http/routes/luck.py",
    "server/routes/offers.py": "server/http/routes/offers.py",
    "server/routes/reads.py": "server/http/routes/reads.py",
    "server/routes/replay.py": "server/http/routes/replay.py",
    "server/routes/system.py": "server/http/routes/system.py",
    "server/routes/web.py": "server/http/routes/web.py",
    "server/live/routes.py": "server/http/routes/live.py",
    "server/webhooks/routes.py": "server/http/routes/webhooks.py",
    # ops: running it — logs, metrics, traces, readiness and liveness, redaction, the crash tests' fault point
    "server/logs.py": "server/ops/logs.py",
    "server/metrics.py": "server/ops/metrics.py",
    "server/tracing.py": "server/ops/tracing.py",
    "server/readiness.py": "server/ops/readiness.py",
    "server/liveness.py": "server/ops/liveness.py",
    "server/redaction.py": "server/ops/redaction.py",
    "server/faults.py": "server/ops/faults.py",
    # cli: the `chronicle` command line and its sub-commands
    "server/cli.py": "server/cli/chronicle.py",
    "server/audit_cli.py": "server/cli/audit.py",
    "server/forget_cli.py": "server/cli/forget.py",
    "server/replay/cli.py": "server/cli/replay.py",
    "server/openapi_export.py": "server/cli/openapi.py",
    "server/asyncapi_export.py": "server/cli/asyncapi.py",
    # adapters: what the application's ports and the audits run on — Redis, the read standby, the seed vault,
    # snapshots, upcasters, what forgetting erases beyond the log, the audits' store reads
    "server/redis_client.py": "server/adapters/redis_client.py",
    "server/read_replica.py": "server/adapters/read_replica.py",
    "server/seed_vault.py": "server/adapters/seed_vault.py",
    "server/snapshots.py": "server/adapters/snapshots.py",
    "server/upcasters.py": "server/adapters/upcasters.py",
    "server/forgetting.py": "server/adapters/forgetting.py",
    "server/audit.py": "server/adapters/audit.py",
}
TEST_MOVES = {
    # tests/server mirrors the rooms; the end-to-end tests of the routes' features stay in tests/server
    "tests/server/test_access.py": "tests/server/access/test_access.py",
    "tests/server/test_token_cache.py": "tests/server/access/test_token_cache.py",
    "tests/server/test_token_scopes.py": "tests/server/access/test_token_scopes.py",
    "tests/server/test_rate_limit.py": "tests/server/access/test_rate_limit.py",
    "tests/server/test_rate_limit_keys.py": "tests/server/access/test_rate_limit_keys.py",
    "tests/server/test_logs.py": "tests/server/ops/test_logs.py",
    "tests/server/test_log_secrets.py": "tests/server/ops/test_log_secrets.py",
    "tests/server/test_metrics.py": "tests/server/ops/test_metrics.py",
    "tests/server/test_tracing.py": "tests/server/ops/test_tracing.py",
    "tests/server/test_readiness.py": "tests/server/ops/test_readiness.py",
    "tests/server/test_probes.py": "tests/server/ops/test_probes.py",
    "tests/server/test_redaction.py": "tests/server/ops/test_redaction.py",
    "tests/server/test_audit_commands.py": "tests/server/cli/test_audit_commands.py",
    "tests/server/test_replay_cli.py": "tests/server/cli/test_replay_cli.py",
    "tests/server/test_transfer_cli.py": "tests/server/cli/test_transfer_cli.py",
    "tests/server/test_verify_exit_codes.py": "tests/server/cli/test_verify_exit_codes.py",
    "tests/server/test_redis_client.py": "tests/server/adapters/test_redis_client.py",
    "tests/server/test_read_standby_fallback.py": "tests/server/adapters/test_read_standby_fallback.py",
    "tests/server/test_seed_secrecy.py": "tests/server/adapters/test_seed_secrecy.py",
    "tests/server/test_snapshots.py": "tests/server/adapters/test_snapshots.py",
    "tests/server/test_stale_snapshots.py": "tests/server/adapters/test_stale_snapshots.py",
    "tests/server/test_webhooks.py": "tests/server/webhooks/test_webhooks.py",
    "tests/server/test_webhook_addresses.py": "tests/server/webhooks/test_webhook_addresses.py",
    "tests/server/test_webhook_changes.py": "tests/server/webhooks/test_webhook_changes.py",
    "tests/server/test_webhook_processes.py": "tests/server/webhooks/test_webhook_processes.py",
    "tests/server/test_webhook_rate_limits.py": "tests/server/webhooks/test_webhook_rate_limits.py",
    "tests/server/test_webhook_viewers.py": "tests/server/webhooks/test_webhook_viewers.py",
    "tests/server/test_errors.py": "tests/server/http/test_errors.py",
    "tests/server/test_hostile_input.py": "tests/server/http/test_hostile_input.py",
    "tests/server/test_idempotency.py": "tests/server/http/test_idempotency.py",
    "tests/server/test_conventions.py": "tests/server/http/test_conventions.py",
    "tests/server/test_contract_headers.py": "tests/server/http/test_contract_headers.py",
    "tests/server/test_read_limits.py": "tests/server/http/test_read_limits.py",
    "tests/server/test_openapi.py": "tests/server/http/test_openapi.py",
    "tests/server/test_asyncapi.py": "tests/server/http/test_asyncapi.py",
    "tests/server/test_docs_ui.py": "tests/server/http/test_docs_ui.py",
}
MOVES.update(TEST_MOVES)
NEW_PACKAGES = {
    "server/access": "Who may call: bearer tokens (issued, looked up, cached, scoped) and rate limits.",
    "server/http": "The HTTP edge: problem details, input checks, idempotency, cursors, read limits, the API "
    "document's conventions, and every route (routes/).",
    "server/http/routes": None,
    "server/ops": "Running Chronicle: logs, metrics, traces, readiness and liveness, redaction of secrets.",
    "server/cli": "The `chronicle` command line (chronicle.py) and its sub-commands.",
    **{f"tests/server/{room}": None for room in ("access", "ops", "cli", "adapters", "webhooks", "http")},
    "server/adapters": "What the application's ports and the audits run on: Redis, the read standby, the seed "
    "vault, snapshots, upcasters, and the server's own tables.",
}
TEXT = {".py", ".md", ".toml", ".yaml", ".yml", ".txt", ".sh", ".cfg", ".ini", ".json", ""}


def dotted(path: str) -> str:
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def main() -> None:
    root = Path.cwd()
    for old, new in MOVES.items():
        (root / new).parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "mv", old, new], check=True)
    for package, doc in NEW_PACKAGES.items():
        init = root / package / "__init__.py"
        if not init.exists():
            init.write_text(f'"""{textwrap.fill(doc, 116)}"""\n' if doc else "")
            subprocess.run(["git", "add", str(init)], check=True)
    for leftover in ("server/routes", "server/replay"):  # emptied (their __pycache__ aside)
        for cache in (root / leftover).rglob("__pycache__"):
            for f in cache.iterdir():
                f.unlink()
            cache.rmdir()
        if (root / leftover).exists() and not any((root / leftover).iterdir()):
            (root / leftover).rmdir()

    modules = {dotted(old): dotted(new) for old, new in MOVES.items()}
    paths = {old: new for old, new in MOVES.items()}
    by_dots = re.compile(
        r"\b(" + "|".join(re.escape(m) for m in sorted(modules, key=len, reverse=True)) + r")\b(?![\w/])"
    )
    by_path = re.compile(r"\b(" + "|".join(re.escape(p) for p in sorted(paths, key=len, reverse=True)) + r")")
    top = {m.split(".")[1]: n for m, n in modules.items() if m.count(".") == 1}
    from_server = re.compile(r"^(\s*)from server import ([\w, ]+)$", re.M)

    def split_from_server(match: re.Match[str]) -> str:
        indent, names = match[1], [n.strip() for n in match[2].split(",")]
        kept = [n for n in names if n not in top]
        lines = [f"{indent}from server import {', '.join(kept)}"] if kept else []
        for name in names:
            if name in top:
                package, _, module = top[name].rpartition(".")
                lines.append(f"{indent}from {package} import {module}" + ("" if module == name else f" as {name}"))
        return "\n".join(lines)

    files = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout.split()
    for name in files:
        path = root / name
        if not path.is_file() or name == "tools/server_rooms.py" or "/static/" in name:
            continue
        if name.endswith(("uv.lock", "openapi.json", "asyncapi.json")):
            continue
        if path.suffix not in TEXT and path.name not in ("Dockerfile", "dev", "run"):
            continue
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            continue
        new = by_path.sub(lambda m: paths[m[1]], text)
        new = by_dots.sub(lambda m: modules[m[1]], new)
        if name.endswith(".py"):
            new = from_server.sub(split_from_server, new)
            new = new.replace(
                "from server.webhooks import routes as webhooks", "from server.http.routes import webhooks"
            )
        if new != text:
            path.write_text(new)
    for moved in TEST_MOVES.values():  # a test one folder deeper finds the repository one parent further
        p = root / moved
        p.write_text(
            p.read_text().replace("Path(__file__).resolve().parents[2]", "Path(__file__).resolve().parents[3]")
        )
    boundaries = root / "tests/application/test_boundaries.py"  # names the server's modules relative to server/
    text = boundaries.read_text().replace('startswith("routes/")', 'startswith("http/routes/")')
    for old, new in MOVES.items():
        text = text.replace(f'"{old.removeprefix("server/")}"', f'"{new.removeprefix("server/")}"')
    boundaries.write_text(text)
    for exporter in ("server/cli/openapi.py", "server/cli/asyncapi.py"):  # one level deeper than before
        p = root / exporter
        p.write_text(
            p.read_text().replace("Path(__file__).resolve().parent.parent /", "Path(__file__).resolve().parents[2] /")
        )

    subprocess.run([".venv/bin/ruff", "check", "--fix", "--select", "I,F401", "."], capture_output=True)
    _split_long_lines()


def _split_long_lines() -> None:
    """Lines ruff finds too long (E501) after the rewrite: a comment or docstring line is split at its last
    space before column 120 (code lines are left for ruff format)."""
    report = subprocess.run(
        [".venv/bin/ruff", "check", ".", "--select", "E501", "--output-format", "concise"],
        capture_output=True,
        text=True,
    ).stdout
    hits: dict[str, list[int]] = {}
    for line in report.splitlines():
        if m := re.match(r"(.+?):(\d+):\d+: E501", line):
            hits.setdefault(m[1], []).append(int(m[2]))
    for path, numbers in hits.items():
        lines = Path(path).read_text().split("\n")
        for n in sorted(numbers, reverse=True):
            text = lines[n - 1]
            indent = len(text) - len(text.lstrip())
            cut = text.rfind(" ", indent + 1, 120)
            if text.lstrip().startswith("#") and cut > indent:
                lines[n - 1 : n] = [text[:cut], " " * indent + "# " + text[cut + 1 :]]
            elif cut > indent and not re.match(r"\s*(def|class|return|from|import|\w+ =|\w+\()", text):
                lines[n - 1 : n] = [text[:cut], " " * indent + text[cut + 1 :]]
        Path(path).write_text("\n".join(lines))


if __name__ == "__main__":
    main()
