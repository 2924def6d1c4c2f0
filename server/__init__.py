"""Chronicle server."""
