-- Every change to a token (a revocation, a deletion; through the API or by hand) is announced on the channel
-- `chronicle_tokens` with the token's id. PostgreSQL delivers the notice when the changing transaction
-- commits; every server process LISTENs and drops the token from its cache at once (server/token_cache.py).

CREATE FUNCTION chronicle_token_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
    PERFORM pg_notify('chronicle_tokens', OLD.token_id::text);
    RETURN NULL;
END;
$$;

CREATE TRIGGER chronicle_tokens_changed
    AFTER UPDATE OR DELETE ON chronicle_tokens
    FOR EACH ROW EXECUTE FUNCTION chronicle_token_changed();

-- Emptying the table forgets every cached token.
CREATE FUNCTION chronicle_tokens_emptied() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
    PERFORM pg_notify('chronicle_tokens', '*');
    RETURN NULL;
END;
$$;

CREATE TRIGGER chronicle_tokens_emptied
    AFTER TRUNCATE ON chronicle_tokens
    FOR EACH STATEMENT EXECUTE FUNCTION chronicle_tokens_emptied();
