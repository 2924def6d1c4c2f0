-- The append-only event log. Modelled on Message DB: one table and a few small functions that say what
-- they do. Appends go through `append_events` (or, for a single event, the one-statement fast path in
-- eventstore/store.py, which hands anything unusual back to `append_events`); reads are plain SELECTs.

CREATE TABLE events (
    position        bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,  -- global order of appends; may have gaps
    stream          text        COLLATE "C" NOT NULL,                      -- "C": byte order, so prefixes are ranges
    version         bigint      NOT NULL CHECK (version >= 0),             -- 0, 1, 2 ... within the stream
    id              uuid        NOT NULL,
    type            text        NOT NULL,
    schema_version  integer     NOT NULL CHECK (schema_version >= 1),
    data            json        NOT NULL,  -- json, not jsonb: the exact bytes the caller sent, which the hash covers
    metadata        json        NOT NULL,  -- causation_id, correlation_id, actor, time, ... (sorted keys)
    recorded_at     timestamptz NOT NULL,
    transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),    -- orders the global log without gaps
    hash            bytea       NOT NULL,  -- sha256(previous hash in the stream || event_canonical_bytes(...))
    CONSTRAINT events_stream_version_key UNIQUE (stream, version),
    CONSTRAINT events_id_key UNIQUE (id)
);

-- Readers of the global log walk this index: see "Reading the global log" in eventstore/global_log.py.
CREATE INDEX events_global_order ON events (transaction_id, position);


-- The bytes an event's hash covers. eventstore/hashing.py builds exactly the same bytes in Python.
-- Every variable-length field is preceded by its length, so two different events never share an encoding.
-- STABLE and not STRICT (like the functions it calls) so PostgreSQL inlines it instead of running a query.
CREATE FUNCTION event_canonical_bytes(
    stream text, version bigint, id uuid, type text, schema_version integer,
    recorded_at timestamptz, data bytea, metadata bytea
) RETURNS bytea
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
    SELECT int4send(octet_length(convert_to(stream, 'UTF8'))) || convert_to(stream, 'UTF8')
        || int8send(version)
        || uuid_send(id)
        || int4send(octet_length(convert_to(type, 'UTF8'))) || convert_to(type, 'UTF8')
        || int4send(schema_version)
        || int8send((extract(epoch FROM recorded_at) * 1000000)::bigint)
        || int4send(octet_length(data)) || data
        || int4send(octet_length(metadata)) || metadata
$$;


-- Raised when an append's expectation does not hold; DETAIL carries the stream's actual version.
CREATE FUNCTION raise_wrong_expected_version(_stream text, _expected bigint, _actual bigint)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    RAISE EXCEPTION 'wrong expected version for stream %: expected %, actual %', _stream, _expected, _actual
        USING ERRCODE = 'CE001', DETAIL = _actual::text;
END;
$$;


-- An append whose event ids are already stored: succeed without writing if it is a retry of an append that
-- landed (same ids, same stream, consecutive versions, same content), and say why otherwise.
CREATE FUNCTION replay_append(
    _stream           text,
    _expected_version bigint,
    _head_version     bigint,
    _ids              uuid[],
    _types            text[],
    _schema_versions  integer[],
    _data             bytea[],
    OUT first_version bigint,
    OUT positions     bigint[]
)
LANGUAGE plpgsql
SET enable_seqscan = off  -- as in append_events, below
AS $$
DECLARE
    _clash record;
