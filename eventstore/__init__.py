"""Chronicle eventstore."""
