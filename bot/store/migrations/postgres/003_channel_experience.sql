-- The calm channel (issue 9): each table's latest picture post, users' languages and DM modes, DM notices.
CREATE TABLE table_posts (
    table_id    BIGINT  PRIMARY KEY REFERENCES tables (id),
    channel_id  TEXT    NOT NULL,
    message_id  TEXT    NOT NULL
);

CREATE TABLE user_prefs (
    user_id     TEXT    PRIMARY KEY,
    lang        TEXT,
    dm_mode     TEXT    NOT NULL DEFAULT 'dm' CHECK (dm_mode IN ('dm', 'hand'))
);

CREATE TABLE dm_notices (
    table_id    BIGINT  NOT NULL REFERENCES tables (id),
    user_id     TEXT    NOT NULL,
    PRIMARY KEY (table_id, user_id)
);
