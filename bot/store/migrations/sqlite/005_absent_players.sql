-- Absent players (issue 12).
-- A table's turn deadline (seconds a seat may take over its turn; NULL: none) and its pause (the clocks stop).
ALTER TABLE tables ADD COLUMN turn_deadline REAL;
ALTER TABLE tables ADD COLUMN paused_at REAL;

-- Each waiting seat's clock: when its turn began (reminders and deadlines count from there, not from anybody's last
-- move), its next reminder, its deadline and whether the table was told that it passed. It replaces the per-user
-- reminders: a seat keeps its clock when its player is replaced.
CREATE TABLE turn_clocks (
    table_id        INTEGER NOT NULL REFERENCES tables (id),
    seat            INTEGER NOT NULL,
    started_at      REAL    NOT NULL,
    remind_at       REAL,                       -- the next reminder; NULL: none (off, or all sent)
    reminders_sent  INTEGER NOT NULL DEFAULT 0,
    deadline_at     REAL,                       -- NULL: the table has no turn deadline
    expired         INTEGER NOT NULL DEFAULT 0, -- 1: the deadline passed and the table was told (buttons posted)
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX turn_clocks_remind ON turn_clocks (remind_at) WHERE remind_at IS NOT NULL;
CREATE INDEX turn_clocks_deadline ON turn_clocks (deadline_at) WHERE expired = 0 AND deadline_at IS NOT NULL;
INSERT INTO turn_clocks (table_id, seat, started_at, remind_at, reminders_sent)
    SELECT r.table_id, s.seat, t.updated_at, r.due_at, r.sent
    FROM reminders r JOIN seats s ON s.table_id = r.table_id AND s.user_id = r.user_id JOIN tables t ON t.id = r.table_id;
DROP TABLE reminders;

-- Per-player settings (/settings): reminders, quiet hours, time zone, vacation. JSON, validated by the bot.
CREATE TABLE player_settings (
    user_id     TEXT    PRIMARY KEY,
    settings    TEXT    NOT NULL
);

-- Votes of the players of a table (replace, kick, abandon, pause, resume): at most one open vote of a kind per table;
-- a ballot per voter (a vote cannot be cast twice).
CREATE TABLE votes (
    id          INTEGER PRIMARY KEY,
    table_id    INTEGER NOT NULL REFERENCES tables (id),
    kind        TEXT    NOT NULL,
    seat        INTEGER,                    -- the seat concerned (replace, kick)
    user_id     TEXT,                       -- the newcomer (replace); NULL: the computer
    user_name   TEXT,
    proposer    TEXT    NOT NULL,
    created_at  REAL    NOT NULL,
    expires_at  REAL    NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'passed', 'failed', 'expired'))
);
CREATE UNIQUE INDEX votes_one_open ON votes (table_id, kind) WHERE status = 'open';
CREATE INDEX votes_expiry ON votes (expires_at) WHERE status = 'open';
CREATE TABLE ballots (
    vote_id     INTEGER NOT NULL REFERENCES votes (id),
    user_id     TEXT    NOT NULL,
    yes         INTEGER NOT NULL,
    PRIMARY KEY (vote_id, user_id)
);

-- What happens at a table that is not a move (a seat handed over, a pause, a vote's result), for /history: events
-- in the move log's format, placed after the move that brought the table to ``at_version``.
CREATE TABLE table_log (
    table_id    INTEGER NOT NULL REFERENCES tables (id),
    at_version  INTEGER NOT NULL,
    created_at  REAL    NOT NULL,
    events      TEXT    NOT NULL
);
CREATE INDEX table_log_table ON table_log (table_id, at_version);
