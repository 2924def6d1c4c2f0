-- Webhooks honour a receiver's rate limit (HTTP 429 with Retry-After, or Discord's JSON retry_after): the next
-- attempt waits as asked, and such answers do not count toward disabling the subscription — up to
-- CHRONICLE_WEBHOOK_MAX_RATE_LIMITED of them in a row, counted here (reset by a delivery); past that they count
-- like any failed attempt.
ALTER TABLE chronicle_webhooks ADD COLUMN rate_limited integer NOT NULL DEFAULT 0;
