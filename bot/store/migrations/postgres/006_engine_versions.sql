-- State upgrades (issue 14): each table's engine version and the replay base of an upgraded table; idle warnings.
ALTER TABLE tables ADD COLUMN engine_version INTEGER NOT NULL DEFAULT 1;
CREATE TABLE replay_bases (
    table_id        BIGINT  PRIMARY KEY REFERENCES tables (id),
    at_move         INTEGER NOT NULL,
    engine_version  INTEGER NOT NULL,
    state           TEXT    NOT NULL
);
ALTER TABLE tables ADD COLUMN idle_warned_at DOUBLE PRECISION;
