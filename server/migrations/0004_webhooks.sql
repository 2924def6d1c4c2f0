-- Webhook subscriptions and their delivery log (server/webhooks/). A subscription pushes one campaign's
-- events, in campaign order, to a URL; `delivered_version` is its checkpoint: every version up to it has
-- been answered 2xx by the receiver (or was filtered out). Secrets are AES-256-GCM encrypted like the seeds.

CREATE TABLE chronicle_webhooks (
    id                uuid        PRIMARY KEY,
    campaign_id       uuid        NOT NULL,
    url               text        NOT NULL,
    table_id          text,                      -- only events of this table (NULL: the whole campaign)
    event_types       text[],                    -- only these event types (NULL: every type)
    viewer            text        NOT NULL,      -- whose visibility applies: 'observer' or 'gm'
    format            text        NOT NULL CHECK (format IN ('chronicle', 'discord')),
    enabled           boolean     NOT NULL DEFAULT true,
    disabled_reason   text,                      -- why the server disabled it (NULL: enabled, or by the GM)
    secret_nonce      bytea       NOT NULL,
    secret_ciphertext bytea       NOT NULL,
    delivered_version bigint      NOT NULL DEFAULT -1,
    generation        bigint      NOT NULL DEFAULT 0,   -- bumped by every change: a running delivery stops
    attempts          integer     NOT NULL DEFAULT 0,   -- failed attempts at delivered_version + 1 in a row
    failing_since     timestamptz,
    last_error        text,
    next_attempt_at   timestamptz NOT NULL DEFAULT now(),
    lease_token       uuid,                      -- the delivery run that holds the subscription, until:
    lease_until       timestamptz,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chronicle_webhooks_by_campaign ON chronicle_webhooks (campaign_id, created_at);
CREATE INDEX chronicle_webhooks_due ON chronicle_webhooks (next_attempt_at) WHERE enabled;

-- One row per attempt. Rows older than the retention (7 days by default) are purged by the dispatcher.
CREATE TABLE chronicle_webhook_deliveries (
    id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    webhook_id    uuid        NOT NULL REFERENCES chronicle_webhooks (id) ON DELETE CASCADE,
    version       bigint      NOT NULL,
    attempt       integer     NOT NULL,
    outcome       text        NOT NULL CHECK (outcome IN ('delivered', 'failed')),
    status_code   integer,
    latency_ms    double precision,
    error         text,
    attempted_at  timestamptz NOT NULL
);
CREATE INDEX chronicle_webhook_deliveries_by_webhook ON chronicle_webhook_deliveries (webhook_id, id DESC);
CREATE INDEX chronicle_webhook_deliveries_age ON chronicle_webhook_deliveries (attempted_at);
