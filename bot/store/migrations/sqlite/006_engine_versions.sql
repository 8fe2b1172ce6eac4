-- State upgrades (issue 14): the engine version (the game's schema_version) each table's log was recorded with, and
-- the replay base of a table whose snapshot was upgraded: a newer engine never replays an older engine's moves
-- (they may diverge); it replays from the upgraded snapshot at move ``at_move`` onwards. The older moves stay in the
-- log as its history.
ALTER TABLE tables ADD COLUMN engine_version INTEGER NOT NULL DEFAULT 1;
CREATE TABLE replay_bases (
    table_id        INTEGER PRIMARY KEY REFERENCES tables (id),
    at_move         INTEGER NOT NULL,           -- the base is the state after this many moves
    engine_version  INTEGER NOT NULL,
    state           TEXT    NOT NULL
);
-- Idle tables (issue 14): when a table that nobody moves at was warned that it will be closed.
ALTER TABLE tables ADD COLUMN idle_warned_at REAL;
