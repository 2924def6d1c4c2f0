"""The deployment files an operator applies: every Kubernetes manifest is valid against the Kubernetes API
schemas (kubernetes-validate ships them: no cluster, no network), the kustomizations name every file beside
them, and the probes, secrets and commands the manifests, the Compose file and the Dockerfile use are ones
Chronicle really has."""

from __future__ import annotations

import copy
import shutil
import subprocess
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


# -- Secrets a non-root container must be able to read ----------------------------------------------------

IMAGE_USER = 10001
"""The Dockerfile's `USER chronicle` (uid and gid 10001): who a container runs as when no securityContext says."""


def render(folder: Path, tmp_path: Path) -> list[dict[str, Any]]:
    """`kubectl kustomize` of a kustomization, as `kubectl apply -k` would send it. The overlay's Secret is
    generated from files kept out of the repository: the tree is copied and given stand-ins for them."""
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        pytest.skip("kubectl is not installed: the manifests are checked as written, not as rendered")
    copy = tmp_path / "kubernetes"
    shutil.copytree(KUBERNETES, copy)
    target = copy / folder.relative_to(KUBERNETES)
    for name in ("database_url", "seed_key"):
        (target / "secrets").mkdir(exist_ok=True)
        (target / "secrets" / name).write_text("stand-in\n")
    out = subprocess.run([kubectl, "kustomize", str(target)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return [doc for doc in yaml.safe_load_all(out.stdout) if doc]


def pod_specs_of(resources: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    specs = []
    for resource in resources:
        spec = resource.get("spec", {})
        template = spec.get("template") or spec.get("jobTemplate", {}).get("spec", {}).get("template")
        if resource.get("kind") == "Pod":
            template = resource
        if template is not None:
            specs.append((f"{resource['kind']}/{resource['metadata']['name']}", template["spec"]))
    return specs


def _secret_files(volume: dict[str, Any]) -> list[tuple[str, int]]:
    """(key, file mode) of each file a Secret volume (or a projected volume's Secret) writes; files are root's."""
    sources: list[tuple[dict[str, Any], int]] = []
    if "secret" in volume:
        sources.append((volume["secret"], volume["secret"].get("defaultMode", 0o644)))
    if "projected" in volume:
        default = volume["projected"].get("defaultMode", 0o644)
        sources += [(s["secret"], default) for s in volume["projected"].get("sources", []) if "secret" in s]
    files = []
    for source, default in sources:
        items = source.get("items")
        if items:
            files += [(item["key"], item.get("mode", default)) for item in items]
        else:
            files.append((f"{source.get('secretName', source.get('name'))}/*", default))
    return files


def unreadable_secrets(pod: dict[str, Any]) -> list[str]:
    """Secret files a container of `pod` mounts but cannot read as the user it runs as.

    The kubelet writes a Secret volume's files owned by root, with group `fsGroup` when the pod sets one
    (every container then has that group), with the volume's mode. A non-root process reads such a file
    when the mode lets others read, or lets the group read and the group is the pod's fsGroup. (The kubelet
    also adds the group's read bit where fsGroup is set; the manifests do not lean on that: the mode they
    write is the mode the files get.)"""
    pod_context = pod.get("securityContext", {})
    fs_group = pod_context.get("fsGroup")
    volumes = {v["name"]: v for v in pod.get("volumes", [])}
    problems = []
    for container in pod.get("initContainers", []) + pod["containers"]:
        context = {**pod_context, **container.get("securityContext", {})}
        uid = context.get("runAsUser", IMAGE_USER)
        if uid == 0:
            continue
        for mount in container.get("volumeMounts", []):
            for key, mode in _secret_files(volumes.get(mount["name"], {})):
                by_others = bool(mode & 0o004)
                by_group = fs_group is not None and bool(mode & 0o040)
                if not (by_others or by_group):
                    problems.append(f"{container['name']}: {mount['mountPath']} ({key}, mode {mode:04o}, uid {uid})")
    return problems


def test_the_secret_check_finds_a_secret_its_container_cannot_read() -> None:
    """The first `kubectl apply` used to fail: the migration Job ran as uid 10001 with no fsGroup and mounted
    its Secret 0400 (root's alone), so `chronicle migrate` could not read DATABASE_URL_FILE."""
    (job,) = [r for _, r in manifests() if r["kind"] == "Job"]
    pod = copy.deepcopy(job["spec"]["template"]["spec"])
    assert unreadable_secrets(pod) == []
    del pod["securityContext"]["fsGroup"]
    pod["volumes"][0]["secret"]["defaultMode"] = 0o400
    assert unreadable_secrets(pod) == ["migrate: /run/secrets/chronicle (chronicle/*, mode 0400, uid 10001)"]
    pod["securityContext"]["fsGroup"] = 10001
    assert unreadable_secrets(pod) == ["migrate: /run/secrets/chronicle (chronicle/*, mode 0400, uid 10001)"]
    pod["volumes"][0]["secret"]["defaultMode"] = 0o440
    assert unreadable_secrets(pod) == []


@pytest.mark.parametrize("folder", sorted(p.parent for p in KUBERNETES.rglob("kustomization.yaml")))
def test_every_pod_can_read_the_secrets_it_mounts_as_rendered(folder: Path, tmp_path: Path) -> None:
    resources = render(folder, tmp_path)
    for resource in resources:
        k8s.validate(resource, KUBERNETES_VERSION, strict=True)
    pods = pod_specs_of(resources)
    kinds = {name.split("/")[0] for name, _ in pods}
    assert {"Deployment", "Job", "CronJob"} <= kinds, kinds
    for name, pod in pods:
        assert unreadable_secrets(pod) == [], name
        assert pod["securityContext"].get("runAsNonRoot") is True, name


def test_every_pod_can_read_the_secrets_it_mounts_as_written() -> None:
    pods = _pod_specs()
    assert len(pods) >= 3
    for name, pod in pods:
        assert unreadable_secrets(pod) == [], name
    modes = {mode for _, pod in pods for volume in pod.get("volumes", []) for _, mode in _secret_files(volume)}
    assert modes == {0o440}, [f"{m:04o}" for m in modes]  # one mode everywhere: root-owned, the fsGroup reads
