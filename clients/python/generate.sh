#!/usr/bin/env bash
# Regenerate the SDK's typed client (src/chronicle_client/generated) from the committed API document, with the
# openapi-python-client and ruff that uv.lock pins (run ./dev once first: it creates .venv).
# tests/clients/test_python_sdk.py fails when the committed code differs from a fresh generation.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
PATH="$root/.venv/bin:$PATH" openapi-python-client generate --path "$root/openapi/openapi.json" \
  --config "$root/clients/python/generator.yaml" --meta none --overwrite \
  --output-path "$root/clients/python/src/chronicle_client/generated"
