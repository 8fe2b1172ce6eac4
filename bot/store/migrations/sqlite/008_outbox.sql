-- The outbox (issue 25): every message a committed change owes (a turn's post, a short public line, a player's DM,
-- a notice) is written in the change's own transaction; a dispatcher delivers it, retrying what failed, and marks it
-- done. ``version`` is the table's version the message shows; ``payload`` the intent as JSON (rendered at delivery).
-- A table's messages go out in ``id`` order, claimed for a lease by one process at a time.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    table_id        INTEGER NOT NULL REFERENCES tables (id),
    version         INTEGER NOT NULL,
    kind            TEXT    NOT NULL,
    payload         TEXT    NOT NULL,
    created_at      REAL    NOT NULL,
    next_at         REAL    NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    claimed_by      TEXT,
    claimed_until   REAL,
    done_at         REAL,
    result          TEXT
);
CREATE INDEX outbox_pending ON outbox (table_id, id) WHERE done_at IS NULL;
CREATE INDEX outbox_due ON outbox (next_at) WHERE done_at IS NULL;

-- A taken-back move's interaction id stays known, so a re-delivered interaction is answered as a duplicate.
CREATE TABLE interaction_tombstones (
    interaction_id  TEXT    PRIMARY KEY,
    table_id        INTEGER NOT NULL,
    created_at      REAL    NOT NULL
);
