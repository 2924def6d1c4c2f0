"""The HTTP edge: problem details, input checks, idempotency, cursors, read limits, the API document's conventions, and
every route (routes/)."""
