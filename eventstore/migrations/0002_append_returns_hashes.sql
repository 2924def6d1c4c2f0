-- append_events also says what it stored, so a caller needs no read-back to learn its events' hashes and
-- time: the hash of each appended event (in version order), their common recorded_at (as epoch
-- microseconds, exactly as the hash covers it) and whether the call was a retry of an append that had
-- already landed (then nothing was written and everything returned is what the original stored).
--
-- New OUT parameters change the function's result type, which CREATE OR REPLACE refuses: the function is
-- dropped and created again in this migration's transaction. Callers that select only first_version and
-- positions (older servers during a rolling upgrade) keep working unchanged.

DROP FUNCTION append_events(text, bigint, uuid[], text[], integer[], bytea[], bytea[]);

-- As in 0001_events.sql, plus the three new OUT parameters.
CREATE FUNCTION append_events(
    _stream           text,
    _expected_version bigint,
    _ids              uuid[],
    _types            text[],
    _schema_versions  integer[],
    _data             bytea[],
    _metadata         bytea[],
    OUT first_version  bigint,
    OUT positions      bigint[],
    OUT hashes         bytea[],
    OUT recorded_at_us bigint,
    OUT replayed       boolean
)
LANGUAGE plpgsql
-- Appends must only ever use indexes. On a young table that was never analysed, PostgreSQL may cache a
-- sequential-scan plan for the session and keep it while the table grows to millions of rows.
SET enable_seqscan = off
AS $$
DECLARE
    _head_version bigint;
    _head_hash    bytea;
    _recorded_at  timestamptz := now();
BEGIN
    -- One writer per stream at a time. Appends to other streams never wait on it: there is no global lock.
    PERFORM pg_advisory_xact_lock(hashtextextended(_stream, 0));

    SELECT e.version, e.hash INTO _head_version, _head_hash
      FROM events e WHERE e.stream = _stream ORDER BY e.version DESC LIMIT 1;
    _head_version := coalesce(_head_version, -1);
    _head_hash := coalesce(_head_hash, '');

    -- A retry of an append that landed (a client that lost the reply) must find its events, not a conflict.
    IF EXISTS (SELECT 1 FROM events e WHERE e.id = ANY (_ids)) THEN
        SELECT r.first_version, r.positions INTO first_version, positions
          FROM replay_append(_stream, _expected_version, _head_version, _ids, _types, _schema_versions, _data) r;
        SELECT array_agg(e.hash ORDER BY e.version), (extract(epoch FROM min(e.recorded_at)) * 1000000)::bigint
          INTO hashes, recorded_at_us
          FROM events e WHERE e.id = ANY (_ids);
        replayed := true;
        RETURN;
    END IF;

    IF NOT (_expected_version = -2
            OR (_expected_version = -3 AND _head_version >= 0)
            OR _expected_version = _head_version) THEN
        PERFORM raise_wrong_expected_version(_stream, _expected_version, _head_version);
    END IF;

    -- Chain the hashes: each covers the one before, so changing any event breaks every later link.
    FOR i IN 1 .. cardinality(_ids) LOOP
        _head_hash := sha256(_head_hash || event_canonical_bytes(_stream, _head_version + i, _ids[i], _types[i],
                                                 _schema_versions[i], _recorded_at, _data[i], _metadata[i]));
        hashes[i] := _head_hash;
    END LOOP;

    first_version := _head_version + 1;
    recorded_at_us := (extract(epoch FROM _recorded_at) * 1000000)::bigint;
    replayed := false;
    WITH appended AS (
        INSERT INTO events (stream, version, id, type, schema_version, data, metadata, recorded_at, hash)
        SELECT _stream, _head_version + n.i, n.id, n.type, n.schema_version,
               convert_from(n.data, 'UTF8')::json, convert_from(n.metadata, 'UTF8')::json, _recorded_at, n.hash
          FROM unnest(_ids, _types, _schema_versions, _data, _metadata, hashes)
               WITH ORDINALITY AS n(id, type, schema_version, data, metadata, hash, i)
         ORDER BY n.i
        RETURNING events.position, events.version
    )
    SELECT array_agg(a.position ORDER BY a.version) INTO positions FROM appended a;
END;
$$;
