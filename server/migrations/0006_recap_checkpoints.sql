-- Recap checkpoints (server/recap/checkpoint.py): what a table's recap had gathered up to `version`, so that
-- the next recap of the table folds only the events after it. Derived data: any row may be deleted at any
-- time (the recap is then built from the table's opening). `audience` says whose view it is (the GM's, or
-- one viewer's while rolls before `version` are hidden from them); `shape` the layout of `data`; `hash` the
-- stored hash of the event at `version` (a checkpoint whose event is no longer that one is not used).
CREATE TABLE recap_checkpoints (
    stream      text        COLLATE "C" NOT NULL,
    table_id    text        NOT NULL,
    audience    text        NOT NULL,
    version     bigint      NOT NULL,
    shape       text        NOT NULL,
    hash        bytea       NOT NULL,
    data        bytea       NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (stream, table_id, audience, version)
);

CREATE INDEX recap_checkpoints_newest ON recap_checkpoints (stream, table_id, version DESC);

DO $$
BEGIN
    EXECUTE 'ALTER TABLE recap_checkpoints ALTER COLUMN data SET COMPRESSION lz4';
EXCEPTION
    WHEN feature_not_supported OR syntax_error THEN
        RAISE NOTICE 'recap_checkpoints stays compressed with the server''s default method: %', SQLERRM;
END;
$$;
