"""Chronicle domain."""
