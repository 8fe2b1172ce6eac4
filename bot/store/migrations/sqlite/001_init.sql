-- Tables (one live per channel), seats, the move log (the truth), reminders.
CREATE TABLE tables (
    id          INTEGER PRIMARY KEY,
    guild_id    TEXT,
    channel_id  TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    options     TEXT    NOT NULL,            -- JSON, normalised by the game
    owner_id    TEXT    NOT NULL,
    lang        TEXT    NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    seed        INTEGER NOT NULL,
    version     INTEGER NOT NULL DEFAULT 0, -- 0 in the lobby, 1 after setup, +1 per move
    state       TEXT,                        -- snapshot JSON (a cache: the log replays to it)
    actors      TEXT    NOT NULL DEFAULT '[]', -- JSON list of seats that must act (for "my games" and reminders)
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
);
CREATE UNIQUE INDEX tables_one_live_per_channel ON tables (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX tables_status ON tables (status);

CREATE TABLE seats (
    table_id  INTEGER NOT NULL REFERENCES tables (id),
    seat      INTEGER NOT NULL,
    user_id   TEXT    NOT NULL,
    name      TEXT    NOT NULL,
    PRIMARY KEY (table_id, seat),
    UNIQUE (table_id, user_id)
);
CREATE INDEX seats_user ON seats (user_id);

CREATE TABLE moves (
    table_id        INTEGER NOT NULL REFERENCES tables (id),
    n               INTEGER NOT NULL,        -- 1, 2, ... ; tables.version = n + 1 after move n
    seat            INTEGER NOT NULL,
    move            TEXT    NOT NULL,
    events          TEXT    NOT NULL,        -- JSON list of Event.to_json()
    interaction_id  TEXT,
    created_at      REAL    NOT NULL,
    PRIMARY KEY (table_id, n)
);
CREATE UNIQUE INDEX moves_interaction ON moves (interaction_id) WHERE interaction_id IS NOT NULL;

CREATE TABLE reminders (
    table_id  INTEGER NOT NULL REFERENCES tables (id),
    user_id   TEXT    NOT NULL,
    due_at    REAL    NOT NULL,
    sent      INTEGER NOT NULL DEFAULT 0,    -- reminders already sent for this turn
    PRIMARY KEY (table_id, user_id)
);
CREATE INDEX reminders_due ON reminders (due_at);
