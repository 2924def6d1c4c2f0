"""The Kubernetes component for Redis with Sentinel (deploy/kubernetes/components/redis-sentinel), as
`kubectl kustomize` renders the overlay that uses it: the server is configured through the sentinels only,
with its Redis password as a file of a Secret of its own, and what it is given is a configuration
Chronicle accepts — the sentinels, the master set and the passwords it will use. (Schemas, probes, policies
and the Secret's keys are checked for every overlay by tests/deploy/test_manifests.py.)"""

from __future__ import annotations

from pathlib import Path

from server.adapters.redis_client import parse_sentinel_url
from server.config import from_env
from tests.deploy.test_manifests import KUBERNETES, _one, _rendered

OVERLAY = KUBERNETES / "overlays" / "example-redis-sentinel"


def test_the_overlay_configures_the_server_through_sentinel_with_the_password_from_the_secret(
    tmp_path: Path,
) -> None:
    resources = _rendered(OVERLAY)
    config = _one(resources, "ConfigMap", "chronicle")["data"]
    assert "REDIS_URL" not in config, "REDIS_URL and REDIS_SENTINELS together refuse to start"
    deployment = _one(resources, "Deployment", "chronicle")
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    assert {"configMapRef": {"name": "chronicle"}} in container["envFrom"]
    env = {e["name"]: e["value"] for e in container["env"]}
    mounts = {m["name"]: m["mountPath"] for m in container["volumeMounts"]}
    volumes = {v["name"]: v for v in deployment["spec"]["template"]["spec"]["volumes"]}
    folder = mounts["redis-secret"]
    assert env["REDIS_PASSWORD_FILE"] == env["REDIS_SENTINEL_PASSWORD_FILE"] == f"{folder}/redis_password"
    assert volumes["redis-secret"]["secret"]["secretName"] == "chronicle-redis"
    # a Secret of its own, holding the password only: the Redis chart reads it too (auth.existingSecret)
    assert set(_one(resources, "Secret", "chronicle-redis")["data"]) == {"redis_password"}

    # what the pod's environment gives the server: its files played by a folder here
    (tmp_path / "redis_password").write_text("s3cret:/@\n")
    pod_env = {**config, **{k: v.replace(folder, str(tmp_path)) for k, v in env.items()}}
    for name in ("DATABASE_URL_FILE", "CHRONICLE_SEED_KEY_FILE", "CHRONICLE_METRICS_TOKEN_FILE"):
        pod_env.pop(name)
    settings = from_env(pod_env)
    assert settings.redis_url is not None
    address = parse_sentinel_url(settings.redis_url)
    assert address.master == "mymaster"
    assert address.sentinels == tuple((f"redis-node-{i}.redis-headless", 26379) for i in range(3))
    assert address.password == address.sentinel_password == "s3cret:/@"
