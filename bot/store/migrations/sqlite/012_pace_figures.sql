-- Reliability you can see (issue 56): each turn a player finished (its start and the move that ended it) and each
-- deadline a player let pass, kept per person so that a lobby and /stats can show how they keep time: the median time
-- to move and the share of deadlines missed, in this server and in all. The privacy export lists them; the erase
-- deletes a person's rows.
CREATE TABLE turn_times (
    table_id    INTEGER  NOT NULL REFERENCES tables (id),
    n           INTEGER NOT NULL,            -- the move that ended the turn
    seat        INTEGER NOT NULL,
    user_id     TEXT    NOT NULL,
    started_at  REAL NOT NULL,
    moved_at    REAL NOT NULL,
    PRIMARY KEY (table_id, n)
);
CREATE INDEX turn_times_user ON turn_times (user_id, moved_at);
CREATE TABLE missed_deadlines (
    table_id    INTEGER  NOT NULL REFERENCES tables (id),
    seat        INTEGER NOT NULL,
    started_at  REAL NOT NULL,                 -- the turn whose deadline passed (one row a turn)
    user_id     TEXT    NOT NULL,
    at          REAL NOT NULL,
    PRIMARY KEY (table_id, seat, started_at)
);
CREATE INDEX missed_deadlines_user ON missed_deadlines (user_id);
