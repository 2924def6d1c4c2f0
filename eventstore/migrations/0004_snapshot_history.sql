-- Snapshots kept for reads of the past. `snapshots` holds only the newest state of each stream, which is all
-- a command needs; a replay, a recap or a state at a past version needs a state at or before *its* start
-- (a table's opening, a page in the middle of a long session), or it folds the stream from its first event.
-- Callers keep the states they will want again here (at a table's opening, every so many versions), and
-- `load_snapshot(stream, at_or_before=v)` picks the newest of either table at or before v.
CREATE TABLE snapshot_history (
    stream      text        COLLATE "C" NOT NULL,
    version     bigint      NOT NULL,
    type        text        NOT NULL,
    data        bytea       NOT NULL,
    recorded_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (stream, version, type)
);

DO $$
BEGIN
    EXECUTE 'ALTER TABLE snapshot_history ALTER COLUMN data SET COMPRESSION lz4';
EXCEPTION
    WHEN feature_not_supported OR syntax_error THEN
        RAISE NOTICE 'snapshot_history stays compressed with the server''s default method: %', SQLERRM;
END;
$$;
