-- The calm channel (issue 9): the latest picture post of each table (older posts lose their buttons), the language a
-- user's client spoke last (DMs and private pictures in the reader's language), whether a user wants secrets only
-- through /hand, and the tables where a user was already told once that their DMs are closed.
CREATE TABLE table_posts (
    table_id    INTEGER PRIMARY KEY REFERENCES tables (id),
    channel_id  TEXT    NOT NULL,
    message_id  TEXT    NOT NULL
);

CREATE TABLE user_prefs (
    user_id     TEXT    PRIMARY KEY,
    lang        TEXT,                       -- 'pl' / 'en' from the user's latest interaction, NULL: not known yet
    dm_mode     TEXT    NOT NULL DEFAULT 'dm' CHECK (dm_mode IN ('dm', 'hand'))
);

CREATE TABLE dm_notices (
    table_id    INTEGER NOT NULL REFERENCES tables (id),
    user_id     TEXT    NOT NULL,
    PRIMARY KEY (table_id, user_id)
);