BEGIN
    SELECT e.version INTO first_version FROM events e WHERE e.id = _ids[1] AND e.stream = _stream;

    SELECT n.id,
           CASE WHEN e.id IS NULL THEN 'the batch only partly matches events already stored'
                WHEN e.stream <> _stream THEN format('already stored in stream %s', e.stream)
                WHEN e.type <> n.type OR e.schema_version <> n.schema_version
                     OR convert_to(e.data::text, 'UTF8') <> n.data THEN 'already stored with different content'
                ELSE format('already stored at version %s of this stream', e.version)
           END AS reason
      INTO _clash
      FROM unnest(_ids, _types, _schema_versions, _data) WITH ORDINALITY AS n(id, type, schema_version, data, i)
      LEFT JOIN events e ON e.id = n.id
     WHERE e.id IS NULL
        OR e.stream <> _stream
        OR e.type <> n.type
        OR e.schema_version <> n.schema_version
        OR convert_to(e.data::text, 'UTF8') <> n.data
        OR first_version IS NULL
        OR e.version <> first_version + n.i - 1
     ORDER BY n.i
     LIMIT 1;

    IF FOUND THEN
        RAISE EXCEPTION 'event % conflicts with a stored event: %', _clash.id, _clash.reason
            USING ERRCODE = 'CE002', DETAIL = _clash.id::text, HINT = _clash.reason;
    END IF;

    -- An exact expectation must match where the original append landed, as it did the first time.
    IF _expected_version >= -1 AND _expected_version <> first_version - 1 THEN
        PERFORM raise_wrong_expected_version(_stream, _expected_version, _head_version);
    END IF;

    SELECT array_agg(e.position ORDER BY e.version) INTO positions FROM events e WHERE e.id = ANY (_ids);
END;
$$;


-- Append events to a stream in one transaction, if the stream is where the caller expects it to be.
--   _expected_version: n >= 0 the version of the stream's last event, -1 no stream, -2 any, -3 stream exists.
-- Returns the version of the first appended event and the global positions, in version order.
CREATE FUNCTION append_events(
    _stream           text,
    _expected_version bigint,
    _ids              uuid[],
    _types            text[],
    _schema_versions  integer[],
    _data             bytea[],
    _metadata         bytea[],
    OUT first_version bigint,
    OUT positions     bigint[]
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
    _hashes       bytea[];
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
        _hashes[i] := _head_hash;
    END LOOP;

    first_version := _head_version + 1;
    WITH appended AS (
        INSERT INTO events (stream, version, id, type, schema_version, data, metadata, recorded_at, hash)
        SELECT _stream, _head_version + n.i, n.id, n.type, n.schema_version,
               convert_from(n.data, 'UTF8')::json, convert_from(n.metadata, 'UTF8')::json, _recorded_at, n.hash
          FROM unnest(_ids, _types, _schema_versions, _data, _metadata, _hashes)
               WITH ORDINALITY AS n(id, type, schema_version, data, metadata, hash, i)
         ORDER BY n.i
        RETURNING events.position, events.version
    )
    SELECT array_agg(a.position ORDER BY a.version) INTO positions FROM appended a;
END;
$$;


-- The log is append-only: history is corrected by appending, never by editing.
CREATE FUNCTION refuse_event_changes() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
    RAISE EXCEPTION 'events are append-only: % on % refused', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'CE003', HINT = 'append a correcting event instead';
END;
$$;

CREATE TRIGGER events_append_only
    BEFORE UPDATE OR DELETE OR TRUNCATE ON events
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_event_changes();


-- The latest snapshot of each stream: a caller-encoded state as of `version`.
CREATE TABLE snapshots (
    stream      text        COLLATE "C" PRIMARY KEY,
    version     bigint      NOT NULL,
    type        text        NOT NULL,
    data        bytea       NOT NULL,  -- bytea: a snapshot's encoding is the caller's choice (JSON, msgpack, ...)
    recorded_at timestamptz NOT NULL DEFAULT now()
);


-- Where named subscribers got to in the global log. The transaction id travels with the position because
-- the log is ordered by (transaction_id, position): a position alone is not a resumable cursor.
CREATE TABLE subscription_checkpoints (
    name           text        PRIMARY KEY,
    position       bigint      NOT NULL,
    transaction_id xid8        NOT NULL,
    updated_at     timestamptz NOT NULL DEFAULT now()
);
