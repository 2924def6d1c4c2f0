"""The deployment files an operator applies: every Kubernetes manifest is valid against the Kubernetes API
schemas (kubernetes-validate ships them: no cluster, no network), the kustomizations name every file beside
them, and the probes, secrets and commands the manifests, the Compose file and the Dockerfile use are ones
Chronicle really has."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml
from kubernetes_validate import utils as k8s

from server.cli import build_parser
from server.config import SECRET_VARIABLES
from server.openapi_export import document

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
KUBERNETES = DEPLOY / "kubernetes"
KUBERNETES_VERSION = "1.33.0"
"""The oldest Kubernetes the manifests are meant for (the preStop `sleep` action needs 1.30+)."""


def manifests() -> list[tuple[str, dict[str, Any]]]:
    found = []
    for path in sorted(KUBERNETES.rglob("*.yaml")):
        if path.name == "kustomization.yaml":
            continue
        for doc in yaml.safe_load_all(path.read_text()):
            found.append((f"{path.relative_to(DEPLOY)}:{doc['kind']}/{doc['metadata']['name']}", doc))
    return found


@pytest.mark.parametrize(("name", "resource"), manifests(), ids=[n for n, _ in manifests()])
def test_each_kubernetes_manifest_is_valid_against_the_api_schemas(name: str, resource: dict[str, Any]) -> None:
    k8s.validate(resource, KUBERNETES_VERSION, strict=True)  # raises, naming the field, when it is not


@pytest.mark.parametrize("folder", sorted(p.parent for p in KUBERNETES.rglob("kustomization.yaml")))
def test_each_kustomization_names_every_manifest_beside_it(folder: Path) -> None:
    kustomization = yaml.safe_load((folder / "kustomization.yaml").read_text())
    listed = {r for r in kustomization["resources"] if r.endswith(".yaml")}
    assert listed == {p.name for p in folder.glob("*.yaml")} - {"kustomization.yaml"}
    for other in set(kustomization["resources"]) - listed:
        assert (folder / other / "kustomization.yaml").exists(), other


def _pod_specs() -> list[tuple[str, dict[str, Any]]]:
    specs = []
    for name, resource in manifests():
        spec = resource.get("spec", {})
        template = spec.get("template") or spec.get("jobTemplate", {}).get("spec", {}).get("template")
        if template is not None:
            specs.append((name, template["spec"]))
    return specs


def test_probes_point_at_routes_the_server_serves() -> None:
    paths = set(document()["paths"])
    (deployment,) = [r for n, r in manifests() if r["kind"] == "Deployment"]
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    assert container["livenessProbe"]["httpGet"]["path"] == "/health/live"
    assert container["startupProbe"]["httpGet"]["path"] == "/health/live"
    assert container["readinessProbe"]["httpGet"]["path"] == "/health/ready"
    assert {"/health/live", "/health/ready"} <= paths


def test_every_pod_runs_a_real_chronicle_command_as_non_root_with_its_secrets_from_files() -> None:
    commands = set(build_parser()._subparsers._group_actions[0].choices)  # type: ignore[union-attr]
    variables = {f"{name}_FILE" for name in SECRET_VARIABLES}
    for name, pod in _pod_specs():
        assert pod["securityContext"]["runAsNonRoot"] is True, name
        for container in pod["containers"]:
            assert container["args"][0] in commands, name
            env = {e["name"] for e in container.get("env", [])}
            assert env <= variables | {"CHRONICLE_MIGRATE"}, (name, env - variables)
            assert "DATABASE_URL_FILE" in env, name
    (server,) = [p for n, p in _pod_specs() if "Deployment" in n]
    assert "CHRONICLE_SEED_KEY_FILE" in {e["name"] for e in server["containers"][0]["env"]}


def test_the_compose_file_runs_migrations_once_then_three_replicas_behind_nginx() -> None:
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    services = compose["services"]
    assert services["migrate"]["command"] == ["migrate"]
    server = services["chronicle"]
    assert server["deploy"]["replicas"] == 3
    assert server["environment"]["CHRONICLE_MIGRATE"] == "off"
    assert server["depends_on"]["migrate"] == {"condition": "service_completed_successfully"}
    assert "/health/ready" in " ".join(server["healthcheck"]["test"])
    for name in ("migrate", "chronicle"):
        env = services[name]["environment"]
        assert env["CHRONICLE_SEED_KEY_FILE"].startswith("/run/secrets/") and "CHRONICLE_SEED_KEY" not in env
    for secret in compose["secrets"].values():
        assert secret["file"].startswith("./secrets/")
    nginx = (DEPLOY / "compose" / "nginx.conf").read_text()
    assert "proxy_buffering off" in nginx and "Upgrade $http_upgrade" in nginx


def test_no_proxy_logs_a_query_string_a_live_token_travels_in() -> None:
    for conf in (DEPLOY / "nginx.conf", DEPLOY / "compose" / "nginx.conf"):
        text = conf.read_text()
        assert "$uri" in text and "$request " not in text and "$request_uri" not in text, conf
        assert all(" chronicle;" in line for line in text.splitlines() if line.strip().startswith("access_log")), conf
    (ingress,) = [r for _, r in manifests() if r["kind"] == "Ingress"]
    assert ingress["metadata"]["annotations"]["nginx.ingress.kubernetes.io/enable-access-log"] == "false"


def test_the_image_installs_from_the_lock_and_runs_unprivileged() -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert "COPY pyproject.toml uv.lock" in dockerfile and "uv sync --frozen" in dockerfile
    assert "--extra" not in dockerfile and "--group" not in dockerfile  # no embedded PostgreSQL, no test tools
    assert "\nUSER chronicle\n" in dockerfile
    packages = tomllib.loads((DEPLOY.parent / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    for pattern in packages["find"]["include"]:  # every package the wheel is built from is in the build context
        package = pattern.rstrip("*")
        assert f"COPY {package} ./{package}\n" in dockerfile, package
    assert "/health/live" in dockerfile.split("HEALTHCHECK", 1)[1]


def test_the_wheel_carries_every_file_the_server_serves_or_runs() -> None:
    """The image installs the wheel (`--no-editable`): a file of `server` that is not Python is in it only
    when pyproject's package-data names it (the migrations, the vendored docs UIs under server/static)."""
    globs = tomllib.loads((DEPLOY.parent / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    server = DEPLOY.parent / "server"
    packaged = {path for pattern in globs["server"] for path in server.glob(pattern) if path.is_file()}
    for folder in ("migrations", "static"):
        files = {p for p in (server / folder).rglob("*") if p.is_file()}
        assert files and files <= packaged, sorted(str(p) for p in files - packaged)
