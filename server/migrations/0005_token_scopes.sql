-- Scoped, expiring tokens (server/token_scope.py). `scope` says what a token may do: 'member' acts for its
-- member with that member's role (every token issued before this migration); the others are read-only and
-- see what an observer sees: 'observer' the whole campaign, 'overlay' one table's reads and live feed,
-- 'recap' one table's recap. `member_id` of a read-only token is the GM who issued it. After `expires_at` a
-- token is refused (401 token_expired); NULL: it never expires.
ALTER TABLE chronicle_tokens
    ADD COLUMN scope      text        NOT NULL DEFAULT 'member'
        CHECK (scope IN ('member', 'observer', 'overlay', 'recap')),
    ADD COLUMN table_id   text,
    ADD COLUMN expires_at timestamptz,
    ADD CONSTRAINT chronicle_tokens_scope_table
        CHECK ((scope IN ('overlay', 'recap')) = (table_id IS NOT NULL));
