"""The SDK tests run real servers as the API tests do: their fixtures (and webhook settings) are tests/server's."""

from tests.server.conftest import api_settings as api_settings

__all__ = ["api_settings"]
