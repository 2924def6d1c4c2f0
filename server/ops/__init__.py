"""Running Chronicle: logs, metrics, traces, readiness and liveness, redaction of secrets."""
