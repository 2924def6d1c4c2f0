-- Which server process holds a pending Idempotency-Key claim: the number of the session-level advisory lock
-- that process holds for as long as it lives (server/liveness.py). When the process dies its database
-- session ends and the lock with it, so a retry can take the claim over at once instead of after a timeout.
-- NULL: nobody runs the request now (it failed, or its answer could not be stored); a retry takes it over.
ALTER TABLE chronicle_idempotency ADD COLUMN owner integer;
