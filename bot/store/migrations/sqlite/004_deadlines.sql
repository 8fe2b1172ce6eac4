-- Decision windows (Thorgal TG-ASY-1..3; the turn deadlines of the absent-players issue build on it): the moment a
-- table's current decision times out. ``version`` is the table version it was set for: any move makes it stale.
-- ``expired`` = 1 once it passed without a default to apply: then another player may act for the absent one.
CREATE TABLE deadlines (
    table_id    INTEGER PRIMARY KEY REFERENCES tables (id),
    version     INTEGER NOT NULL,
    due_at      REAL    NOT NULL,
    expired     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX deadlines_due ON deadlines (due_at) WHERE expired = 0;
