"""Who may call: bearer tokens (issued, looked up, cached, scoped) and rate limits."""
