-- Personal parts (eventstore/personal.py): values kept beside an event, outside the bytes its hash covers,
-- so that they can be erased without breaking the chain. The event's data carries a salted digest of each
-- in its place. NULL for an event without any (every event stored before this migration).
--   {"<subject>": {"<hex digest>": ["<hex salt>", "<value's JSON text>"]}}
ALTER TABLE events ADD COLUMN personal jsonb;

-- append_events with the events' personal parts (JSON text or NULL, one per event). The seven-argument
-- form of 0002 stays for servers of the previous release during a rolling upgrade; it stores none.
CREATE FUNCTION append_events(
    _stream           text,
    _expected_version bigint,
    _ids              uuid[],
    _types            text[],
    _schema_versions  integer[],
    _data             bytea[],
    _metadata         bytea[],
    _personal         text[],
    OUT first_version  bigint,
    OUT positions      bigint[],
    OUT hashes         bytea[],
    OUT recorded_at_us bigint,
    OUT replayed       boolean
)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
DECLARE
    _head_version bigint;
    _head_hash    bytea;
    _recorded_at  timestamptz := now();
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended(_stream, 0));

    SELECT e.version, e.hash INTO _head_version, _head_hash
      FROM events e WHERE e.stream = _stream ORDER BY e.version DESC LIMIT 1;
    _head_version := coalesce(_head_version, -1);
    _head_hash := coalesce(_head_hash, '');

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

    FOR i IN 1 .. cardinality(_ids) LOOP
        _head_hash := sha256(_head_hash || event_canonical_bytes(_stream, _head_version + i, _ids[i], _types[i],
                                                 _schema_versions[i], _recorded_at, _data[i], _metadata[i]));
        hashes[i] := _head_hash;
    END LOOP;

    first_version := _head_version + 1;
    recorded_at_us := (extract(epoch FROM _recorded_at) * 1000000)::bigint;
    replayed := false;
    WITH appended AS (
        INSERT INTO events (stream, version, id, type, schema_version, data, metadata, recorded_at, hash, personal)
        SELECT _stream, _head_version + n.i, n.id, n.type, n.schema_version,
               convert_from(n.data, 'UTF8')::json, convert_from(n.metadata, 'UTF8')::json, _recorded_at, n.hash,
               n.personal::jsonb
          FROM unnest(_ids, _types, _schema_versions, _data, _metadata, hashes, _personal)
               WITH ORDINALITY AS n(id, type, schema_version, data, metadata, hash, personal, i)
         ORDER BY n.i
        RETURNING events.position, events.version
    )
    SELECT array_agg(a.position ORDER BY a.version) INTO positions FROM appended a;
END;
$$;

-- The log stays append-only, with one exception: erasing personal parts. A transaction that sets
-- `chronicle.erasing` to 'personal' (SET LOCAL, as EventStore.forget does) may UPDATE events, and each row
-- it updates may only lose personal parts: every other column, and every part it keeps, stays as it was.
CREATE OR REPLACE FUNCTION refuse_event_changes() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND current_setting('chronicle.erasing', true) = 'personal' THEN
        RETURN NULL;
    END IF;
    RAISE EXCEPTION 'events are append-only: % on % refused', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'CE003', HINT = 'append a correcting event instead';
END;
$$;

CREATE FUNCTION erase_personal_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
    IF (NEW.position, NEW.stream, NEW.version, NEW.id, NEW.type, NEW.schema_version, NEW.data::text,
        NEW.metadata::text, NEW.recorded_at, NEW.transaction_id, NEW.hash)
       IS DISTINCT FROM
       (OLD.position, OLD.stream, OLD.version, OLD.id, OLD.type, OLD.schema_version, OLD.data::text,
        OLD.metadata::text, OLD.recorded_at, OLD.transaction_id, OLD.hash)
       OR OLD.personal IS NULL
       OR NEW.personal IS NULL
       OR NOT (NEW.personal <@ OLD.personal) THEN
        RAISE EXCEPTION 'erasing personal parts may only remove them: UPDATE of event % refused', OLD.id
            USING ERRCODE = 'CE003', HINT = 'append a correcting event instead';
    END IF;
    RETURN NEW;
END;
$$;

-- Only while erasing: an intruder who disables `events_append_only` meets no other trigger.
CREATE TRIGGER events_erase_personal_only
    BEFORE UPDATE ON events
    FOR EACH ROW
    WHEN (current_setting('chronicle.erasing', true) = 'personal')
    EXECUTE FUNCTION erase_personal_only();

-- How far each stream's personal parts were erased (the stream's last version when `forget` ran): a snapshot
-- at or below it was folded from values that are gone, so it is refused (`save_snapshot`, `keep_snapshot`),
-- even one a writer had begun before the erasure.
CREATE TABLE erasures (
    stream          text   COLLATE "C" PRIMARY KEY,
    through_version bigint NOT NULL
);
