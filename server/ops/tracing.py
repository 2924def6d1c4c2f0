"""OpenTelemetry traces, an optional extra (`pip install 'chronicle[otel]'`; `./dev` installs it).

Switched on by `CHRONICLE_TRACING=on`, or by the standard `OTEL_EXPORTER_OTLP_ENDPOINT` /
`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` being set (`Settings.tracing`); configured otherwise by the standard
`OTEL_*` variables (service name, sampler, headers, batch delays). Each HTTP request is a server span
(Litestar's OpenTelemetry middleware, continuing a caller's `traceparent`), with a child span for every
PostgreSQL statement (asyncpg) and Redis call (the live fan-out, rate limits), exported over OTLP/HTTP. The
events a command appends carry the request's trace id in their metadata (`trace_id`, beside `correlation_id`),
so an event in the log leads to the trace of the request that wrote it.

Instrumenting asyncpg and Redis patches those libraries for the whole process, so it happens once, by the first
app that asks for it (`plugin()`).
"""

from __future__ import annotations

import logging
import os
import re
from typing import Any

log = logging.getLogger("chronicle.server")

_plugin: Any = None


def plugin() -> Any:
    """Litestar's OpenTelemetry plugin on a tracer provider that exports over OTLP/HTTP, with asyncpg and
    Redis instrumented; None (and a warning) when the `otel` extra is not installed."""
    global _plugin
    if _plugin is not None:
        return _plugin
    try:
        from litestar.plugins.opentelemetry import OpenTelemetryConfig, OpenTelemetryPlugin
        from opentelemetry import trace
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.instrumentation.asyncpg import AsyncPGInstrumentor
        from opentelemetry.instrumentation.redis import RedisInstrumentor
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor
    except ImportError as exc:
        log.warning("tracing is switched on but the otel extra is not installed (%s): no traces", exc.name)
        return None
    resource = Resource.create({"service.name": os.environ.get("OTEL_SERVICE_NAME", "chronicle")})
    provider = TracerProvider(resource=resource)
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    trace.set_tracer_provider(provider)
    AsyncPGInstrumentor().instrument(tracer_provider=provider)
    RedisInstrumentor().instrument(tracer_provider=provider)
    _plugin = OpenTelemetryPlugin(
        OpenTelemetryConfig(
            tracer_provider=provider,
            # Live connections last hours (a span that long tells nothing) and may carry their token in the
            # query string, which the ASGI instrumentation would record in `http.url`: they are not traced.
            exclude=[r"/live/"],
            exclude_spans=["receive", "send"],  # one span per request, not one per ASGI message
            server_request_hook_handler=_redact_query_token,
        )
    )
    return _plugin


_URL_ATTRIBUTES = ("http.url", "http.target", "url.full", "url.query")
_TOKEN_PARAM = re.compile(r"(?<![^?&])(token=)[^&#]*")


def redact_token(value: str) -> str:
    """`value` with the value of any `token` query parameter replaced: a recap link's `?token=…`."""
    return _TOKEN_PARAM.sub(r"\1REDACTED", value)


def _redact_query_token(span: Any, scope: Any) -> None:
    """Every other request that carries its token in the query string (`…/recap?token=…`) is traced with the
    token redacted from the URL attributes the ASGI instrumentation recorded."""
    if b"token=" not in scope.get("query_string", b"") or not span.is_recording():
        return
    recorded = getattr(span, "attributes", None) or {}
    for key in _URL_ATTRIBUTES:
        value = recorded.get(key)
        if isinstance(value, str):
            span.set_attribute(key, redact_token(value))


def current_trace_id() -> str | None:
    """The trace id of the span this code runs in (32 hex digits), None without tracing or a span."""
    if _plugin is None:
        return None
    from opentelemetry import trace

    context = trace.get_current_span().get_span_context()
    return format(context.trace_id, "032x") if context.is_valid else None
