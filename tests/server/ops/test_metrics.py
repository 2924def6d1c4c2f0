"""Chronicle's own Prometheus metrics, read from `/metrics` as Prometheus would (the app in process on the
session's PostgreSQL and Redis; the registry is the process's, so each test compares before and after)."""

from __future__ import annotations

import asyncio
import json

import httpx
from prometheus_client.parser import text_string_to_metric_families

from tests.server.api import create_campaign


async def scrape(api: httpx.AsyncClient) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    r = await api.get("/metrics")  # a loopback client needs no token
    assert r.status_code == 200, r.text
    samples = {}
    for family in text_string_to_metric_families(r.text):
        for s in family.samples:
            samples[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return samples


def value(samples: dict, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


async def test_commands_are_counted_by_command_and_outcome(api: httpx.AsyncClient) -> None:
    campaign = await create_campaign(api)
    before = await scrape(api)
    key = {"Idempotency-Key": "metrics-1"}
    assert (await campaign.command("campaign.add_member", {"name": "Ann"}, headers=key)).status_code == 200
    assert (await campaign.command("campaign.add_member", {"name": "Ann"}, headers=key)).status_code == 200
    assert (await campaign.command("campaign.close_table", {"table_id": "nope"})).status_code in (404, 422)
    assert (
        await campaign.command("campaign.add_member", {"name": "Bo"}, headers={"If-Match": '"0"'})
    ).status_code == 412
    after = await scrape(api)

    def delta(command: str, outcome: str) -> float:
        name = "chronicle_commands_total"
        return value(after, name, command=command, outcome=outcome) - value(
            before, name, command=command, outcome=outcome
        )

    assert delta("campaign.add_member", "ok") == 1
    assert delta("campaign.add_member", "replayed") == 1
    assert delta("campaign.add_member", "conflict") == 1
    assert delta("campaign.close_table", "refused") == 1
    assert (
        value(after, "chronicle_group_commit_batch_size_count")
        >= value(before, "chronicle_group_commit_batch_size_count") + 1
    )


async def test_commands_refused_before_their_handler_are_counted_too(api: httpx.AsyncClient) -> None:
    """A body that does not parse (400) and a missing or unknown token (401) are answers to that command: each
    is counted with its own outcome. A tag no route has is not a command, and never becomes a label."""
    campaign = await create_campaign(api)
    url = f"{campaign.base}/commands/campaign.add_member"
    gm_json = {**campaign.gm.headers, "Content-Type": "application/json"}
    before = await scrape(api)
    assert (await api.post(url, json={"name": "Ann"})).status_code == 401
    stranger = {"Authorization": "Bearer chr_" + "A" * 43}
    assert (await api.post(url, json={"name": "Ann"}, headers=stranger)).status_code == 401
    assert (await api.post(url, content=b'{"name": ', headers=gm_json)).status_code == 400
    assert (await api.post(url, json={"name": "Ann", "nickname": "A"}, headers=campaign.gm.headers)).status_code == 400
    created = await api.post("/campaigns", content=b"[not json", headers={"Content-Type": "application/json"})
    assert created.status_code == 400
    unknown = await api.post(f"{campaign.base}/commands/no.such_command", json={}, headers=campaign.gm.headers)
    assert unknown.status_code in (404, 405)
    assert (await campaign.command("campaign.add_member", {"name": "Ann"})).status_code == 200
    after = await scrape(api)

    def delta(command: str, outcome: str) -> float:
        name = "chronicle_commands_total"
        return value(after, name, command=command, outcome=outcome) - value(
            before, name, command=command, outcome=outcome
        )

    assert delta("campaign.add_member", "unauthenticated") == 2
    assert delta("campaign.add_member", "malformed") == 2
    assert delta("campaign.add_member", "ok") == 1
    assert delta("campaign.create", "malformed") == 1
    commands = {dict(labels).get("command") for name, labels in after if name == "chronicle_commands_total"}
    assert "no.such_command" not in commands


async def test_live_subscribers_and_the_commit_to_receipt_delay(api: httpx.AsyncClient) -> None:
    campaign = await create_campaign(api)
    before = await scrape(api)
    url = f"/campaigns/{campaign.id}/live/sse"
    async with api.stream("GET", url, headers=campaign.gm.headers) as stream:
        lines = stream.aiter_lines()
        async for line in lines:  # catch-up, then `ready`: the subscription is live
            if line.startswith("data:") and json.loads(line[5:])["kind"] == "ready":
                break
        during = await scrape(api)
        assert value(during, "chronicle_live_subscribers") == value(before, "chronicle_live_subscribers") + 1
        await campaign.ok("campaign.add_member", {"name": "Ann"})
        async with asyncio.timeout(10):
            async for line in lines:
                if line.startswith("data:") and json.loads(line[5:])["kind"] == "event":
                    break
    after = await scrape(api)
    name = "chronicle_live_commit_to_receipt_seconds_count"
    assert value(after, name) >= value(before, name) + 1


async def test_every_series_the_alerts_and_the_dashboard_query_is_one_metrics_serves(api: httpx.AsyncClient) -> None:
    """deploy/kubernetes/components/observability reads these names: a renamed metric would leave an alert
    that never fires and an empty panel, so each must be a family /metrics serves (with its suffix)."""
    from tests.deploy.test_manifests import metric_names_the_kit_queries

    assert (await api.get("/health/live")).status_code == 200  # Litestar's request metrics exist once used
    r = await api.get("/metrics")
    assert r.status_code == 200, r.text
    families = {family.name for family in text_string_to_metric_families(r.text)}
    served = {f"{name}{suffix}" for name in families for suffix in ("", "_total", "_bucket", "_count", "_sum")}
    queried = metric_names_the_kit_queries()
    assert len(queried) >= 10
    assert queried <= served, sorted(queried - served)


async def test_http_requests_are_counted_by_route_and_status(api: httpx.AsyncClient) -> None:
    """The HTTP metrics keep the names and labels Litestar's Prometheus middleware gave them (dashboards and
    alerts use them): by method, route template and status; /metrics itself is not counted."""
    campaign = await create_campaign(api)
    before = await scrape(api)
    assert (await campaign.command("campaign.add_member", {"name": "Cy"})).status_code == 200
    refused = await campaign.command("campaign.close_table", {"table_id": "nope"})
    assert refused.status_code in (404, 422)
    after = await scrape(api)
    path = "/campaigns/{campaign_id}/commands/campaign.add_member"
    labels = {"method": "POST", "path": path, "status_code": "200", "app_name": "chronicle"}
    assert value(after, "chronicle_requests_total", **labels) == value(before, "chronicle_requests_total", **labels) + 1
    count = "chronicle_request_duration_seconds_count"
    assert value(after, count, **labels) == value(before, count, **labels) + 1
    assert value(after, "chronicle_request_duration_seconds_sum", **labels) > value(
        before, "chronicle_request_duration_seconds_sum", **labels
    )
    closing = {**labels, "path": path.replace("add_member", "close_table"), "status_code": str(refused.status_code)}
    assert (
        value(after, "chronicle_requests_total", **closing) == value(before, "chronicle_requests_total", **closing) + 1
    )
    in_progress = {**labels, "status_code": "200"}
    assert value(after, "chronicle_requests_in_progress", **in_progress) == 0
    assert not any("/metrics" in dict(k[1]).get("path", "") for k in after)


def answered(samples: dict, status: str) -> float:
    """`chronicle_requests_total` of every GET route under /campaigns answered with `status`."""
    return sum(
        v
        for (name, labels), v in samples.items()
        if name == "chronicle_requests_total"
        and dict(labels).get("status_code") == status
        and dict(labels).get("method") == "GET"
        and dict(labels).get("path", "").startswith("/campaigns")
    )


async def test_the_http_metrics_count_the_status_the_client_receives(api: httpx.AsyncClient, api_settings) -> None:
    """A read answered 304 from the client's ETag, a request the rate limit refuses (429) and a parameter the
    input checks refuse (400, raised inside the request edge) are each counted under their own status."""
    from tests.server.servers import make_app, serving

    campaign = await create_campaign(api)
    tag = (await api.get(campaign.base, headers=campaign.gm.headers)).headers["ETag"]
    before = await scrape(api)
    held = await api.get(campaign.base, headers={**campaign.gm.headers, "If-None-Match": tag})
    assert held.status_code == 304
    refused = await api.get(f"{campaign.base}/events", params={"cursor": "a\x00b"}, headers=campaign.gm.headers)
    assert refused.status_code == 400, refused.text
    async with serving(make_app(api_settings.with_(rate_limit=("minute", 2), redis_url=None))) as limited:
        other = await create_campaign(limited)
        statuses = [(await limited.get(other.base, headers=other.gm.headers)).status_code for _ in range(4)]
    assert statuses[-1] == 429, statuses
    after = await scrape(api)
    assert answered(after, "304") == answered(before, "304") + 1
    assert answered(after, "400") == answered(before, "400") + 1
    assert answered(after, "429") >= answered(before, "429") + 1
