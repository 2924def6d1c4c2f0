"""The CloudNativePG database of the Kubernetes manifests (deploy/kubernetes/components/cloudnative-pg, used by
overlays/example-cloudnative-pg), as `kubectl kustomize` renders it. kubernetes-validate has no schema for
the operator's `Cluster` (a CRD), so its required fields and what Chronicle relies on are checked here: three
instances, synchronous replication that waits for a standby, the owner's password bootstrapped from a
Secret the overlay renders and the servers read; and every Chronicle pod reaches the Cluster's `-rw` Service
for writes, its `-ro` Service for audit reads, with settings Chronicle itself reads as intended."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from server.config import SECRET_VARIABLES, from_env
from tests.deploy.test_manifests import KUBERNETES, _one, _pod_templates, _rendered

OVERLAY = KUBERNETES / "overlays" / "example-cloudnative-pg"


def _cluster(resources: tuple[dict[str, Any], ...]) -> dict[str, Any]:
    (cluster,) = [r for r in resources if r["kind"] == "Cluster"]
    return cluster


def test_the_cluster_has_three_instances_and_waits_for_a_synchronous_standby() -> None:
    resources = _rendered(OVERLAY)
    cluster = _cluster(resources)
    assert cluster["apiVersion"] == "postgresql.cnpg.io/v1"
    assert cluster["metadata"]["name"] and cluster["metadata"]["namespace"] == "chronicle"
    spec = cluster["spec"]
    assert spec["instances"] == 3
    assert spec["storage"]["size"]  # required: the operator makes a PersistentVolumeClaim per instance
    synchronous = spec["postgresql"]["synchronous"]
    assert synchronous["method"] in ("any", "first") and 1 <= synchronous["number"] < spec["instances"]
    assert synchronous.get("dataDurability", "required") == "required"  # never acknowledge on one machine
    assert "minSyncReplicas" not in spec and "maxSyncReplicas" not in spec  # the operator refuses both styles
    assert spec["postgresql"]["parameters"]["hot_standby_feedback"] == "on"
    assert spec["affinity"]["enablePodAntiAffinity"] is True
    # the owner and its password: a basic-auth Secret the overlay renders in the same namespace
    initdb = spec["bootstrap"]["initdb"]
    secret = _one(resources, "Secret", initdb["secret"]["name"])
    assert secret["type"] == "kubernetes.io/basic-auth" and {"username", "password"} <= set(secret["data"])
    assert secret["metadata"]["namespace"] == cluster["metadata"]["namespace"]


def test_every_chronicle_pod_writes_to_rw_reads_audits_from_ro_with_the_bootstrapped_password() -> None:
    resources = _rendered(OVERLAY)
    cluster = _cluster(resources)
    name, initdb = cluster["metadata"]["name"], cluster["spec"]["bootstrap"]["initdb"]
    config = _one(resources, "ConfigMap", "chronicle")["data"]
    write, read = urlsplit(config["DATABASE_URL"]), urlsplit(config["DATABASE_READ_URL"])
    assert (write.hostname, write.port, write.path, write.username) == (
        f"{name}-rw",
        5432,
        f"/{initdb['database']}",
        initdb["owner"],
    )
    assert (read.hostname, read.port, read.path, read.username) == (f"{name}-ro", 5432, write.path, write.username)
    assert write.password is None and read.password is None  # no secret in a ConfigMap
    templates = _pod_templates(resources)
    assert {n for n, _ in templates} == {"Deployment/chronicle", "Job/chronicle-migrate", "CronJob/chronicle-verify"}
    urls = {}
    for pod_name, template in templates:
        pod = template["spec"]
        (container,) = pod["containers"]
        env = {e["name"]: e["value"] for e in container["env"]}
        from_config = any(
            source.get("configMapRef", {}).get("name") == "chronicle" for source in container.get("envFrom", [])
        )
        assert "DATABASE_URL_FILE" not in env, pod_name
        assert ("DATABASE_URL" in env) != from_config, pod_name  # the ConfigMap's or its own, one of them
        urls[pod_name] = urlsplit(env["DATABASE_URL"]) if "DATABASE_URL" in env else write
        assert {n.removesuffix("_FILE") for n in env if n.endswith("_FILE")} <= set(SECRET_VARIABLES)
        folder, key = env["DATABASE_PASSWORD_FILE"].rsplit("/", 1)
        mounts = {m["mountPath"]: m["name"] for m in container["volumeMounts"]}
        (volume,) = [v for v in pod["volumes"] if v["name"] == mounts[folder]]
        assert volume["secret"]["secretName"] == initdb["secret"]["name"] and key == "password", pod_name
        # what Chronicle makes of it: both URLs with the owner's password, nothing refused
    # the servers and the migration write to the primary; the nightly verify (it only reads) reads a standby
    assert urls["Deployment/chronicle"] == urls["Job/chronicle-migrate"] == write
    assert urls["CronJob/chronicle-verify"] == read
    # what Chronicle makes of the servers' configuration: both URLs with the owner's password, nothing refused
    settings = from_env({**config, "DATABASE_PASSWORD": "pw"})
    assert urlsplit(settings.database_url or "").password == "pw"
    assert urlsplit(settings.database_read_url or "").password == "pw"
