-- The server's own tables, beside the event store's: access tokens, idempotency keys, verifiable-dice seeds.
-- None of them is part of a campaign's history; losing one loses a convenience, never a fact of play.

-- Bearer tokens, stored only as SHA-256 hashes of the secret. One row per issued token; revocation sets
-- revoked_at and is seen by every server process at the next request (each request looks its token up).
CREATE TABLE chronicle_tokens (
    token_id    uuid        PRIMARY KEY,
    token_hash  bytea       NOT NULL UNIQUE,
    campaign_id uuid        NOT NULL,
    member_id   text        NOT NULL,
    label       text        NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL DEFAULT now(),
    revoked_at  timestamptz
);
CREATE INDEX chronicle_tokens_by_campaign ON chronicle_tokens (campaign_id, created_at);

-- The first response to each Idempotency-Key, per scope (campaign + token, or campaign creation).
-- A row is 'pending' while its request runs and 'done' once the response is stored. Bodies that carry a
-- token are stored encrypted (sealed).
CREATE TABLE chronicle_idempotency (
    scope        text        NOT NULL,
    key          text        NOT NULL,
    request_hash bytea       NOT NULL,
    state        text        NOT NULL CHECK (state IN ('pending', 'done')),
    status       integer,
    body         bytea,
    headers      bytea,
    sealed       boolean     NOT NULL DEFAULT false,
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    PRIMARY KEY (scope, key)
);
CREATE INDEX chronicle_idempotency_expiry ON chronicle_idempotency (expires_at);

-- Secret seeds of verifiable tables, AES-256-GCM encrypted with CHRONICLE_SEED_KEY, found by the public
-- commitment (hex SHA-256 of the seed) the campaign's events carry. Kept after the reveal: the revealed
-- seed is public by then, and the row lets an operator check the key still opens old seeds.
CREATE TABLE chronicle_seeds (
    commitment  text        PRIMARY KEY,
    campaign_id uuid        NOT NULL,
    nonce       bytea       NOT NULL,
    ciphertext  bytea       NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
