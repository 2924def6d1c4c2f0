"""What the application's ports and the audits run on: Redis, the read standby, the seed vault, snapshots, upcasters,
and the server's own tables."""
