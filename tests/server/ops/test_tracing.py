"""Traces as an operator's collector receives them: `chronicle serve` with OTEL_EXPORTER_OTLP_ENDPOINT set
exports over OTLP/HTTP to a real HTTP receiver this test runs on 127.0.0.1 (it decodes the protobuf requests a
collector would), and a command's events carry the trace id of the request that wrote them."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.server.servers import SEED_KEY, free_port

trace_service = pytest.importorskip("opentelemetry.proto.collector.trace.v1.trace_service_pb2")


class Collector(ThreadingHTTPServer):
    """An OTLP/HTTP trace receiver: keeps every span it is sent."""

    def __init__(self) -> None:
        self.spans: list[Any] = []
        super().__init__(("127.0.0.1", 0), _Receive)


class _Receive(BaseHTTPRequestHandler):
    server: Collector

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers["Content-Length"]))
        assert self.path == "/v1/traces" and self.headers["Content-Type"] == "application/x-protobuf"
        request = trace_service.ExportTraceServiceRequest.FromString(body)
        for resource_spans in request.resource_spans:
            for scope_spans in resource_spans.scope_spans:
                self.server.spans.extend(scope_spans.spans)
        self.send_response(200)
        self.send_header("Content-Type", "application/x-protobuf")
        self.end_headers()
        self.wfile.write(trace_service.ExportTraceServiceResponse().SerializeToString())

    def log_message(self, *_: Any) -> None:
        pass


@pytest.fixture
def collector() -> Iterator[Collector]:
    server = Collector()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()


def test_requests_are_traced_with_their_database_and_redis_spans(
    database_url: str, redis_url: str, collector: Collector, tmp_path: Path
) -> None:
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CHRONICLE_", "OTEL_"))}
    env.update(
        DATABASE_URL=database_url,
        REDIS_URL=redis_url,
        CHRONICLE_SEED_KEY=SEED_KEY.hex(),
        CHRONICLE_PORT=str(port),
        CHRONICLE_DATA_DIR=str(tmp_path),
        CHRONICLE_RATE_LIMIT="0",
        OTEL_EXPORTER_OTLP_ENDPOINT=f"http://127.0.0.1:{collector.server_address[1]}",
        OTEL_SERVICE_NAME="chronicle-test",
        OTEL_BSP_SCHEDULE_DELAY="100",
    )
    log = tmp_path / "server.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "server.cli.chronicle", "serve"], env=env, stdout=out, stderr=out
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{url}/health/ready", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert proc.poll() is None and time.monotonic() < deadline, log.read_text()[-3000:]
            time.sleep(0.1)
        caller_trace = "4bf92f3577b34da6a3ce929d0e0e4736"
        created = httpx.post(
            f"{url}/campaigns",
            json={"name": "Traced", "ruleset": "scratch-rps", "gm_name": "Gemma"},
            headers={"traceparent": f"00-{caller_trace}-00f067aa0ba902b7-01"},
        )
        assert created.status_code == 201, created.text
        (event,) = created.json()["events"]
        assert event["metadata"]["trace_id"] == caller_trace  # the caller's trace goes on, into the log
        token = created.json()["issued"]["token"]
        live = f"{url}/campaigns/{created.json()['campaign_id']}/live/sse?token={token}"
        with httpx.stream("GET", live, timeout=10) as stream:  # a browser's live feed: token in the query
            assert stream.status_code == 200
            next(stream.iter_lines())
        campaign_id = created.json()["campaign_id"]
        recap = httpx.get(f"{url}/campaigns/{campaign_id}/tables/no-such-table/recap?format=html&token={token}")
        # a member's token may not travel in a link (403), but the request that tried is traced all the same
        assert recap.status_code == 403 and recap.json()["code"] == "token_scope", recap.text

        deadline = time.monotonic() + 20
        while not any(s.trace_id.hex() == caller_trace and s.kind == 2 for s in collector.spans):
            assert time.monotonic() < deadline, f"no server span arrived: {len(collector.spans)} spans"
            time.sleep(0.1)
        in_trace = [s for s in collector.spans if s.trace_id.hex() == caller_trace]
        server_spans = [s for s in in_trace if s.kind == 2]  # SPAN_KIND_SERVER
        assert any("POST /campaigns" in s.name for s in server_spans), [s.name for s in server_spans]
        database = [
            s
            for s in in_trace
            if any(a.key == "db.system" and a.value.string_value == "postgresql" for a in s.attributes)
        ]
        assert database, [s.name for s in in_trace]  # the append is a child span of the request
        redis = [
            s for s in in_trace if any(a.key == "db.system" and a.value.string_value == "redis" for a in s.attributes)
        ]
        assert redis, [s.name for s in in_trace]  # and so is the live publish
        time.sleep(0.5)  # one more export interval: whatever the live request produced has been sent
        assert not any(token in str(s) for s in collector.spans)  # no token leaves in a span
        recap_urls = [
            a.value.string_value
            for s in collector.spans
            for a in s.attributes
            if a.key in ("http.url", "url.full") and "/recap" in a.value.string_value
        ]
        assert recap_urls and all("token=REDACTED" in u for u in recap_urls), recap_urls
    finally:
        proc.terminate()
        proc.wait(15)
